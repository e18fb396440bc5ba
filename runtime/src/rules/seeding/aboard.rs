//! Personnel whose text lets them report for duty in the seed phase (Data's Body: "During
//! seed phase, may report for duty at your outpost"): listed under `seed`, such a personnel
//! (`seeds_at`, the condition its facility must meet) seeds in the facility phase aboard a
//! facility of its player's already on the spaceline, compatible with it (S:213; Rulebook,
//! Reporting for duty: aboard a compatible facility). A doorway whose text seeds it on a
//! facility in that phase (Spacedoor: "Seeds on your outpost during facility phase", S:579)
//! seeds on it, the facility its target. A facility whose text lets ships seed at it (Husnock
//! Outpost: "You may seed one [Univ] {Husnock Ship} face up here"; `seeds_with`, at most
//! `seeds_with_up_to` of them) takes those of its player's seed deck that meet it, face up,
//! docked there.

use crate::ids::{CardId, PlayerId};
use crate::interp::{truth, Context};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// Each personnel of the player's seed deck that may seed aboard a facility, with that
/// facility: the player's facilities at spaceline locations, compatible with the personnel,
/// where its `seeds_at` condition holds (read with `target` the facility).
pub(super) fn aboard_seeds(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(CardId, CardId)>, Interrupt> {
    let personnel: Vec<CardId> = step
        .state
        .in_place(&Place::SeedDeck { player })
        .iter()
        .copied()
        .filter(|&c| {
            step.def(c).is_one_of(&["personnel", "doorway"]) && step.def(c).seeds_at.is_some() && !step.gated(player, c)
        })
        .collect();
    let mut seeds = docked_seeds(step, player)?;
    if personnel.is_empty() {
        return Ok(seeds);
    }
    let facilities = spaceline_facilities(step, player);
    for &card in &personnel {
        let Some(condition) = step.def(card).seeds_at.clone() else {
            continue;
        };
        for &facility in &facilities {
            let affiliations = step.def(card).affiliations.clone();
            let personnel = step.def(card).is("personnel");
            if personnel && !step.any_compatible(player, &affiliations, &step.affiliation_icons(facility)) {
                continue;
            }
            let mut ctx = Context::new(card, player);
            ctx.target = Some(facility);
            if truth(step, &mut ctx, &condition)? {
                seeds.push((card, facility));
            }
        }
    }
    Ok(seeds)
}

/// The player's facilities at the spaceline's locations, location by location.
fn spaceline_facilities(step: &Step<'_>, player: PlayerId) -> Vec<CardId> {
    step.state
        .locations()
        .flat_map(|location| step.state.in_place(&Place::AtLocation { location, player }).to_vec())
        .filter(|&c| step.def(c).is("facility"))
        .collect()
}

/// Each ship of the player's seed deck a facility of his lets seed docked at it
/// (`seeds_with`, read with `target` the ship), with that facility, while it has room left
/// (`seeds_with_up_to`, one when not given): the ships of his at its location count against it.
fn docked_seeds(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(CardId, CardId)>, Interrupt> {
    let hosts: Vec<CardId> = spaceline_facilities(step, player)
        .into_iter()
        .filter(|&c| step.def(c).seeds_with.is_some())
        .collect();
    if hosts.is_empty() {
        return Ok(Vec::new());
    }
    let ships: Vec<CardId> = step
        .state
        .in_place(&Place::SeedDeck { player })
        .iter()
        .copied()
        .filter(|&c| step.def(c).is("ship") && !step.gated(player, c))
        .collect();
    let mut seeds = Vec::new();
    for &host in &hosts {
        let Some(location) = step.location_of(host) else {
            continue;
        };
        let docked = step
            .state
            .in_place(&Place::AtLocation { location, player })
            .iter()
            .filter(|&&c| step.def(c).is("ship"))
            .count() as i64;
        if docked >= step.def(host).seeds_with_up_to.unwrap_or(1) {
            continue;
        }
        let Some(condition) = step.def(host).seeds_with.clone() else {
            continue;
        };
        for &ship in &ships {
            let mut ctx = Context::new(host, player);
            ctx.target = Some(ship);
            if truth(step, &mut ctx, &condition)? {
                seeds.push((ship, host));
            }
        }
    }
    Ok(seeds)
}

/// Seeds the personnel aboard the facility, the doorway on it, or the ship docked at it; then
/// the other player seeds.
pub(super) fn seed_aboard(step: &mut Step<'_>, card: CardId, facility: CardId) -> Result<(), Interrupt> {
    let player = step.state.active;
    if step.def(card).is("ship") {
        if let Some(location) = step.location_of(facility) {
            step.move_to(card, Place::AtLocation { location, player });
        }
    } else if step.def(card).is("doorway") {
        step.move_to(card, Place::On { card: facility });
        step.state.card_mut(card).target = Some(facility);
    } else {
        step.move_to(card, Place::Aboard { card: facility });
        // A multi-affiliation personnel is declared in a mode as it enters play (M:473).
        crate::rules::affiliation::declare(step, player, card)?;
    }
    step.state.passes = 0;
    step.state.active = player.other();
    Ok(())
}
