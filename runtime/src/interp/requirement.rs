//! Requirements over a group of cards: skills, classifications, attributes, counts, named
//! personnel (rules-digest §1.4). A skill's level counts in halves, so `x1/2` gives one half
//! and two halves make a whole (S:448); a requirement for `MEDICAL` accepts the
//! classification (as a static text changed it) or the skill (S:534); `INTEGRITY>35` compares the group's total
//! (FAQ:169-173); only personnel able to help count (not stopped, disabled or in stasis:
//! S:770, FAQ:412, S:689). Skills are read from the skills box as card text changed it
//! ([`crate::state::SkillBox`]).

use crate::defs::NameId;
use crate::ids::CardId;
use crate::interp::Context;
use crate::kernel::Step;
use crate::state::Place;
use stccg_lang::ast::{Expr, ExprKind};

/// How much of a named thing a group has, in halves (a skill at x1 is 2, x1/2 is 1; a
/// personnel of a classification, species, gender, affiliation or title is 2).
pub(crate) fn amount_in_halves(step: &Step<'_>, group: &[CardId], name: &str) -> i64 {
    halves_of_named(step, group, name, step.pool().names.id(name))
}

/// [`amount_in_halves`] of a name whose id in the pool's names (`None`: the pool has it not)
/// the caller already holds, as a lowered guard does (`defs::NameKind`).
pub(crate) fn halves_of_named(step: &Step<'_>, group: &[CardId], name: &str, id: Option<NameId>) -> i64 {
    let pool = step.pool();
    // The name interned when the pool loaded: a printed name of the card is a search among
    // its few ids (`CardDef::features`); a name the pool does not have, no card prints.
    debug_assert_eq!(id, pool.names.id(name), "the id given for {name}");
    let is_skill = id
        .zip(pool.names.skill_vocabulary())
        .is_some_and(|(id, skill)| pool.names.is_in(id, skill));
    let icon_affiliation = affiliation_of_icon(name);
    let condition = Condition::of(name);
    // A card stands for an affiliation only by a word of that vocabulary (every affiliation a
    // card has is one, checked when the pool loads) or its icon, and is of a mission kind
    // only by one of the kinds: other names skip those reads (debug builds make them and
    // assert that they would have found nothing).
    let may_be_affiliation = icon_affiliation.is_some()
        || id
            .zip(pool.names.affiliation_vocabulary())
            .is_some_and(|(id, affiliation)| pool.names.is_in(id, affiliation));
    let may_be_mission_kind = matches!(name, "planet" | "space" | "dual");
    let stands_for_affiliation = |card: CardId| {
        let read = || step.any_affiliation_icon(card, |a| a == name || Some(a) == icon_affiliation);
        if may_be_affiliation {
            return read();
        }
        debug_assert!(!read(), "{name}, no affiliation's word, is an affiliation of a card");
        false
    };
    let of_mission_kind = |card: CardId| {
        let read = || step.mission_kind_str(card).is_some_and(|kind| mission_is(kind, name));
        if may_be_mission_kind {
            return read();
        }
        debug_assert!(!read(), "{name}, no mission kind, is the kind of a mission");
        false
    };
    let from_ships = if is_skill {
        ship_skill_in_halves(step, group, name)
    } else {
        0
    };
    from_ships
        + group
            .iter()
            .map(|&card| {
                let def = step.def(card);
                let mut halves = 0i64;
                if is_skill {
                    halves += step.state.skill_halves(pool, card, name);
                }
                // A classification a static text changed is read as changed: the printed one no
                // longer counts, the new one does (Military Privilege, Scottish Setter); an
                // assimilated personnel has none to change (S:438, `Step::classification`).
                let printed = match step.state.statics.classification(card) {
                    Some(class) if def.classification.as_deref() != Some(class) && !step.state.assimilated(card) => {
                        class == name
                            || (def.classification.as_deref() != Some(name)
                                && id.is_some_and(|id| step.has_feature(card, id)))
                    }
                    _ => id.is_some_and(|id| step.has_feature(card, id)),
                };
                let has = printed
                    || stands_for_affiliation(card)
                    || of_mission_kind(card)
                    || condition.is_some_and(|condition| condition.holds(step, card));
                halves + if has { 2 } else { 0 }
            })
            .sum::<i64>()
}

