//! What the last computation of each pass of the static layer gave, kept so that the next one
//! whose statics all give what they gave then takes the layer whole (the rules'
//! `statics/layer.rs` computes the passes; this only holds their inputs and result), and the
//! state as it was before the first static the computation ran through the interpreter, the
//! one thing that can change it; and the cards in play a definition picks out (the holograms,
//! which need a host; the cards with statics), kept while the cards in play are the same.

use crate::ids::CardId;
use crate::state::{GameState, InPlayStamp, Shared, StaticLayer};

/// One static's share of a pass, as the pass merges it: the static, whether its card forbids,
/// nullifies, hosts and grants nothing (`inert`) or gives no modifiers and markers
/// (`suspended`), and its result.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct PassEntry {
    /// The card whose text it is.
    pub(crate) card: CardId,
    /// The ability's index among the card's static abilities' texts.
    pub(crate) index: u32,
    /// A disabled card, or one whose game text is lost.
    pub(crate) inert: bool,
    /// A card on or aboard a card in stasis (S:697).
    pub(crate) suspended: bool,
    /// What the static gave (compared through its shared pointer first).
    pub(crate) result: Shared<StaticLayer>,
}

/// A pass of the layer as last merged: its entries, in order, and the layer they gave.
#[derive(Clone, Default)]
pub(crate) struct KeptPass {
    /// The entries the layer was merged from.
    pub(crate) entries: Vec<PassEntry>,
    /// The entries of the pass before, cleared and filled again by the next pass (no new
    /// vector per pass).
    pub(crate) spare: Vec<PassEntry>,
    /// The layer merged from `entries`.
    pub(crate) layer: Option<Shared<StaticLayer>>,
}

impl KeptPass {
    /// The layer kept, if it was merged from these same entries.
    pub(crate) fn layer_for(&self, entries: &[PassEntry]) -> Option<Shared<StaticLayer>> {
        self.layer.clone().filter(|_| self.entries == entries)
    }

    /// Keeps the layer merged from `entries`; the entries it replaces become the spare.
    pub(crate) fn keep(&mut self, entries: Vec<PassEntry>, layer: Shared<StaticLayer>) {
        self.spare = std::mem::replace(&mut self.entries, entries);
        self.layer = Some(layer);
    }
}

/// The state before a computation of the layer ran its first static through the interpreter
/// (its layer left out): only the interpreter can change the state (a lowered static reads
/// the step alone), so a computation that interpreted none changed nothing, and one that
/// interpreted some is compared with this.
#[derive(Clone, Default)]
pub(crate) struct Before {
    state: Option<GameState>,
}

impl Before {
    /// Copies the state unless it is copied already (a static is about to be interpreted).
    pub(crate) fn copy(&mut self, state: &GameState) {
        if self.state.is_none() {
            let mut copy = state.clone();
            copy.statics = Shared::default();
            self.state = Some(copy);
        }
    }

    /// The copy, if a static was interpreted; none is left.
    pub(crate) fn take(&mut self) -> Option<GameState> {
        self.state.take()
    }
}

/// The cards in play that a test of their definitions picks out (the holograms; the cards
/// whose statics the layer runs), kept with the
/// list of cards in play they were picked from: the same list gives the same cards, as a
/// definition never changes.
#[derive(Clone, Default)]
pub(crate) struct PickedInPlay {
    /// The cards in play they were picked from.
    in_play: Vec<CardId>,
    /// The cards picked.
    picked: Vec<CardId>,
    /// The stamp of the cards in play they were picked from (`among_stamped`).
    stamp: InPlayStamp,
}

impl PickedInPlay {
    /// The cards of `in_play` that `pick` picks: those kept when the list is the one kept.
    /// `pick` must read the cards' definitions alone (debug builds pick again and compare).
    pub(crate) fn among(&mut self, in_play: &[CardId], pick: impl Fn(CardId) -> bool) -> &[CardId] {
        if self.in_play != in_play {
            self.picked.clear();
            self.picked.extend(in_play.iter().copied().filter(|&card| pick(card)));
            self.in_play.clear();
            self.in_play.extend_from_slice(in_play);
        } else if cfg!(debug_assertions) {
            let picked: Vec<CardId> = self.in_play.iter().copied().filter(|&card| pick(card)).collect();
            assert_eq!(
                picked, self.picked,
                "the cards picked in play kept differ from those picked now"
            );
        }
        &self.picked
    }

    /// The cards in play under `stamp` that `pick` picks, without reading the cards in play
    /// (`in_play`) while the stamp is the one they were picked under: a state with the same
    /// stamp has the same cards in play (debug builds read them and compare).
    pub(crate) fn among_stamped(
        &mut self,
        stamp: InPlayStamp,
        in_play: impl FnOnce() -> Vec<CardId>,
        pick: impl Fn(CardId) -> bool,
    ) -> &[CardId] {
        if stamp.same_cards(self.stamp) {
            if cfg!(debug_assertions) {
                assert_eq!(in_play(), self.in_play, "the cards in play differ under one stamp");
            }
        } else {
            self.among(&in_play(), &pick);
            self.stamp = stamp;
        }
        &self.picked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cards_picked_are_picked_again_only_from_another_list() {
        let mut kept = PickedInPlay::default();
        let picks = std::cell::Cell::new(0);
        let even = |card: CardId| {
            picks.set(picks.get() + 1);
            card.0.is_multiple_of(2)
        };
        let list = vec![CardId(1), CardId(2), CardId(4)];
        assert_eq!(kept.among(&list, even), &[CardId(2), CardId(4)]);
        let first = picks.get();
        assert_eq!(kept.among(&list, even), &[CardId(2), CardId(4)]);
        if !cfg!(debug_assertions) {
            assert_eq!(picks.get(), first, "the same list is not picked from again");
        }
        assert_eq!(kept.among(&[CardId(3), CardId(6)], even), &[CardId(6)]);
    }
}
