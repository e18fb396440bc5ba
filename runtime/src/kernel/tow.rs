//! Towing (Tractor Beam, S:630): a ship takes another ship at its location in tow, and the
//! ship in tow goes wherever its tower moves. A tow holds while both ships are at the same
//! location; one that moved or was relocated apart is over. No chains and no cycles: a ship
//! cannot tow itself, and neither the tower nor the ship taken in tow may already be towing
//! or towed.

use super::Step;
use crate::ids::{CardId, LocationId};
use crate::state::{Lasting, LastingEffect, Place, Subject, Until};

/// The ships a ship tows now: those whose tow it holds, at its location. A tow is a lasting
/// effect whose source is the tower: with none in force, the ships in play need no looking at.
pub(crate) fn towed_by(step: &Step<'_>, tower: CardId) -> Vec<CardId> {
    let Some(here) = step.location_of(tower) else {
        return Vec::new();
    };
    if !holds_a_tow(step, tower) {
        return Vec::new();
    }
    step.in_play_of_kind("ship")
        .into_iter()
        .filter(|&s| s != tower && step.state.tower_of(s) == Some(tower) && step.location_of(s) == Some(here))
        .collect()
}

/// Whether a tow whose source is the ship is in force (whatever it tows, wherever).
fn holds_a_tow(step: &Step<'_>, tower: CardId) -> bool {
    crate::state::reads::rest(crate::state::reads::Rest::LASTING);
    step.state
        .lasting
        .iter()
        .any(|l| matches!(l.effect, LastingEffect::Towed) && l.source == Some(tower) && step.state.in_force(l))
}

/// Whether a ship tows another, or is towed, now.
pub(crate) fn in_tow(step: &Step<'_>, ship: CardId) -> bool {
    let towed = step.state.tower_of(ship).is_some_and(|tower| tower != ship);
    towed || !towed_by(step, ship).is_empty()
}

/// `tow SHIP with TOWER`: the tower takes the ship in tow, if both are in space at the same
/// location (not landed on a planet nor carried aboard a ship, M:433) and neither is in a tow
/// already; otherwise nothing happens.
pub(crate) fn take_in_tow(step: &mut Step<'_>, ship: CardId, tower: CardId) {
    let together = step.location_of(ship).is_some() && step.location_of(ship) == step.location_of(tower);
    let in_space = |card: CardId| matches!(step.state.place_of(card), Place::AtLocation { .. });
    if ship == tower || !together || !in_space(ship) || !in_space(tower) || in_tow(step, ship) || in_tow(step, tower) {
        return;
    }
    let tow = Lasting {
        effect: LastingEffect::Towed,
        subject: Subject::Card(ship),
        source: Some(tower),
        until: Until::Together,
    };
    step.state.replace_lasting(ship, |e| *e == LastingEffect::Towed, tow);
}

/// `let_go SHIPS`: the ships let go of what they tow, and ships in tow are let go.
pub(crate) fn let_go(step: &mut Step<'_>, ship: CardId) {
    for towed in towed_by(step, ship) {
        step.state.end_lasting(towed, |l| l.effect == LastingEffect::Towed);
    }
    step.state.end_lasting(ship, |l| l.effect == LastingEffect::Towed);
}

/// After a tower arrives by moving: the ships it towed from where it left come along.
pub(crate) fn bring_along(step: &mut Step<'_>, tower: CardId, from: LocationId, to: LocationId) {
    let towed: Vec<CardId> = step
        .in_play_of_kind("ship")
        .into_iter()
        .filter(|&s| s != tower && tow_made(step, s, tower))
        .collect();
    for ship in towed {
        match step.state.place_of(ship) {
            Place::AtLocation { location, player } if location == from => {
                step.move_to(ship, Place::AtLocation { location: to, player });
            }
            _ => step.state.end_lasting(ship, |l| l.effect == LastingEffect::Towed),
        }
    }
}

/// Whether a tow of `ship` by `tower` was made and not let go, whether or not it holds now
/// (the tower has just moved away from the ship it brings along).
fn tow_made(step: &Step<'_>, ship: CardId, tower: CardId) -> bool {
    crate::state::reads::rest(crate::state::reads::Rest::LASTING);
    step.state
        .lasting
        .iter()
        .any(|l| l.effect == LastingEffect::Towed && l.subject == Subject::Card(ship) && l.source == Some(tower))
}
