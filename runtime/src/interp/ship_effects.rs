//! The effects on ships' condition that no other module owns: `repair` (as if docked,
//! FAQ:245-249) and `repair_step` (the same, but each repair counts); the spaceline effects (`spaceline_effects`) are reached through here.

use super::exprs::eval;
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// Runs a ship effect; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    if let Some(result) = super::spaceline_effects::run(step, ctx, effect) {
        return Some(result);
    }
    let verb = effect.verb.name.as_str();
    if verb != "repair" && verb != "repair_step" {
        return None;
    }
    // `repair_step` counts every repair, even two in one turn (cumulative repairers).
    let each_counts = verb == "repair_step";
    let cards = match &effect.subject {
        Some(expr) => match eval(step, ctx, expr) {
            Ok(value) => value.cards(),
            Err(interrupt) => return Some(Err(interrupt)),
        },
        None => Vec::new(),
    };
    // The first repair puts the damaged ship under repair (turned sideways); one in a later
    // turn repairs it. Two repairs in one turn count once (Exocomp, FAQ:849-851), unless each
    // counts (`repair_step`): then the second repairs it at once.
    let turn = step.state.turn_number;
    for card in cards {
        let status = &step.state.card(card).status;
        match (status.damaged, status.under_repair) {
            (true, None) => step.state.card_mut(card).status.under_repair = Some(turn),
            (true, Some(since)) if since < turn || each_counts => {
                step.state.card_mut(card).status.under_repair = None;
                step.set_status(card, "damaged", false);
            }
            _ => {}
        }
    }
    Some(Ok(()))
}
