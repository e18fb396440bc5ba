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

use super::super::walk::{abilities, without_spans};
use super::super::{CardContext, Finding, Level, Rule};

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
    let abilities = abilities(cx.card);
    let shapes: Vec<_> = abilities
        .iter()
        .map(|a| without_spans(serde_json::to_value(&a.kind).ok()))
        .collect();
    for (index, ability) in abilities.iter().enumerate() {
        if shapes[..index].contains(&shapes[index]) && shapes[index].is_some() {
            out.push(Finding::new(
                ability.span,
                "this ability repeats an earlier one of the card",
                "a copy",
                "edit the copy into the clause it was meant for, or remove it",
            ));
        }
    }
}
