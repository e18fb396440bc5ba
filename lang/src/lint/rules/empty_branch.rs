//! # L015 empty-branch
//!
//! **Finds** a branch that does nothing or repeats another: an `if` or `else` with nothing
//! in it, a `for each` with an empty body, an `either` whose options are all empty, or an
//! `either` option written the same as an earlier one.
//!
//! **Why it matters**: an empty `if` hides a condition whose effect was never written, and
//! "X OR Y" on a card offers two different choices: an option pasted from the one before it
//! and never edited leaves Y out. (One empty option among others is how "you may" with
//! several effects is written, as in Genetronic Replicator, and is not reported; an empty
//! `unless` in a dilemma is L005.)
//!
//! **Example** (an "OR" whose second half was pasted and not edited):
//!
//! ```text
//! interrupt "Example" {
//!   plays on ship
//!   on play {
//!     either {
//!       unstop target
//!     } or {             // L015
//!       unstop target
//!     }
//!   }
//! }
//! ```

use super::super::walk::card_statements;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{Block, StatementKind};
use crate::span::shape_of;
use std::collections::HashSet;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L015",
    name: "empty-branch",
    level: Level::Warn,
    summary: "an empty `if`, `else` or `for each`, an `either` of empty options, or two options alike",
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
            StatementKind::Either { options } => {
                either_findings(options, out);
                continue;
            }
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

/// An `either` whose options are all empty, or with an option like an earlier one.
fn either_findings(options: &[Block], out: &mut Vec<Finding>) {
    if options.iter().all(|b| b.statements.is_empty()) {
        if let Some(first) = options.first() {
            out.push(Finding::new(
                first.span,
                "every option of this `either` is empty",
                "nothing to choose",
                "write the options' effects, or remove the `either`",
            ));
        }
        return;
    }
    let mut seen = HashSet::new();
    for option in options {
        let shape = shape_of(&option.statements);
        if !seen.insert(shape) && !option.statements.is_empty() {
            out.push(Finding::new(
                option.span,
                "this option of `either` repeats an earlier one",
                "the same choice twice",
                "edit it into the other half of the printed \"OR\", or remove it",
            ));
        }
    }
}
