//! Effects of objectives and of the cards that take what their completion leaves: `complete`
//! (an objective is completed, its point box scored and the artifacts of its location
//! acquired or placed atop the mission, S:108) and `acquire` (this card acquires artifacts
//! for its controller, as they are earned: Survey Drone, S:853). The rules layer does both
//! (`rules::objectives`, through the kernel's `Rules`).

use super::exprs::eval;
use super::Context;
use crate::defs::EffectOp;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// Runs `complete` or `acquire`.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let cards = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    match op {
        EffectOp::Complete => {
            for objective in cards {
                step.rules().complete_objective(step, ctx.controller, objective)?;
            }
            Ok(())
        }
        EffectOp::Acquire => step.rules().acquire(step, ctx.this, &cards),
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
}
