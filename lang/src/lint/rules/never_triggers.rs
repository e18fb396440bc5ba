//! # L001 never-triggers
//!
//! **Finds** an ability that can never fire: a `when countdown expires` on a card that has no
//! countdown icon (`[1]` to `[9]`), or a trigger, response or action whose `if` condition
//! contradicts itself (`X and not X`).
//!
//! **Why it matters**: only a card with a countdown icon counts down (S:55), and a condition
//! that cannot hold is never met, so the text under it is dead: the card plays without the
//! effect its printed text promises, and no error says so.
//!
//! **Example** (a countdown icon forgotten when copying the printed data):
//!
//! ```text
//! interrupt "Example" {
//!   plays on ship
//!   when countdown expires {      // L001: the card has no countdown icon
//!     destroy target
//!   }
//! }
//! ```
//!
//! Fix: add the icon (`icons: [2]`), or remove the clause if the card has no countdown.

use super::super::walk::{abilities, contradiction, countdown_icon};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::AbilityKind;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L001",
    name: "never-triggers",
    level: Level::Warn,
    summary:
        "an ability that can never fire: countdown expiry without a countdown icon, or a self-contradicting condition",
    source: include_str!("never_triggers.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let has_countdown = countdown_icon(cx.card).is_some();
    for ability in abilities(cx.card) {
        let guard = match &ability.kind {
            AbilityKind::CountdownExpires { .. } if !has_countdown => {
                out.push(Finding::new(
                    ability.span,
                    "this card has no countdown icon, so its countdown never expires",
                    "never fires",
                    "add the countdown icon to `icons` (such as `[2]`), or remove the clause",
                ));
                continue;
            }
            AbilityKind::Trigger { guard, .. }
            | AbilityKind::Response { guard, .. }
            | AbilityKind::Action { guard, .. }
            | AbilityKind::AtTurn { guard, .. } => guard,
            _ => continue,
        };
        if let Some(guard) = guard {
            if let Some(span) = contradiction(guard) {
                out.push(Finding::new(
                    span,
                    "the condition of this ability contradicts itself, so it never holds",
                    "both a condition and its negation",
                    "remove the `not` or the repeated term",
                ));
            }
        }
    }
}
