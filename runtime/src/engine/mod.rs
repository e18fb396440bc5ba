//! The engine: a [`Game`] advances in *steps*. Each step is one transition of the game (a
//! seed, a card play, an order, one dilemma encounter...). A step that needs a decision
//! nobody has answered yet is rolled back to its snapshot and the decision is exposed; when
//! the answer comes, the step runs again from the snapshot with it. So the engine never
//! blocks, an illegal answer or an [`EngineError`] leaves the state as it was, and a game is
//! its ruleset, decks, seed and the list of answers.

mod attempt;
mod flow;
mod helpers;
mod orders;
mod play;
mod seed;
mod setup;
mod turn;

pub use flow::{Frame, Segment};
pub use setup::{Deck, GameSetup};

use crate::decision::{AnswerError, Decision};
use crate::defs::CardPool;
use crate::event::Event;
use crate::interp::EngineError;
use crate::state::{GameState, Phase};
use std::sync::Arc;

/// What stops a step before it completes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Interrupt {
    /// A decision is needed.
    Decide(Decision),
    /// The step cannot complete; the state goes back to before it.
    Error(EngineError),
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
}

impl Step<'_> {
    /// Asks `player` to choose among `options`; a single option is taken without asking.
    pub fn decide(&mut self, player: crate::ids::PlayerId, prompt: String, options: Vec<String>) -> Result<usize, Interrupt> {
        if options.len() == 1 {
            return Ok(0);
        }
        match self.answers.get(self.used) {
            Some(&answer) if answer < options.len() => {
                self.used += 1;
                Ok(answer)
            }
            _ => Err(Interrupt::Decide(Decision { player, prompt, options })),
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
}

/// A game in progress.
pub struct Game {
    pool: Arc<CardPool>,
    state: GameState,
    log: Vec<Event>,
    answers: Vec<usize>,
    pending: Option<Decision>,
    halted: Option<EngineError>,
    setup: GameSetup,
    history: Vec<usize>,
}

impl Game {
    /// Starts a game: shuffles the decks with the seed and runs until the first decision.
    pub fn new(pool: Arc<CardPool>, setup: GameSetup) -> Result<Game, setup::SetupError> {
        let (state, log) = setup::initial_state(&pool, &setup)?;
        let mut game = Game { pool, state, log, answers: Vec::new(), pending: None, halted: None, setup, history: Vec::new() };
        game.advance();
        Ok(game)
    }

    /// The decision the game waits for, or `None` when it is over (or halted).
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref()
    }

    /// Answers the pending decision. An out-of-range answer, or one that leads to an
    /// [`EngineError`], is refused and leaves the game as it was.
    pub fn answer(&mut self, option: usize) -> Result<(), AnswerRejected> {
        let Some(decision) = &self.pending else {
            return Err(AnswerRejected::Answer(AnswerError::NothingPending));
        };
        if option >= decision.options.len() {
            let options = decision.options.len();
            return Err(AnswerRejected::Answer(AnswerError::NoSuchOption { given: option, options }));
        }
        self.answers.push(option);
        match self.run_step() {
            Err(Interrupt::Error(error)) => {
                self.answers.pop();
                Err(AnswerRejected::Engine(error))
            }
            Err(Interrupt::Decide(decision)) => {
                self.history.push(option);
                self.pending = Some(decision);
                Ok(())
            }
            Ok(()) => {
                self.history.push(option);
                self.advance();
                Ok(())
            }
        }
    }

    /// Runs steps until a decision is needed or the game ends.
    fn advance(&mut self) {
        loop {
            if self.state.phase == Phase::Over {
                self.pending = None;
                return;
            }
            match self.run_step() {
                Ok(()) => continue,
                Err(Interrupt::Decide(decision)) => {
                    self.pending = Some(decision);
                    return;
                }
                Err(Interrupt::Error(error)) => {
                    self.pending = None;
                    self.halted = Some(error);
                    return;
                }
            }
        }
    }

    /// Runs the current step once from a snapshot; on an interrupt the snapshot is restored.
    fn run_step(&mut self) -> Result<(), Interrupt> {
        let snapshot = self.state.clone();
        let log_len = self.log.len();
        let mut step = Step { state: &mut self.state, pool: &self.pool, log: &mut self.log, answers: &self.answers, used: 0 };
        let result = flow::step(&mut step);
        match result {
            Ok(()) => {
                self.answers.clear();
                Ok(())
            }
            Err(interrupt) => {
                self.state = snapshot;
                self.log.truncate(log_len);
                Err(interrupt)
            }
        }
    }

    /// The state of the game.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The event log so far.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The card pool.
    pub fn pool(&self) -> &CardPool {
        &self.pool
    }

    /// Why the game stopped with no decision pending though it is not over, if it did.
    pub fn halted(&self) -> Option<&EngineError> {
        self.halted.as_ref()
    }

    /// The setup the game started from.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// Every answer accepted so far, in order: with the setup, this replays the game.
    pub fn answers(&self) -> &[usize] {
        &self.history
    }
}

/// Why an answer was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerRejected {
    /// Not a legal option.
    Answer(AnswerError),
    /// The option led to an engine error (a `todo`, an unimplemented primitive).
    Engine(EngineError),
}

impl std::fmt::Display for AnswerRejected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnswerRejected::Answer(e) => e.fmt(f),
            AnswerRejected::Engine(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnswerRejected {}
