//! [`Written`]: which cards and places were written to since a stamp, so a result computed
//! from a state with that stamp (`kernel::StaticKeys`) is known to stand when it read none of
//! them, without comparing what it read. The cards mark themselves ([`super::Cards`]'s
//! `IndexMut`: every change of a card's state goes through it); the places are marked where
//! their lists change (`place.rs`, the deck's shuffle), and a state whose places were filled
//! directly forgets its stamp.
//!
//! The marks over-approximate: a card or place is marked by a bit of a small set (several may
//! share one), so a mark may say "written" of one that was not, never the reverse. A stamp is
//! drawn from a counter shared by every game of the process and never reused (as
//! [`super::InPlayStamp`]): a state with stamp `s` holds every write made since the state
//! that drew `s`, whatever snapshots it was copied through; zero says nothing is known.

use super::Place;
use std::sync::atomic::{AtomicU64, Ordering};

/// The counter stamps are drawn from; zero is never drawn.
static NEXT: AtomicU64 = AtomicU64::new(1);

/// A set of small numbers, each kept modulo its capacity (a number marks the bit of every
/// number it shares it with).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks<const WORDS: usize>([u64; WORDS]);

impl<const WORDS: usize> Default for Marks<WORDS> {
    fn default() -> Self {
        Marks([0; WORDS])
    }
}

impl<const WORDS: usize> Marks<WORDS> {
    /// Marks `number`.
    #[inline]
    pub fn mark(&mut self, number: usize) {
        let bit = number % (64 * WORDS);
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    /// Whether the two sets share a mark.
    #[inline]
    pub fn meets(&self, other: &Self) -> bool {
        self.0.iter().zip(other.0.iter()).any(|(a, b)| a & b != 0)
    }

    /// Adds the marks of `other`.
    #[inline]
    pub fn join(&mut self, other: &Self) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a |= b;
        }
    }
}

/// The marks of cards, by id.
pub type CardMarks = Marks<4>;
/// The marks of places ([`place_number`]).
pub type PlaceMarks = Marks<8>;

/// A place as a small number: a player's pile by player and kind, a location's place by
/// location and kind, the places aboard and on a card by card.
pub fn place_number(place: &Place) -> usize {
    let player = |player: crate::ids::PlayerId| player.index();
    match *place {
        Place::DrawDeck { player: p } => player(p),
        Place::SeedDeck { player: p } => 2 + player(p),
        Place::Hand { player: p } => 4 + player(p),
        Place::Discard { player: p } => 6 + player(p),
        Place::OutOfPlay { player: p } => 8 + player(p),
        Place::SetAside { player: p } => 10 + player(p),
        Place::Table { player: p } => 12 + player(p),
        Place::BonusArea { player: p } => 14 + player(p),
        Place::QContinuum { player: p } => 16 + player(p),
        // A player's side decks and the cards outside his game share a number: a shared mark
        // may tell of a write that was not, never miss one.
        Place::SideDeck { player: p, .. } | Place::OutsideGame { player: p } => 18 + player(p),
        Place::Mission { location } => 20 + 7 * location.index(),
        Place::SeedStack { location } => 21 + 7 * location.index(),
        Place::AtopMission { location } => 22 + 7 * location.index(),
        Place::AtLocation { location, player: p } => 23 + 7 * location.index() + player(p),
        Place::Surface { location, player: p } => 25 + 7 * location.index() + player(p),
        Place::Aboard { card } => 256 + 2 * card.index(),
        Place::On { card } => 257 + 2 * card.index(),
    }
}

/// The cards and places written to since a stamp (see the module's documentation). Not part
/// of what the state is: it is not saved, and two states compare equal whatever it says.
#[derive(Clone, Copy, Debug, Default)]
pub struct Written {
    /// The stamp the marks count from; zero: unknown.
    since: u64,
    /// The cards whose states were written to.
    cards: CardMarks,
    /// The places whose lists were written to.
    places: PlaceMarks,
}

impl Written {
    /// The stamp the marks count from (zero: nothing is known).
    #[inline]
    pub fn since(&self) -> u64 {
        self.since
    }

    /// The cards written to since the stamp.
    #[inline]
    pub fn cards(&self) -> &CardMarks {
        &self.cards
    }

    /// The places written to since the stamp.
    #[inline]
    pub fn places(&self) -> &PlaceMarks {
        &self.places
    }

    /// Counts from now on: the marks are cleared and a new stamp drawn, and returned.
    pub fn start(&mut self) -> u64 {
        *self = Written {
            since: NEXT.fetch_add(1, Ordering::Relaxed),
            ..Written::default()
        };
        self.since
    }

    /// Nothing is known of what was written (a state whose places were filled directly).
    pub fn forget(&mut self) {
        self.since = 0;
    }

    /// A card's state was written to.
    #[inline]
    pub fn card(&mut self, index: usize) {
        self.cards.mark(index);
    }

    /// A place's list of cards was written to.
    #[inline]
    pub fn place(&mut self, place: &Place) {
        self.places.mark(place_number(place));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{CardId, LocationId, PlayerId};

    #[test]
    fn marks_meet_only_where_both_hold_one() {
        let mut a = PlaceMarks::default();
        let mut b = PlaceMarks::default();
        a.mark(place_number(&Place::Aboard { card: CardId(3) }));
        b.mark(place_number(&Place::Surface {
            location: LocationId(1),
            player: PlayerId(0),
        }));
        assert!(!a.meets(&b));
        b.mark(place_number(&Place::Aboard { card: CardId(3) }));
        assert!(a.meets(&b));
    }

    #[test]
    fn a_new_start_clears_the_marks_under_a_new_stamp() {
        let mut written = Written::default();
        let first = written.start();
        written.card(5);
        assert!(written.cards().meets(&{
            let mut m = CardMarks::default();
            m.mark(5);
            m
        }));
        let second = written.start();
        assert_ne!(first, second);
        assert_eq!(*written.cards(), CardMarks::default());
    }
}
