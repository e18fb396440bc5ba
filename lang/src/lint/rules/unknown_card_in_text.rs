//! # L011 unknown-card-in-text
//!
//! **Finds** a card title in braces, `{Title}`, in the printed text quoted in a card's
//! comments, that names no card of the pool. A word the card's text matches with
//! `title_has("Word")` (`{Treaty}` for any Treaty card) is not taken as a title.
//!
//! **Why it matters**: card references in the game text itself are checked (an error,
//! `pool::unknown-card`), but a title in the quoted text is where a card's interactions are
//! read from: a misspelt title there hides which card the text is about, and a card of
//! another set means the script cannot be tested against it until that card is added.
//!
//! **Example** (Q2's text with a misspelt title):
//!
//! ```text
//! interrupt "Example" {
//!   // "Nullifies {Amanda Rodgers} OR {Kevin Uxbridge}."     // L011: no such card
//!   respond to play({Amanda Rogers} or {Kevin Uxbridge}) as it {
//!     nullify it
//!   }
//! }
//! ```
//!
//! Fix: correct the title; for a card of a set not in the pool yet, add the card, or allow
//! the rule on this card with `// lint: allow(L011)` and say why.

use super::super::{CardContext, Finding, Level, Rule};
use crate::span::Span;
use std::collections::HashSet;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L011",
    name: "unknown-card-in-text",
    level: Level::Warn,
    summary: "a `{Title}` in a card's quoted text that names no card of the pool",
    source: include_str!("unknown_card_in_text.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let text = cx.card_text();
    let title_words = title_words(text);
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        if let Some(comment_at) = line.find("//") {
            let comment = &line[comment_at..];
            let mut from = 0;
            while let Some(open) = comment[from..].find('{') {
                let title_start = from + open + 1;
                let Some(close) = comment[title_start..].find('}') else {
                    break;
                };
                let title = &comment[title_start..title_start + close];
                from = title_start + close + 1;
                let starts_like_title = title.chars().next().is_some_and(|c| !c.is_whitespace());
                // `{Treaty}` for "any Treaty card", scripted as `title_has("Treaty")`, is no title.
                let title_word = title_words.contains(title);
                if starts_like_title && !title_word && !cx.pool.cards.contains_key(title) {
                    let start = cx.card.span.start() + line_start + comment_at + title_start - 1;
                    out.push(Finding::new(
                        Span::new(start, start + title.len() + 2),
                        format!("`{{{title}}}` names no card of the pool"),
                        "unknown card",
                        "correct the title, or add the card to the pool",
                    ));
                }
            }
        }
        line_start += line.len();
    }
}

/// The words the card's text matches titles with, `title_has("Treaty")`: found in one pass,
/// so a comment full of braces costs no more than its length.
fn title_words(text: &str) -> HashSet<&str> {
    const CALL: &str = "title_has(\"";
    let mut words = HashSet::new();
    let mut rest = text;
    while let Some(at) = rest.find(CALL) {
        rest = &rest[at + CALL.len()..];
        if let Some(end) = rest.find('"') {
            if rest[end..].starts_with("\")") {
                words.insert(&rest[..end]);
            }
        }
    }
    words
}
