//! # L014 empty-ability
//!
//! **Finds** an ability with an empty body, other than `static` (see L003): an `encounter`,
//! trigger, response, action, `on play`, turn or countdown clause whose `{ }` holds nothing.
//!
//! **Why it matters**: the clause matches, is offered or fires, and then does nothing; a
//! player may even be asked to choose it. An empty body is a clause whose effects were
//! never written; `todo "printed text"` marks text not scripted yet and is counted.
//!
//! **Example**:
//!
//! ```text
//! dilemma "Example" {
//!   seeds: planet
//!   encounter {          // L014
//!   }
//! }
//! ```
//!
//! Fix: write the effects, or `todo "the printed text"` until they can be.

use super::super::walk::{abilities, ability_blocks};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::AbilityKind;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L014",
    name: "empty-ability",
    level: Level::Warn,
    summary: "an ability (not `static`) whose body is empty",
    source: include_str!("empty_ability.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for ability in abilities(cx.card) {
        if matches!(
            ability.kind,
            AbilityKind::Static { .. } | AbilityKind::Cure { .. } | AbilityKind::NullifyWith { .. }
        ) {
            continue;
        }
        if ability_blocks(ability).iter().any(|b| b.statements.is_empty()) {
            out.push(Finding::new(
                ability.span,
                "this ability does nothing: its body is empty",
                "empty",
                "write its effects, or `todo \"printed text\"` until they can be",
            ));
        }
    }
}
