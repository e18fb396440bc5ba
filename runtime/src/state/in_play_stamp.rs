//! [`InPlayStamp`]: a mark of which cards are in play, changed whenever a card enters or
//! leaves play. Most moves keep every card where it was as to play (a beam from a ship to a
//! planet, a draw, a discard from hand): they change the places, but not the cards in play,
//! so a list of the cards in play read before such a move is still the list after it
//! (`kernel::in_play_memo`).
//!
//! A stamp is drawn from a counter shared by every game of the process and never reused:
//! two states with the same non-zero stamp have the same cards in play, whichever went back
//! to a snapshot or changed since. A stamp of zero says nothing (a state built or read from
//! a file, whose places were filled directly): a memo does not trust it.

use std::sync::atomic::{AtomicU64, Ordering};

/// The counter stamps are drawn from; zero is never drawn.
static NEXT: AtomicU64 = AtomicU64::new(1);

/// Which cards are in play, as a stamp (see the module's documentation). Not part of what
/// the state is: two states compare equal whatever their stamps, and a stamp is not saved.
#[derive(Clone, Copy, Debug, Default)]
pub struct InPlayStamp(u64);

impl InPlayStamp {
    /// A stamp no state had before: the cards in play just changed.
    pub fn fresh() -> Self {
        InPlayStamp(NEXT.fetch_add(1, Ordering::Relaxed))
    }

    /// The stamp of a state whose cards in play are not known to match any other's.
    pub fn unknown() -> Self {
        InPlayStamp(0)
    }

    /// Whether two states with these stamps are known to have the same cards in play.
    pub fn same_cards(self, other: InPlayStamp) -> bool {
        self.0 != 0 && self.0 == other.0
    }
}

impl PartialEq for InPlayStamp {
    /// Stamps say nothing about what a state is: any two compare equal.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for InPlayStamp {}
