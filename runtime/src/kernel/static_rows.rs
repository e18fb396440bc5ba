//! Each card's share of a pass of the static layer as the last walk gave it, kept so that the
//! next walk takes it without looking at the card or its statics while nothing they read was
//! written to (the rules' `statics/` walks the cards; this holds their rows and says whether
//! one holds).
//!
//! A card's share is a function of its own state and that of the card it is on or aboard
//! (stasis, disabled, suspended), of the lasting effects (a game text lost, every skill
//! removed, each in force by the turn), of its definition, and of its statics' results, each a
//! function of what it read. A row holds in a state that counts its writes from the stamp the
//! row was made under (`state::Written`) while none of the cards and places it and its statics
//! read was written to, the lasting effects are the very list of then, the turn and phase are
//! the same, and the rest its statics read is the same.

use super::static_passes::PassEntry;
use crate::ids::CardId;
use crate::ids::PlayerId;
use crate::state::{CardMarks, GameState, LastingKind, Lastings, Phase, PlaceMarks, Shared};

/// One card's share of a pass: its statics looked at, the entries they gave, and what the
/// card and they read.
#[derive(Clone, Default)]
pub(crate) struct CardRow {
    /// The stamp of the state the row was made in (zero: none).
    since: u64,
    /// The cards read: the card, the card it is on or aboard, those its statics read.
    pub(crate) cards: CardMarks,
    /// The places its statics read.
    pub(crate) places: PlaceMarks,
    /// The parts of the board besides cards and places its statics read (`Rest` bits).
    pub(crate) rest: u8,
    /// The indexes of the statics looked at.
    pub(crate) statics: Vec<u32>,
    /// The entries they gave the pass, in order.
    pub(crate) entries: Vec<PassEntry>,
}

/// The rows of both passes, by card, and those the walk in progress made or took.
#[derive(Clone, Default)]
pub(crate) struct CardRows {
    /// Each card's row, by pass then card index.
    rows: [Vec<Option<CardRow>>; 2],
    /// The rows the walk in progress made (to stamp if it changes nothing).
    made: Vec<(usize, CardId)>,
    /// The rows the walk in progress took.
    taken: Vec<(usize, CardId)>,
    /// The lasting effects when the rows were last stamped.
    lasting: Shared<Lastings>,
    /// The phase, the active player and the turn number then: whether a lasting effect is
    /// in force (a game text lost, every skill removed until the end of the turn) depends
    /// on them, compared when the game may hold such an effect.
    turn: Option<(Phase, PlayerId, u32)>,
}

impl CardRows {
    /// Starts a walk.
    pub(crate) fn begin(&mut self) {
        self.made.clear();
        self.taken.clear();
    }

    /// The row of `card` in `pass` if none of what it read was written to since it was made
    /// and the lasting effects are the same (the rest its statics read is the caller's to
    /// compare, `rest` non-zero).
    #[inline]
    pub(crate) fn untouched(&self, state: &GameState, pass: usize, card: CardId) -> Option<&CardRow> {
        let row = self.rows[pass].get(card.index())?.as_ref()?;
        let written = state.cards.written();
        let holds = row.since != 0
            && row.since == written.since()
            && !row.cards.meets(written.cards())
            && !row.places.meets(written.places())
            && Shared::same(&self.lasting, &state.lasting)
            && (self.turn == Some((state.phase, state.active, state.turn_number)) || !turn_matters(state));
        holds.then_some(row)
    }

    /// The walk took the row of `card` in `pass`.
    pub(crate) fn took(&mut self, pass: usize, card: CardId) {
        self.taken.push((pass, card));
    }

    /// The walk looked at `card` in `pass` (on or aboard `host`): the statics it looked at
    /// (`statics`, left empty) and the entries they gave. The row is written in place (its
    /// lists reused), not to be taken until the walk ends and stamps it.
    pub(crate) fn made(
        &mut self,
        pass: usize,
        card: CardId,
        host: Option<CardId>,
        statics: &mut Vec<u32>,
        entries: &[PassEntry],
    ) {
        let rows = &mut self.rows[pass];
        if rows.len() <= card.index() {
            rows.resize_with(card.index() + 1, || None);
        }
        let row = rows[card.index()].get_or_insert_with(CardRow::default);
        row.since = 0;
        row.cards = CardMarks::default();
        row.cards.mark(card.index());
        if let Some(host) = host {
            row.cards.mark(host.index());
        }
        row.places = PlaceMarks::default();
        row.rest = 0;
        std::mem::swap(&mut row.statics, statics);
        statics.clear();
        row.entries.clear();
        row.entries.extend_from_slice(entries);
        self.made.push((pass, card));
    }

    /// Ends the walk: if it changed nothing (`stamp` non-zero, the state's new stamp), the
    /// rows it took are stamped with it, with each of their statics in `kept`
    /// (`stamp_static`), and those it made are kept, stamped when `complete` can add each of
    /// their statics' reads to them; else they are dropped.
    pub(crate) fn end<K: ?Sized>(
        &mut self,
        stamp: u64,
        state: &GameState,
        kept: &mut K,
        stamp_static: impl Fn(&mut K, CardId, u32, usize),
        complete: impl Fn(&mut CardRow, CardId, usize, &K) -> bool,
    ) {
        if stamp == 0 {
            self.made.clear();
            self.taken.clear();
            return;
        }
        self.lasting = state.lasting.clone();
        self.turn = Some((state.phase, state.active, state.turn_number));
        for (pass, card) in self.taken.drain(..) {
            if let Some(Some(row)) = self.rows[pass].get_mut(card.index()) {
                row.since = stamp;
                for &index in &row.statics {
                    stamp_static(kept, card, index, pass);
                }
            }
        }
        for (pass, card) in self.made.drain(..) {
            if let Some(Some(row)) = self.rows[pass].get_mut(card.index()) {
                row.since = if complete(row, card, pass, kept) { stamp } else { 0 };
            }
        }
    }
}

/// Whether a row's share of a pass may depend on the turn: when the game may hold a lasting
/// effect the walk asks about (a game text lost, every skill removed), in force until some
/// turn's end.
fn turn_matters(state: &GameState) -> bool {
    let kinds = state.lasting.kinds();
    kinds.may_hold(LastingKind::LostFeature) || kinds.may_hold(LastingKind::AllSkillsRemoved)
}
