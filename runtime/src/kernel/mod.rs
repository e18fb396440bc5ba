//! The kernel: what both the interpreter of card text and the rules need. A [`Step`] is one
//! transition of the game in progress (the state it changes, the pool it reads, the log it
//! writes, the answers given so far); an [`Interrupt`] stops it, for a decision nobody has
//! answered yet, an [`EngineError`], or the end of the game. Its methods are the queries every
//! effect asks (`queries.rs`, `features.rs`) and the changes every effect
//! makes (`changes.rs`, `tow.rs`, `attempt_discards.rs`, `capture.rs`). The rule procedures the interpreter
//! needs (a death, a battle, a required move, a card played as if normal...) are the
//! [`Rules`] the rules layer implements, reached through the step: the kernel never names the
//! rules layer, and the interpreter never names it either.

mod assimilation;
mod attempt_discards;
mod capture;
mod card_list;
mod changes;
mod commander;
mod error;
mod farthest;
mod features;
mod in_play_memo;
mod kept_reads;
mod log_queries;
mod moving;
mod new_step;
mod queries;
mod resume;
mod rules;
mod staffing_memo;
mod static_keys;
mod static_passes;
mod static_rows;
mod statics_memo;
mod tow;
mod window_bits;

pub use card_list::{CardList, Cards};
pub use changes::VICTORY_POINTS;
pub(crate) use commander::commanded;
pub use error::{EngineError, Fired};
pub(crate) use farthest::{far_end, farthest_location, nearest_location};
pub(crate) use in_play_memo::{GameCards, InPlayMemo, ReadFrom, WithText};
pub(crate) use kept_reads::KeptReads;
pub(crate) use log_queries::{answered, attempted};
pub(crate) use new_step::{GameMemos, Memos};
pub use queries::Named;
pub(crate) use resume::Rest;
pub use rules::{RangeCost, Rules, ShipTransfer};
pub(crate) use static_keys::StaticKeys;
pub(crate) use static_passes::PassEntry;
pub(crate) use statics_memo::{forget_past, Board, MarksRead, StaticsInputs, StaticsMemo};
pub(crate) use tow::{bring_along, in_tow, let_go, take_in_tow, towed_by};
pub(crate) use window_bits::{ActionTypes, Answerers, GameAnswerers, WindowAnswers};

use crate::decision::{Asked, Decision};
use crate::defs::CardPool;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::GameState;

/// What stops a step before it completes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Interrupt {
    /// A decision is needed: who decides among how many options, with its prompt and labels
    /// when the step was asked to show them ([`Step::show`]).
    Decide(Asked, Option<Decision>),
    /// The step cannot complete; the state goes back to before it.
    Error(EngineError),
    /// The game ended in the middle of the step (a deck ran out during a draw, a player
    /// reached 100 points): what the step did so far stands, and nothing after it runs.
    GameOver,
}

/// A step in progress: the state it changes, the pool it reads, the log it writes, and the
/// answers given so far to the decisions it asks.
pub struct Step<'a> {
    /// The game state.
    pub state: &'a mut GameState,
    pub(crate) pool: &'a CardPool,
    pub(crate) log: &'a mut Vec<Event>,
    pub(crate) answers: &'a [usize],
    pub(crate) used: usize,
    /// Where this step's events begin in the log (triggers look at them).
    pub(crate) log_start: usize,
    /// The checkpoint of the decision whose answer this step runs on: frames opened here
    /// record it, to be undone to if they fail.
    pub(crate) checkpoint: usize,
    /// The last static layer computed, with what it was computed from (`statics_memo.rs`).
    pub(crate) statics_memo: &'a mut Option<StaticsMemo>,
    /// Each static's result kept with what it read (`static_keys.rs`).
    pub(crate) static_keys: &'a mut StaticKeys,
    /// How many decisions of more than one option this step has reached (answered or not).
    pub(crate) asked: usize,
    /// The lists of cards in play last read, with the places they were read from.
    pub(crate) in_play_memo: &'a InPlayMemo,
    /// The rule procedures card text calls.
    pub(crate) rules: &'static dyn Rules,
    /// What is left of the step after the decision it stopped at, when it can resume from
    /// there (`resume.rs`): set as the step stops.
    pub(crate) stopped_at: Option<Rest>,
    /// The interpreter's evaluation steps this step took (charged to the game's budget on
    /// the work between two decisions, `engine/budget.rs`).
    pub(crate) evaluated: std::cell::Cell<u64>,
    /// Set when the step reads more than the board: the log, or the rules layer (which reads
    /// the flow stack and the triggers). The static layer's memo reads it (`statics_memo.rs`).
    pub(crate) beyond_board: std::cell::Cell<bool>,
    /// The `if` conditions of triggers decided as their events were logged (a trigger reads
    /// the event as it happened, before the rest of the action changed the board).
    pub(crate) guards_at_event: Vec<GuardAtEvent>,
    /// Set while those conditions are being decided, so that what they log decides none.
    pub(crate) deciding_guards: bool,
    /// Whether the decision the step stops at is shown: its prompt and labels built. A step
    /// that is not shown stops with who decides among how many options alone.
    pub(crate) show: bool,
    /// While the game is ending and the texts that answer its end run: the result it ends
    /// with, which such a text may name again (`Step::end_game`).
    pub(crate) ending: Option<(Option<crate::ids::PlayerId>, String)>,
}

