//! Recording and replaying games. A game is its setup (ruleset, decks, seed) and the answers
//! given; replaying them reproduces the same event log, byte for byte. The record also keeps
//! a digest of every card definition the decks use, so replaying against a pool whose cards
//! changed since is reported, never silently diverging.

use crate::defs::CardPool;
use crate::engine::{Game, GameSetup};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Everything needed to replay a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The setup.
    pub setup: GameSetup,
    /// The accepted answers, in order.
    pub answers: Vec<usize>,
    /// The digest of each card the decks use, by title.
    pub digests: BTreeMap<String, u64>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// A card's definition differs from the one the game was recorded with.
    CardChanged {
        /// The title.
        title: String,
    },
    /// A card of the record is not in the pool.
    CardMissing {
        /// The title.
        title: String,
    },
    /// The game could not start.
    Setup(String),
    /// An answer was refused where the recorded game accepted it.
    Diverged {
        /// Which answer.
        index: usize,
        /// Why it was refused.
        reason: String,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::CardChanged { title } => write!(f, "\"{title}\" has changed since the game was recorded"),
            ReplayError::CardMissing { title } => write!(f, "\"{title}\" is no longer in the pool"),
            ReplayError::Setup(reason) => write!(f, "the game cannot start: {reason}"),
            ReplayError::Diverged { index, reason } => write!(f, "answer {index} was refused on replay: {reason}"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    /// The record of a game so far.
    pub fn of(game: &Game) -> GameRecord {
        GameRecord {
            setup: game.setup().clone(),
            answers: game.accepted_answers().to_vec(),
            digests: digests(game.pool(), &game.setup().decks),
        }
    }

    /// Replays the record against a pool: checks every card's digest, then gives the answers.
    pub fn replay(&self, pool: Arc<CardPool>) -> Result<Game, ReplayError> {
        for (title, digest) in &self.digests {
            match pool.find(title) {
                None => return Err(ReplayError::CardMissing { title: title.clone() }),
                Some(id) if pool.def(id).digest != *digest => {
                    return Err(ReplayError::CardChanged { title: title.clone() })
                }
                Some(_) => {}
            }
        }
        let mut game = Game::new(pool, self.setup.clone()).map_err(|e| ReplayError::Setup(e.to_string()))?;
        for (index, &answer) in self.answers.iter().enumerate() {
            game.answer(answer).map_err(|e| ReplayError::Diverged {
                index,
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }
}

/// The digests of the cards the decks use.
fn digests(pool: &CardPool, decks: &[crate::engine::Deck; 2]) -> BTreeMap<String, u64> {
    decks
        .iter()
        .flat_map(|deck| &deck.cards)
        .filter_map(|title| pool.find(title).map(|id| (title.clone(), pool.def(id).digest)))
        .collect()
}
