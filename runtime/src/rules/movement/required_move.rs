//! Required moves (S:57): a ship that must do nothing but move toward a place moves now, as
//! far toward it as its RANGE left allows (Cytherians: the spaceline's far end; Incoming
//! Message: its heading), passing the locations on its way as a normal move does.

use super::ships::{begin, path_cost, ShipMove};
use crate::ids::{CardId, LocationId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::forbids_read::{none_ignored, ReadForbids};
use crate::state::Place;

/// A required move toward the spaceline's far end (Cytherians, S:57): the ship moves now,
/// as far toward that end as its RANGE left allows, passing the locations on its way. The far
/// end is the one farther from where the ship was when it first had to move (in cards, then
/// span; a tie the opponent's choice); it stays its heading after. A ship already there, or without RANGE for the next location, stays. With
/// `around_ends`, the way may go around the spaceline's ends where its player may move so
/// (Where No One Has Gone Before), when that way is shorter.
pub(crate) fn move_to_far_end(step: &mut Step<'_>, ship: CardId, around_ends: bool) -> Result<(), Interrupt> {
    let Place::AtLocation { location: from, .. } = step.state.card(ship).place else {
        return Ok(());
    };
    // A heading the ship already reached is an old one (a required move that ended there):
    // the far end is found again from here.
    if step.state.heading(ship).filter(|&h| h != from).is_none() {
        // Ends as far from here (in cards, then span) are the opponent's choice (the
        // Glossary's ties entry), the opponent of the player whose ship must move.
        let decider = step.state.card(ship).controller.other();
        if let Some(far_end) = crate::kernel::far_end(step, from, decider, ship)? {
            step.state.set_heading(ship, far_end, None);
        }
    }
    move_toward_heading(step, ship, around_ends)
}

/// A required move toward the ship's heading (Incoming Message: "Ship must do nothing but
/// move toward it"): the ship moves now, as far toward it as its RANGE left allows. A ship
/// with no heading, already there, or without RANGE for the next location, stays. It goes no
/// farther than the cards on its way allow (a Tetryon Field it may not fly by, a Q-Net it may
/// not cross).
pub(crate) fn move_to_heading(step: &mut Step<'_>, ship: CardId) -> Result<(), Interrupt> {
    move_toward_heading(step, ship, false)
}

/// The required move itself: along the spaceline, or around its ends when `around_ends`
/// allows, the player may wrap, and that way costs less.
fn move_toward_heading(step: &mut Step<'_>, ship: CardId, around_ends: bool) -> Result<(), Interrupt> {
    let Place::AtLocation { location: from, player } = step.state.card(ship).place else {
        return Ok(());
    };
    let Some(heading) = step.state.heading(ship).filter(|&h| h != from) else {
        return Ok(());
    };
    let mut way: Vec<LocationId> = step.state.path(from, heading);
    let mut around = false;
    if around_ends && super::passage::wraps(step, player)? {
        let wrapped = step.state.path_around(from, heading);
        if path_cost(step, player, ship, wrapped.iter().copied()) < path_cost(step, player, ship, way.iter().copied()) {
            way = wrapped;
            around = true;
        }
    }
    let left = step.attribute(ship, "RANGE") - step.state.card(ship).status.range_used;
    let mut reach = None;
    let mut forbids = ReadForbids::read(step, none_ignored);
    for reached in 1..=way.len() {
        let path = way[..reached].to_vec();
        let candidate = ShipMove {
            ship,
            from,
            to: path[reached - 1],
            cost: path_cost(step, player, ship, path.iter().copied()),
            path,
            around,
        };
        if candidate.cost > left || !super::passage::way_open(step, &mut forbids, player, &candidate)? {
            break;
        }
        reach = Some(candidate);
    }
    if let Some(chosen) = reach {
        begin(step, player, chosen);
    }
    Ok(())
}
