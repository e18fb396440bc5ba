//! Who may initiate a battle, and against what: the `attack` orders of the orders segment.
//!
//! * A ship battle is initiated by an unstopped, uncloaked ship with a leader aboard (a
//!   personnel with a whole Leadership, S:448, or an OFFICER: the Glossary's `leader`) and a personnel of its affiliation to fire
//!   its WEAPONS (S:355), against an uncloaked ship or facility of the opponent at the same
//!   location not in stasis (S:693), or a cloaked one a text opens to attack (La Forge
//!   Maneuver). The attacking force is that ship; the defending force is
//!   the target, which returns fire (GAPS: published rules let several ships join; one each
//!   way here). A ship a static text lets initiate battle (`grant SHIP with initiate_battle`: Lore
//!   Returns) needs no leader nor crew aboard.
//! * A personnel battle is initiated by an Away Team with a leader, able personnel (not
//!   stopped, disabled or in stasis, S:757), against every opposing personnel on the same
//!   planet surface; or by the personnel aboard a ship or facility against the opponent's
//!   there, crew against intruders or intruders against crew (S:36).
//! * A force that includes a Federation card may not initiate battle (F:68; the Borg, the
//!   exception there, are not a player's force in this pool); a Romulan force may not attack
//!   a Romulan one (F:68); cards a static text lets any force battle at will
//!   (`battle_at_will`: Wartime Conditions) may be attacked whatever those restrictions.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::interp::able;
use crate::kernel::Step;
use crate::rules::turn::presence::Presence;
use crate::state::Place;
use crate::state::{Battle, BattleKind};

/// A battle a player may initiate now.
#[derive(Clone, Debug)]
pub(crate) struct AttackOrder {
    /// The battle it would start.
    pub(crate) battle: Battle,
}

/// The `attack` orders open to a player, location by location in the spaceline's order. A
/// battle needs an opposing ship, facility or Away Team there: the locations where the
/// opponent has one and the player has cards in space or on the planet (`opposed`, `own`,
/// found by the orders list in one pass over the places that hold cards) alone are looked at;
/// then the ships and facilities holding personnel of the player's (`crewed`) where the
/// opponent has personnel too.
pub(crate) fn attack_orders(
    step: &Step<'_>,
    player: PlayerId,
    own: &Presence,
    opposed: &Presence,
    crewed: &[Place],
) -> Vec<(String, AttackOrder)> {
    let mut orders = Vec::new();
    if !opposed.nowhere() && !own.nowhere() {
        for location in step.state.locations() {
            // The attacking ship is in space there, the attacking Away Team on the planet:
            // without a card of the player's there, no battle.
            if !opposed.at(location) || !own.at(location) {
                continue;
            }
            ship_battles(step, player, location, &mut orders);
            personnel_battles(step, player, location, &mut orders);
        }
    }
    personnel_battles_aboard(step, player, crewed, &mut orders);
    orders
}

fn ship_battles(step: &Step<'_>, player: PlayerId, location: LocationId, orders: &mut Vec<(String, AttackOrder)>) {
    let opponent = player.other();
    let targets: Vec<CardId> = step
        .state
        .in_place(&Place::AtLocation {
            location,
            player: opponent,
        })
        .iter()
        .copied()
        .filter(|&c| {
            let status = &step.state.card(c).status;
            step.def(c).is_one_of(&["ship", "facility"]) && !step.state.hidden_by_cloak(c) && !status.stasis
        })
        .collect();
    if targets.is_empty() {
        return;
    }
    for &ship in step.state.in_place(&Place::AtLocation { location, player }) {
        let status = &step.state.card(ship).status;
        if !step.def(ship).is("ship") || status.cloaked || status.stasis || step.state.is_stopped(ship) {
            continue;
        }
        let crew = able(step, step.state.in_place(&Place::Aboard { card: ship }));
        let by_text = step.state.statics.marked(ship, "initiate_battle");
        let leaderless = step.state.statics.marked(ship, "battle_without_leader");
        if !by_text && (!has_matching_crew(step, ship) || (!leaderless && !has_leader(step, &crew))) {
            continue;
        }
        let mut force = vec![ship];
        force.extend(crew.iter().copied());
        let initiates = may_initiate(step, player, &force);
        for &target in &targets {
            let mut defending = vec![target];
            defending.extend(step.state.in_place(&Place::Aboard { card: target }).iter().copied());
            let allowed = at_will(step, &[target]) || (initiates && may_attack(step, player, &force, &defending));
            if !allowed {
                continue;
            }
            let label = format!("attack {} with {}", step.named(target), step.named(ship));
            orders.push((
                label,
                AttackOrder {
                    battle: Battle::new(BattleKind::Ship, player, vec![ship], target, vec![target], location),
                },
            ));
        }
    }
}

