//! Action patterns of triggers and responses: `play(interrupt and not [Shield], by: opponent)`
//! matches an action of that type whose subject meets the condition and whose other named
//! parts are what the pattern says.

use super::exprs::{eval, truth_over, Value};
use super::Context;
use crate::engine::{Interrupt, Step};
use crate::ids::{CardId, PlayerId};
use stccg_lang::ast::{Expr, ExprKind};

/// Whether a pattern matches the action `action` on `subject`, taken by `by`.
pub fn matches_action(
    step: &mut Step<'_>,
    ctx: &mut Context,
    pattern: &Expr,
    action: &str,
    subject: CardId,
    by: Option<PlayerId>,
) -> Result<bool, Interrupt> {
    let (callee, args) = match &pattern.kind {
        ExprKind::Call { callee, args } => (callee.name.as_str(), args.as_slice()),
        ExprKind::Name { name } => (name.as_str(), &[][..]),
        _ => return Ok(false),
    };
    if callee != action {
        return Ok(false);
    }
    for arg in args {
        match &arg.name {
            None => {
                if !truth_over(step, ctx, &arg.value, &[subject])? {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "by" => {
                let wanted = eval(step, ctx, &arg.value)?;
                let matched = match (wanted, by) {
                    (Value::Player(wanted), Some(by)) => wanted == by,
                    _ => true,
                };
                if !matched {
                    return Ok(false);
                }
            }
            Some(_) => {}
        }
    }
    Ok(true)
}
