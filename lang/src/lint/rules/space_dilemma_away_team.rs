//! # L020 space-dilemma-away-team
//!
//! **Finds** a dilemma seeded only at space missions (`seeds: space`) whose text acts on
//! `away_team`.
//!
//! **Why it matters**: at a space mission the crew attempting it is a ship's crew, not an Away
//! Team (M:278); a space dilemma that reads `away_team` finds nobody, and its effect does
//! nothing. Usually the `seeds` field is wrong (the printed card has the planet icon), or the
//! text meant `crew`.
//!
//! **Example**:
//!
//! ```text
//! dilemma "Example" {
//!   seeds: space               // printed as a planet dilemma
//!   encounter {
//!     kill away_team.random()  // L020
//!   }
//! }
//! ```

use super::super::walk::{card_exprs, is_name, name_field};
use super::super::{CardContext, Finding, Level, Rule};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L020",
    name: "space-dilemma-away-team",
    level: Level::Warn,
    summary: "a space-only dilemma whose text acts on `away_team`",
    source: include_str!("space_dilemma_away_team.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if cx.card.kind.name != "dilemma" || name_field(cx.card, "seeds") != Some("space") {
        return;
    }
    if let Some(expr) = card_exprs(cx.card).into_iter().find(|e| is_name(e, "away_team")) {
        out.push(Finding::new(
            expr.span,
            "a dilemma seeded at space missions meets no Away Team",
            "no Away Team at a space mission",
            "check `seeds` against the printed card, or act on the ship's crew",
        ));
    }
}
