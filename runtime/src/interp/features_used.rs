//! Personnel used as what they are: when a crew or Away Team meets a mission's requirements as
//! it solves it, a dilemma's conditions (`cannot get past unless`, `unless`) or a cure, the
//! personnel whose features the met terms name were used as such, each logged as a `used_as`
//! action (Juliana Tainer: "After first use as an android"). The terms used are those of the
//! branches that decided the condition: both sides of `+` or `and`, the first side of an `or`
//! that holds; a bare name (`Android`, `"Soong-type android"`, a skill, a classification) or a
//! counted one (`Diplomacy x2`) is used by each member that has it. Comparisons of attribute
//! totals and calls (`group.meets(...)`) use no one as anything. Logged only in a game where a
//! card's text answers it, so other games' logs are as they were.

use super::exprs::truth_over;
use super::requirement::{amount_in_halves, atom_name};
use super::Context;
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::ActionType;
use stccg_lang::ast::{Expr, ExprKind};

/// Logs, for a condition the group met, each member used as a feature the condition names.
pub(crate) fn note_features_used(
    step: &mut Step<'_>,
    ctx: &mut Context,
    condition: &Expr,
    group: &[CardId],
) -> Result<(), Interrupt> {
    if !step.rules().answered_in_game(step, ActionType::UsedAs) {
        return Ok(());
    }
    let mut used = Vec::new();
    terms_used(step, ctx, condition, group, &mut used)?;
    for (card, feature) in used {
        step.emit(Event::UsedAs { card, feature });
    }
    Ok(())
}

/// The members and the features they were used as, for a condition that holds.
fn terms_used(
    step: &mut Step<'_>,
    ctx: &mut Context,
    expr: &Expr,
    group: &[CardId],
    used: &mut Vec<(CardId, String)>,
) -> Result<(), Interrupt> {
    match &expr.kind {
        ExprKind::And { operands } => {
            for operand in operands {
                terms_used(step, ctx, operand, group, used)?;
            }
        }
        ExprKind::Or { operands } => {
            for operand in operands {
                if truth_over(step, ctx, operand, group)? {
                    return terms_used(step, ctx, operand, group, used);
                }
            }
        }
        ExprKind::Count { term, .. } | ExprKind::Multiplied { term, .. } => {
            members_with(step, ctx, term, group, used);
        }
        _ => members_with(step, ctx, expr, group, used),
    }
    Ok(())
}

/// The members that have the feature a bare name names (no binding, no root).
fn members_with(step: &Step<'_>, ctx: &Context, expr: &Expr, group: &[CardId], used: &mut Vec<(CardId, String)>) {
    let Some(name) = atom_name(expr) else {
        return;
    };
    if ctx.binding(name).is_some() || step.pool().root_op(expr).is_some() || step.pool().is_in(name, "attribute") {
        return;
    }
    for &card in group {
        if amount_in_halves(step, &[card], name) > 0 && !used.iter().any(|(c, f)| *c == card && f == name) {
            used.push((card, name.to_string()));
        }
    }
}
