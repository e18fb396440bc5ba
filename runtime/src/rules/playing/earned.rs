//! Earned artifacts. An artifact is a seed card: one that comes to its owner's hand any other
//! way (drawn from the draw deck, taken from a side deck) may not be played as its text says,
//! only one earned by solving the mission it was seeded under (Major Rakal's Romulan Review
//! #90, "Understanding Artifacts": artifacts in a draw deck or Q's Tent cannot be played
//! normally). The copy keeps the mark wherever it goes: an earned artifact that Masaka
//! Transformations puts beneath its owner's draw deck may be played when that copy is drawn
//! again, and another copy drawn may not (M:104).

use crate::ids::CardId;
use crate::kernel::Step;

/// The count the rules keep on a card for its earning (`CardState::counters`).
pub(crate) const EARNED: &str = "earned";

/// Marks a card earned, as it is earned by solving a mission (M:300).
pub(crate) fn mark(step: &mut Step<'_>, card: CardId) {
    step.state.card_mut(card).counters.insert(EARNED.to_string(), 1);
}

/// Whether a card in hand may be played by its text: any card but an artifact not earned.
pub(crate) fn playable_from_hand(step: &Step<'_>, card: CardId) -> bool {
    !step.def(card).is("artifact") || step.state.card(card).counters.contains_key(EARNED)
}
