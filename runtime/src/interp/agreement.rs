//! A player's answer to a question a card's text asks: "If that was cool" (Parallax Arguers)
//! is `agrees("that was cool", by: opponent)`, the condition that the opponent does not
//! disagree. The answer is a decision like any other: two options, a seeded agent picks one,
//! and a replay reads the answer back.

use super::exprs::{clause_player, mismatch, Value};
use super::selection::{named, positional, Arguments};
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Expr;

/// Whether the player `by` (the controller if none) agrees with the text of the first
/// argument; false when `by` is a player nobody named, as no one answers.
pub(super) fn agrees(step: &mut Step<'_>, ctx: &Context, values: &Arguments, expr: &Expr) -> Result<Value, Interrupt> {
    let Some(Value::Name(question)) = positional(values, 0) else {
        return Err(mismatch(step, ctx, expr, "a text, the question the player answers"));
    };
    let Some(by) = clause_player(named(values, "by"), ctx.controller) else {
        return Ok(Value::Bool(false));
    };
    let prompt = format!("{}: {question}?", step.title(ctx.this));
    let answer = step.decide(by, prompt, vec!["agree".into(), "disagree".into()])?;
    Ok(Value::Bool(answer == 0))
}
