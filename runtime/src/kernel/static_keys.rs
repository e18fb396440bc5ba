//! Each static's result kept with what it read (the rules' `statics/` computes the layer;
//! this keeps one static's share of it, and says whether it still holds).
//!
//! A static's condition and body are a function of what they read (`kept_reads.rs`): the
//! parts of cards and the places the state's accessors recorded while they ran
//! (`state::reads`), the list of cards in play, and the parts of the rest of the board the
//! accessors recorded (`state::reads::Rest`: the turn, the players' counters, the lasting
//! effects, the locations, the game's bookkeeping). A static that read the log or called the
//! rules layer (`Step::beyond_board`) is not kept. While what one static read is as it read
//! it, its result is taken instead of run again: a card moved far from a static's card, a
//! personnel present with it that stopped, or a use of a limited ability, leaves that
//! static's result standing. The results are kept in a table by card and ability (no
//! hashing).

use super::static_passes::{Before, KeptPass, PickedInPlay};
use super::KeptReads;
use crate::ids::CardId;
use crate::state::reads::{Reads, Rest};
use crate::state::{GameState, Shared, StaticLayer};

/// The statics' results kept, each with what it read.
#[derive(Clone, Default)]
pub(crate) struct StaticKeys {
    /// Each static's result, by its card's index, then by [`slot`] (its ability and pass).
    kept: Vec<Vec<Option<KeptStatic>>>,
    /// Results computed by the computation in progress, kept only if it changes nothing.
    pending: Vec<(StaticKey, KeptStatic)>,
    /// The first and the second pass of the layer as last merged.
    pub(crate) passes: [KeptPass; 2],
    /// The state before the computation in progress ran its first static.
    pub(crate) before: Before,
    /// An empty layer, shared: the layer in force while one is computed (no allocation for
    /// each computation).
    pub(crate) empty: Shared<StaticLayer>,
    /// The holograms in play (`rules::statics::holograms`), kept while the cards in play are
    /// the same.
    pub(crate) holograms: PickedInPlay,
    /// The cards in play with game text whose definitions have statics (`CardDef::has_statics`),
    /// kept while the cards with text are the same: the layer's walk visits these alone.
    pub(crate) with_statics: PickedInPlay,
    /// The parts of the board besides cards and places ([`Rest`] bits) read by the statics
    /// whose results the computation in progress took or computed (`kernel::StaticsMemo`
    /// compares only those).
    read: std::cell::Cell<u8>,
}

/// A static: its card, the ability's index among the card's text abilities, and whether it
/// is computed in the layer's second pass (with the affiliations the first gave in force).
pub(crate) type StaticKey = (CardId, u32, bool);

/// Where a static's result is among its card's.
fn slot((_, ability, second_pass): StaticKey) -> usize {
    2 * ability as usize + usize::from(second_pass)
}

/// One static's result and what it read.
#[derive(Clone)]
pub(crate) struct KeptStatic {
    /// How many times a double-sided card had turned to its other face (`flip`) when it ran:
    /// what a static read of definitions (its own card's abilities, a card's title) is not
    /// recorded, and holds while no face turned.
    faces_turned: u32,
    /// What the static read of the board, as it read it.
    reads: KeptReads,
    /// The affiliations the layer in force gave cards when the static ran (none in the first
    /// pass; the static reads no other part of the layer in force).
    affiliations: Vec<(CardId, String)>,
    /// What the static gave the layer: `None` when its condition did not hold or its body
    /// failed.
    pub(crate) result: Option<Shared<StaticLayer>>,
    /// The parts of the board besides cards and places it read ([`Rest`] bits).
    rest: u8,
}

impl StaticKeys {
    /// Starts a computation of the layer.
    pub(crate) fn begin(&mut self) {
        self.pending.clear();
        self.read.set(0);
        self.before = Before::default();
    }

    /// The result kept for a static, if what it read is unchanged in `state`; `in_play` is the
    /// list of cards in play now.
    pub(crate) fn get(&self, state: &GameState, key: StaticKey, in_play: &[CardId]) -> Option<&KeptStatic> {
        let kept = self.kept.get(key.0.index())?.get(slot(key))?.as_ref()?;
        let holds = kept.faces_turned == state.faces_turned
            && kept.reads.hold_in(state, in_play)
            && kept.affiliations == state.statics.affiliations;
        if holds {
            self.read.set(self.read.get() | kept.rest);
        }
        holds.then_some(kept)
    }

    /// The parts of the board besides cards and places ([`Rest`] bits) that the statics of
    /// the computation in progress read, their results taken or computed.
    pub(crate) fn read(&self) -> u8 {
        self.read.get()
    }

    /// Records the result a static gave, with what it read, for the computation in progress.
    pub(crate) fn record(
        &mut self,
        state: &GameState,
        key: StaticKey,
        mut reads: Reads,
        in_play: &[CardId],
        result: Option<Shared<StaticLayer>>,
    ) {
        // While the layer is computed, the layer in force holds the affiliations of the first
        // pass alone, kept apart: the static's reads of it are not compared again.
        reads.rest &= !Rest::LAYER;
        self.read.set(self.read.get() | reads.rest);
        let kept = KeptStatic {
            faces_turned: state.faces_turned,
            rest: reads.rest,
            reads: KeptReads::of(state, &reads, in_play),
            affiliations: state.statics.affiliations.clone(),
            result,
        };
        self.pending.push((key, kept));
    }

    /// Ends the computation: its results are kept if it changed nothing (`keep`), else
    /// dropped.
    pub(crate) fn end(&mut self, keep: bool) {
        self.before = Before::default();
        if keep {
            for (key, kept) in self.pending.drain(..) {
                let card = key.0.index();
                if self.kept.len() <= card {
                    self.kept.resize_with(card + 1, Vec::new);
                }
                let slots = &mut self.kept[card];
                if slots.len() <= slot(key) {
                    slots.resize_with(slot(key) + 1, || None);
                }
                slots[slot(key)] = Some(kept);
            }
        } else {
            self.pending.clear();
        }
    }
}
