//! The engine: a [`Game`] advances in *steps*. Each step is one transition of the game (a
//! seed, a card play, an order, one dilemma encounter...). A step that needs a decision
//! nobody has answered yet is rolled back to its snapshot and the decision is exposed; when
//! the answer comes, the step runs again from the snapshot with it. So the engine never
//! blocks, an illegal answer or an [`EngineError`] leaves the state as it was, and a game is
//! its ruleset, decks, seed and the list of answers.

mod abilities;
mod after_window;
mod answer;
mod attempt;
mod attempt_encounter;
mod attempt_groups;
mod battle;
mod beaming;
mod card_play;
mod death;
mod forbid;
mod game;
mod granted;
mod holograms;
mod interrupts;
mod misseed;
mod movement;
mod orders;
mod passage;
mod play;
mod required_move;
mod rescue;
mod rule_book;
mod schedule;
mod seed;
mod seed_doorways;
mod seed_rules;
mod setup;
mod static_effects;
mod statics;
mod step;
mod triggers;
mod turn;
mod uses;
mod window;

pub use crate::kernel::{EngineError, Interrupt, Rules, Step, VICTORY_POINTS};
pub use crate::state::{ActionRef, ActionType, AttemptStage, Battle, BattleKind, Frame, Segment};
pub use answer::AnswerRejected;
pub use game::{attribute_of, Game};
pub use seed::OPENING_HAND;
pub use setup::{Deck, GameSetup, SideDeck};
