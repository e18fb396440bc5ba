//! Making a [`Step`]: the state, pool and log it works on, the memos it shares with the game
//! (or fresh ones), and the rules it calls; everything a step counts as it runs starts at zero.
//! The engine makes steps at a handful of places (the step of an answer, the decision shown,
//! a query on a copy, the first static layer); they differ only in what the setters here give.

use super::{InPlayMemo, Rules, StaticKeys, StaticsMemo, Step};
use crate::defs::CardPool;
use crate::event::Event;
use crate::state::GameState;

/// The memos a step reads and keeps up to date: the game's own, or fresh ones for a run
/// whose results are thrown away.
pub(crate) struct Memos<'a> {
    /// The last static layer computed, with what it was computed from.
    pub(crate) statics: &'a mut Option<StaticsMemo>,
    /// Each static's result kept with what it read.
    pub(crate) static_keys: &'a mut StaticKeys,
    /// The lists of cards in play last read.
    pub(crate) in_play: &'a InPlayMemo,
}

/// The memos a game keeps from step to step, lent to each step it runs on its own state.
#[derive(Clone, Default)]
pub(crate) struct GameMemos {
    /// The last static layer computed, with what it was computed from.
    pub(crate) statics: Option<StaticsMemo>,
    /// Each static's result kept with what it read.
    pub(crate) static_keys: StaticKeys,
    /// The lists of cards in play last read, kept while the places stay the same.
    pub(crate) in_play: InPlayMemo,
}

impl GameMemos {
    /// The memos lent to a step on the game's own state.
    pub(crate) fn lend(&mut self) -> Memos<'_> {
        Memos {
            statics: &mut self.statics,
            static_keys: &mut self.static_keys,
            in_play: &self.in_play,
        }
    }
}

impl<'a> Step<'a> {
    /// A step on `state` with no answers yet, its events starting where the log ends, no
    /// checkpoint, and its decisions not shown.
    pub(crate) fn new(
        state: &'a mut GameState,
        pool: &'a CardPool,
        log: &'a mut Vec<Event>,
        memos: Memos<'a>,
        rules: &'static dyn Rules,
    ) -> Self {
        let log_start = log.len();
        Step {
            state,
            pool,
            log,
            answers: &[],
            used: 0,
            log_start,
            checkpoint: 0,
            statics_memo: memos.statics,
            static_keys: memos.static_keys,
            asked: 0,
            in_play_memo: memos.in_play,
            rules,
            evaluated: Default::default(),
            beyond_board: Default::default(),
            guards_at_event: Vec::new(),
            deciding_guards: false,
            stopped_at: None,
            show: false,
            ending: None,
        }
    }

    /// The step runs on the answers given so far to the decision of `checkpoint`.
    pub(crate) fn answering(mut self, answers: &'a [usize], checkpoint: usize) -> Self {
        self.answers = answers;
        self.checkpoint = checkpoint;
        self
    }

    /// The step's events start at `log_start` in the log (events logged before the step
    /// was made belong to it).
    pub(crate) fn logged_from(mut self, log_start: usize) -> Self {
        self.log_start = log_start;
        self
    }

    /// Whether the decision the step stops at is shown (its prompt and labels built).
    pub(crate) fn shown(mut self, show: bool) -> Self {
        self.show = show;
        self
    }
}
