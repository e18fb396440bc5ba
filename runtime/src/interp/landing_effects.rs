//! The effects of a ship's normal movement off the spaceline that a card allows (M:433):
//! `land` and `take_off` (`with full_range` or `with N`: the RANGE they spend, as the card
//! allowing them says), `load SHIPS onto CARRIER` and `launch` (Engage Shuttle Operations).
//! Whether the rules let each ship move so is `rules::movement::landing`'s.

use super::exprs::{clause, eval, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::kernel::{Interrupt, RangeCost, ShipTransfer, Step};
use stccg_lang::ast::Effect;

/// Runs `land`, `take_off`, `load` or `launch` on each ship of the subject.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let ships = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let transfer = match op {
        EffectOp::Land => ShipTransfer::Land(range_cost(step, ctx, effect)?),
        EffectOp::TakeOff => ShipTransfer::TakeOff(range_cost(step, ctx, effect)?),
        EffectOp::Load => match clause(step, ctx, effect, "onto")?.and_then(|v| v.cards().first().copied()) {
            Some(carrier) => ShipTransfer::Load(carrier),
            None => return Ok(()),
        },
        EffectOp::Launch => ShipTransfer::Launch,
        other => return Err(super::effects::not_routed(step, ctx, other, effect)),
    };
    for ship in ships {
        step.rules().transfer_ship(step, ship, transfer);
    }
    Ok(())
}

/// The RANGE the `with` clause says the movement spends: `full_range`, a number, or none.
fn range_cost(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<RangeCost, Interrupt> {
    let Some(with) = effect.clauses.iter().find(|c| c.word.name == "with") else {
        return Ok(RangeCost::Free);
    };
    match eval(step, ctx, &with.value)? {
        Value::Name(name) if name == "full_range" => Ok(RangeCost::Full),
        Value::Number(amount) => Ok(RangeCost::Amount(amount)),
        _ => Err(super::effects::mismatch_at(
            step,
            ctx,
            with.value.span,
            "full_range or a number of RANGE",
        )),
    }
}
