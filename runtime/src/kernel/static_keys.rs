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
//! hashing). A result confirmed by a computation that changed nothing is stamped with the
//! stamp the state then draws (`state::Written`): while the state counts its writes from it
//! and none touched what the static read, the result holds without comparing its reads, and
//! so does its card's row of the pass (`static_rows.rs`).

use super::kept_reads::ReadBuffers;
use super::static_passes::{Before, KeptPass, PassEntry, PickedInPlay};
use super::static_rows::{CardRow, CardRows};
use super::KeptReads;
use crate::ids::CardId;
use crate::state::reads::{Reads, Rest};
use crate::state::{CardMarks, GameState, PlaceMarks, Shared, StaticLayer};

/// The statics' results kept, each with what it read.
#[derive(Clone, Default)]
pub(crate) struct StaticKeys {
    /// Each static's result, by its card's index, then by [`slot`] (its ability and pass).
    kept: Vec<Vec<Option<KeptStatic>>>,
    /// Results computed by the computation in progress, kept only if it changes nothing.
    pending: Vec<(StaticKey, KeptStatic)>,
    /// The statics whose kept results the computation in progress took: stamped with the
    /// state's new stamp if it changes nothing.
    taken: Vec<StaticKey>,
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
    /// What the computation in progress read of the cards and places, as marks
    /// (`state::Written`): `None` once something it read is not marked (every place).
    marks: Option<(CardMarks, PlaceMarks)>,
    /// The cards in play picked as hidden agendas with statics: their face, which their
    /// being in the layer's walk depends on, is read from their state.
    pub(crate) hidden_with_statics: PickedInPlay,
    /// Each card's share of each pass as the last walk gave it.
    pub(crate) rows: CardRows,
    /// The lists of the reads of results no longer kept, to record others' into.
    spare: Vec<ReadBuffers>,
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
    /// The stamp of the state it was last known to hold in (`state::Written`; zero: none):
    /// while the state counts its writes from that stamp and none touched what the static
    /// read, it holds without comparing its reads.
    since: u64,
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
        self.taken.clear();
        self.rows.begin();
        self.read.set(0);
        self.marks = Some(Default::default());
        self.before = Before::default();
    }

    /// The result kept for a static, if what it read is unchanged in `state`; `in_play` is the
    /// list of cards in play now.
    pub(crate) fn get(&mut self, state: &GameState, key: StaticKey, in_play: &[CardId]) -> Option<&KeptStatic> {
        let kept = self.kept.get(key.0.index())?.get(slot(key))?.as_ref()?;
        let holds = kept.faces_turned == state.faces_turned
            && (kept.reads.untouched_since(kept.since, state) || kept.reads.hold_in(state, in_play))
            && kept.affiliations == state.statics.affiliations;
        if holds {
            self.read.set(self.read.get() | kept.rest);
            self.taken.push(key);
            note_reads(&mut self.marks, &kept.reads);
        }
        holds.then_some(kept)
    }

    /// The parts of the board besides cards and places ([`Rest`] bits) that the statics of
    /// the computation in progress read, their results taken or computed.
    pub(crate) fn read(&self) -> u8 {
        self.read.get()
    }

    /// Takes the row of `card` in `pass` (`kernel::static_rows`) into `entries` if it holds
    /// in `state`: nothing the card and its statics read was written to, and the rest they
    /// read is the same. False, with `entries` as it was, otherwise.
    pub(crate) fn take_row(
        &mut self,
        state: &GameState,
        pass: usize,
        card: CardId,
        entries: &mut Vec<PassEntry>,
    ) -> bool {
        let Some(row) = self.rows.untouched(state, pass, card) else {
            return false;
        };
        let second_pass = pass == 1;
        // The rest read, and the affiliations in force in the second pass, compared static by
        // static (most statics read neither).
        if row.rest != 0 || second_pass {
            let holds = row.statics.iter().all(|&index| {
                self.kept
                    .get(card.index())
                    .and_then(|slots| slots.get(slot((card, index, second_pass))))
                    .and_then(Option::as_ref)
                    .is_some_and(|kept| kept.reads.rest_holds(state) && kept.affiliations == state.statics.affiliations)
            });
            if !holds {
                return false;
            }
        }
        self.read.set(self.read.get() | row.rest);
        if let Some((cards, places)) = self.marks.as_mut() {
            cards.join(&row.cards);
            places.join(&row.places);
        }
        entries.extend(row.entries.iter().cloned());
        self.rows.took(pass, card);
        true
    }

    /// Notes that the computation in progress read a card's state.
    pub(crate) fn note_card(&mut self, card: CardId) {
        if let Some((cards, _)) = self.marks.as_mut() {
            cards.mark(card.index());
        }
    }

    /// What the computation in progress read of the cards and places, as marks, if all it
    /// read is marked.
    pub(crate) fn marks(&self) -> Option<(CardMarks, PlaceMarks)> {
        self.marks
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
        let rest = reads.rest;
        let buffers = self.spare.pop().unwrap_or_default();
        let reads = KeptReads::of(state, &reads, in_play, buffers);
        note_reads(&mut self.marks, &reads);
        let kept = KeptStatic {
            since: 0,
            faces_turned: state.faces_turned,
            rest,
            reads,
            affiliations: state.statics.affiliations.clone(),
            result,
        };
        self.pending.push((key, kept));
    }

    /// Ends the computation: its results are kept if it changed nothing (`keep`), else
    /// dropped. `stamp`: the stamp the state counts its writes from now on, if it drew one
    /// (zero otherwise): every result the computation took or kept holds in the state so
    /// stamped.
    pub(crate) fn end(&mut self, keep: bool, stamp: u64, state: &GameState) {
        self.before = Before::default();
        let taken = std::mem::take(&mut self.taken);
        if keep {
            for &key in &taken {
                if let Some(Some(kept)) = self
                    .kept
                    .get_mut(key.0.index())
                    .and_then(|slots| slots.get_mut(slot(key)))
                {
                    kept.since = stamp;
                }
            }
            for (key, mut kept) in self.pending.drain(..) {
                kept.since = stamp;
                let card = key.0.index();
                if self.kept.len() <= card {
                    self.kept.resize_with(card + 1, Vec::new);
                }
                let slots = &mut self.kept[card];
                if slots.len() <= slot(key) {
                    slots.resize_with(slot(key) + 1, || None);
                }
                if let Some(replaced) = slots[slot(key)].replace(kept) {
                    self.spare.push(replaced.reads.into_buffers());
                }
            }
        } else {
            (self.spare).extend(self.pending.drain(..).map(|(_, kept)| kept.reads.into_buffers()));
        }
        self.taken = taken;
        let stamp_static = |kept: &mut [Vec<Option<KeptStatic>>], card: CardId, index: u32, pass: usize| {
            if let Some(Some(kept)) = kept
                .get_mut(card.index())
                .and_then(|slots| slots.get_mut(slot((card, index, pass == 1))))
            {
                kept.since = stamp;
            }
        };
        // A row is complete when each of its statics was kept (read the board alone) under
        // this stamp and all it read is marked.
        let complete = |row: &mut CardRow, card: CardId, pass: usize, kept: &[Vec<Option<KeptStatic>>]| {
            row.statics.iter().all(|&index| {
                let Some(Some(static_kept)) = kept
                    .get(card.index())
                    .and_then(|slots| slots.get(slot((card, index, pass == 1))))
                else {
                    return false;
                };
                if static_kept.since != stamp || !static_kept.reads.marks_tell() {
                    return false;
                }
                row.cards.join(static_kept.reads.card_marks());
                row.places.join(static_kept.reads.place_marks());
                row.rest |= static_kept.rest;
                true
            })
        };
        let stamp = if keep { stamp } else { 0 };
        self.rows
            .end(stamp, state, self.kept.as_mut_slice(), stamp_static, complete);
    }
}

/// Adds to `marks` what a static whose result the computation took or computed read; none
/// once it read something not marked.
fn note_reads(marks: &mut Option<(CardMarks, PlaceMarks)>, reads: &KeptReads) {
    match marks {
        Some((cards, places)) if reads.all_marked() => {
            cards.join(reads.card_marks());
            places.join(reads.place_marks());
        }
        _ => *marks = None,
    }
}
