//! The error that stops a step: a card reached a clause not scripted yet, a primitive the
//! runtime lacks, a spent step budget, or a value of the wrong kind. The step's state goes
//! back to before it.

use stccg_lang::span::Span;

/// An error that stops an action: the engine rolls the state back to before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// A game reached a clause that is not scripted yet.
    Todo {
        /// The card's title.
        card: String,
        /// Where the `todo` is.
        span: Span,
        /// The printed text it stands for.
        text: String,
    },
    /// A card used a primitive the runtime does not implement yet.
    Unimplemented {
        /// The card's title.
        card: String,
        /// Where the use is.
        span: Span,
        /// The primitive.
        primitive: String,
    },
    /// An evaluation took more steps than the interpreter's step budget.
    BudgetExhausted {
        /// The card's title.
        card: String,
        /// Where the evaluation was when the budget ran out.
        span: Span,
    },
    /// A value of the wrong kind reached an effect (a checked card should not do this).
    Mismatch {
        /// The card's title.
        card: String,
        /// Where.
        span: Span,
        /// What was expected.
        expected: &'static str,
    },
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::Todo { card, span, text } => {
                write!(
                    f,
                    "\"{card}\" reached a clause that is not scripted yet (bytes {}..{}): {text}",
                    span.start, span.end
                )
            }
            EngineError::Unimplemented { card, span, primitive } => write!(
                f,
                "\"{card}\" uses `{primitive}`, which the runtime does not implement yet (bytes {}..{})",
                span.start, span.end
            ),
            EngineError::BudgetExhausted { card, span } => {
                write!(
                    f,
                    "\"{card}\" ran out of its step budget at bytes {}..{}",
                    span.start, span.end
                )
            }
            EngineError::Mismatch { card, span, expected } => {
                write!(
                    f,
                    "\"{card}\": expected {expected} at bytes {}..{}",
                    span.start, span.end
                )
            }
        }
    }
}

impl std::error::Error for EngineError {}
