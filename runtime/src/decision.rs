//! Decisions: the engine never blocks; it says who must decide what, lists the legal
//! options, and takes the answer (an option's index). An illegal answer is refused with a
//! reason and changes nothing.
//!
//! A decision is reached as an [`Asked`]: who decides, and among how many options. Its prompt
//! and labels (a [`Decision`]) are text for people, built only when something shows or reads
//! them (`Game::pending`); a random agent, or a program that answers by index, never needs
//! them (`Game::asked`).

use crate::ids::PlayerId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A decision as the engine reaches it, before its prompt and labels are built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Asked {
    /// Who decides.
    pub player: PlayerId,
    /// How many options there are; the answer is an index below it.
    pub count: usize,
}

/// A decision the engine waits for, as it is shown: its prompt and the label of each option.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// Who decides.
    pub player: PlayerId,
    /// What is asked, for people.
    pub prompt: String,
    /// The legal options, in a stable order; the answer is an index into them.
    pub options: Vec<String>,
}

impl Decision {
    /// Who decides, and among how many options.
    pub fn asked(&self) -> Asked {
        Asked {
            player: self.player,
            count: self.options.len(),
        }
    }
}

/// Why an answer was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// No decision is pending (the game is over).
    NothingPending,
    /// The index is not one of the options.
    NoSuchOption {
        /// The answer given.
        given: usize,
        /// How many options there are.
        options: usize,
    },
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnswerError::NothingPending => f.write_str("no decision is pending: the game is over"),
            AnswerError::NoSuchOption { given, options } => {
                write!(
                    f,
                    "option {given} does not exist; choose from 0 to {}",
                    options.saturating_sub(1)
                )
            }
        }
    }
}

impl std::error::Error for AnswerError {}
