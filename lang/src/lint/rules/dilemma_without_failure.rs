//! # L005 dilemma-without-failure
//!
//! **Finds** a dilemma condition with no failure effect: an `unless CONDITION { }` whose
//! block is empty and has no `else`, so failing the condition changes nothing.
//!
//! **Why it matters**: a dilemma's condition is there to punish the crew that fails it;
//! "Unless 2 MEDICAL present, kills one Away Team member" with the kill left out makes the
//! dilemma harmless. A dilemma that only stops the crew until the condition is met is
//! written `cannot get past unless CONDITION`, which this rule accepts.
//!
//! **Example** (the failure effect left out):
//!
//! ```text
//! dilemma "Example" {
//!   seeds: planet
//!   encounter {
//!     unless 2 MEDICAL {          // L005: nothing happens on failure
//!     }
//!   }
//! }
//! ```

use super::super::walk::card_statements;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::StatementKind;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L005",
    name: "dilemma-without-failure",
    level: Level::Warn,
    summary: "a dilemma condition (`unless`) whose failure does nothing",
    source: include_str!("dilemma_without_failure.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if !cx.card.kind.name.ends_with("dilemma") {
        return;
    }
    for statement in card_statements(cx.card) {
        if let StatementKind::Unless {
            condition,
            body,
            otherwise: None,
        } = &statement.kind
        {
            if body.statements.is_empty() {
                out.push(Finding::new(
                    condition.span.to(body.span),
                    "failing this condition has no effect",
                    "no failure effect",
                    "write what happens to a crew that fails it, or use `cannot get past unless` if it only stops them",
                ));
            }
        }
    }
}
