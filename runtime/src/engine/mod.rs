//! The engine: a [`Game`] advances in *steps*. Each step is one transition of the game (a
//! seed, a card play, an order, one dilemma encounter...). A step that needs a decision
//! nobody has answered yet is rolled back to its snapshot and the decision is exposed; when
//! the answer comes, the step runs again from the snapshot with it. So the engine never
//! blocks, an illegal answer or an [`EngineError`] leaves the state as it was, and a game is
//! its ruleset, decks, seed and the list of answers.

mod abilities;
pub mod action;
mod after_window;
mod answer;
mod attempt;
mod attempt_encounter;
mod attempt_groups;
pub mod battle;
mod beaming;
mod budget;
mod card_play;
mod changes;
pub(crate) mod death;
mod features;
mod flow;
mod forbid;
mod game;
mod granted;
mod holograms;
mod in_play_memo;
mod interrupts;
mod misseed;
mod movement;
mod orders;
mod passage;
mod play;
mod queries;
mod replay;
mod required_move;
pub(crate) mod rescue;
mod schedule;
mod seed;
mod seed_doorways;
mod seed_rules;
mod setup;
mod static_bonus;
mod static_count;
mod static_effects;
mod statics;
mod tow;
mod triggers;
mod turn;
mod uses;
mod window;

pub use answer::AnswerRejected;
pub use battle::{Battle, BattleKind};
pub(crate) use beaming::beams_this_turn;
pub use budget::{MAX_EVALUATION, MAX_QUEUED_TRIGGERS, MAX_STEPS};
pub(crate) use card_play::{at_turn_start, cancel_play, is_normal_play, plays_left};
pub use changes::VICTORY_POINTS;
pub use flow::{AttemptStage, Frame, Segment};
pub(crate) use forbid::forbidden;
pub use game::{attribute_of, Game};
pub(crate) use play::play_as_if_normal;
pub(crate) use required_move::{move_to_far_end, move_to_heading};
pub(crate) use schedule::bring_forward;
pub use seed::OPENING_HAND;
pub use setup::{Deck, GameSetup, SideDeck};
pub(crate) use tow::{in_tow, let_go, take_in_tow, towed_by};

use crate::decision::Decision;
use crate::defs::CardPool;
use crate::event::Event;
use crate::interp::EngineError;
use crate::state::GameState;

/// What stops a step before it completes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Interrupt {
    /// A decision is needed.
    Decide(Decision),
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
    pool: &'a CardPool,
    log: &'a mut Vec<Event>,
    answers: &'a [usize],
    used: usize,
    /// Where this step's events begin in the log (triggers look at them).
    log_start: usize,
    /// The checkpoint of the decision whose answer this step runs on: frames opened here
    /// record it, to be undone to if they fail.
    checkpoint: usize,
    /// The last static layer computed, with the state and log it was computed from.
    statics_memo: &'a mut Option<statics::StaticsMemo>,
    /// How many decisions of more than one option this step has reached (answered or not).
    asked: usize,
    /// The lists of cards in play last read, with the places they were read from.
    in_play_memo: &'a in_play_memo::InPlayMemo,
    /// The interpreter's evaluation steps this step took (charged to the game's budget on
    /// the work between two decisions, `budget.rs`).
    pub(crate) evaluated: std::cell::Cell<u64>,
}

impl Step<'_> {
    /// Asks `player` to choose among `options`; a single option is taken without asking.
    pub fn decide(
        &mut self,
        player: crate::ids::PlayerId,
        prompt: String,
        options: Vec<String>,
    ) -> Result<usize, Interrupt> {
        if options.len() == 1 {
            return Ok(0);
        }
        self.asked += 1;
        match self.answers.get(self.used) {
            Some(&answer) if answer < options.len() => {
                self.used += 1;
                Ok(answer)
            }
            _ => Err(Interrupt::Decide(Decision {
                player,
                prompt,
                options,
            })),
        }
    }

    /// Appends an event to the log.
    pub fn emit(&mut self, event: Event) {
        self.log.push(event);
    }

    /// The card pool.
    pub fn pool(&self) -> &CardPool {
        self.pool
    }

    /// The checkpoint a frame opened in this step records.
    pub(crate) fn checkpoint(&self) -> usize {
        self.checkpoint
    }
}
