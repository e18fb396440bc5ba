//! The SHIELDS a ship docked at a facility fires are met with (F:20): a docked ship is
//! protected by the extension of 50% of the facility's SHIELDS, added to its own, the
//! facility's SHIELDS not reduced. All outposts allow ships to dock (F:20), and the engine has
//! no docking action: a ship at a location where its controller has an outpost counts as docked
//! there (as `interp::selection::docked` reads it). A facility may extend another share
//! (`extends_shields`: Husnock Outpost's "Extends only 25% of its SHIELDS to ships"). With
//! several outposts there the ship counts as docked at the one that protects it most. The sum
//! is kept in hundredths, so no share is rounded.

use crate::ids::CardId;
use crate::interp::class_is;
use crate::kernel::Step;
use crate::state::Place;

/// The share of a facility's SHIELDS extended to a docked ship when the card says none (F:20).
const EXTENDED_PERCENT: i64 = 50;

/// A card's SHIELDS when fired at, in hundredths: its own, and for a ship docked at an outpost
/// the share of the outpost's SHIELDS it extends.
pub(super) fn shields_hundredths(step: &Step<'_>, card: CardId) -> i64 {
    let own = step.attribute(card, "SHIELDS") * 100;
    own + extension_hundredths(step, card)
}

/// The hundredths of SHIELDS the outpost a ship is docked at extends to it; none for a card
/// that is not a ship or not docked.
fn extension_hundredths(step: &Step<'_>, ship: CardId) -> i64 {
    if !step.def(ship).is("ship") {
        return 0;
    }
    let Some(location) = step.location_of(ship) else {
        return 0;
    };
    let player = step.state.controller_of(ship);
    step.state
        .in_place(&Place::AtLocation { location, player })
        .iter()
        .filter(|&&c| c != ship && outpost(step, c))
        .map(|&c| {
            let percent = step.def(c).extends_shields.unwrap_or(EXTENDED_PERCENT);
            step.attribute(c, "SHIELDS").max(0) * percent
        })
        .max()
        .unwrap_or(0)
}

/// Whether a card is an outpost: a facility whose class box reads Outpost (F:17).
fn outpost(step: &Step<'_>, card: CardId) -> bool {
    let def = step.def(card);
    def.is("facility") && def.class.as_deref().is_some_and(|class| class_is(class, "Outpost"))
}
