//! Why the game refused an answer: not a legal option, or an option that reached an engine
//! error.

use crate::decision::AnswerError;
use crate::kernel::EngineError;

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
