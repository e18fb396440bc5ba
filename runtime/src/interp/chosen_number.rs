//! A number a player chooses: "Opponent chooses a number X" (Yuta) is
//! `choose_number(LOW, HIGH, by: opponent)`, the range given by the text (both ends
//! included). The choice is a decision like any other: each number is an option, a seeded
//! agent picks among them, and a replay reads the answer back.

use super::exprs::{clause_player, mismatch, Value};
use super::selection::{named, positional, Arguments};
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Expr;

/// The most numbers one choice offers: a range wider than this is an error, not a long list.
const MOST_OPTIONS: i64 = 201;

/// The number the player `by` (the controller if none) chooses between the first two
/// arguments; no number (zero) when `by` is a player nobody named, as a choice by no one is
/// not made.
pub(super) fn choose(step: &mut Step<'_>, ctx: &Context, values: &Arguments, expr: &Expr) -> Result<Value, Interrupt> {
    let bound = |i: usize| match positional(values, i) {
        Some(Value::Number(n)) => Some(n),
        _ => None,
    };
    let (Some(low), Some(high)) = (bound(0), bound(1)) else {
        return Err(mismatch(
            step,
            ctx,
            expr,
            "two numbers, the lowest and the highest to choose from",
        ));
    };
    if high < low || high - low >= MOST_OPTIONS {
        return Err(mismatch(
            step,
            ctx,
            expr,
            "a range of at most 201 numbers, lowest first",
        ));
    }
    let Some(by) = clause_player(named(values, "by"), ctx.controller) else {
        return Ok(Value::Number(0));
    };
    let prompt = format!("{}: choose a number from {low} to {high}", step.title(ctx.this));
    let options = (low..=high).map(|n| format!("number {n}")).collect();
    let index = step.decide(by, prompt, options)?;
    Ok(Value::Number(low + index as i64))
}
