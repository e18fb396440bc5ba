//! Walks every expression a card's members hold, mutably: field values, the patterns,
//! guards and conditions of abilities, and every expression of their statements; and every
//! effect statement.

use crate::ast::{AbilityKind, Block, Effect, Expr, Member, Statement, StatementKind};

/// What a walk does at each outermost expression and at each effect.
pub(crate) trait VisitMut {
    /// An outermost expression (the walk does not enter it).
    fn expr(&mut self, expr: &mut Expr);
    /// An effect statement, before its expressions are visited.
    fn effect(&mut self, effect: &mut Effect);
}

/// Calls `visit` on each outermost expression among `members` (inside `play as` too).
pub(crate) fn members_exprs_mut(members: &mut [Member], visit: &mut dyn VisitMut) {
    for member in members {
        match member {
            Member::Field(field) => field.values.iter_mut().for_each(|e| visit.expr(e)),
            Member::Flag(_) => {}
            Member::Ability(ability) => ability_exprs_mut(&mut ability.kind, visit),
        }
    }
}

fn ability_exprs_mut(kind: &mut AbilityKind, visit: &mut dyn VisitMut) {
    match kind {
        AbilityKind::Encounter { body } | AbilityKind::CountdownExpires { body } => block_exprs_mut(body, visit),
        AbilityKind::Static { condition, body } => {
            condition.iter_mut().for_each(|e| visit.expr(e));
            block_exprs_mut(body, visit);
        }
        AbilityKind::Trigger {
            pattern, guard, body, ..
        }
        | AbilityKind::Response {
            pattern, guard, body, ..
        } => {
            visit.expr(pattern);
            guard.iter_mut().for_each(|e| visit.expr(e));
            block_exprs_mut(body, visit);
        }
        AbilityKind::AtTurn { turn, guard, body, .. } => {
            turn.of.iter_mut().for_each(|e| visit.expr(e));
            guard.iter_mut().for_each(|e| visit.expr(e));
            block_exprs_mut(body, visit);
        }
        AbilityKind::Action { guard, body, .. }
        | AbilityKind::OnPlay { guard, body, .. }
        | AbilityKind::Probe { guard, body, .. } => {
            guard.iter_mut().for_each(|e| visit.expr(e));
            block_exprs_mut(body, visit);
        }
        AbilityKind::PlaysOn { target, filter } => {
            visit.expr(target);
            filter.iter_mut().for_each(|e| visit.expr(e));
        }
        AbilityKind::Cure { condition, body } | AbilityKind::NullifyWith { condition, body } => {
            visit.expr(condition);
            if let Some(body) = body {
                block_exprs_mut(body, visit);
            }
        }
        AbilityKind::PlayAs { members, .. } => members_exprs_mut(members, visit),
        AbilityKind::SpecialDownload { .. } | AbilityKind::Todo { .. } => {}
    }
}

fn block_exprs_mut(block: &mut Block, visit: &mut dyn VisitMut) {
    for statement in &mut block.statements {
        statement_exprs_mut(statement, visit);
    }
}

fn statement_exprs_mut(statement: &mut Statement, visit: &mut dyn VisitMut) {
    match &mut statement.kind {
        StatementKind::Effect(effect) => {
            visit.effect(effect);
            effect.subject.iter_mut().for_each(|e| visit.expr(e));
            for clause in &mut effect.clauses {
                visit.expr(&mut clause.value);
            }
        }
        StatementKind::If {
            condition,
            then,
            otherwise,
        } => {
            visit.expr(condition);
            block_exprs_mut(then, visit);
            if let Some(otherwise) = otherwise {
                block_exprs_mut(otherwise, visit);
            }
        }
        StatementKind::Unless {
            condition,
            body,
            otherwise,
        } => {
            visit.expr(condition);
            block_exprs_mut(body, visit);
            if let Some(otherwise) = otherwise {
                block_exprs_mut(otherwise, visit);
            }
        }
        StatementKind::GetPast { condition } => visit.expr(condition),
        StatementKind::ForEach { over, body, .. } => {
            visit.expr(over);
            block_exprs_mut(body, visit);
        }
        StatementKind::Either { options } => options.iter_mut().for_each(|b| block_exprs_mut(b, visit)),
        StatementKind::Let { value, .. } => visit.expr(value),
        StatementKind::Modal { player, statement, .. } => {
            visit.expr(player);
            statement_exprs_mut(statement, visit);
        }
        StatementKind::Todo { .. } => {}
    }
}