/// A skill a ship's special equipment provides (its `skills`: the Starship Excelsior's Stellar
/// Cartography, S:630, S:672) counts once for the crew aboard it, toward space dilemmas and the
/// requirements of space missions: for a group some of whose members are aboard the ship
/// while it is at a space (or dual) mission. A ship in the group itself counts its skills as
/// any card does, so it is not counted again here.
fn ship_skill_in_halves(step: &Step<'_>, group: &[CardId], name: &str) -> i64 {
    let mut ships: Vec<CardId> = Vec::new();
    for &card in group {
        if let Place::Aboard { card: ship } = step.state.card(card).place {
            if !ships.contains(&ship) && !group.contains(&ship) && !step.def(ship).skills.is_empty() {
                ships.push(ship);
            }
        }
    }
    let pool = step.pool();
    ships
        .into_iter()
        .filter(|&ship| {
            step.def(ship).is("ship")
                && step.location_of(ship).is_some_and(|location| {
                    let mission = step.state.location(location).mission;
                    step.mission_kind_str(mission)
                        .is_some_and(|kind| mission_is(kind, "space"))
                })
        })
        .map(|ship| step.state.skill_box(pool, ship).halves(pool, name))
        .sum()
}

/// The affiliation an affiliation icon stands for: `[Kli]` in "your [Kli] ships" is a ship of
/// the Klingon affiliation (vocabulary `icon`, stdlib/vocabulary.card).
pub(crate) fn affiliation_of_icon(icon: &str) -> Option<&'static str> {
    Some(match icon {
        "Fed" | "FED" => "Federation",
        "Kli" | "KLI" => "Klingon",
        "Rom" | "ROM" => "Romulan",
        "Non" | "NON" | "NA" => "Non-Aligned",
        "Bor" => "Borg",
        "Baj" => "Bajoran",
        "Car" => "Cardassian",
        "Dom" => "Dominion",
        "Fer" => "Ferengi",
        _ => return None,
    })
}

/// Whether a mission of this kind is a `planet` or `space` location: a dual mission is both.
fn mission_is(kind: &str, name: &str) -> bool {
    kind == name || (kind == "dual" && matches!(name, "planet" | "space"))
}

/// The members of a group that can contribute to requirements: those still in play (a
/// member a dilemma killed is not among "the personnel remaining", M:276, M:329), not stopped,
/// disabled nor in stasis.
pub(crate) fn able(step: &Step<'_>, group: &[CardId]) -> Vec<CardId> {
    group.iter().copied().filter(|&c| is_able(step, c)).collect()
}

/// Whether a member of a group can contribute to requirements ([`able`]).
pub(crate) fn is_able(step: &Step<'_>, card: CardId) -> bool {
    let status = step.state.status_of(card);
    step.state.place_of(card).in_play() && !step.state.is_stopped(card) && !status.disabled && !status.stasis
}

/// The sum of an attribute over a group.
pub(crate) fn total(step: &Step<'_>, group: &[CardId], attribute: &str) -> i64 {
    group.iter().map(|&c| step.attribute(c, attribute)).sum()
}

/// The name an atom stands for, if it is a name-like atom.
pub(crate) fn atom_name(expr: &Expr) -> Option<&str> {
    match &expr.kind {
        ExprKind::Name { name } | ExprKind::Text { value: name } | ExprKind::Icon { name } => Some(name),
        ExprKind::CardRef { title } => Some(title),
        _ => None,
    }
}

/// The card type a condition on one card names, when the condition is exactly "the card has
/// that type among its features" ([`crate::defs::CardPool::card_type`]): a bare name that is no
/// binding, no card of the context, no condition of [`Condition`], no icon and no mission kind.
/// For such a name, [`crate::interp::truth_over`] on one card is
/// `step.has_feature(card, id)`, so a search over the cards in play may test that instead (the
/// `plays on ship` of an event).
pub(crate) fn card_type_named(step: &Step<'_>, ctx: &Context, expr: &Expr) -> Option<NameId> {
    let ExprKind::Name { name } = &expr.kind else {
        return None;
    };
    let plain = ctx.binding(name).is_none()
        && !matches!(name.as_str(), "self" | "target" | "here" | "planet" | "space" | "dual")
        && Condition::of(name).is_none()
        && affiliation_of_icon(name).is_none();
    plain.then(|| step.pool().card_type(name)).flatten()
}

/// Whether `name` is a condition word of a card (`in_tow`, `exposed`, `on_planet`, ...).
pub(crate) fn is_condition_word(name: &str) -> bool {
    Condition::of(name).is_some()
}

