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
        EffectOp::Acquire => {
            // `by PERSONNEL`: the one who acquires, else the card whose text it is.
            let acquirer = match super::exprs::clause(step, ctx, effect, "by")? {
                Some(value) => value.cards().first().copied(),
                None => Some(ctx.this),
            };
            match acquirer {
                Some(acquirer) => step.rules().acquire(step, acquirer, &cards),
                // No one to acquire them: nothing is acquired.
                None => Ok(()),
            }
        }
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
}
