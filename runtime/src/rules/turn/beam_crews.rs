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

/// Room for the names of the affiliations a usual list meets, in bytes.
const USUAL_NAMES: usize = 64;

/// Room for the affiliations a usual list meets.
const USUAL_AFFILIATIONS: usize = 8;

/// The affiliations a list has met, and which of them `player`'s cards may mix.
pub(super) struct AffiliationBits {
    player: PlayerId,
    /// The names of the affiliations met, one after the other: one buffer for the list, not a
    /// string each.
    names: String,
    /// Each affiliation met, in the order met (the index is the bit): its name's range in
    /// `names`, and the bits of those compatible with it.
    met: Vec<(std::ops::Range<usize>, u64)>,
}

impl AffiliationBits {
    /// No affiliation met yet, for `player`'s cards.
    pub(super) fn new(player: PlayerId) -> Self {
        AffiliationBits {
            player,
            names: String::new(),
            met: Vec::new(),
        }
    }

    /// The player whose cards these are.
    pub(super) fn player(&self) -> PlayerId {
        self.player
    }

    /// The bit of an affiliation, given one (and its compatibilities asked) when first met;
    /// `None` when the list has met too many.
    fn bit(&mut self, step: &Step<'_>, name: &str) -> Option<u64> {
        let names = &self.names;
        if let Some(index) = self.met.iter().position(|(known, _)| &names[known.clone()] == name) {
            return Some(1 << index);
        }
        let index = self.met.len();
        if index == MOST_AFFILIATIONS {
            return None;
        }
        if index == 0 {
            // Room once for the usual list's affiliations.
            self.names.reserve(USUAL_NAMES);
            self.met.reserve(USUAL_AFFILIATIONS);
        }
        let mut row = 1 << index;
        for (other, (known, known_row)) in self.met.iter_mut().enumerate() {
            if step.compatible(self.player, &self.names[known.clone()], name) {
                row |= 1 << other;
                *known_row |= 1 << index;
            }
        }
        let start = self.names.len();
        self.names.push_str(name);
        self.met.push((start..self.names.len(), row));
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
                for (index, (_, row)) in self.met.iter().enumerate() {
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
