//! # L022 duplicate-collector-number
//!
//! **Finds** two cards of one set with the same collector `number`.
//!
//! **Why it matters**: a collector number identifies one card of a set; two cards with one
//! number means one of them was copied from the other's file and its number not changed, and
//! its other printed data (rarity, icons) is likely the old card's too. The first card in
//! file order is taken as the right one; the later ones are reported. The two border colours
//! of one card (`same_card_as`, M:481) share their number, and are not reported.
//!
//! **Example** (the file of one card copied to start another):
//!
//! ```text
//! personnel "Example Ensign" {
//!   set: Premiere
//!   number: 214      // L022: Hannah Bates is Premiere 214
//!   ...
//! }
//! ```

use super::super::walk::{card_refs, name_field, number_field};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::Card;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L022",
    name: "duplicate-collector-number",
    level: Level::Warn,
    summary: "two cards of one set with the same collector number",
    source: include_str!("duplicate_collector_number.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let (Some(set), Some((number, expr))) = (name_field(cx.card, "set"), number_field(cx.card, "number")) else {
        return;
    };
    let earlier = cx.facts.earlier_with_number(set, number, cx.file, cx.card.span.start());
    // The other printing of the same card (M:481), whichever file comes first.
    let printing_of = |card: &Card, title: &str| card_refs(card, "same_card_as").iter().any(|(t, _)| *t == title);
    let other_printing = |first: &str| {
        printing_of(cx.card, first)
            || cx
                .facts
                .card(first)
                .is_some_and(|c| printing_of(c, &cx.card.title.name))
    };
    if let Some(first) = earlier.filter(|first| !other_printing(first)) {
        out.push(Finding::new(
            expr.span,
            format!("{set} {number} is already `{first}`"),
            "collector number used twice",
            "check the printed collector number",
        ));
    }
}
