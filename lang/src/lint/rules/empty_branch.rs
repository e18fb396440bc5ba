//! # L015 empty-branch
//!
//! **Finds** an empty block inside game text: an `if` or `else` with nothing in it, a `for
//! each` with an empty body, an `either` option that does nothing.
//!
//! **Why it matters**: "OR" on a card offers two real choices; an empty option lets a player
//! choose to do nothing, and an empty `if` hides a condition whose effect was never written.
//! (An empty `unless` in a dilemma is L005.)
//!
//! **Example** (an "OR" whose second half was left out):
//!
//! ```text
//! interrupt "Example" {
//!   plays on ship
//!   on play {
//!     either {
//!       unstop target
//!     } or {             // L015
//!     }
//!   }
//! }
//! ```

use super::super::walk::card_statements;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{Block, StatementKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L015",
    name: "empty-branch",
    level: Level::Warn,
    summary: "an empty `if`, `else`, `for each` or `either` option",
    source: include_str!("empty_branch.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for statement in card_statements(cx.card) {
        let blocks: Vec<(&Block, &str)> = match &statement.kind {
            StatementKind::If { then, otherwise, .. } => {
                let mut blocks = vec![(then, "`if`")];
                blocks.extend(otherwise.iter().map(|b| (b, "`else`")));
                blocks
            }
            StatementKind::Unless { otherwise: Some(b), .. } => vec![(b, "`else`")],
            StatementKind::ForEach { body, .. } => vec![(body, "`for each`")],
            StatementKind::Either { options } => options.iter().map(|b| (b, "an `either` option")).collect(),
            _ => continue,
        };
        for (block, what) in blocks {
            if block.statements.is_empty() {
                out.push(Finding::new(
                    block.span,
                    format!("{what} with nothing in it"),
                    "empty",
                    "write its effects, or remove it",
                ));
            }
        }
    }
}
