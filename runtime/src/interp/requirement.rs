//! Requirements over a group of cards: skills, classifications, attributes, counts, named
//! personnel (rules-digest §1.4). A skill's level counts in halves, so `x1/2` gives one half
//! and two halves make a whole (S:448); a requirement for `MEDICAL` accepts the
//! classification or the skill (S:534); `INTEGRITY>35` compares the group's total
//! (FAQ:169-173); only personnel able to help count (not stopped, disabled or in stasis:
//! S:770, FAQ:412, S:689). Skills are read from the skills box as card text changed it
//! ([`crate::state::SkillBox`]).

use crate::ids::CardId;
use crate::interp::Context;
use crate::kernel::Step;
use stccg_lang::ast::{Expr, ExprKind};

/// How much of a named thing a group has, in halves (a skill at x1 is 2, x1/2 is 1; a
/// personnel of a classification, species, gender, affiliation or title is 2).
pub(crate) fn amount_in_halves(step: &Step<'_>, group: &[CardId], name: &str) -> i64 {
    let pool = step.pool();
    let is_skill = pool.is_in(name, "skill");
    let icon_affiliation = affiliation_of_icon(name);
    group
        .iter()
        .map(|&card| {
            let def = step.def(card);
            let mut halves = 0i64;
            if is_skill {
                halves += step.state.skill_box(pool, card).halves(pool, name);
            }
            let has = def.classification.as_deref() == Some(name)
                || def.species.iter().any(|s| s == name)
                || def.gender.as_deref() == Some(name)
                || def.characteristics.iter().any(|c| c == name)
                || def.special_equipment.iter().any(|e| e == name)
                || def.icons.iter().any(|i| i == name)
                || def.kind == name
                || def.title == name
                || step.any_affiliation_icon(card, |a| a == name || Some(a) == icon_affiliation)
                || step.mission_kind_str(card).is_some_and(|kind| mission_is(kind, name))
                || name == "any_card"
                || (name == "universal" && def.universal)
                || (name == "in_stasis" && step.state.card(card).status.stasis)
                || (name == "on_planet" && matches!(step.state.card(card).place, crate::state::Place::Surface { .. }))
                || (name == "away_team"
                    && def.kind == "personnel"
                    && matches!(step.state.card(card).place, crate::state::Place::Surface { .. }))
                || ship_status(step, card, name);
            halves + if has { 2 } else { 0 }
        })
        .sum()
}

/// The affiliation an affiliation icon stands for: `[Kli]` in "your [Kli] ships" is a ship of
/// the Klingon affiliation (vocabulary `icon`, stdlib/vocabulary.card).
pub(crate) fn affiliation_of_icon(icon: &str) -> Option<&'static str> {
    Some(match icon {
        "Fed" | "FED" => "Federation",
        "Kli" | "KLI" => "Klingon",
        "Rom" | "ROM" => "Romulan",
        "Non" | "NON" => "Non-Aligned",
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
    group
        .iter()
        .copied()
        .filter(|&c| {
            let card = step.state.card(c);
            let status = &card.status;
            card.place.in_play() && !step.state.is_stopped(c) && !status.disabled && !status.stasis
        })
        .collect()
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
        let place = step.state.card(member).place;
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
        .filter(|&c| step.def(c).title == title && !step.state.is_stopped(c))
        .count() as i64
}

/// The conditions of a ship's status: `cloaked`, `exposed` (not cloaked; FAQ:755-765),
/// `changed_cloak` (cloaked or uncloaked this turn, FAQ:755-757, or barred from cloaking), `damaged` (FAQ:245-249),
/// `empty` (no personnel aboard), `in_tow` (towing or towed, S:630), `aboard_facility` for a card aboard a facility,
/// `atop_mission` for a card placed atop a mission (in no crew or Away Team, M:60), and
/// `opens_a_side_deck` for a doorway that opens a side deck (S:390).
fn ship_status(step: &Step<'_>, card: CardId, name: &str) -> bool {
    let status = &step.state.card(card).status;
    let is_ship = step.def(card).is("ship");
    match name {
        "cloaked" => status.cloaked,
        "exposed" => is_ship && !status.cloaked,
        "changed_cloak" => {
            status.cloak_turn == Some(step.state.turn_number)
                || step.state.forbidden_for_a_time("cloak", card, &step.def(card).title)
        }
        "damaged" => status.damaged,
        "unstopped" => !step.state.is_stopped(card) && !status.disabled && !status.stasis,
        "in_tow" => is_ship && crate::kernel::in_tow(step, card),
        "atop_mission" => matches!(step.state.card(card).place, crate::state::Place::AtopMission { .. }),
        "opens_a_side_deck" => step.def(card).side_deck_size.is_some(),
        "aboard_facility" => matches!(
            step.state.card(card).place,
            crate::state::Place::Aboard { card: host } if step.def(host).is("facility")
        ),
        "empty" => {
            is_ship
                && !step
                    .state
                    .in_place(&crate::state::Place::Aboard { card })
                    .iter()
                    .any(|&c| step.def(c).is("personnel"))
        }
        _ => false,
    }
}
