//! Expressions: requirements, conditions, selectors and values.

use crate::span::{Ident, Name, Span};
use borsh::{BorshDeserialize, BorshSerialize};
use serde::{Deserialize, Serialize};

/// An expression with its span. Two expressions are equal when they are written alike: the
/// declaration a name resolved to is derived when the pool loads, not part of the syntax.
#[derive(Clone, Debug, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Expr {
    /// What it is.
    #[serde(flatten)]
    pub kind: ExprKind,
    /// Where it was written.
    pub span: Span,
    /// The primitive the expression names, resolved when the pool loaded: for a call
    /// (`present(...)`) or a method call (`x.where(...)`), its index among the pool's declared
    /// functions (`Symbols::functions`); for a bare name, its index among the declared roots
    /// (`Symbols::roots`). `None` until then, and for anything else. Kept when a resolved
    /// expression is saved (a game state holds some), absent from a parsed one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration: Option<u32>,
}

impl Expr {
    /// An expression not resolved yet.
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr {
            kind,
            span,
            declaration: None,
        }
    }
}

impl PartialEq for Expr {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind && self.span == other.span
    }
}

/// The forms of an expression.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(tag = "expr", rename_all = "snake_case")]
pub enum ExprKind {
    /// A whole number: `35`.
    Number {
        /// The value.
        value: i64,
    },
    /// A number with a sign, for modifiers: `+2`.
    Signed {
        /// The value.
        value: i64,
    },
    /// A quoted string: a multi-word name or free text.
    Text {
        /// The text without quotes.
        value: Name,
    },
    /// A card title: `{Geordi La Forge}`.
    CardRef {
        /// The title.
        title: Name,
    },
    /// An icon: `[Cmd]`.
    Icon {
        /// The text inside the brackets.
        name: Name,
    },
    /// A bare name: a skill, a classification, a bound variable, a card type.
    Name {
        /// The name.
        name: Name,
    },
    /// A call: `present(MEDICAL)`.
    Call {
        /// The function or action type.
        callee: Ident,
        /// The arguments.
        args: Vec<Arg>,
    },
    /// A member access or method call: `target.RANGE`, `away_team.highest(CUNNING)`.
    Member {
        /// What the member is taken of.
        receiver: Box<Expr>,
        /// The member.
        name: Ident,
        /// The arguments, if it is a call.
        args: Option<Vec<Arg>>,
    },
    /// At least N: `3 SCIENCE`.
    Count {
        /// N.
        count: u32,
        /// What is counted.
        term: Box<Expr>,
    },
    /// A multiplied skill: `Diplomacy x2`, `Leadership x1/2`.
    Multiplied {
        /// The skill or requirement.
        term: Box<Expr>,
        /// The multiplier.
        multiplier: Multiplier,
    },
    /// `not X`.
    Not {
        /// X.
        operand: Box<Expr>,
    },
    /// Arithmetic on numbers: `CUNNING + STRENGTH`, `RANGE - 2`, `STRENGTH * 2`. As parsed, a
    /// `+` chain may still join conditions (`Geology + Honor`, as printed on missions); when
    /// the pool loads, `types::resolve` turns every `+` between conditions into an
    /// [`ExprKind::And`], so a loaded card's `Arith` is a number.
    Arith {
        /// The operator.
        op: ArithOp,
        /// The left side.
        left: Box<Expr>,
        /// The right side.
        right: Box<Expr>,
    },
    /// `X and Y and Z` (also `X + Y + Z` between conditions, once resolved).
    And {
        /// The operands, two or more.
        operands: Vec<Expr>,
    },
    /// `X or Y or Z`.
    Or {
        /// The operands, two or more.
        operands: Vec<Expr>,
    },
    /// `X > 35`.
    Compare {
        /// The operator.
        op: CompareOp,
        /// The left side.
        left: Box<Expr>,
        /// The right side.
        right: Box<Expr>,
    },
}

/// A call argument, positional or named.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Arg {
    /// The name, for `by: opponent`.
    pub name: Option<Ident>,
    /// The value.
    pub value: Expr,
}

/// The value of an attribute field printed as something other than a number (Mortal Q's
/// CUNNING "Q", Spot's STRENGTH): `cunning: undefined`. It counts as zero and no card modifies
/// it (Glossary, undefined attribute).
pub const UNDEFINED_ATTRIBUTE: &str = "undefined";

/// A skill multiplier `xN` or `xN/D`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Multiplier {
    /// N.
    pub numerator: u32,
    /// D (1 when not written).
    pub denominator: u32,
}

/// An arithmetic operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArithOp {
    /// `+`
    Add,
    /// `-`
    Subtract,
    /// `*`
    Multiply,
}

impl ArithOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Subtract => "-",
            ArithOp::Multiply => "*",
        }
    }

    /// Applies the operator.
    pub fn apply(self, left: i64, right: i64) -> i64 {
        match self {
            ArithOp::Add => left.saturating_add(right),
            ArithOp::Subtract => left.saturating_sub(right),
            ArithOp::Multiply => left.saturating_mul(right),
        }
    }
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompareOp {
    /// `>`
    Greater,
    /// `>=`
    GreaterEqual,
    /// `<`
    Less,
    /// `<=`
    LessEqual,
    /// `==`
    Equal,
    /// `!=`
    NotEqual,
}

impl CompareOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            CompareOp::Greater => ">",
            CompareOp::GreaterEqual => ">=",
            CompareOp::Less => "<",
            CompareOp::LessEqual => "<=",
            CompareOp::Equal => "==",
            CompareOp::NotEqual => "!=",
        }
    }
}

impl Expr {
    /// Calls `visit` on this expression and every expression inside it, outermost first.
    pub fn walk<'a>(&'a self, visit: &mut dyn FnMut(&'a Expr)) {
        let mut stack = vec![self];
        while let Some(expr) = stack.pop() {
            visit(expr);
            match &expr.kind {
                ExprKind::Call { args, .. } => stack.extend(args.iter().rev().map(|a| &a.value)),
                ExprKind::Member { receiver, args, .. } => {
                    stack.extend(args.iter().flatten().rev().map(|a| &a.value));
                    stack.push(receiver);
                }
                ExprKind::Count { term, .. } | ExprKind::Multiplied { term, .. } => stack.push(term),
                ExprKind::Not { operand } => stack.push(operand),
                ExprKind::And { operands } | ExprKind::Or { operands } => stack.extend(operands.iter().rev()),
                ExprKind::Compare { left, right, .. } | ExprKind::Arith { left, right, .. } => {
                    stack.push(right);
                    stack.push(left);
                }
                _ => {}
            }
        }
    }
}
