//! What card text reads and does about card plays and the turn's timing: the normal card
//! plays a player has left (`card_plays_left`, Horga'hn), whether a card is being played as a
//! normal card play (`normal_card_play`) and cancelling that play (`cancel_play`, Energy
//! Vortex), whether it is the start of a player's turn (`at_start_of_turn`, Scan), a ship's
//! staffing icons (`staffing_icons`) and the bottom seed card of a location
//! (`bottom_seed_card`, Scan: "examine the bottom seed card here").

use super::exprs::{eval, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;

/// The functions of this module; `None` if the name is not one of them.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &Context,
    name: &str,
    subject: &Value,
    by: Option<Value>,
) -> Option<Result<Value, Interrupt>> {
    let first_card = || subject.clone().cards().first().copied();
    Some(Ok(match name {
        "card_plays_left" => {
            let player = subject.clone().player(ctx.controller);
            Value::Number(i64::from(step.rules().plays_left(step, player)))
        }
        "normal_card_play" => Value::Bool(first_card().is_some_and(|c| step.rules().is_normal_play(step, c))),
        "at_start_of_turn" => {
            let player = subject.clone().player(ctx.controller);
            Value::Bool(step.rules().at_turn_start(step, player))
        }
        "staffing_icons" => Value::Number(first_card().map_or(0, |c| step.def(c).staffing.len() as i64)),
        "bottom_seed_card" => match subject {
            Value::Location(location) => Value::Cards(
                step.state
                    .in_place(&Place::SeedStack { location: *location })
                    .first()
                    .copied()
                    .into_iter()
                    .collect(),
            ),
            _ => Value::Cards(Vec::new()),
        },
        _ => return super::beaming_calls::call(step, ctx, name, subject, by),
    }))
}

/// Runs an effect of this module; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    if effect.verb.name != "cancel_play" {
        return super::beaming_calls::run(step, ctx, effect);
    }
    let cards = match effect.subject.as_ref().map(|s| eval(step, ctx, s)) {
        Some(Ok(value)) => value.cards(),
        Some(Err(interrupt)) => return Some(Err(interrupt)),
        None => Vec::new(),
    };
    for card in cards {
        step.rules().cancel_play(step, card);
    }
    Some(Ok(()))
}
