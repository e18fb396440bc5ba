//! # L002 response-modifies-nothing
//!
//! **Finds** a `respond to` whose body does nothing but dispose of the card itself (`discard
//! self`, `place self ...`), or nothing at all: it changes neither the action it answers nor
//! anything else in the game.
//!
//! **Why it matters**: a response is valid only if it specifically modifies the action it
//! answers (F:26). One that only discards itself is a way to cycle a card out of hand, which
//! the rules do not allow; it is almost always an effect left out while scripting.
//!
//! **Example** (the nullification forgotten):
//!
//! ```text
//! interrupt "Example" {
//!   respond to play(event) as it {   // L002: nothing happens to `it`
//!     discard self
//!   }
//! }
//! ```
//!
//! Fix: write the effect on the action (`nullify it`), or make it a trigger.

use super::super::walk::{abilities, ability_blocks, is_name, statements_of};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, StatementKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L002",
    name: "response-modifies-nothing",
    level: Level::Warn,
    summary: "a response whose only effect is on the card itself, so it modifies no action",
    source: include_str!("response_modifies_nothing.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for ability in abilities(cx.card) {
        if !matches!(ability.kind, AbilityKind::Response { .. }) {
            continue;
        }
        let statements = statements_of(&ability_blocks(ability));
        let acts_elsewhere = statements.iter().any(|s| match &s.kind {
            StatementKind::Effect(effect) => !effect.subject.as_ref().is_some_and(|e| is_name(e, "self")),
            StatementKind::GetPast { .. } | StatementKind::Todo { .. } => true,
            _ => false,
        });
        if !acts_elsewhere {
            out.push(Finding::new(
                ability.span,
                "this response changes nothing but the card itself",
                "modifies no action",
                "a response must modify the action it answers (F:26): add its effect, such as `nullify it`",
            ));
        }
    }
}
