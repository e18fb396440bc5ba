//! # L012 unused-binding
//!
//! **Finds** a name bound and never used: `let x = ...`, or the `as x` of a trigger or
//! response, when no expression of the card reads `x`. (`for each x in ...` with `x` unread
//! is the way to repeat an effect once per card selected, and is not reported.)
//!
//! **Why it matters**: a name is bound to be used; one left unread usually means the effect
//! that should act on it acts on something else (`discard target` where `discard drawn` was
//! meant), or a leftover that makes the reader look for a use that is not there.
//!
//! **Example** (Particle Fountain as it was in the pool):
//!
//! ```text
//! interrupt "Particle Fountain" {
//!   points: 5
//!   respond to solve(planet, by: you) as solved {     // L012: `solved` is never read
//!     if away_team.meets(2 ENGINEER) {
//!       score points(self)
//!     }
//!   }
//! }
//! ```
//!
//! Fix: use the name where it was meant, or remove the binding.

use super::super::walk::{abilities, card_exprs, card_statements};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, ExprKind, StatementKind};
use crate::span::Ident;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L012",
    name: "unused-binding",
    level: Level::Warn,
    summary: "a name bound by `let` or `as` that nothing reads",
    source: include_str!("unused_binding.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let mut bound: Vec<&Ident> = Vec::new();
    for ability in abilities(cx.card) {
        if let AbilityKind::Trigger {
            binding: Some(name), ..
        }
        | AbilityKind::Response {
            binding: Some(name), ..
        }
        | AbilityKind::Probe { binding: name, .. } = &ability.kind
        {
            bound.push(name);
        }
    }
    for statement in card_statements(cx.card) {
        if let StatementKind::Let { name, .. } = &statement.kind {
            bound.push(name);
        }
    }
    if bound.is_empty() {
        return;
    }
    let used: Vec<&str> = card_exprs(cx.card)
        .into_iter()
        .filter_map(|e| match &e.kind {
            ExprKind::Name { name } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    for name in bound {
        if !used.contains(&name.name.as_str()) {
            out.push(Finding::new(
                name.span,
                format!("`{}` is bound but never used", name.name),
                "never read",
                "use the name where it was meant, or remove the binding",
            ));
        }
    }
}
