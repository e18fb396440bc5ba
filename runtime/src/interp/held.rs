//! `while CONDITION` durations: a lasting effect made with one keeps its condition with the
//! context it was written in ([`HeldCondition`]), and the rules' expiry pass reads it again
//! at every step ([`still_holds`]), as the static layer reads a `static while` (a bonus lost
//! at once when the condition fails, docs/language.md section 8.2).

use super::exprs::{truth, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::{HeldCondition, HeldValue, Until};
use stccg_lang::ast::Expr;

/// The duration of a `while` clause: the condition, with the context it is read in, and
/// whether it holds now (an effect whose condition does not hold when it is made is never in
/// force).
pub(super) fn hold(step: &mut Step<'_>, ctx: &mut Context, condition: &Expr) -> Result<Until, Interrupt> {
    let holds = truth(step, ctx, condition)?;
    Ok(Until::While(Box::new(HeldCondition {
        condition: condition.clone(),
        card: ctx.this,
        controller: ctx.controller,
        target: ctx.target,
        group: ctx.group.clone(),
        location: ctx.location,
        bindings: ctx.bindings.iter().map(|(n, v)| (n.clone(), kept(v))).collect(),
        holds,
    })))
}

/// Whether a `while` duration's condition still holds, read in the context it was made in.
pub fn still_holds(step: &mut Step<'_>, held: &HeldCondition) -> Result<bool, Interrupt> {
    let mut ctx = Context::new(held.card, held.controller);
    ctx.target = held.target;
    ctx.group = held.group.clone();
    ctx.location = held.location;
    ctx.bindings = held.bindings.iter().map(|(n, v)| (n.clone(), restored(v))).collect();
    truth(step, &mut ctx, &held.condition)
}

/// A value as the game state keeps it.
fn kept(value: &Value) -> HeldValue {
    match value {
        Value::Cards(cards) => HeldValue::Cards(cards.clone()),
        Value::Card(card) => HeldValue::Card(*card),
        Value::Player(player) => HeldValue::Player(*player),
        Value::Number(n) => HeldValue::Number(*n),
        Value::Bool(b) => HeldValue::Bool(*b),
        Value::Location(location) => HeldValue::Location(*location),
        Value::Place(place) => HeldValue::Place(*place),
        Value::Name(name) => HeldValue::Name(name.clone()),
        Value::Until(until) => HeldValue::Until(Box::new(until.clone())),
        Value::BothPlayers => HeldValue::BothPlayers,
        Value::NoPlayer => HeldValue::NoPlayer,
    }
}

/// A kept value as the interpreter reads it.
fn restored(value: &HeldValue) -> Value {
    match value {
        HeldValue::Cards(cards) => Value::Cards(cards.clone()),
        HeldValue::Card(card) => Value::Card(*card),
        HeldValue::Player(player) => Value::Player(*player),
        HeldValue::Number(n) => Value::Number(*n),
        HeldValue::Bool(b) => Value::Bool(*b),
        HeldValue::Location(location) => Value::Location(*location),
        HeldValue::Place(place) => Value::Place(*place),
        HeldValue::Name(name) => Value::Name(name.clone()),
        HeldValue::Until(until) => Value::Until((**until).clone()),
        HeldValue::BothPlayers => Value::BothPlayers,
        HeldValue::NoPlayer => Value::NoPlayer,
    }
}
