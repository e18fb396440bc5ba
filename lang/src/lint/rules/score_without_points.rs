//! # L019 score-without-points
//!
//! **Finds** a card whose text reads `points(self)` but that has no `points` field.
//!
//! **Why it matters**: the card's own points are read from its printed point box; without
//! the field, `score points(self)` scores nothing. Either the point box was not copied from
//! the printed card, or the text meant another card's points.
//!
//! **Example**:
//!
//! ```text
//! dilemma "Example" {
//!   seeds: planet          // the printed "5" point box is missing
//!   cure with 2 MEDICAL {
//!     score points(self)   // L019
//!   }
//! }
//! ```

use super::super::walk::number_field;
use super::super::{CardContext, Finding, Level, Rule};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L019",
    name: "score-without-points",
    level: Level::Warn,
    summary: "a card that uses `points(self)` but has no `points` field",
    source: include_str!("score_without_points.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if number_field(cx.card, "points").is_some() || cx.card.field("points").is_some() {
        return;
    }
    if let Some(span) = super::own_points_span(cx.card) {
        out.push(Finding::new(
            span,
            "this card has no `points` field, so its points are none",
            "no points to read",
            "copy the printed point box into a `points` field",
        ));
    }
}
