//! Statements: the blocks inside abilities, their control forms, and effects with clauses.

use super::Expr;
use crate::span::{Ident, Span};
use borsh::{BorshDeserialize, BorshSerialize};
use serde::{Deserialize, Serialize};

/// A block of statements.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Block {
    /// The statements in order.
    pub statements: Vec<Statement>,
    /// The braces and what is between them.
    pub span: Span,
}

/// A statement with its span.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Statement {
    /// What it is.
    #[serde(flatten)]
    pub kind: StatementKind,
    /// Where it was written.
    pub span: Span,
}

/// The forms of a statement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(tag = "stmt", rename_all = "snake_case")]
pub enum StatementKind {
    /// An effect.
    Effect(Effect),
    /// `if COND { } else { }`.
    If {
        /// The condition.
        condition: Expr,
        /// When it holds.
        then: Block,
        /// When it does not.
        otherwise: Option<Block>,
    },
    /// `unless COND { } else { }`.
    Unless {
        /// The condition.
        condition: Expr,
        /// When it does not hold.
        body: Block,
        /// When it holds.
        otherwise: Option<Block>,
    },
    /// `cannot get past unless COND`.
    GetPast {
        /// The condition.
        condition: Expr,
    },
    /// `for each x in SELECTOR { }`.
    ForEach {
        /// The variable.
        variable: Ident,
        /// The cards iterated.
        over: Expr,
        /// The statements.
        body: Block,
    },
    /// `either { } or { }`.
    Either {
        /// The options.
        options: Vec<Block>,
    },
    /// `let x = EXPR`.
    Let {
        /// The name.
        name: Ident,
        /// The value.
        value: Expr,
    },
    /// `opponent may ...`, `opponent must ...`.
    Modal {
        /// The player.
        player: Expr,
        /// May or must.
        modality: Modality,
        /// What they may or must do.
        statement: Box<Statement>,
    },
    /// A clause not scripted yet.
    Todo {
        /// The printed text it stands for.
        text: Ident,
    },
}

/// Optional or required.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum Modality {
    /// The player chooses whether to.
    May,
    /// The player is required to.
    Must,
}

/// An effect: a verb, an optional subject and named clauses. Two effects are equal when they
/// are written alike: the declaration the verb resolved to is derived when the pool loads, not
/// part of the syntax, and is not serialised.
#[derive(Clone, Debug, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Effect {
    /// The verb.
    pub verb: Ident,
    /// The subject.
    pub subject: Option<Expr>,
    /// The clauses: `to mission`, `until countdown_expires`.
    pub clauses: Vec<Clause>,
    /// The declaration the verb resolved to when the pool loaded: its index among the pool's
    /// declared effects (`Symbols::effects`). `None` until then, and for an undeclared verb.
    #[serde(skip)]
    #[borsh(skip)]
    pub declaration: Option<u32>,
}

impl PartialEq for Effect {
    fn eq(&self, other: &Self) -> bool {
        self.verb == other.verb && self.subject == other.subject && self.clauses == other.clauses
    }
}

/// A named clause of an effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Clause {
    /// The clause word.
    pub word: Ident,
    /// Its value.
    pub value: Expr,
}
