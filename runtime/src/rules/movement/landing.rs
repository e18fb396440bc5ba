//! A ship's normal movement off the spaceline, which only a card's text allows (M:433; the
//! Glossary's "landed ships", Glossary - L of the 1E rules encyclopedia: "A ship may not land
//! unless allowed by its own text ... or that of another card (e.g., Engage Shuttle
//! Operations)"): landing on the planet at its location and taking off again, and being loaded
//! aboard a carrier ship, carried, and launched. Each is normal movement, so the ship needs its
//! full staffing (M:433) and may not be stopped, in stasis or in a tow. A landed ship is on
//! the planet's surface with its crew aboard (it is no part of an Away Team, M:286); a carried
//! ship is aboard its carrier and goes where it goes. Neither is in space: they do not move
//! along the spaceline, fight or get fought by ships in orbit (the Glossary's entry) until
//! they take off or are launched. Landing and taking off spend the RANGE the allowing card
//! says, none by default.

use crate::ids::CardId;
use crate::kernel::{RangeCost, ShipTransfer, Step};
use crate::state::Place;

/// Makes the movement if the rules let the ship make it now; whether it did.
pub(crate) fn transfer(step: &mut Step<'_>, ship: CardId, transfer: ShipTransfer) -> bool {
    if !step.def(ship).is("ship") || !able(step, ship) {
        return false;
    }
    let place = step.state.card(ship).place;
    let controller = step.state.card(ship).controller;
    let to = match (transfer, place) {
        (ShipTransfer::Land(cost), Place::AtLocation { location, player }) => {
            let kind = step.mission_kind_str(step.state.location(location).mission);
            if kind == Some("space") || !spend(step, ship, cost) {
                return false;
            }
            Place::Surface { location, player }
        }
        (ShipTransfer::TakeOff(cost), Place::Surface { location, .. }) => {
            if !spend(step, ship, cost) {
                return false;
            }
            Place::AtLocation {
                location,
                player: controller,
            }
        }
        (ShipTransfer::Load(carrier), Place::AtLocation { location, .. }) => {
            let carrier_at = step.state.card(carrier).place;
            let beside = matches!(carrier_at, Place::AtLocation { location: there, .. } if there == location);
            if carrier == ship || !beside || !step.def(carrier).is("ship") || crate::kernel::in_tow(step, carrier) {
                return false;
            }
            Place::Aboard { card: carrier }
        }
        (ShipTransfer::Launch, Place::Aboard { card: carrier }) => {
            let Some(location) = step.location_of(carrier) else {
                return false;
            };
            if !step.def(carrier).is("ship") {
                return false;
            }
            Place::AtLocation {
                location,
                player: controller,
            }
        }
        _ => return false,
    };
    step.move_to(ship, to);
    true
}

/// Whether the ship may make a normal move now: fully staffed (M:433, S:345-351), not stopped
/// nor in stasis (S:689), and neither towing nor towed (a tow holds ships in space together).
fn able(step: &Step<'_>, ship: CardId) -> bool {
    let status = &step.state.card(ship).status;
    !status.stasis
        && !step.state.is_stopped(ship)
        && !crate::kernel::in_tow(step, ship)
        && super::ships::staffed(step, ship)
}

/// Spends the RANGE of a landing or a taking off, if the ship has it: the whole RANGE, all
/// unused this turn, for "using full RANGE"; whether it had.
fn spend(step: &mut Step<'_>, ship: CardId, cost: RangeCost) -> bool {
    let range = step.attribute(ship, "RANGE");
    let used = step.state.card(ship).status.range_used;
    let (allowed, spent) = match cost {
        RangeCost::Free => (true, 0),
        RangeCost::Full => (used == 0 && range > 0, range),
        RangeCost::Amount(amount) => (range - used >= amount, amount),
    };
    if allowed {
        step.state.card_mut(ship).status.range_used += spent;
    }
    allowed
}
