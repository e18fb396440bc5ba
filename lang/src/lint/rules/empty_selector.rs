//! # L006 empty-selector
//!
//! **Finds** a selector that can select nothing: a `.where(...)` that asks for two card types
//! at once (`where(ship and personnel)`), or `.up_to(0)`.
//!
//! **Why it matters**: a card is of one type, so such a selection is always empty and the
//! effect on it never does anything; the author nearly always meant `or`, or another number.
//!
//! **Example** (`and` for `or`):
//!
//! ```text
//! interrupt "Example" {
//!   on play {
//!     discard cards_at(here).where(equipment and artifact)   // L006: always empty
//!   }
//! }
//! ```
//!
//! Fix: `where(equipment or artifact)`.

use super::super::walk::card_exprs;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{Expr, ExprKind};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L006",
    name: "empty-selector",
    level: Level::Warn,
    summary: "a selector that can select nothing: two card types joined by `and`, or `up_to(0)`",
    source: include_str!("empty_selector.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for expr in card_exprs(cx.card) {
        let ExprKind::Member {
            name, args: Some(args), ..
        } = &expr.kind
        else {
            continue;
        };
        let Some(first) = args.first() else { continue };
        match name.name.as_str() {
            "where" => {
                if let Some(types) = conjoined_types(&first.value, cx) {
                    out.push(Finding::new(
                        first.value.span,
                        format!("a card cannot be both {types}, so this selects nothing"),
                        "always empty",
                        "join card types with `or`",
                    ));
                }
            }
            "up_to" if matches!(first.value.kind, ExprKind::Number { value: 0 }) => out.push(Finding::new(
                first.value.span,
                "`up_to(0)` selects nothing",
                "always empty",
                "write the printed number",
            )),
            _ => {}
        }
    }
}

/// Two or more distinct card types directly under one `and`, named like "ship and personnel".
fn conjoined_types(expr: &Expr, cx: &CardContext<'_>) -> Option<String> {
    let ExprKind::And { operands } = &expr.kind else {
        return None;
    };
    let mut types: Vec<&str> = operands
        .iter()
        .filter_map(|o| match &o.kind {
            ExprKind::Name { name } if cx.pool.symbols.card_types.contains_key(name.as_str()) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    types.sort_unstable();
    types.dedup();
    (types.len() >= 2).then(|| types.join(" and "))
}
