//! Reading the expectations about stations and who holds them: `expect affiliation`,
//! `expect controller`, `expect face` and `expect sites` (docs/scenarios.md).

use super::model::Expectation;
use super::parse::{children, player, text_of, Rule};
use pest::iterators::Pair;

/// The expectation a station rule reads, or `None` for another rule.
pub(super) fn read(pair: &Pair<'_, Rule>) -> Option<Expectation> {
    let mut parts = children(pair.clone()).into_iter();
    let rule = pair.as_rule();
    if !matches!(
        rule,
        Rule::expect_affiliation | Rule::expect_controller | Rule::expect_face | Rule::expect_sites
    ) {
        return None;
    }
    let name = parts.next().map(text_of).unwrap_or_default();
    Some(match rule {
        Rule::expect_affiliation => Expectation::Affiliation(name, parts.map(text_of).collect()),
        Rule::expect_controller => Expectation::Controller(name, parts.next().map(player)?),
        Rule::expect_face => Expectation::Face(name, parts.next().map(text_of)?),
        _ => Expectation::Sites(name, parts.map(text_of).collect()),
    })
}
