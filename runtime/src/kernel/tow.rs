//! Towing (Tractor Beam, S:630): a ship takes another ship at its location in tow, and the
//! ship in tow goes wherever its tower moves. A tow holds while both ships are at the same
//! location; one that moved or was relocated apart is over. No chains and no cycles: a ship
//! cannot tow itself, and neither the tower nor the ship taken in tow may already be towing
//! or towed.

use super::Step;
use crate::ids::{CardId, LocationId};
use crate::state::Place;

/// The ships a ship tows now: those whose tow it holds, at its location.
pub(crate) fn towed_by(step: &Step<'_>, tower: CardId) -> Vec<CardId> {
    let Some(here) = step.location_of(tower) else {
        return Vec::new();
    };
    step.in_play_of_kind("ship")
        .into_iter()
        .filter(|&s| {
            s != tower && step.state.card(s).status.towed_by == Some(tower) && step.location_of(s) == Some(here)
        })
        .collect()
}

/// Whether a ship tows another, or is towed, now.
pub(crate) fn in_tow(step: &Step<'_>, ship: CardId) -> bool {
    let towed = step.state.card(ship).status.towed_by.is_some_and(|tower| {
        tower != ship && step.state.card(tower).place.in_play() && step.location_of(tower) == step.location_of(ship)
    });
    towed || !towed_by(step, ship).is_empty()
}

/// `tow SHIP with TOWER`: the tower takes the ship in tow, if both are at the same location
/// and neither is in a tow already; otherwise nothing happens.
pub(crate) fn take_in_tow(step: &mut Step<'_>, ship: CardId, tower: CardId) {
    let together = step.location_of(ship).is_some() && step.location_of(ship) == step.location_of(tower);
    if ship == tower || !together || in_tow(step, ship) || in_tow(step, tower) {
        return;
    }
    step.state.card_mut(ship).status.towed_by = Some(tower);
}

/// `let_go SHIPS`: the ships let go of what they tow, and ships in tow are let go.
pub(crate) fn let_go(step: &mut Step<'_>, ship: CardId) {
    for towed in towed_by(step, ship) {
        step.state.card_mut(towed).status.towed_by = None;
    }
    step.state.card_mut(ship).status.towed_by = None;
}

/// After a tower arrives by moving: the ships it towed from where it left come along.
pub(crate) fn bring_along(step: &mut Step<'_>, tower: CardId, from: LocationId, to: LocationId) {
    let towed: Vec<CardId> = step
        .in_play_of_kind("ship")
        .into_iter()
        .filter(|&s| s != tower && step.state.card(s).status.towed_by == Some(tower))
        .collect();
    for ship in towed {
        match step.state.card(ship).place {
            Place::AtLocation { location, player } if location == from => {
                step.move_to(ship, Place::AtLocation { location: to, player });
            }
            _ => step.state.card_mut(ship).status.towed_by = None,
        }
    }
}
