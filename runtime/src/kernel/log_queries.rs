//! What the log says about actions already taken: whether a mission was ever attempted, and
//! whether a card of a title has answered an action.

use super::Step;
use crate::event::Event;
use crate::ids::{CardId, LocationId};

/// Whether a mission attempt was ever begun at a location, by either player: "the initial
/// attempt of a space mission" (Senior Staff Meeting, S:263) is the first of all.
pub(crate) fn attempted(step: &Step<'_>, location: LocationId) -> bool {
    step.beyond_board.set(true);
    step.log
        .iter()
        .any(|e| matches!(e, Event::AttemptBegan { location: l, .. } if *l == location))
}

/// Whether a card of this title has resolved in response to an action about `subject`:
/// "limit one each" (Klingon Death Yell).
pub(crate) fn answered(step: &Step<'_>, subject: CardId, title: &str) -> bool {
    step.beyond_board.set(true);
    step.log.iter().any(
        |e| matches!(e, Event::Answered { card, subject: s } if *s == subject && step.def(*card).card_title() == title),
    )
}
