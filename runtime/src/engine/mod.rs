//! The engine: a [`Game`] advances in *steps*. Each step is one transition of the game (a
//! seed, a card play, an order, one dilemma encounter...). A step that needs a decision
//! nobody has answered yet is rolled back to its snapshot and the decision is exposed; when
//! the answer comes, the step runs again from the snapshot with it. So the engine never
//! blocks, an illegal answer or an [`EngineError`] leaves the state as it was, and a game is
//! its ruleset, decks, seed and the list of answers.

mod abilities;
pub mod action;
mod after_window;
mod attempt;
pub mod battle;
mod beaming;
mod card_play;
pub(crate) mod death;
mod features;
mod flow;
mod forbid;
mod granted;
mod helpers;
mod holograms;
mod interrupts;
mod misseed;
mod movement;
mod orders;
mod passage;
mod play;
mod replay;
mod required_move;
pub(crate) mod rescue;
mod schedule;
mod seed;
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

pub use battle::{Battle, BattleKind};
pub(crate) use beaming::beams_this_turn;
pub(crate) use card_play::{at_turn_start, cancel_play, is_normal_play, plays_left};
pub use flow::{AttemptStage, Frame, Segment};
pub(crate) use forbid::forbidden;
pub use helpers::VICTORY_POINTS;
pub(crate) use play::play_as_if_normal;
pub(crate) use required_move::{move_to_far_end, move_to_heading};
pub(crate) use schedule::bring_forward;
pub use seed::OPENING_HAND;
pub use setup::{Deck, GameSetup};
pub(crate) use tow::{in_tow, let_go, take_in_tow, towed_by};

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

/// The state at a decision, kept so that an action which fails later can be undone back to
/// the answer that started it.
struct Checkpoint {
    state: GameState,
    log_len: usize,
    history_len: usize,
    answers: Vec<usize>,
    decision: Decision,
    /// Options refused at this decision, with why.
    refused: Vec<(usize, EngineError)>,
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
    checkpoints: Vec<Checkpoint>,
    statics_memo: Option<statics::StaticsMemo>,
}

impl Game {
    /// Starts a game: shuffles the decks with the seed and runs until the first decision.
    pub fn new(pool: Arc<CardPool>, setup: GameSetup) -> Result<Game, setup::SetupError> {
        let (state, log) = setup::initial_state(&pool, &setup)?;
        Ok(Game::start(pool, setup, state, log))
    }

    /// Starts a game from a board built directly (see [`crate::board`]): no seed phases, the
    /// flow as the board sets it. The setup records the ruleset and no decks.
    pub fn from_board(pool: Arc<CardPool>, state: GameState) -> Game {
        let empty = || setup::Deck {
            name: "board".into(),
            cards: Vec::new(),
        };
        let setup = GameSetup {
            ruleset: state.ruleset.name().into(),
            seed: 0,
            decks: [empty(), empty()],
        };
        Game::start(pool, setup, state, Vec::new())
    }

    /// A game from its first state and log, run until the first decision.
    fn start(pool: Arc<CardPool>, setup: GameSetup, state: GameState, log: Vec<Event>) -> Game {
        let mut game = Game {
            pool,
            state,
            log,
            answers: Vec::new(),
            pending: None,
            halted: None,
            setup,
            history: Vec::new(),
            checkpoints: Vec::new(),
            statics_memo: None,
        };
        game.refresh_statics();
        game.advance();
        game
    }

    /// Recomputes the static layer of the state as it stands (a step does it as it runs; the
    /// first state needs it before the first decision).
    fn refresh_statics(&mut self) {
        let mut step = Step {
            state: &mut self.state,
            pool: &self.pool,
            log: &mut self.log,
            answers: &[],
            used: 0,
            log_start: 0,
            checkpoint: 0,
            statics_memo: &mut self.statics_memo,
            asked: 0,
        };
        step.refresh_statics();
    }