/// A trigger's `if` condition, decided when the event it answers was logged.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GuardAtEvent {
    /// The event's index in the log.
    pub(crate) event: usize,
    /// The card whose trigger it is.
    pub(crate) card: CardId,
    /// The trigger's index among the card's abilities.
    pub(crate) ability: usize,
    /// Whether the condition held then.
    pub(crate) holds: bool,
}

impl Step<'_> {
    /// Asks `player` to choose among `options`; a single option is taken without asking.
    pub fn decide(
        &mut self,
        player: crate::ids::PlayerId,
        prompt: String,
        options: Vec<String>,
    ) -> Result<usize, Interrupt> {
        let count = options.len();
        self.decide_shown(player, count, move |_| (prompt, options))
    }

    /// Asks `player` to choose among `count` options whose prompt and labels `shown` gives,
    /// called only when the decision is shown ([`Step::show`]): a single option is taken, an
    /// answer given already is read, and a decision not shown stops the step, without them.
    pub(crate) fn decide_shown(
        &mut self,
        player: crate::ids::PlayerId,
        count: usize,
        shown: impl FnOnce(&Self) -> (String, Vec<String>),
    ) -> Result<usize, Interrupt> {
        if count == 1 {
            return Ok(0);
        }
        self.asked += 1;
        match self.answers.get(self.used) {
            Some(&answer) if answer < count => {
                self.used += 1;
                Ok(answer)
            }
            _ => {
                let shown = self.show.then(|| {
                    let (prompt, options) = shown(self);
                    debug_assert_eq!(options.len(), count, "a decision's labels, one per option: {prompt}");
                    Decision {
                        player,
                        prompt,
                        options,
                    }
                });
                Err(Interrupt::Decide(Asked { player, count }, shown))
            }
        }
    }

    /// Appends an event to the log; the triggers that may answer it decide their `if`
    /// conditions now, on the board as the event left it (the rules layer's
    /// [`Rules::event_logged`]).
    pub fn emit(&mut self, event: Event) {
        self.log.push(event);
        if !self.deciding_guards {
            self.deciding_guards = true;
            let rules = self.rules;
            rules.event_logged(self);
            self.deciding_guards = false;
        }
    }

    /// The `if` condition of `card`'s trigger `ability` as it was decided when the event at
    /// `event` in the log was logged, if it was.
    pub(crate) fn guard_at_event(&self, event: usize, card: CardId, ability: usize) -> Option<bool> {
        self.guards_at_event
            .iter()
            .find(|g| g.event == event && g.card == card && g.ability == ability)
            .map(|g| g.holds)
    }

    /// The card pool.
    pub fn pool(&self) -> &CardPool {
        self.pool
    }

    /// The rule procedures card text calls (the rules layer's).
    pub fn rules(&self) -> &'static dyn Rules {
        self.beyond_board.set(true);
        self.rules
    }

    /// The checkpoint a frame opened in this step records.
    pub fn checkpoint(&self) -> usize {
        self.checkpoint
    }
}
