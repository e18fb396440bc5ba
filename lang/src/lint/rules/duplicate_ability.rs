//! # L013 duplicate-ability
//!
//! **Finds** two abilities of one card written the same (kind, condition and effects alike,
//! comments and layout aside).
//!
//! **Why it matters**: a repeated ability happens twice: a trigger fires twice, a static
//! bonus counts twice, an action is offered twice. It comes from pasting a clause and
//! forgetting to edit the copy, so the second half of the printed text is also missing.
//!
//! **Example**:
//!
//! ```text
//! interrupt "Example" {
//!   respond to play(event) as it { nullify it }
//!   respond to play(event) as it { nullify it }     // L013: the copy was meant for interrupts
//! }
//! ```

use super::super::walk::abilities;
use super::super::{CardContext, Finding, Level, Rule};
use crate::span::shape_of;
use std::collections::HashSet;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L013",
    name: "duplicate-ability",
    level: Level::Warn,
    summary: "two abilities of one card written the same",
    source: include_str!("duplicate_ability.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    // One pass with the shapes seen so far: linear in the card's abilities.
    let mut seen = HashSet::new();
    for ability in abilities(cx.card) {
        let Some(shape) = shape_of(&ability.kind) else { continue };
        if !seen.insert(shape) {
            out.push(Finding::new(
                ability.span,
                "this ability repeats an earlier one of the card",
                "a copy",
                "edit the copy into the clause it was meant for, or remove it",
            ));
        }
    }
}
