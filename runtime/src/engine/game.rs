//! A [`Game`]: the state, log and answers of one game, advanced step by step. Each decision
//! keeps a checkpoint, so an answer that fails later is undone back to it and the decision
//! is asked again with the reason.

use super::pending::Pending;
use super::stopped::Stopped;
use super::{budget, setup, AnswerRejected, GameSetup};
use crate::decision::{AnswerError, Asked, Decision};
use crate::defs::CardPool;
use crate::event::Event;
use crate::kernel::EngineError;
use crate::kernel::{Interrupt, Memos, Step};
use crate::state::Frame;
use crate::state::{GameState, Phase};
use std::sync::Arc;

/// The state at a decision, kept so that an action which fails later can be undone back to
/// the answer that started it.
#[derive(Clone)]
pub(super) struct Checkpoint {
    state: GameState,
    log_len: usize,
    history_len: usize,
    answers: Vec<usize>,
    /// The decision asked here, shared with the game's pending one (its labels not copied).
    decision: Arc<Pending>,
    /// Options refused at this decision, with why.
    refused: Vec<(usize, EngineError)>,
}

/// A game in progress. A clone is an independent copy that goes on from the same point
/// (it shares the read-only pool and, copy on write, the cards of the state).
#[derive(Clone)]
pub struct Game {
    pub(super) pool: Arc<CardPool>,
    pub(super) state: GameState,
    pub(super) log: Vec<Event>,
    /// The answers given to the decisions of the step in progress.
    pub(super) answers: Vec<usize>,
    pending: Option<Arc<Pending>>,
    halted: Option<EngineError>,
    setup: GameSetup,
    history: Vec<usize>,
    pub(super) checkpoints: Vec<Checkpoint>,
    /// The static layer last computed, each static's result kept with what it read, and the
    /// lists of cards in play last read, kept from step to step (`kernel::GameMemos`).
    pub(super) memos: crate::kernel::GameMemos,
    /// The work done since the last answer (`budget.rs`).
    pub(super) work: budget::WorkBudget,
    /// The step stopped at the pending decision, when it can resume from there
    /// (`stopped.rs`).
    pub(super) stopped: Option<Stopped>,
    /// Changes whenever the state moves on (a step completes) or goes back (to a checkpoint):
    /// a step run at the same position starts from the same state.
    pub(super) position: u64,
    /// Whether each decision's prompt and labels are built as the game reaches it (else only
    /// when asked for, `pending.rs`).
    pub(super) show: bool,
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
            side_decks: Vec::new(),
            table_seeds: Vec::new(),
            outside_game: Vec::new(),
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
            memos: Default::default(),
            work: Default::default(),
            stopped: None,
            position: 0,
            show: true,
        };
        game.refresh_statics();
        game.advance();
        game
    }

    /// Recomputes the static layer of the state as it stands (a step does it as it runs; the
    /// first state needs it before the first decision).
    fn refresh_statics(&mut self) {
        let mut step = rules_step(&mut self.state, &self.pool, &mut self.log, &mut self.memos).logged_from(0);
        step.refresh_statics();
    }

    /// The decision the game waits for, with its prompt and labels, or `None` when it is over
    /// (or halted). A decision the game reached without showing it
    /// ([`Game::show_every_decision`]) gets its labels now, once.
    pub fn pending(&self) -> Option<&Decision> {
        let pending = self.pending.as_deref()?;
        Some(pending.shown(|| self.show_decision(pending.asked)))
    }

    /// Who must decide now, and among how many options, or `None` when the game is over (or
    /// halted): all an agent that answers by index needs, without the labels.
    pub fn asked(&self) -> Option<Asked> {
        self.pending.as_deref().map(|pending| pending.asked)
    }

    /// The answers given to the decisions of the step in progress (empty when the pending
    /// decision is the step's first): with the state, they make the pending decision what it
    /// is, since a step run from the same state with the same answers stops at the same one.
    pub fn step_answers(&self) -> &[usize] {
        &self.answers
    }

    /// Whether each decision's prompt and labels are built as the game reaches it (`true`, the
    /// default), or only when [`Game::pending`] asks for them (`false`: a program that answers
    /// by index, through [`Game::asked`], never pays for text it does not read).
    pub fn show_every_decision(&mut self, show: bool) {
        self.show = show;
    }

    /// Answers the pending decision. An out-of-range answer is refused. An answer whose
    /// action reaches an [`EngineError`] (a `todo`, an unimplemented primitive) is refused
    /// too, and the game goes back to the decision that started that action: the state is
    /// as it was before it, and [`pending`](Game::pending) is that decision again.
    pub fn answer(&mut self, option: usize) -> Result<(), AnswerRejected> {
        let Some(pending) = &self.pending else {
            return Err(AnswerRejected::Answer(AnswerError::NothingPending));
        };
        if option >= pending.asked.count {
            let options = pending.asked.count;
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
        self.work.reset();
        match self.run_step() {
            Err(Interrupt::Decide(asked, shown)) => self.expose(asked, shown),
            Err(Interrupt::Error(error)) => self.fail(error),
            Ok(()) | Err(Interrupt::GameOver) => self.advance(),
        }
        match self.halted.take() {
            // The game stopped (its budget spent): it stays halted.
            Some(error) if self.pending.is_none() => {
                self.halted = Some(error.clone());
                Err(AnswerRejected::Engine(error))
            }
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
                Err(Interrupt::Decide(asked, shown)) => return self.expose(asked, shown),
                Err(Interrupt::Error(error)) => return self.fail(error),
            }
        }
    }

    /// Exposes a decision and keeps a checkpoint of the state at it.
    fn expose(&mut self, asked: Asked, shown: Option<Decision>) {
        if self.state.flow.len() <= 1 {
            // No action is open: nothing can fail back past this point.
            self.checkpoints.clear();
        }
        let decision = Arc::new(Pending::new(asked, shown));
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
    /// now on. With no decision to go back to, the game halts; a spent budget halts it too.
    fn fail(&mut self, error: EngineError) {
        if matches!(error, EngineError::Looped { .. }) {
            return self.stop(error);
        }
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
        self.stopped = None;
        self.checkpoints.truncate(index + 1);
        let checkpoint = self.checkpoints.last_mut().expect("truncated to index + 1");
        let refused = self.history[checkpoint.history_len];
        checkpoint.refused.push((refused, error.clone()));
        self.state = checkpoint.state.clone();
        self.position += 1;
        self.log.truncate(checkpoint.log_len);
        crate::kernel::forget_past(&mut self.memos.statics, self.log.len());
        self.history.truncate(checkpoint.history_len);
        self.answers = checkpoint.answers.clone();
        self.pending = Some(checkpoint.decision.clone());
        self.halted = Some(error);
    }

    /// The work between two decisions ran out: the game goes back to the last decision (the
    /// state, log and answers as they were when it was asked) and stops there.
    fn stop(&mut self, error: EngineError) {
        self.position += 1;
        self.stopped = None;
        if let Some(checkpoint) = self.checkpoints.last() {
            self.state = checkpoint.state.clone();
            self.log.truncate(checkpoint.log_len);
            crate::kernel::forget_past(&mut self.memos.statics, self.log.len());
            self.history.truncate(checkpoint.history_len);
            self.answers = checkpoint.answers.clone();
        }
        self.checkpoints.clear();
        self.pending = None;
        self.halted = Some(error);
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
    game.query(|step| step.attribute(card, attribute))
}

/// A personnel's classification now, as static texts left it (S:434).
pub fn classification_of(game: &Game, card: crate::ids::CardId) -> Option<String> {
    game.query(|step| step.classification(card).map(str::to_string))
}

/// A card's affiliation icons now, in order: its mode or commandeered affiliation, else its
/// printed icons, as static texts leave them (`Step::affiliation_icons`).
pub fn affiliation_of(game: &Game, card: crate::ids::CardId) -> Vec<String> {
    game.query(|step| step.affiliation_icons(card))
}

/// A station's sites, left to right (S:425; `rules::stations`).
pub fn sites_of(game: &Game, station: crate::ids::CardId) -> Vec<crate::ids::CardId> {
    crate::rules::stations::sites_of(&game.state, &game.pool, station)
}

impl Game {
    /// Asks `query` about the game as it stands, on a copy of its state: what it reads is the
    /// game's, what it changes is thrown away (an agent weighing its options, a card's
    /// attribute with its modifiers). Nothing is logged and no decision can be asked.
    pub(crate) fn query<T>(&self, query: impl FnOnce(&mut Step<'_>) -> T) -> T {
        let mut state = self.state.clone();
        let mut log = Vec::new();
        let memos = Memos {
            statics: &mut None,
            static_keys: &mut Default::default(),
            in_play: &Default::default(),
        };
        let mut step = Step::new(&mut state, &self.pool, &mut log, memos, &crate::rules::rule_book::RULES).shown(true);
        query(&mut step)
    }
}

impl Game {
    /// The pending decision with its prompt and labels: the current step run again on a copy
    /// of the state, with the answers given so far, shown this time (the step kept for the
    /// answer, `stopped.rs`, stays as it is). The lists of cards in play are shared with the
    /// game (the run keeps them as it found them); the static layer is computed afresh.
    fn show_decision(&self, asked: Asked) -> Decision {
        let mut state = self.state.clone();
        let mut log = self.log.clone();
        let (statics_memo, static_keys) = (&mut None, &mut Default::default());
        let memos = Memos {
            statics: statics_memo,
            static_keys,
            in_play: &self.memos.in_play,
        };
        let mut step = Step::new(&mut state, &self.pool, &mut log, memos, &crate::rules::rule_book::RULES)
            .answering(&self.answers, self.checkpoints.len().saturating_sub(1))
            .shown(true);
        match crate::rules::step::step(&mut step) {
            Err(Interrupt::Decide(again, Some(decision))) if again == asked => decision,
            // A step runs the same from the same state: anything else is an engine bug, shown
            // as such in the labels rather than a panic.
            other => {
                debug_assert!(false, "the step stopped elsewhere when shown: {other:?}");
                Decision {
                    player: asked.player,
                    prompt: format!("(engine bug: this decision could not be shown: {other:?})"),
                    options: (0..asked.count).map(|index| format!("option {index}")).collect(),
                }
            }
        }
    }
}

/// A step of the rule book on the game's state, log and memos, each lent on its own so the
/// caller keeps the game's other fields (its answers, its stopped step) beside the step.
pub(super) fn rules_step<'g>(
    state: &'g mut GameState,
    pool: &'g CardPool,
    log: &'g mut Vec<Event>,
    memos: &'g mut crate::kernel::GameMemos,
) -> Step<'g> {
    Step::new(state, pool, log, memos.lend(), &crate::rules::rule_book::RULES)
}
