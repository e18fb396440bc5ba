//! # L010 stat-out-of-printed-range
//!
//! **Finds** printed numbers that the card type allows in its schema but no printed card of
//! that type has: `points` that are not a multiple of 5, a personnel attribute
//! (INTEGRITY, CUNNING, STRENGTH) of 0, and a mission `span` above 5.
//!
//! **Why it matters**: the schema ranges of `stdlib/card_types.card` are wide on purpose
//! (they are errors when broken); inside them, these values do not occur on printed cards of
//! the sets in `../shared/data` (points 5 to 60 in steps of 5, attributes from 1, spans 2 to
//! 5), so they are nearly always a digit dropped or swapped.
//!
//! **Example**:
//!
//! ```text
//! mission "Example" {
//!   kind: planet
//!   quadrant: Alpha
//!   span: 3
//!   points: 32            // L010: printed points are multiples of 5
//! }
//! ```

use super::super::walk::number_field;
use super::super::{CardContext, Finding, Level, Rule};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L010",
    name: "stat-out-of-printed-range",
    level: Level::Warn,
    summary: "points not a multiple of 5, a personnel attribute of 0, or a mission span above 5",
    source: include_str!("stat_out_of_printed_range.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let card = cx.card;
    if let Some((points, expr)) = number_field(card, "points") {
        if points % 5 != 0 {
            out.push(Finding::new(
                expr.span,
                format!("{points} points: printed points are multiples of 5"),
                "not a multiple of 5",
                "check the printed point box",
            ));
        }
    }
    if card.kind.name == "personnel" {
        for field in ["integrity", "cunning", "strength"] {
            if let Some((0, expr)) = number_field(card, field) {
                out.push(Finding::new(
                    expr.span,
                    format!("`{field}` is 0: printed personnel have 1 or more"),
                    "no printed personnel has 0",
                    "check the printed attribute",
                ));
            }
        }
    }
    if card.kind.name == "mission" {
        if let Some((span, expr)) = number_field(card, "span").filter(|(span, _)| *span > 5) {
            out.push(Finding::new(
                expr.span,
                format!("span {span}: printed missions have spans from 1 to 5"),
                "longer than any printed span",
                "check the printed span",
            ));
        }
    }
}
