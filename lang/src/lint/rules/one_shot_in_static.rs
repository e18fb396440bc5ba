//! # L017 one-shot-in-static
//!
//! **Finds** a one-time effect (such as `kill`, `discard`, `draw`, `score`, `destroy`,
//! `place`, `download`, `damage`) inside a `static` ability.
//!
//! **Why it matters**: a static ability holds continuous modifiers, applied at every step
//! while the card is in play (S:532, FAQ:831-847); a one-time effect there either never
//! happens or would happen again at every step. The printed text almost always meant a
//! trigger ("when ...") or `on play`. (`nullify` is not one of them: "while in play,
//! nullifies X" is a static `nullify`.)
//!
//! **Example**:
//!
//! ```text
//! event "Example" {
//!   plays on table
//!   static {
//!     draw 1           // L017: meant `on play { draw 1 }`
//!   }
//! }
//! ```

use super::super::walk::{abilities, ability_blocks, statements_of};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, StatementKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L017",
    name: "one-shot-in-static",
    level: Level::Warn,
    summary: "a one-time effect such as `kill` or `draw` inside a `static` ability",
    source: include_str!("one_shot_in_static.rs"),
    check,
};

/// Verbs that happen once and are done.
const ONE_TIME_VERBS: &[&str] = &[
    "kill", "discard", "draw", "score", "destroy", "place", "download", "damage", "return", "shuffle",
];

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for ability in abilities(cx.card) {
        if !matches!(ability.kind, AbilityKind::Static { .. }) {
            continue;
        }
        for statement in statements_of(&ability_blocks(ability)) {
            if let StatementKind::Effect(effect) = &statement.kind {
                if ONE_TIME_VERBS.contains(&effect.verb.name.as_str()) {
                    out.push(Finding::new(
                        effect.verb.span,
                        format!(
                            "`{}` happens once, but a static ability holds continuous effects",
                            effect.verb.name
                        ),
                        "a one-time effect",
                        "move it to a trigger (`when ...`) or to `on play`",
                    ));
                }
            }
        }
    }
}
