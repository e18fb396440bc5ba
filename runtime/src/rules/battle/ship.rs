//! A ship battle (rules-digest §1: FAQ:964, FAQ:245-249; F:20). Both sides fire at once: the
//! attacking force's total WEAPONS against the target's SHIELDS, and, in return fire, the
//! defending force's total WEAPONS against the SHIELDS of the first attacker. A ship docked at
//! an outpost adds 50% of the outpost's SHIELDS to its own (F:20; `extends_shields` another
//! share: Husnock Outpost's 25%), the outpost's own unchanged. WEAPONS greater than SHIELDS is
//! a hit (FAQ:964): a hit ship or facility is damaged, and one already damaged
//! is destroyed with everything aboard (FAQ:245-249; F:20 for facilities). A card that
//! attacks by its own text (Borg Ship) fires its own WEAPONS and is hit like a ship; if its
//! text makes it worth points when destroyed in battle, the player whose cards destroyed it
//! scores them.

use super::destroy;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::Battle;

/// Resolves a ship battle; returns the personnel who died.
pub(crate) fn resolve(step: &mut Step<'_>, battle: &Battle) -> Result<Vec<CardId>, Interrupt> {
    let attackers = firing(step, battle, &battle.attackers);
    let defenders = firing(step, battle, &battle.defenders);
    let weapons: i64 = attackers.iter().map(|&c| step.attribute(c, "WEAPONS")).sum();
    let returned: i64 = defenders.iter().map(|&c| step.attribute(c, "WEAPONS")).sum();
    let mut dead = Vec::new();
    // Both sides fire at once: the hits are decided before either is applied.
    let target_shields = super::docked_shields::shields_hundredths(step, battle.target);
    let target_hit = weapons * 100 > target_shields;
    let first = battle.attackers.first().copied();
    let first_shields = first.map(|c| super::docked_shields::shields_hundredths(step, c));
    let attacker_hit = first.filter(|_| returned > 0 && first_shields.is_some_and(|shields| returned * 100 > shields));
    step.emit(Event::Fired {
        card: battle.target,
        weapons,
        shields: target_shields / 100,
        hit: target_hit,
    });
    if let (Some(first), Some(shields)) = (first, first_shields) {
        if returned > 0 {
            step.emit(Event::Fired {
                card: first,
                weapons: returned,
                shields: shields / 100,
                hit: attacker_hit.is_some(),
            });
        }
    }
    let defending_player = step.state.card(battle.target).controller;
    // The player whose force fired is directly responsible for what it destroys (M:398), but
    // for a dilemma that attacks by its own text (Borg Ship), a force neither player controls.
    let uncontrolled = !battle.attackers.is_empty() && battle.attackers.iter().all(|&c| step.def(c).is("dilemma"));
    let attacker = (!uncontrolled).then_some(battle.player);
    if target_hit {
        dead.extend(hit(step, battle.target, battle.player, attacker, None)?);
    }
    if let Some(card) = attacker_hit {
        dead.extend(hit(step, card, defending_player, Some(defending_player), battle.worth)?);
    }
    Ok(dead)
}

/// The cards of a force that fire: those still where the battle began, not cloaked (a cloaked ship may not
/// fire, FAQ:755-765), and for a ship, with a personnel aboard to fire its WEAPONS (S:355).
fn firing(step: &Step<'_>, battle: &Battle, force: &[CardId]) -> Vec<CardId> {
    force
        .iter()
        .copied()
        .filter(|&c| {
            if !battle.takes_part(step.state, c) || step.state.card(c).status.cloaked {
                return false;
            }
            !step.def(c).is("ship") || super::orders::has_matching_crew(step, c)
        })
        .collect()
}

/// A hit: damage, or destruction of a card already damaged (FAQ:245-249), `responsible` being
/// the player directly responsible for a destruction (M:398). Returns the personnel who died.
fn hit(
    step: &mut Step<'_>,
    card: CardId,
    by: PlayerId,
    responsible: Option<PlayerId>,
    worth: Option<i64>,
) -> Result<Vec<CardId>, Interrupt> {
    if !step.state.card(card).place.in_play() {
        return Ok(Vec::new());
    }
    if !step.state.card(card).status.damaged {
        step.set_status(card, crate::state::FlagStatus::Damaged, true);
        return Ok(Vec::new());
    }
    if let Some(points) = worth {
        // "Worth points if destroyed in battle" (Borg Ship): to the player who destroyed it.
        let reason = step.title(card);
        step.score(by, points, card, reason);
    }
    destroy(step, card, responsible)
}
