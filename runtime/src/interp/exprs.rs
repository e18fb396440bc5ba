//! Expressions: [`eval`] gives a value, [`truth`] decides a condition over the group the
//! text refers to (the encountering crew or Away Team, or the cards present).

use super::calls::{call, root};
use super::predicates::predicate;
use super::requirement::{able, atom_name, meets_count, total};
use super::{tick, Context, EngineError};
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::{Place, Until};
use stccg_lang::ast::{CompareOp, Effect, Expr, ExprKind};

/// A value of the card language at run time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Some cards.
    Cards(Vec<CardId>),
    /// One card.
    Card(CardId),
    /// A player.
    Player(PlayerId),
    /// A number.
    Number(i64),
    /// A truth value.
    Bool(bool),
    /// A location.
    Location(LocationId),
    /// A place cards can go.
    Place(Place),
    /// A name (a skill, an attribute, a zone word).
    Name(String),
    /// How long a lasting effect holds (`state::Until`).
    Until(Until),
    /// Both players (`each_player`).
    BothPlayers,
    /// No player: a player the text reads that nobody has named yet (`named_player(self)`
    /// before the card's naming). A clause about no player does nothing, a condition about
    /// one is false, a choice by one is not made.
    NoPlayer,
}

impl Value {
    /// The cards of a value (a card is one card; other values none).
    pub fn cards(self) -> Vec<CardId> {
        match self {
            Value::Cards(cards) => cards,
            Value::Card(card) => vec![card],
            _ => Vec::new(),
        }
    }

    /// The player of a value; `None` for no player ([`Value::NoPlayer`]); `default` for a
    /// group of cards given where a player is read (`q_flash N for group`: their player).
    pub fn player(self, default: PlayerId) -> Option<PlayerId> {
        match self {
            Value::Player(player) => Some(player),
            Value::NoPlayer => None,
            _ => Some(default),
        }
    }
}

/// The player a player clause names (`by:`, `for`, `ties:`): `default` when the text has no
/// such clause, `None` when it names no player ([`Value::NoPlayer`]).
pub(super) fn clause_player(value: Option<Value>, default: PlayerId) -> Option<PlayerId> {
    match value {
        None => Some(default),
        Some(value) => value.player(default),
    }
}

/// The value of an effect's clause (`until`, `with`, `from`, ...), if the effect has it.
pub(super) fn clause(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
    word: &str,
) -> Result<Option<Value>, Interrupt> {
    match effect.clauses.iter().find(|c| c.word.name == word) {
        Some(c) => Ok(Some(eval(step, ctx, &c.value)?)),
        None => Ok(None),
    }
}

