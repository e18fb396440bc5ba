//! # L018 points-never-scored
//!
//! **Finds** a card other than a mission with a `points` field whose game text never reads
//! `points(self)`: the printed points are not scored by anything.
//!
//! **Why it matters**: a dilemma's or interrupt's bonus points are scored by its text ("Cure
//! with ... (score points)", "Worth points if destroyed"), written `score points(self)`.
//! Without it the printed points are data nobody uses, and the player never gets them.
//! Missions score their points by being solved, and an objective whose text completes it
//! (`complete self`) scores them by being completed, so neither is checked.
//!
//! **Example**:
//!
//! ```text
//! dilemma "Example" {
//!   seeds: planet
//!   points: 5            // L018: nothing scores these
//!   encounter {
//!     unless 2 MEDICAL {
//!       kill away_team.random()
//!     }
//!   }
//! }
//! ```

use super::super::walk::{card_statements, is_name, number_field};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::StatementKind;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L018",
    name: "points-never-scored",
    level: Level::Warn,
    summary: "a card (not a mission) with `points` whose text never uses `points(self)`",
    source: include_str!("points_never_scored.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if cx.card.kind.name == "mission" {
        return;
    }
    let Some((_, expr)) = number_field(cx.card, "points") else {
        return;
    };
    if !super::reads_own_points(cx.card) && !completes_itself(cx.card) {
        out.push(Finding::new(
            expr.span,
            "nothing in this card's text scores its points",
            "never scored",
            "write the clause that scores them, such as `score points(self)` where the printed text says so",
        ));
    }
}

/// Whether the card's text completes it (`complete self`), which scores its points.
fn completes_itself(card: &crate::ast::Card) -> bool {
    card_statements(card).into_iter().any(|statement| {
        matches!(&statement.kind, StatementKind::Effect(effect)
            if effect.verb.name == "complete" && effect.subject.as_ref().is_some_and(|s| is_name(s, "self")))
    })
}
