//! What the rules look for in a card, gathered once: its abilities, statements, effects and
//! expressions, nested ones included, and a few facts read from its fields.

use crate::ast::{Ability, AbilityKind, Block, Card, Expr, ExprKind, Member, Statement, StatementKind};
use crate::span::shape_of;
use std::collections::HashSet;

/// Every ability of the card (those inside `play as` too).
pub(crate) fn abilities(card: &Card) -> Vec<&Ability> {
    let mut out = Vec::new();
    collect_abilities(&card.members, &mut out);
    out
}

fn collect_abilities<'a>(members: &'a [Member], out: &mut Vec<&'a Ability>) {
    for member in members {
        if let Member::Ability(ability) = member {
            out.push(ability);
            if let AbilityKind::PlayAs { members, .. } = &ability.kind {
                collect_abilities(members, out);
            }
        }
    }
}

/// The blocks an ability holds directly.
pub(crate) fn ability_blocks(ability: &Ability) -> Vec<&Block> {
    crate::ast::visit::blocks_of(&ability.kind)
}

/// The expressions an ability holds outside its blocks: pattern, guard, condition, target.
pub(crate) fn ability_exprs(ability: &Ability) -> Vec<&Expr> {
    match &ability.kind {
        AbilityKind::Static { condition, .. } => condition.iter().collect(),
        AbilityKind::Trigger { pattern, guard, .. } | AbilityKind::Response { pattern, guard, .. } => {
            std::iter::once(pattern).chain(guard).collect()
        }
        AbilityKind::AtTurn { turn, guard, .. } => turn.of.iter().chain(guard).collect(),
        AbilityKind::Action { guard, .. } | AbilityKind::OnPlay { guard, .. } | AbilityKind::Probe { guard, .. } => {
            guard.iter().collect()
        }
        AbilityKind::PlaysOn { target, filter } => std::iter::once(target).chain(filter).collect(),
        AbilityKind::Cure { condition, .. } | AbilityKind::NullifyWith { condition, .. } => vec![condition],
        _ => Vec::new(),
    }
}

/// Every statement inside the blocks, nested ones included, outermost first.
pub(crate) fn statements_of<'a>(blocks: &[&'a Block]) -> Vec<&'a Statement> {
    let mut out = Vec::new();
    for block in blocks {
        collect_statements(block, &mut out);
    }
    out
}

fn collect_statements<'a>(block: &'a Block, out: &mut Vec<&'a Statement>) {
    for statement in &block.statements {
        collect_statement(statement, out);
    }
}

fn collect_statement<'a>(statement: &'a Statement, out: &mut Vec<&'a Statement>) {
    out.push(statement);
    for block in statement_blocks(statement) {
        collect_statements(block, out);
    }
    if let StatementKind::Modal { statement, .. } = &statement.kind {
        collect_statement(statement, out);
    }
}

/// The blocks a statement holds directly.
pub(crate) fn statement_blocks(statement: &Statement) -> Vec<&Block> {
    match &statement.kind {
        StatementKind::If { then, otherwise, .. } => std::iter::once(then).chain(otherwise).collect(),
        StatementKind::Unless { body, otherwise, .. } => std::iter::once(body).chain(otherwise).collect(),
        StatementKind::ForEach { body, .. } => vec![body],
        StatementKind::Either { options } => options.iter().collect(),
        _ => Vec::new(),
    }
}

pub(crate) use crate::ast::statement_exprs;

/// Every statement of the card's game text.
pub(crate) fn card_statements(card: &Card) -> Vec<&Statement> {
    let abilities = abilities(card);
    let blocks: Vec<&Block> = abilities.iter().flat_map(|a| ability_blocks(a)).collect();
    statements_of(&blocks)
}

/// Every expression of the card's game text (not its fields), nested ones included.
pub(crate) fn card_exprs(card: &Card) -> Vec<&Expr> {
    let mut roots: Vec<&Expr> = abilities(card).into_iter().flat_map(ability_exprs).collect();
    roots.extend(card_statements(card).into_iter().flat_map(statement_exprs));
    let mut out = Vec::new();
    for root in roots {
        root.walk(&mut |e| out.push(e));
    }
    out
}

/// Whether the expression is the bare name `name`.
pub(crate) fn is_name(expr: &Expr, name: &str) -> bool {
    matches!(&expr.kind, ExprKind::Name { name: n } if n == name)
}

/// The card's countdown icon (`[1]` to `[9]`), if it has one.
pub(crate) fn countdown_icon(card: &Card) -> Option<&Expr> {
    card.field("icons")?
        .values
        .iter()
        .find(|v| matches!(&v.kind, ExprKind::Icon { name } if name.chars().all(|c| c.is_ascii_digit())))
}

/// The number in a one-value number field.
pub(crate) fn number_field<'a>(card: &'a Card, name: &str) -> Option<(i64, &'a Expr)> {
    let value = card.field(name)?.values.first()?;
    match value.kind {
        ExprKind::Number { value: n } | ExprKind::Signed { value: n } => Some((n, value)),
        _ => None,
    }
}

/// The bare name in a one-value field (`seeds: space`).
pub(crate) fn name_field<'a>(card: &'a Card, name: &str) -> Option<&'a str> {
    match &card.field(name)?.values.first()?.kind {
        ExprKind::Name { name } | ExprKind::Text { value: name } => Some(name),
        _ => None,
    }
}

/// The titles in the card-valued field.
pub(crate) fn card_refs<'a>(card: &'a Card, name: &str) -> Vec<(&'a str, &'a Expr)> {
    card.field(name)
        .map(|f| {
            f.values
                .iter()
                .filter_map(|v| match &v.kind {
                    ExprKind::CardRef { title } => Some((title.as_str(), v)),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The span of an `and` that holds both a term and its `not` (`X and not X`), if any inside.
pub(crate) fn contradiction(expr: &Expr) -> Option<crate::span::Span> {
    let mut found = None;
    expr.walk(&mut |e| {
        if found.is_some() {
            return;
        }
        if let ExprKind::And { operands } = &e.kind {
            if !operands.iter().any(|o| matches!(o.kind, ExprKind::Not { .. })) {
                return;
            }
            let shapes: HashSet<String> = operands.iter().filter_map(shape_of).collect();
            let negates_another = operands.iter().any(|operand| match &operand.kind {
                ExprKind::Not { operand: inner } => shape_of(&**inner).is_some_and(|s| shapes.contains(&s)),
                _ => false,
            });
            if negates_another {
                found = Some(e.span);
            }
        }
    });
    found
}
