//! # L007 countdown-without-expiry
//!
//! **Finds** an effect that lasts `until countdown_expires` on a card that has no countdown
//! icon (`[1]` to `[9]`): the countdown it waits for never runs, so the effect never ends.
//!
//! **Why it matters**: only a card with a countdown icon counts down (S:55). Without the
//! icon, "stopped until countdown expires" becomes "stopped for the rest of the game", a
//! much stronger card than the printed one.
//!
//! **Example** (Alien Groupie with its `[2]` icon left out):
//!
//! ```text
//! interrupt "Example" {
//!   plays on away_team
//!   just after solve(planet, by: target) {
//!     stop target.where(male).random() until countdown_expires   // L007
//!   }
//! }
//! ```
//!
//! Fix: add the countdown icon printed on the card (`icons: [2]`).

use super::super::walk::{card_effects, countdown_icon, is_name};
use super::super::{CardContext, Finding, Level, Rule};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L007",
    name: "countdown-without-expiry",
    level: Level::Warn,
    summary: "an effect lasting `until countdown_expires` on a card without a countdown icon",
    source: include_str!("countdown_without_expiry.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if countdown_icon(cx.card).is_some() {
        return;
    }
    for (effect, _) in card_effects(cx.card) {
        for clause in &effect.clauses {
            if is_name(&clause.value, "countdown_expires") {
                out.push(Finding::new(
                    clause.value.span,
                    "this card has no countdown icon, so its countdown never expires",
                    "lasts for ever",
                    "add the countdown icon to `icons` (such as `[2]`), or give the effect another end",
                ));
            }
        }
    }
}
