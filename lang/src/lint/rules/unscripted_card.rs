//! # L024 unscripted-card
//!
//! **Finds** a `{Title}` in a card's game text or fields that names a card printed in a set
//! of the project's data (`data/`) but not defined by any card file of the pool.
//!
//! **Why it matters**: a card may name a card nobody has scripted yet (a card of a later set,
//! such as First Contact's Scout Encounter). That is no error: the card can be
//! written, checked and played today. But until the named card is added, the reference
//! matches nothing in a game (`stccg play` says so when it starts), and the interaction
//! cannot be tested by a scenario. A title no set prints is the error `pool::unknown-card`.
//!
//! **Example**:
//!
//! ```text
//! interrupt "Example" {
//!   // "Nullifies Scout Encounter."
//!   respond to play({Scout Encounter}) as it {    // L024: Scout Encounter is not scripted yet
//!     nullify it
//!   }
//! }
//! ```
//!
//! Fix: add the named card (`stccg new "Scout Encounter"` starts its file), or allow the rule on
//! this card with `// lint: allow(L024)` until it is.

use super::super::walk::card_exprs;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, Expr, ExprKind, Member};
use crate::span::Span;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L024",
    name: "unscripted-card",
    level: Level::Warn,
    summary: "a `{Title}` naming a card a set prints but no card file defines yet",
    source: include_str!("unscripted_card.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for (title, span) in references(cx) {
        if !cx.pool.cards.contains_key(title) && crate::set_data::is_printed_title(title) {
            out.push(Finding::new(
                span,
                format!("\"{title}\" is printed in a set but not scripted yet: the reference matches nothing"),
                "no card file defines it",
                format!("add the card (`stccg new \"{title}\"` starts its file)"),
            ));
        }
    }
}

/// Every card reference of the card: in its fields, its game text, its special downloads.
fn references<'a>(cx: &CardContext<'a>) -> Vec<(&'a str, Span)> {
    let mut found = Vec::new();
    let mut visit = |e: &'a Expr| {
        if let ExprKind::CardRef { title } = &e.kind {
            found.push((title.as_str(), e.span));
        }
    };
    for member in &cx.card.members {
        if let Member::Field(field) = member {
            for value in &field.values {
                value.walk(&mut visit);
            }
        }
    }
    for expr in card_exprs(cx.card) {
        visit(expr);
    }
    for ability in super::super::walk::abilities(cx.card) {
        if let AbilityKind::SpecialDownload { card } = &ability.kind {
            found.push((card.name.as_str(), card.span));
        }
    }
    found.sort_by_key(|(_, span)| span.start());
    found.dedup();
    found
}
