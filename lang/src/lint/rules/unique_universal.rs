//! # L008 unique-universal
//!
//! **Finds** a `universal` card whose printed text, as quoted in its comments, says it is
//! unique ("(Unique.)", "Unique.").
//!
//! **Why it matters**: a universal card may be in play in any number of copies (M:263),
//! while "(Unique.)" allows one. The two cannot both be true: either the `universal` flag
//! was copied from a neighbouring card, or the quote belongs to another card.
//!
//! **Example**:
//!
//! ```text
//! interrupt "Example" {
//!   universal                     // L008
//!   // "Plays on your ship. ... (Unique.)"
//!   plays on ship
//! }
//! ```
//!
//! Fix: remove `universal` (the printed card has no universal star), or fix the quote.

use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::Member;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L008",
    name: "unique-universal",
    level: Level::Warn,
    summary: "a universal card whose printed text says it is unique",
    source: include_str!("unique_universal.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let Some(flag) = cx.card.members.iter().find_map(|m| match m {
        Member::Flag(flag) if flag.name == "universal" => Some(flag),
        _ => None,
    }) else {
        return;
    };
    let says_unique = cx
        .card_text()
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix("//"))
        .any(|comment| comment.contains("(Unique.)") || comment.contains("Unique."));
    if says_unique {
        out.push(Finding::new(
            flag.span,
            "a universal card cannot be unique, and its printed text says \"Unique\"",
            "universal",
            "remove `universal` if the printed card has no universal star, or fix the quoted text",
        ));
    }
}
