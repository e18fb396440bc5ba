//! # L009 todo-in-complete
//!
//! **Finds** a `todo` in a card whose documentation (`///` lines before it) claims it is
//! complete ("complete", "fully scripted").
//!
//! **Why it matters**: `stccg coverage` and readers trust the claim; a `todo` left behind
//! after the rest was scripted means part of the printed text still does nothing, and the
//! runtime stops the game when it reaches it.
//!
//! **Example**:
//!
//! ```text
//! /// Complete: every clause of the printed text is scripted.
//! event "Example" {
//!   plays on table
//!   todo "Your personnel here are immune to Hyper-Aging."    // L009
//! }
//! ```
//!
//! Fix: script the clause, or drop the claim.

use super::super::walk::{abilities, card_statements};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, StatementKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L009",
    name: "todo-in-complete",
    level: Level::Warn,
    summary: "a `todo` left in a card whose documentation claims it is complete",
    source: include_str!("todo_in_complete.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let claims_complete = cx.card.docs.iter().any(|line| {
        let line = line.to_lowercase();
        (line.contains("complete") && !line.contains("incomplete")) || line.contains("fully scripted")
    });
    if !claims_complete {
        return;
    }
    let abilities = abilities(cx.card)
        .into_iter()
        .filter(|a| matches!(a.kind, AbilityKind::Todo { .. }))
        .map(|a| a.span);
    let statements = card_statements(cx.card)
        .into_iter()
        .filter(|s| matches!(s.kind, StatementKind::Todo { .. }))
        .map(|s| s.span);
    for span in abilities.chain(statements) {
        out.push(Finding::new(
            span,
            "a `todo` is left in a card documented as complete",
            "not scripted",
            "script this clause, or remove the claim from the card's `///` documentation",
        ));
    }
}
