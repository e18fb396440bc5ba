//! Beams aboard a ship its player does not control that a static text grants (`grant
//! PERSONNEL with beam_aboard on SHIP`: Open Diplomatic Relations' "Your Away Teams which have
//! a V.I.P. may beam to and from that ship"). Each granted personnel of the player's at the
//! ship's location, free to beam (not stopped, captive, in quarantine or in stasis: S:757), may
//! beam aboard it from the planet surface or from a ship or facility of his it may beam off,
//! as an intruder, not crew (`beam_boarding`); the ship may not be cloaked or in stasis. Beams
//! back off the ship are every intruder's (`beams`). Each beam is checked against the forbids
//! in force, as any other.

use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// The granted beams open to `player` now: each personnel with the place aboard the ship.
pub(super) fn granted_boardings(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(CardId, Place)>, Interrupt> {
    if step.state.statics.boardable.is_empty() {
        // No static text grants such a beam (most lists): nothing to list.
        return Ok(Vec::new());
    }
    let layer = step.state.statics.clone();
    let mut found = Vec::new();
    for &(card, ship) in &layer.boardable {
        let state = step.state.card(card);
        let ship_state = step.state.card(ship);
        if state.controller != player
            || !step.def(card).is("personnel")
            || state.status.quarantine
            || state.status.stasis
            || state.status.captive.is_some()
            || ship_state.status.cloaked
            || ship_state.status.stasis
            || step.state.is_stopped(card)
            || found.contains(&(card, Place::Aboard { card: ship }))
        {
            continue;
        }
        let Place::AtLocation { location, .. } = ship_state.place else {
            continue;
        };
        let may_leave = match state.place {
            Place::Surface { location: at, .. } => at == location,
            Place::Aboard { card: host } if host != ship => {
                let host_state = step.state.card(host);
                step.location_of(host) == Some(location)
                    && host_state.controller == player
                    && !host_state.status.cloaked
                    && !host_state.status.stasis
                    && !crate::rules::stations::is_nor(step, host)
            }
            _ => false,
        };
        if may_leave {
            found.push((card, Place::Aboard { card: ship }));
        }
    }
    let mut permitted = Vec::with_capacity(found.len());
    let mut forbids = crate::rules::movement::beaming::beam_forbids(step, player);
    for (card, to) in found {
        let from = step.state.card(card).place;
        if crate::rules::movement::beaming::allowed(step, &mut forbids, player, card, (from, to))? {
            permitted.push((card, to));
        }
    }
    Ok(permitted)
}
