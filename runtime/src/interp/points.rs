//! Point-related text (Glossary 1.9.1, scouting locations, S:103): while the Borg scout, a
//! dilemma's points are ignored (the context's `points_ignored`, set by `rules::borg`): its
//! `score` scores nothing, and of an `either` the options that score points or place a card in
//! the bonus point area are left out when another is not.

use crate::defs::EffectOp;
use crate::kernel::Step;
use stccg_lang::ast::{Block, ExprKind, Statement, StatementKind};

/// S:103: of a dilemma's choices, the options that are not point-related, when the Borg face
/// it and some option is not; every option otherwise.
pub(super) fn options_open(step: &Step<'_>, options: &[Block], points_ignored: bool) -> Vec<usize> {
    let all: Vec<usize> = (0..options.len()).collect();
    if !points_ignored {
        return all;
    }
    let open: Vec<usize> = all
        .iter()
        .copied()
        .filter(|&i| !point_related(step, &options[i]))
        .collect();
    if open.is_empty() {
        all
    } else {
        open
    }
}

/// Whether a block scores points or places a card into the bonus point area (S:103:
/// "point-related").
fn point_related(step: &Step<'_>, block: &Block) -> bool {
    block
        .statements
        .iter()
        .any(|statement| statement_point_related(step, statement))
}

/// Whether one statement, or a block within it, is point-related.
fn statement_point_related(step: &Step<'_>, statement: &Statement) -> bool {
    match &statement.kind {
        StatementKind::Effect(effect) => {
            step.pool().effect_op(effect) == Some(EffectOp::Score)
                || effect.clauses.iter().any(
                    |clause| matches!(&clause.value.kind, ExprKind::Name { name } if name.as_str() == "bonus_area"),
                )
        }
        StatementKind::If { then, otherwise, .. }
        | StatementKind::Unless {
            body: then, otherwise, ..
        } => point_related(step, then) || otherwise.as_ref().is_some_and(|b| point_related(step, b)),
        StatementKind::ForEach { body, .. } => point_related(step, body),
        StatementKind::Either { options } => options.iter().any(|b| point_related(step, b)),
        StatementKind::Modal { statement, .. } => statement_point_related(step, statement),
        _ => false,
    }
}
