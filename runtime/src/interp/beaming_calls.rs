//! What card text reads and does about beaming and cards that flip over: how many personnel a
//! player beamed to or from a planet this turn (`beams_this_turn`, Atmospheric Ionization),
//! whether a card is face down (`face_down`) and turning it over (`flip`, Distortion Field:
//! "End of each turn (even while face down), flip card over"; a double-sided card to its
//! other face, Spacedoor: "Flip Spacedoor over after either use").

use super::exprs::{eval, Value};
use super::Context;
use crate::defs::FunctionOp;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// The functions of this module; `None` for another function.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &Context,
    op: FunctionOp,
    subject: &Value,
    by: Option<Value>,
) -> Option<Result<Value, Interrupt>> {
    Some(Ok(match op {
        FunctionOp::BeamsThisTurn => match subject {
            Value::Location(location) => match super::exprs::clause_player(by, ctx.controller) {
                Some(player) => Value::Number(step.rules().beams_this_turn(step, *location, player)),
                None => Value::Number(0),
            },
            _ => Value::Number(0),
        },
        FunctionOp::FaceDown => Value::Bool(
            subject
                .clone()
                .cards()
                .first()
                .is_some_and(|&c| step.state.card(c).status.face_down),
        ),
        _ => return None,
    }))
}

/// `flip CARDS`: each card turns over. A double-sided card (`other_face`, S:579, M:357) turns
/// to its other printed face, whose definition it then has; any other card turns face down,
/// or face up again.
pub(super) fn flip(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    for card in cards {
        match step.other_face(card) {
            Some(face) => {
                let from = step.def(card).title.clone();
                step.state.turn_to_face(card, face);
                let to = step.def(card).title.clone();
                step.emit(crate::event::Event::Turned { card, from, to });
            }
            None => {
                let status = &mut step.state.card_mut(card).status;
                status.face_down = !status.face_down;
            }
        }
    }
    Ok(())
}