/// Whether a card meets a condition word now (false for a name that is none): what
/// [`amount_in_halves`] adds for a name no card prints (`rules::guards` reads it so).
pub(crate) fn condition_holds(step: &Step<'_>, card: CardId, name: &str) -> bool {
    Condition::of(name).is_some_and(|condition| condition.holds(step, card))
}

/// Whether a group meets `atom` at least `count` times.
pub(crate) fn meets_count(step: &Step<'_>, ctx: &Context, group: &[CardId], atom: &Expr, count: i64) -> Option<bool> {
    let name = atom_name(atom)?;
    if ctx.binding(name).is_some() || matches!(name, "self" | "target" | "here") {
        // A card, not a quality: `report(self)` asks whether the card is this one; `here`, a
        // location: `attempt(here)` asks whether the mission is the one at this location.
        return None;
    }
    if let (ExprKind::CardRef { title }, true) = (&atom.kind, ctx.over_group) {
        return Some(with_group_titled(step, group, title) >= count);
    }
    Some(amount_in_halves(step, group, name) >= 2 * count)
}

/// How many cards titled `title` are in the group or go with it: a requirement that names a
/// card (`{Interphase Generator}` on Pegasus Search) is met by a personnel of the group or by
/// equipment with it, since equipment, and an artifact used as equipment, joins the crew or
/// Away Team it is with (M:300; S:763: "any Equipment cards in that Away Team or crew").
/// Equipment stopped with its group helps no more than the group does (S:763).
fn with_group_titled(step: &Step<'_>, group: &[CardId], title: &str) -> i64 {
    let mut places: Vec<crate::state::Place> = Vec::new();
    for &member in group {
        let place = step.state.place_of(member);
        if !places.contains(&place) {
            places.push(place);
        }
    }
    let carried = places
        .iter()
        .flat_map(|place| step.state.in_place(place).iter().copied());
    let mut counted: Vec<CardId> = group.to_vec();
    counted.extend(carried.filter(|&c| !group.contains(&c) && !step.def(c).is("personnel")));
    counted
        .into_iter()
        .filter(|&c| step.def(c).card_title() == title && !step.state.is_stopped(c))
        .count() as i64
}

/// The conditions a requirement's name may stand for beyond a card's features: `any_card`,
/// `universal`, `in_stasis`, `captive` (held by a captor, Rulebook: Capture), `on_planet`,
/// `away_team` (a personnel on a planet), `opens_a_side_deck` for a doorway that opens a side
/// deck (S:390), and those of a ship's status: `cloaked`, `exposed` (not cloaked; FAQ:755-765), `changed_cloak` (cloaked
/// or uncloaked this turn, FAQ:755-757, or barred from cloaking), `damaged` (FAQ:245-249),
/// `unstopped`, `empty` (no personnel aboard), `in_tow` (towing or towed, S:630), `landed` (on a
/// planet's surface), `carried` (aboard another ship), `range_unused` (no RANGE used this turn), `staffed` (its
/// crew meets its staffing icons, S:345-351, or a card counts it as staffed),
/// `aboard_facility` for a card aboard a facility, and `atop_mission` for a card placed atop a
/// mission (in no crew or Away Team, M:60), `in_battle` for an attacker or defender of a
/// battle in progress, `equipment` for an artifact in play used as equipment (M:300). The name
/// is read once per requirement, not once per card.
#[derive(Clone, Copy)]
enum Condition {
    AnyCard,
    Universal,
    InStasis,
    Captive,
    OnPlanet,
    AwayTeam,
    Cloaked,
    Exposed,
    Undocked,
    ChangedCloak,
    Damaged,
    Unstopped,
    InTow,
    Landed,
    Carried,
    RangeUnused,
    Staffed,
    AtopMission,
    AboardFacility,
    Empty,
    OpensASideDeck,
    AtSolvedMission,
    InBattle,
    Stunned,
    MortallyWounded,
    UsedAsEquipment,
}