fn personnel_battles(step: &Step<'_>, player: PlayerId, location: LocationId, orders: &mut Vec<(String, AttackOrder)>) {
    // The opposing Away Team first: without one there is no battle, and the attackers need
    // no looking at.
    let opposing: Vec<CardId> = step
        .state
        .in_place(&Place::Surface {
            location,
            player: player.other(),
        })
        .iter()
        .copied()
        .filter(|&c| step.def(c).is("personnel") && !step.state.card(c).status.stasis)
        .collect();
    if !opposing.is_empty() {
        let team = able(step, step.state.in_place(&Place::Surface { location, player }));
        let mission = step.state.location(location).mission;
        let label = format!(
            "attack the Away Team of {} on {} with the Away Team",
            player.other(),
            step.named(mission)
        );
        push_personnel_battle(step, (player, location), team, opposing, label, orders);
    }
}

/// Personnel battles aboard a ship or facility among `crewed` where both players have
/// personnel, intruders and crew (S:36: "the crew ... must initiate ... a personnel battle
/// against the intruders"; Open Diplomatic Relations' Away Teams beamed aboard): the player's
/// able personnel there against the opponent's, captives taking no part.
fn personnel_battles_aboard(
    step: &Step<'_>,
    player: PlayerId,
    crewed: &[Place],
    orders: &mut Vec<(String, AttackOrder)>,
) {
    for &place in crewed {
        let Place::Aboard { card: host } = place else {
            continue;
        };
        let Some(location) = step.location_of(host) else {
            continue;
        };
        if !step.def(host).is_one_of(&["ship", "facility"]) {
            continue;
        }
        let aboard = step.state.in_place(&place);
        let free = |c: CardId, of: PlayerId| {
            let state = step.state.card(c);
            step.def(c).is("personnel")
                && state.controller == of
                && !state.status.stasis
                && state.status.captive.is_none()
        };
        if !aboard.iter().any(|&c| free(c, player.other())) {
            // No opposing personnel aboard (most ships): no battle, and no team to look at.
            continue;
        }
        let opposing: Vec<CardId> = aboard.iter().copied().filter(|&c| free(c, player.other())).collect();
        let team: Vec<CardId> = able(step, aboard).into_iter().filter(|&c| free(c, player)).collect();
        let label = format!(
            "attack the personnel of {} aboard {} with those of {player} there",
            player.other(),
            step.named(host)
        );
        push_personnel_battle(step, (player, location), team, opposing, label, orders);
    }
}

/// Lists the personnel battle of `team` against `opposing` if the team has a leader and the
/// affiliation attack restrictions allow it (F:68).
fn push_personnel_battle(
    step: &Step<'_>,
    (player, location): (PlayerId, LocationId),
    team: Vec<CardId>,
    opposing: Vec<CardId>,
    label: String,
    orders: &mut Vec<(String, AttackOrder)>,
) {
    let team: Vec<CardId> = team.into_iter().filter(|&c| step.def(c).is("personnel")).collect();
    if team.is_empty() || !has_leader(step, &team) {
        return;
    }
    let allowed =
        at_will(step, &opposing) || (may_initiate(step, player, &team) && may_attack(step, player, &team, &opposing));
    if !allowed {
        return;
    }
    let first = opposing[0];
    orders.push((
        label,
        AttackOrder {
            battle: Battle::new(BattleKind::Personnel, player, team, first, opposing, location),
        },
    ));
}

