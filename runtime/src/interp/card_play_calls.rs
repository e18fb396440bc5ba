//! What card text reads and does about card plays and the turn's timing: the normal card
//! plays a player has left (`card_plays_left`, Horga'hn), whether it is a player's card play
//! segment (`in_card_play`, Gi'ral's build), whether a card is being played as a
//! normal card play (`normal_card_play`) and cancelling that play (`cancel_play`, Energy
//! Vortex), whether it is the start of a player's turn (`at_start_of_turn`, Scan), a ship's
//! staffing icons (`staffing_icons`) and the bottom seed card of a location
//! (`bottom_seed_card`, Scan: "examine the bottom seed card here"; `seed_cards`, Ajur: "peek at
//! all but 3 seed cards here").

use super::exprs::{eval, Value};
use super::Context;
use crate::defs::FunctionOp;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;

/// The functions of card play; `None` for another function.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &Context,
    op: FunctionOp,
    subject: &Value,
) -> Option<Result<Value, Interrupt>> {
    let first_card = || subject.clone().cards().first().copied();
    Some(Ok(match op {
        FunctionOp::CardPlaysLeft => match subject.clone().player(ctx.controller) {
            Some(player) => Value::Number(i64::from(step.rules().plays_left(step, player))),
            None => Value::Number(0),
        },
        FunctionOp::NormalCardPlay => Value::Bool(first_card().is_some_and(|c| step.rules().is_normal_play(step, c))),
        FunctionOp::AtStartOfTurn => Value::Bool(
            subject
                .clone()
                .player(ctx.controller)
                .is_some_and(|p| step.rules().at_turn_start(step, p)),
        ),
        FunctionOp::InCardPlay => Value::Bool(
            subject
                .clone()
                .player(ctx.controller)
                .is_some_and(|p| step.rules().in_card_play(step, p)),
        ),
        FunctionOp::StaffingIcons => Value::Number(first_card().map_or(0, |c| step.def(c).staffing.len() as i64)),
        FunctionOp::BottomSeedCard => match subject {
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
        FunctionOp::SeedCards => match subject {
            Value::Location(location) => {
                Value::Cards(step.state.in_place(&Place::SeedStack { location: *location }).to_vec())
            }
            _ => Value::Cards(Vec::new()),
        },
        _ => return None,
    }))
}

/// `cancel_play CARDS`: the cards' plays are canceled.
pub(super) fn cancel_play(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    for card in cards {
        step.rules().cancel_play(step, card);
    }
    Ok(())
}