/// How long an effect lasts by its `until` or `while` clause, if it has one.
pub(super) fn duration(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<Option<Until>, Interrupt> {
    if let Some(c) = effect.clauses.iter().find(|c| c.word.name == "while") {
        return super::held::hold(step, ctx, &c.value).map(Some);
    }
    match effect.clauses.iter().find(|c| c.word.name == "until") {
        Some(c) => match eval(step, ctx, &c.value)? {
            Value::Until(until) => Ok(Some(until)),
            _ => Err(super::effects::mismatch_at(step, ctx, c.value.span, "a time")),
        },
        None => Ok(None),
    }
}

/// The cards an effect's subject names (`discard CARDS`, `convert CARDS to ...`); none when
/// the effect has no subject.
pub(super) fn subject_cards(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<Vec<CardId>, Interrupt> {
    match &effect.subject {
        Some(expr) => Ok(eval(step, ctx, expr)?.cards()),
        None => Ok(Vec::new()),
    }
}

/// Evaluates an expression to a value.
pub fn eval(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<Value, Interrupt> {
    tick(step, ctx, expr.span)?;
    Ok(match &expr.kind {
        ExprKind::Number { value } | ExprKind::Signed { value } => Value::Number(*value),
        ExprKind::Text { value } => Value::Name(value.to_string()),
        ExprKind::Icon { name } => Value::Name(name.to_string()),
        ExprKind::CardRef { title } => Value::Name(title.to_string()),
        ExprKind::Name { name } => match ctx.binding(name) {
            Some(value) => value.clone(),
            None => root(step, ctx, name, expr)?,
        },
        ExprKind::Member { receiver, name, args } => {
            let receiver_value = eval(step, ctx, receiver)?;
            match args {
                None if step.pool().is_in(&name.name, "attribute") => {
                    let cards = receiver_value.cards();
                    Value::Number(cards.iter().map(|&c| step.attribute(c, &name.name)).sum())
                }
                _ => call(
                    step,
                    ctx,
                    &name.name,
                    Some(receiver_value),
                    args.as_deref().unwrap_or(&[]),
                    expr,
                )?,
            }
        }
        ExprKind::Call { callee, args } => call(step, ctx, &callee.name, None, args, expr)?,
        ExprKind::Arith { .. } => {
            // Attributes in arithmetic are totals over the group the text refers to
            // (FAQ:169-173), as on either side of a comparison.
            let group = default_group(step, ctx);
            Value::Number(number(step, ctx, expr, &group)?)
        }
        _ => Value::Bool(truth(step, ctx, expr)?),
    })
}

/// Decides a condition over the group the text refers to.
pub fn truth(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<bool, Interrupt> {
    let group = default_group(step, ctx);
    truth_over_group(step, ctx, expr, &group)
}

/// Decides a condition over a group as a whole (not card by card): see
/// [`Context::over_group`].
pub(super) fn truth_over_group(
    step: &mut Step<'_>,
    ctx: &mut Context,
    expr: &Expr,
    group: &[CardId],
) -> Result<bool, Interrupt> {
    let saved = std::mem::replace(&mut ctx.over_group, true);
    let result = truth_over(step, ctx, expr, group);
    ctx.over_group = saved;
    result
}

/// The group a bare requirement is checked against: the encountering personnel, or the
/// personnel present with the card.
pub(super) fn default_group(step: &Step<'_>, ctx: &Context) -> Vec<CardId> {
    if !ctx.group.is_empty() {
        return able(step, &ctx.group);
    }
    able(step, &step.present_with(ctx.this))
}

/// Decides a condition over an explicit group (one card, for `.where(...)`).
pub fn truth_over(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr, group: &[CardId]) -> Result<bool, Interrupt> {
    tick(step, ctx, expr.span)?;
    match &expr.kind {
        ExprKind::And { operands } => {
            for operand in operands {
                if !truth_over(step, ctx, operand, group)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        ExprKind::Or { operands } => {
            for operand in operands {
                if truth_over(step, ctx, operand, group)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        ExprKind::Not { operand } => Ok(!truth_over(step, ctx, operand, group)?),
        ExprKind::Count { count, term } => Ok(counted(step, ctx, term, group, i64::from(*count))?),
        ExprKind::Multiplied { term, multiplier } => {
            Ok(counted(step, ctx, term, group, i64::from(multiplier.numerator))?)
        }
        ExprKind::Compare { op, left, right } => {
            let left = number(step, ctx, left, group)?;
            let right = number(step, ctx, right, group)?;
            Ok(compare(*op, left, right))
        }
        ExprKind::Call { callee, args } => predicate(step, ctx, &callee.name, args, group, expr),
        _ => match meets_count(step, ctx, group, expr, 1) {
            Some(met) => Ok(met),
            None => Ok(match eval(step, ctx, expr)? {
                Value::Bool(b) => b,
                Value::Number(n) => n != 0,
                Value::Cards(cards) => !cards.is_empty(),
                Value::Card(card) => group.contains(&card),
                Value::Location(location) => group.iter().all(|&c| step.location_of(c) == Some(location)),
                _ => true,
            }),
        },
    }
}

fn counted(
    step: &mut Step<'_>,
    ctx: &mut Context,
    term: &Expr,
    group: &[CardId],
    count: i64,
) -> Result<bool, Interrupt> {
    match meets_count(step, ctx, group, term, count) {
        Some(met) => Ok(met),
        None => {
            let cards = eval(step, ctx, term)?.cards();
            Ok(cards.len() as i64 >= count)
        }
    }
}

/// A number: an attribute name is the group's total (FAQ:169-173); arithmetic adds,
/// subtracts or multiplies the numbers of its sides (`CUNNING + STRENGTH`: the group's total
/// CUNNING plus its total STRENGTH, Ferengi Attack's "total CUNNING + STRENGTH>68").
pub(super) fn number(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr, group: &[CardId]) -> Result<i64, Interrupt> {
    if let ExprKind::Arith { op, left, right } = &expr.kind {
        tick(step, ctx, expr.span)?;
        let left = number(step, ctx, left, group)?;
        let right = number(step, ctx, right, group)?;
        return Ok(op.apply(left, right));
    }
    if let Some(name) = atom_name(expr) {
        if step.pool().is_in(name, "attribute") && ctx.binding(name).is_none() {
            return Ok(total(step, group, name));
        }
    }
    match eval(step, ctx, expr)? {
        Value::Number(n) => Ok(n),
        Value::Cards(cards) => Ok(cards.len() as i64),
        _ => Err(mismatch(step, ctx, expr, "a number")),
    }
}

fn compare(op: CompareOp, left: i64, right: i64) -> bool {
    match op {
        CompareOp::Greater => left > right,
        CompareOp::GreaterEqual => left >= right,
        CompareOp::Less => left < right,
        CompareOp::LessEqual => left <= right,
        CompareOp::Equal => left == right,
        CompareOp::NotEqual => left != right,
    }
}

pub(crate) fn mismatch(step: &Step<'_>, ctx: &Context, expr: &Expr, expected: &'static str) -> Interrupt {
    Interrupt::Error(EngineError::Mismatch {
        card: step.title(ctx.this),
        span: expr.span,
        expected,
    })
}

pub(crate) fn unimplemented(step: &Step<'_>, ctx: &Context, expr: &Expr, primitive: &str) -> Interrupt {
    Interrupt::Error(EngineError::Unimplemented {
        card: step.title(ctx.this),
        span: expr.span,
        primitive: primitive.to_string(),
    })
}