impl Condition {
    /// The condition a name stands for, if it is one.
    fn of(name: &str) -> Option<Condition> {
        Some(match name {
            "any_card" => Condition::AnyCard,
            "universal" => Condition::Universal,
            "in_stasis" => Condition::InStasis,
            "captive" => Condition::Captive,
            "on_planet" => Condition::OnPlanet,
            "away_team" => Condition::AwayTeam,
            "cloaked" => Condition::Cloaked,
            "exposed" => Condition::Exposed,
            "undocked" => Condition::Undocked,
            "changed_cloak" => Condition::ChangedCloak,
            "damaged" => Condition::Damaged,
            "unstopped" => Condition::Unstopped,
            "in_tow" => Condition::InTow,
            "landed" => Condition::Landed,
            "carried" => Condition::Carried,
            "range_unused" => Condition::RangeUnused,
            "staffed" => Condition::Staffed,
            "atop_mission" => Condition::AtopMission,
            "aboard_facility" => Condition::AboardFacility,
            "empty" => Condition::Empty,
            "opens_a_side_deck" => Condition::OpensASideDeck,
            "at_solved_mission" => Condition::AtSolvedMission,
            "in_battle" => Condition::InBattle,
            "stunned" => Condition::Stunned,
            "mortally_wounded" => Condition::MortallyWounded,
            // "Use as Equipment card" (M:300): in play, such an artifact is an Equipment card
            // (Disruptor Overload may destroy the Mona Lisa, M:398).
            "equipment" => Condition::UsedAsEquipment,
            _ => return None,
        })
    }

    /// Whether the card meets the condition now.
    /// Only the parts of the card's state the condition reads are read (`state::reads`).
    fn holds(self, step: &Step<'_>, card: CardId) -> bool {
        let status = || step.state.status_of(card);
        let place = || step.state.place_of(card);
        let on_planet = || matches!(place(), crate::state::Place::Surface { .. });
        let is_ship = || step.def(card).is("ship");
        match self {
            Condition::AnyCard => true,
            Condition::Universal => step.def(card).universal,
            Condition::InStasis => status().stasis,
            Condition::Captive => status().captive.is_some(),
            Condition::OnPlanet => on_planet(),
            Condition::AwayTeam => step.def(card).is("personnel") && on_planet(),
            Condition::Cloaked => status().cloaked,
            Condition::Exposed => is_ship() && !status().cloaked,
            Condition::Undocked => is_ship() && !super::selection::docked(step, card),
            Condition::ChangedCloak => {
                status().cloak_turn == Some(step.state.turn())
                    || step.state.forbidden_for_a_time("cloak", card, &step.def(card).title)
            }
            Condition::Damaged => status().damaged,
            Condition::Unstopped => !step.state.is_stopped(card) && !status().disabled && !status().stasis,
            Condition::InTow => is_ship() && crate::kernel::in_tow(step, card),
            Condition::Landed => is_ship() && on_planet(),
            Condition::Carried => {
                is_ship() && matches!(place(), crate::state::Place::Aboard { card: host } if step.def(host).is("ship"))
            }
            Condition::RangeUnused => is_ship() && status().range_used == 0,
            Condition::Staffed => is_ship() && step.rules().staffed(step, card),
            Condition::AtopMission => matches!(place(), crate::state::Place::AtopMission { .. }),
            Condition::AboardFacility => matches!(
                place(),
                crate::state::Place::Aboard { card: host } if step.def(host).is("facility")
            ),
            Condition::OpensASideDeck => step.def(card).opens_side_deck(),
            Condition::AtSolvedMission => step
                .location_of(card)
                .is_some_and(|l| step.state.location(l).solved_by.is_some()),
            // An attacker or defender of a battle on the flow, initiated and not yet over. The
            // flow is no part of the board a static's key records, so a static reading it is
            // computed again each time (`Step::beyond_board`), as one calling the rules layer.
            Condition::InBattle => {
                step.beyond_board.set(true);
                step.state.flow.iter().any(|frame| {
                    matches!(frame, crate::state::Frame::Battle { battle, .. }
                        if battle.attackers.contains(&card) || battle.defenders.contains(&card))
                })
            }
            // Stunned or mortally wounded in the engagements of a personnel battle on the flow,
            // whose winner is not yet determined (S:790-791), read as `in_battle` is.
            Condition::Stunned | Condition::MortallyWounded => {
                step.beyond_board.set(true);
                let stunned = matches!(self, Condition::Stunned);
                step.state.flow.iter().any(|frame| {
                    matches!(frame, crate::state::Frame::Battle { battle, .. }
                        if if stunned { battle.stunned.contains(&card) } else { battle.mortally_wounded.contains(&card) })
                })
            }
            Condition::UsedAsEquipment => {
                step.def(card).is("artifact")
                    && place().in_play()
                    && step.def(card).abilities.iter().any(|a| {
                        matches!(&a.kind, stccg_lang::ast::AbilityKind::PlayAs { kind, .. } if kind.name == "equipment")
                    })
            }
            Condition::Empty => {
                is_ship()
                    && !step
                        .state
                        .in_place(&crate::state::Place::Aboard { card })
                        .iter()
                        .any(|&c| step.def(c).is("personnel"))
            }
        }
    }
}
