//! Reading the seed-phase expectations of a scenario: `expect phase`, `expect seeds` and
//! `expect spaceline` (docs/scenarios.md).

use super::model::Expectation;
use super::parse::{children, text_of, Rule};
use pest::iterators::Pair;

/// The expectation a seed-phase rule reads, or `None` for another rule.
pub(super) fn read(pair: &Pair<'_, Rule>) -> Option<Expectation> {
    let parts = children(pair.clone());
    Some(match pair.as_rule() {
        Rule::expect_phase => Expectation::Phase(parts.into_iter().next().map(text_of).unwrap_or_default()),
        Rule::expect_seeds => {
            let mut names = parts.into_iter().map(text_of);
            let mission = names.next().unwrap_or_default();
            Expectation::Seeds(mission, names.collect())
        }
        Rule::expect_spaceline => Expectation::Spaceline(
            parts
                .iter()
                .find(|p| p.as_rule() == Rule::spaceline_quadrant)
                .and_then(|q| crate::defs::Quadrant::from_name(q.as_str())),
            parts
                .into_iter()
                .filter(|p| p.as_rule() == Rule::spaceline_entry)
                .map(|entry| {
                    let mut inner = entry.into_inner();
                    let title = inner.next().map(text_of).unwrap_or_default();
                    let count = inner.next().map_or(1, |n| n.as_str().parse().unwrap_or(1));
                    (title, count)
                })
                .collect(),
        ),
        _ => return None,
    })
}
