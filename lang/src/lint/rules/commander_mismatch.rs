//! # L021 commander-mismatch
//!
//! **Finds** a matching-commander link (a personnel's `commands`, or a ship's `commander`)
//! between a personnel and a ship that share no affiliation, neither being Non-Aligned.
//!
//! **Why it matters**: a matching commander (M:127-141) commands a ship of his own
//! affiliation: Gowron and the I.K.S. Bortas, Jean-Luc Picard and the U.S.S. Enterprise. A
//! link across affiliations is nearly always a title picked from the wrong line of a list,
//! and gives the commander bonus to a ship he cannot even staff. Either side of the link is
//! enough for the runtime, so a link written on one side only is fine; a title that is no
//! card of the pool is `pool::unknown-card`, not this rule.
//!
//! **Example**:
//!
//! ```text
//! personnel "Example Captain" {
//!   affiliation: Klingon
//!   ...
//!   commands: {U.S.S. Enterprise}     // L021: a Federation ship
//! }
//! ```

use super::super::walk::card_refs;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{Card, ExprKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L021",
    name: "commander-mismatch",
    level: Level::Warn,
    summary: "a matching-commander link between a personnel and a ship of different affiliations",
    source: include_str!("commander_mismatch.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let (field, other_kind) = match cx.card.kind.name.as_str() {
        "personnel" => ("commands", "ship"),
        "ship" => ("commander", "personnel"),
        _ => return,
    };
    let own = affiliations(cx.card);
    for (title, expr) in card_refs(cx.card, field) {
        let Some(other) = cx.facts.card(title) else {
            continue;
        };
        if other.kind.name != other_kind {
            continue;
        }
        let theirs = affiliations(other);
        let aligned = own.iter().chain(&theirs).any(|a| *a == "Non-Aligned") || own.iter().any(|a| theirs.contains(a));
        if !aligned && !own.is_empty() && !theirs.is_empty() {
            out.push(Finding::new(
                expr.span,
                format!(
                    "`{title}` is {}, `{}` is {}",
                    theirs.join(", "),
                    cx.card.title.name,
                    own.join(", ")
                ),
                "a commander of another affiliation",
                "check the title against the printed lore",
            ));
        }
    }
}

/// The affiliations of a card.
fn affiliations(card: &Card) -> Vec<&str> {
    card.field("affiliation")
        .map(|f| {
            f.values
                .iter()
                .filter_map(|v| match &v.kind {
                    ExprKind::Name { name } | ExprKind::Text { value: name } => Some(name.as_str()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}
