//! # L003 static-without-effect
//!
//! **Finds** a `static` ability that changes nothing: an empty body, or modifiers that add
//! nothing (`modify X by +0`, `multiply X by 1`).
//!
//! **Why it matters**: a static ability is the card's continuous effect while it is in play;
//! one that changes nothing usually means a bonus copied with the wrong number or an
//! effect never written, and the card then plays as if it had no text.
//!
//! **Example** (the sign typed, the number forgotten):
//!
//! ```text
//! equipment "Example" {
//!   static {
//!     modify present_with(self).where(personnel).STRENGTH by +0   // L003
//!   }
//! }
//! ```
//!
//! Fix: write the printed bonus (`by +2`), or remove the ability.

use super::super::walk::{abilities, ability_blocks, statements_of};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, ExprKind, StatementKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L003",
    name: "static-without-effect",
    level: Level::Warn,
    summary: "a static ability with no modifier, or only modifiers by +0 or x1",
    source: include_str!("static_without_effect.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for ability in abilities(cx.card) {
        if !matches!(ability.kind, AbilityKind::Static { .. }) {
            continue;
        }
        let statements = statements_of(&ability_blocks(ability));
        let mut effects = 0;
        for statement in &statements {
            let StatementKind::Effect(effect) = &statement.kind else {
                continue;
            };
            effects += 1;
            let neutral = match effect.verb.name.as_str() {
                "modify" => 0,
                "multiply" => 1,
                _ => continue,
            };
            let by = effect
                .clauses
                .iter()
                .find(|c| c.word.name == "by")
                .map(|c| &c.value.kind);
            if let Some(ExprKind::Signed { value } | ExprKind::Number { value }) = by {
                if *value == neutral {
                    out.push(Finding::new(
                        statement.span,
                        format!("`{}` by {value} leaves the value as it is", effect.verb.name),
                        "changes nothing",
                        "write the printed amount, or remove the modifier",
                    ));
                }
            }
        }
        if effects == 0 && !statements.iter().any(|s| matches!(s.kind, StatementKind::Todo { .. })) {
            out.push(Finding::new(
                ability.span,
                "this static ability holds no effect",
                "changes nothing",
                "write the continuous effect it stands for, or remove it",
            ));
        }
    }
}
