//! The effects on ships' condition that no other module owns: `repair` (as if docked,
//! FAQ:245-249; `with every_repair`, each repair counts; `with all_damage`, all at once);
//! the spaceline effects (`spaceline_effects`) are reached through here.

use super::exprs::{eval, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// Runs a ship effect: `repair [with every_repair | all_damage]`.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    debug_assert_eq!(op, EffectOp::Repair);
    let way = match effect.clauses.iter().find(|c| c.word.name == "with") {
        Some(clause) => match eval(step, ctx, &clause.value)? {
            Value::Name(way) => Some(way),
            _ => {
                return Err(super::effects::mismatch_at(
                    step,
                    ctx,
                    clause.value.span,
                    "a repair_way",
                ))
            }
        },
        None => None,
    };
    // `with every_repair` counts every repair, even two in one turn (cumulative repairers).
    let each_counts = way.as_deref() == Some("every_repair");
    let cards = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    if way.as_deref() == Some("all_damage") {
        for card in cards {
            step.state.card_mut(card).status.under_repair = None;
            step.set_status(card, crate::state::FlagStatus::Damaged, false);
        }
        return Ok(());
    }
    // The first repair puts the damaged ship under repair (turned sideways); one in a later
    // turn repairs it. Two repairs in one turn count once (Exocomp, FAQ:849-851), unless each
    // counts (`with every_repair`): then the second repairs it at once.
    let turn = step.state.turn();
    for card in cards {
        let status = &step.state.card(card).status;
        match (status.damaged, status.under_repair) {
            (true, None) => step.state.card_mut(card).status.under_repair = Some(turn),
            (true, Some(since)) if since < turn || each_counts => {
                step.state.card_mut(card).status.under_repair = None;
                step.set_status(card, crate::state::FlagStatus::Damaged, false);
            }
            _ => {}
        }
    }
    Ok(())
}
