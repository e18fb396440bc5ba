//! The error that stops a step: a card reached a clause not scripted yet, a primitive the
//! runtime lacks, a spent step budget, a loop that spent the budget between two decisions
//! (`engine/budget.rs`), or a value of the wrong kind. The step's state goes
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
    /// The work between two decisions ran out (`engine/budget.rs`): abilities that set each
    /// other off (or themselves) without end. The game stops at the last decision.
    Looped {
        /// What ran out (`2000 steps`).
        spent: String,
        /// The abilities that fired most since the last decision, most often first.
        fired: Vec<Fired>,
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

/// An ability that fired between two decisions, and how often.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fired {
    /// The card's title.
    pub card: String,
    /// The ability's index among the card's.
    pub ability: usize,
    /// Where the ability is written.
    pub span: Span,
    /// How often it fired.
    pub times: u32,
}

impl EngineError {
    /// The title of the card the error is about, if one.
    pub fn card(&self) -> Option<&str> {
        match self {
            EngineError::Todo { card, .. }
            | EngineError::Unimplemented { card, .. }
            | EngineError::BudgetExhausted { card, .. }
            | EngineError::Mismatch { card, .. } => Some(card),
            EngineError::Looped { fired, .. } => fired.first().map(|f| f.card.as_str()),
        }
    }
}

/// One line, naming the card; `crate::report` renders the error with its file, line and
/// column.
impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::Todo { card, text, .. } => {
                write!(f, "\"{card}\" reached a clause that is not scripted yet: {text}")
            }
            EngineError::Unimplemented { card, primitive, .. } => {
                write!(
                    f,
                    "\"{card}\" uses `{primitive}`, which the runtime does not implement yet"
                )
            }
            EngineError::BudgetExhausted { card, .. } => {
                write!(f, "\"{card}\" ran out of its budget of evaluation steps")
            }
            EngineError::Looped { spent, fired } => {
                write!(f, "the game spent {spent} without reaching a decision")?;
                let named: Vec<String> = fired
                    .iter()
                    .map(|fired| format!("\"{}\" fired {} times", fired.card, fired.times))
                    .collect();
                match named.is_empty() {
                    true => write!(f, "; no ability fired more than once"),
                    false => write!(f, ": {}", named.join(", ")),
                }
            }
            EngineError::Mismatch { card, expected, .. } => write!(f, "\"{card}\": expected {expected}"),
        }
    }
}

impl std::error::Error for EngineError {}
