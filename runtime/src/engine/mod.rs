//! The engine: a [`Game`] advances in *steps*. Each step is one transition of the game (a
//! seed, a card play, an order, one dilemma encounter...). A step that needs a decision
//! nobody has answered yet is rolled back to its snapshot and the decision is exposed; when
//! the answer comes, the step runs again from the snapshot with it, or, at the decisions
//! between actions, resumes from where it stopped (`stopped.rs`). So the engine never
//! blocks, an illegal answer or an [`EngineError`] leaves the state as it was, and a game is
//! its ruleset, decks, seed and the list of answers.

mod answer;
mod budget;
mod game;
mod pending;
mod run_step;
mod setup;
mod stopped;

pub use crate::kernel::{EngineError, Interrupt, Rules, Step, VICTORY_POINTS};
pub use crate::rules::seeding::phases::OPENING_HAND;
pub use crate::state::{ActionRef, ActionType, AttemptStage, Battle, BattleKind, Frame, Segment};
pub use answer::AnswerRejected;
pub use budget::{MAX_EVALUATION, MAX_QUEUED_TRIGGERS, MAX_STEPS};
pub use game::{affiliation_of, attribute_of, classification_of, sites_of, Game};
pub use setup::{Deck, GameSetup, SideDeck};
