//! What card text reads and does about beaming and cards that flip over: how many personnel a
//! player beamed to or from a planet this turn (`beams_this_turn`, Atmospheric Ionization),
//! whether a card is face down (`face_down`) and turning it over (`flip`, Distortion Field:
//! "End of each turn (even while face down), flip card over").

use super::exprs::{eval, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// The functions of this module; `None` if the name is not one of them.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &Context,
    name: &str,
    subject: &Value,
    by: Option<Value>,
) -> Option<Result<Value, Interrupt>> {
    Some(Ok(match name {
        "beams_this_turn" => match subject {
            Value::Location(location) => {
                let player = by.map_or(ctx.controller, |v| v.player(ctx.controller));
                Value::Number(step.rules().beams_this_turn(step, *location, player))
            }
            _ => Value::Number(0),
        },
        "face_down" => Value::Bool(
            subject
                .clone()
                .cards()
                .first()
                .is_some_and(|&c| step.state.card(c).status.face_down),
        ),
        _ => return None,
    }))
}

/// Runs an effect of this module; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    if effect.verb.name != "flip" {
        return None;
    }
    let cards = match effect.subject.as_ref().map(|s| eval(step, ctx, s)) {
        Some(Ok(value)) => value.cards(),
        Some(Err(interrupt)) => return Some(Err(interrupt)),
        None => Vec::new(),
    };
    for card in cards {
        let status = &mut step.state.card_mut(card).status;
        status.face_down = !status.face_down;
    }
    Some(Ok(()))
}