/// Whether a ship has a personnel of its affiliation aboard, not disabled nor in stasis, to
/// fire its WEAPONS (S:355; attacked, a stopped crew defends itself, S:759), or a static text
/// counts it as staffed (Lore Returns).
pub(crate) fn has_matching_crew(step: &Step<'_>, ship: CardId) -> bool {
    if step.state.statics.marked(ship, "staffed") {
        return true;
    }
    let affiliations = &step.affiliation_icons(ship);
    step.state.in_place(&Place::Aboard { card: ship }).iter().any(|&c| {
        let status = &step.state.card(c).status;
        step.def(c).is("personnel")
            && !status.disabled
            && !status.stasis
            && step.any_affiliation_icon(c, |a| affiliations.iter().any(|ours| ours == a))
    })
}

/// Whether a group has a leader: a personnel with a whole Leadership skill (S:448), or with
/// OFFICER as skill or classification (Glossary, `leader`: being a leader gives no
/// Leadership). Under the core rule "Leadership in battle" set to `a_leader` (the 1995
/// answers, FAQ:201-203, rules-digest C4) Leadership x1/2 is enough.
fn has_leader(step: &Step<'_>, group: &[CardId]) -> bool {
    let halves = if step.pool().core.half_leadership == crate::defs::HalfLeadership::ALeader {
        1
    } else {
        2
    };
    group.iter().any(|&c| {
        crate::interp::amount_in_halves(step, &[c], "Leadership") >= halves
            || step.classification(c) == Some("OFFICER")
            || crate::interp::amount_in_halves(step, &[c], "OFFICER") >= 2
    })
}

/// Whether a static text lets the player's forces ignore the affiliation attack restrictions
/// (`grant you with ignore_attack_restrictions`: Treaty: Federation/Romulan/Klingon).
/// A ship of the force may carry the permission alone (`grant SHIP with
/// ignore_attack_restrictions`: Saltah'na Clock, "affiliation attack restrictions do not
/// apply").
fn ignores_restrictions(step: &Step<'_>, player: PlayerId, force: &[CardId]) -> bool {
    step.state
        .statics
        .grants(player, crate::state::PlayerGrant::IgnoreAttackRestrictions)
        || force
            .iter()
            .any(|&c| step.state.statics.marked(c, "ignore_attack_restrictions"))
}

/// Whether the cards attacked may be battled at will, whatever the affiliation attack
/// restrictions (F:68): each is granted `battle_at_will` (Wartime Conditions: "the Federation
/// may battle the attacking ship's affiliation at will").
fn at_will(step: &Step<'_>, attacked: &[CardId]) -> bool {
    !attacked.is_empty() && attacked.iter().all(|&c| step.state.statics.marked(c, "battle_at_will"))
}

/// Whether an attack order is one its player must give before the orders end: its attacking
/// ship carries `battle_required` (a static's "must initiate battle whenever possible":
/// Saltah'na Clock; a non-moving required action, the Glossary's "actions - required").
pub(crate) fn is_required(step: &Step<'_>, attack: &AttackOrder) -> bool {
    attack
        .battle
        .attackers
        .iter()
        .any(|&c| step.state.statics.marked(c, "battle_required"))
}

/// F:68: a force that includes a Federation card may not initiate battle. A card compatible
/// with all adds no such restriction (the Glossary's Brainwash entry: a Brainwashed Federation
/// captive does not keep your Klingons from initiating battle).
fn may_initiate(step: &Step<'_>, player: PlayerId, force: &[CardId]) -> bool {
    ignores_restrictions(step, player, force)
        || !force
            .iter()
            .any(|&c| !step.compatible_with_all(c) && step.affiliation_icons(c).iter().any(|a| a == "Federation"))
}

/// F:68: a Romulan force may not attack a Romulan force.
fn may_attack(step: &Step<'_>, player: PlayerId, force: &[CardId], defending: &[CardId]) -> bool {
    let romulan = |cards: &[CardId]| {
        cards
            .iter()
            .any(|&c| step.affiliation_icons(c).iter().any(|a| a == "Romulan"))
    };
    // The attacking force's restriction: its cards compatible with all add none (Brainwash).
    let restricted: Vec<CardId> = force
        .iter()
        .copied()
        .filter(|&c| !step.compatible_with_all(c))
        .collect();
    ignores_restrictions(step, player, force) || !(romulan(&restricted) && romulan(defending))
}
