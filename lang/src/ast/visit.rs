//! Walks over the game text of a card: every ability and statement, nested ones included.

use super::{Ability, AbilityKind, Block, Effect, Expr, ExprKind, Member, Statement, StatementKind};

/// Calls `on_ability` for every ability among `members` (those inside `play as` too), and
/// `on_statement` for every statement inside them, outermost first.
pub fn walk_members(
    members: &[Member],
    on_ability: &mut dyn FnMut(&Ability),
    on_statement: &mut dyn FnMut(&Statement),
) {
    for member in members {
        let Member::Ability(ability) = member else { continue };
        on_ability(ability);
        match &ability.kind {
            AbilityKind::PlayAs { members, .. } => walk_members(members, on_ability, on_statement),
            kind => {
                for block in blocks_of(kind) {
                    walk_block(block, on_statement);
                }
            }
        }
    }
}

/// The blocks an ability holds directly.
pub(crate) fn blocks_of(kind: &AbilityKind) -> Vec<&Block> {
    match kind {
        AbilityKind::Encounter { body }
        | AbilityKind::Static { body, .. }
        | AbilityKind::Trigger { body, .. }
        | AbilityKind::AtTurn { body, .. }
        | AbilityKind::CountdownExpires { body }
        | AbilityKind::Response { body, .. }
        | AbilityKind::Action { body, .. }
        | AbilityKind::OnPlay { body, .. }
        | AbilityKind::Probe { body, .. } => vec![body],
        AbilityKind::Cure { body, .. } | AbilityKind::NullifyWith { body, .. } => body.iter().collect(),
        AbilityKind::PlaysOn { .. }
        | AbilityKind::PlayAs { .. }
        | AbilityKind::SpecialDownload { .. }
        | AbilityKind::Todo { .. } => Vec::new(),
    }
}

/// Calls `on_statement` for every statement of a block, nested ones included.
pub fn walk_block(block: &Block, on_statement: &mut dyn FnMut(&Statement)) {
    for statement in &block.statements {
        walk_statement(statement, on_statement);
    }
}

/// Calls `on_statement` for a statement and every statement nested in it.
fn walk_statement(statement: &Statement, on_statement: &mut dyn FnMut(&Statement)) {
    on_statement(statement);
    {
        match &statement.kind {
            StatementKind::If { then, otherwise, .. } => {
                walk_block(then, on_statement);
                if let Some(otherwise) = otherwise {
                    walk_block(otherwise, on_statement);
                }
            }
            StatementKind::Unless { body, otherwise, .. } => {
                walk_block(body, on_statement);
                if let Some(otherwise) = otherwise {
                    walk_block(otherwise, on_statement);
                }
            }
            StatementKind::ForEach { body, .. } => walk_block(body, on_statement),
            StatementKind::Either { options } => options.iter().for_each(|b| walk_block(b, on_statement)),
            StatementKind::Modal { statement, .. } => walk_statement(statement, on_statement),
            _ => {}
        }
    }
}

/// How many `todo` clauses (abilities and statements) there are among `members`.
pub fn count_todos(members: &[Member]) -> usize {
    let mut abilities = 0;
    let mut statements = 0;
    walk_members(
        members,
        &mut |a| abilities += usize::from(matches!(a.kind, AbilityKind::Todo { .. })),
        &mut |s| statements += usize::from(matches!(s.kind, StatementKind::Todo { .. })),
    );
    abilities + statements
}

/// The expressions a statement holds outside its blocks.
pub fn statement_exprs(statement: &Statement) -> Vec<&Expr> {
    match &statement.kind {
        StatementKind::Effect(effect) => effect_exprs(effect),
        StatementKind::If { condition, .. }
        | StatementKind::Unless { condition, .. }
        | StatementKind::GetPast { condition } => vec![condition],
        StatementKind::ForEach { over, .. } => vec![over],
        StatementKind::Let { value, .. } => vec![value],
        StatementKind::Modal { player, .. } => vec![player],
        _ => Vec::new(),
    }
}

/// An effect's subject and clause values.
pub fn effect_exprs(effect: &Effect) -> Vec<&Expr> {
    effect
        .subject
        .iter()
        .chain(effect.clauses.iter().map(|c| &c.value))
        .collect()
}

/// Whether a response's guard or body reads the bare name `name` anywhere (`target`: the card
/// the card is played on), nested statements and expressions included.
pub fn response_reads(ability: &Ability, name: &str) -> bool {
    let AbilityKind::Response { guard, body, .. } = &ability.kind else {
        return false;
    };
    let mut found = false;
    let mut look = |expr: &Expr| {
        expr.walk(&mut |e| found |= matches!(&e.kind, ExprKind::Name { name: n } if n == name));
    };
    if let Some(guard) = guard {
        look(guard);
    }
    walk_block(body, &mut |statement| {
        statement_exprs(statement).into_iter().for_each(&mut look)
    });
    found
}
