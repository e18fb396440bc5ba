//! Compatibility for one orders list's beams (F:20; Rulebook, Compatibility), by affiliation
//! bits: each affiliation met while the list is built gets a bit, and which affiliations are
//! compatible with which (the same, either Non-Aligned, a Treaty, Memory Wipe: as
//! [`Step::compatible`] says) is asked once per pair of affiliations, not once per pair of
//! cards. A personnel's side is the bits of its affiliations; a ship's or facility's the bits
//! of the host and of each crew member aboard, read once per list rather than once per card
//! that may beam there.

use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// The most affiliations one list gives bits to: more (never met in a game) and the list's
/// beams ask compatibility card by card.
const MOST_AFFILIATIONS: usize = 64;

/// One card's side of compatibility, in the list's bits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    /// Compatible with all (`compatible_with_all`: Brainwash).
    All,
    /// The bits of the card's affiliations (none when it lost them).
    Bits(u64),
}

/// The affiliations a list has met, and which of them `player`'s cards may mix.
pub(super) struct AffiliationBits {
    player: PlayerId,
    /// The affiliations met, in the order met: the index is the bit.
    names: Vec<String>,
    /// For each affiliation, the bits of those compatible with it.
    compatible: Vec<u64>,
}

impl AffiliationBits {
    /// No affiliation met yet, for `player`'s cards.
    pub(super) fn new(player: PlayerId) -> Self {
        AffiliationBits {
            player,
            names: Vec::new(),
            compatible: Vec::new(),
        }
    }

    /// The player whose cards these are.
    pub(super) fn player(&self) -> PlayerId {
        self.player
    }

    /// The bit of an affiliation, given one (and its compatibilities asked) when first met;
    /// `None` when the list has met too many.
    fn bit(&mut self, step: &Step<'_>, name: &str) -> Option<u64> {
        if let Some(index) = self.names.iter().position(|known| known == name) {
            return Some(1 << index);
        }
        let index = self.names.len();
        if index == MOST_AFFILIATIONS {
            return None;
        }
        let mut row = 1 << index;
        for (other, known) in self.names.iter().enumerate() {
            if step.compatible(self.player, known, name) {
                row |= 1 << other;
                self.compatible[other] |= 1 << index;
            }
        }
        self.names.push(name.to_string());
        self.compatible.push(row);
        Some(1 << index)
    }

    /// A card's side of compatibility (as [`Step::compatibility_of`]); `None` when the list
    /// has met too many affiliations.
    pub(super) fn side(&mut self, step: &Step<'_>, card: CardId) -> Option<Side> {
        if step.compatible_with_all(card) {
            return Some(Side::All);
        }
        let (mut bits, mut overflow) = (0, false);
        step.any_affiliation_icon(card, |icon| {
            match self.bit(step, icon) {
                Some(bit) => bits |= bit,
                None => overflow = true,
            }
            false
        });
        (!overflow).then_some(Side::Bits(bits))
    }

    /// Whether a card of side `ours` is compatible with one of side `theirs` (as
    /// [`Step::compatible_to`]): either is compatible with all, or some affiliation of one is
    /// compatible with some of the other's.
    pub(super) fn compatible(&self, ours: Side, theirs: Side) -> bool {
        match (ours, theirs) {
            (Side::All, _) | (_, Side::All) => true,
            (Side::Bits(ours), Side::Bits(theirs)) => {
                let mut reach = 0;
                for (index, row) in self.compatible.iter().enumerate() {
                    if ours & (1 << index) != 0 {
                        reach |= row;
                    }
                }
                reach & theirs != 0
            }
        }
    }

    /// The sides a personnel boarding `host` must be compatible with: the host's, and, aboard
    /// `player`'s own ship, each crew member's (`player`'s personnel aboard, not captive), each
    /// side once; `None` when the list has met too many affiliations.
    pub(super) fn crew_sides(&mut self, step: &Step<'_>, host: CardId, own_ship: bool) -> Option<Vec<Side>> {
        let mut sides = vec![self.side(step, host)?];
        if !own_ship {
            return Some(sides);
        }
        for &mate in step.state.in_place(&Place::Aboard { card: host }) {
            let state = step.state.card(mate);
            if !step.def(mate).is("personnel") || state.controller != self.player || state.status.captive.is_some() {
                continue;
            }
            let side = self.side(step, mate)?;
            if !sides.contains(&side) {
                sides.push(side);
            }
        }
        Some(sides)
    }
}
