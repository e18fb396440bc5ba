//! # L016 contradictory-condition
//!
//! **Finds** a condition anywhere in game text that joins a term and its negation with
//! `and` (`X and not X`): in an `if`, `unless`, `where(...)`, `plays on` filter or requirement.
//!
//! **Why it matters**: such a condition never holds, so a selection with it is empty and a
//! branch under it never runs; it is a slip for `X and not Y` or `X or not X`. Guards of
//! triggers, responses and actions are L001.
//!
//! **Example**:
//!
//! ```text
//! event "Example" {
//!   plays on table
//!   static {
//!     modify cards_in_play(you).where(Klingon and not Klingon).STRENGTH by +1   // L016
//!   }
//! }
//! ```

use super::super::walk::{abilities, ability_exprs, card_statements, contradiction, statement_exprs};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::AbilityKind;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L016",
    name: "contradictory-condition",
    level: Level::Warn,
    summary: "a condition `X and not X` that never holds",
    source: include_str!("contradictory_condition.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let mut roots = Vec::new();
    for ability in abilities(cx.card) {
        // Guards of triggers, responses, actions and turn clauses belong to L001.
        if !matches!(
            ability.kind,
            AbilityKind::Trigger { .. }
                | AbilityKind::Response { .. }
                | AbilityKind::Action { .. }
                | AbilityKind::AtTurn { .. }
        ) {
            roots.extend(ability_exprs(ability));
        } else if let AbilityKind::Trigger { pattern, .. } | AbilityKind::Response { pattern, .. } = &ability.kind {
            roots.push(pattern);
        }
    }
    roots.extend(card_statements(cx.card).into_iter().flat_map(statement_exprs));
    for field in cx.card.fields() {
        roots.extend(&field.values);
    }
    for root in roots {
        if let Some(span) = contradiction(root) {
            out.push(Finding::new(
                span,
                "this condition joins a term and its negation, so it never holds",
                "never true",
                "did you mean `or`, or another term after `not`?",
            ));
        }
    }
}
