//! The rules of the registry, one file each; a rule's `//!` doc is its documentation.
//! To add a rule: copy a file, give it the next free code, and list its `RULE` below.

mod commander_mismatch;
mod contradictory_condition;
mod dilemma_without_failure;
mod duplicate_ability;
mod duplicate_collector_number;
mod duplicate_errata;
mod empty_ability;
mod empty_branch;
mod empty_selector;
mod never_triggers;
mod points_never_scored;
mod response_modifies_nothing;
mod score_without_points;
mod space_dilemma_away_team;
mod stat_out_of_printed_range;
mod static_without_effect;
mod todo_in_complete;
mod trigger_loop;
mod unique_universal;
mod unknown_card_in_text;
mod unmeetable_mission;
mod unscripted_card;
mod unused_binding;

use super::walk::card_exprs;
use super::Rule;
use crate::ast::{Card, ExprKind};
use crate::span::Span;

/// Every rule, in code order.
pub(crate) static RULES: &[Rule] = &[
    never_triggers::RULE,
    response_modifies_nothing::RULE,
    static_without_effect::RULE,
    unmeetable_mission::RULE,
    dilemma_without_failure::RULE,
    empty_selector::RULE,
    unique_universal::RULE,
    todo_in_complete::RULE,
    stat_out_of_printed_range::RULE,
    unknown_card_in_text::RULE,
    unused_binding::RULE,
    duplicate_ability::RULE,
    empty_ability::RULE,
    empty_branch::RULE,
    contradictory_condition::RULE,
    points_never_scored::RULE,
    score_without_points::RULE,
    space_dilemma_away_team::RULE,
    commander_mismatch::RULE,
    duplicate_collector_number::RULE,
    duplicate_errata::RULE,
    unscripted_card::RULE,
    trigger_loop::RULE,
];

/// The span of the first `points(self)` in the card's text.
fn own_points_span(card: &Card) -> Option<Span> {
    card_exprs(card).into_iter().find_map(|e| match &e.kind {
        ExprKind::Call { callee, args }
            if callee.name == "points" && args.first().is_some_and(|a| super::walk::is_name(&a.value, "self")) =>
        {
            Some(e.span)
        }
        _ => None,
    })
}

/// Whether the card's text reads its own points.
fn reads_own_points(card: &Card) -> bool {
    own_points_span(card).is_some()
}