    /// The decision the game waits for, or `None` when it is over (or halted).
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref()
    }

    /// Answers the pending decision. An out-of-range answer is refused. An answer whose
    /// action reaches an [`EngineError`] (a `todo`, an unimplemented primitive) is refused
    /// too, and the game goes back to the decision that started that action: the state is
    /// as it was before it, and [`pending`](Game::pending) is that decision again.
    pub fn answer(&mut self, option: usize) -> Result<(), AnswerRejected> {
        let Some(decision) = &self.pending else {
            return Err(AnswerRejected::Answer(AnswerError::NothingPending));
        };
        if option >= decision.options.len() {
            let options = decision.options.len();
            return Err(AnswerRejected::Answer(AnswerError::NoSuchOption {
                given: option,
                options,
            }));
        }
        if let Some(checkpoint) = self.checkpoints.last() {
            if let Some((_, error)) = checkpoint.refused.iter().find(|(refused, _)| *refused == option) {
                return Err(AnswerRejected::Engine(error.clone()));
            }
        }
        self.answers.push(option);
        self.history.push(option);
        self.pending = None;
        match self.run_step() {
            Err(Interrupt::Decide(decision)) => self.expose(decision),
            Err(Interrupt::Error(error)) => self.fail(error),
            Ok(()) | Err(Interrupt::GameOver) => self.advance(),
        }
        match self.halted.take() {
            Some(error) if !self.checkpoints.is_empty() => Err(AnswerRejected::Engine(error)),
            other => {
                self.halted = other;
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
                Ok(()) | Err(Interrupt::GameOver) => continue,
                Err(Interrupt::Decide(decision)) => return self.expose(decision),
                Err(Interrupt::Error(error)) => return self.fail(error),
            }
        }
    }

    /// Exposes a decision and keeps a checkpoint of the state at it.
    fn expose(&mut self, decision: Decision) {
        if self.state.flow.len() <= 1 {
            // No action is open: nothing can fail back past this point.
            self.checkpoints.clear();
        }
        self.checkpoints.push(Checkpoint {
            state: self.state.clone(),
            log_len: self.log.len(),
            history_len: self.history.len(),
            answers: self.answers.clone(),
            decision: decision.clone(),
            refused: Vec::new(),
        });
        self.pending = Some(decision);
    }

    /// An action failed: back to the decision that opened it, whose answer is refused from
    /// now on. With no decision to go back to, the game halts.
    fn fail(&mut self, error: EngineError) {
        let opened_at = self.state.flow.last().and_then(Frame::opened_at);
        let index = match opened_at {
            Some(index) if index < self.checkpoints.len() => index,
            _ => match self.checkpoints.len().checked_sub(1) {
                Some(index) => index,
                None => {
                    self.pending = None;
                    self.halted = Some(error);
                    return;
                }
            },
        };
        self.checkpoints.truncate(index + 1);
        let checkpoint = self.checkpoints.last_mut().expect("truncated to index + 1");
        let refused = self.history[checkpoint.history_len];
        checkpoint.refused.push((refused, error.clone()));
        self.state = checkpoint.state.clone();
        self.log.truncate(checkpoint.log_len);
        statics::forget_past(&mut self.statics_memo, self.log.len());
        self.history.truncate(checkpoint.history_len);
        self.answers = checkpoint.answers.clone();
        self.pending = Some(checkpoint.decision.clone());
        self.halted = Some(error);
    }

    /// Runs the current step once from a snapshot; on an interrupt the snapshot is restored.
    fn run_step(&mut self) -> Result<(), Interrupt> {
        let snapshot = self.state.clone();
        let log_len = self.log.len();
        let checkpoint = self.checkpoints.len().saturating_sub(1);
        let mut step = Step {
            state: &mut self.state,
            pool: &self.pool,
            log: &mut self.log,
            answers: &self.answers,
            used: 0,
            log_start: log_len,
            checkpoint,
            statics_memo: &mut self.statics_memo,
            asked: 0,
        };
        let result = flow::step(&mut step);
        match result {
            Ok(()) | Err(Interrupt::GameOver) => {
                self.answers.clear();
                Ok(())
            }
            Err(interrupt) => {
                self.state = snapshot;
                self.log.truncate(log_len);
                statics::forget_past(&mut self.statics_memo, log_len);
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
        if self.pending.is_some() {
            return None;
        }
        self.halted.as_ref()
    }

    /// The setup the game started from.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// Every answer accepted so far, in order: with the setup, this replays the game.
    pub fn accepted_answers(&self) -> &[usize] {
        &self.history
    }
}

/// A card's attribute in a game, with the modifiers in force.
pub fn attribute_of(game: &Game, card: crate::ids::CardId, attribute: &str) -> i64 {
    let mut state = game.state.clone();
    let mut log = Vec::new();
    let step = Step {
        state: &mut state,
        pool: &game.pool,
        log: &mut log,
        answers: &[],
        used: 0,
        log_start: 0,
        checkpoint: 0,
        statics_memo: &mut None,
        asked: 0,
    };
    step.attribute(card, attribute)
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
