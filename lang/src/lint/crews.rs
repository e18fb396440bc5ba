//! What the pool's personnel bring to a crew (skills, classifications, attribute totals,
//! titles), summed once per distinct list of affiliations. A rule asking what the personnel
//! of some affiliations bring together (L004, for every mission) then adds up a handful of
//! groups instead of walking the whole pool again, so it stays linear in the pool's size.

use super::walk::number_field;
use crate::ast::{Card, Expr, ExprKind, Member};
use crate::load::Pool;
use std::collections::HashMap;

/// The personnel of one list of affiliations, summed.
#[derive(Default)]
pub(crate) struct CrewGroup<'a> {
    /// The affiliations these personnel have, as their `affiliation` field lists them.
    pub(crate) affiliations: Vec<&'a str>,
    /// Skill and classification counts; infinite when a universal personnel has it.
    pub(crate) skills: HashMap<&'a str, f64>,
    /// INTEGRITY, CUNNING, STRENGTH totals.
    pub(crate) attributes: HashMap<&'static str, f64>,
}

/// The pool's personnel in groups by affiliation list.
#[derive(Default)]
pub(crate) struct Crews<'a> {
    groups: Vec<CrewGroup<'a>>,
    /// The groups that hold a personnel of each title.
    groups_of_title: HashMap<&'a str, Vec<usize>>,
}

impl<'a> Crews<'a> {
    /// Sums the personnel of `pool`, in one pass.
    pub(crate) fn gather(pool: &'a Pool) -> Self {
        let mut crews = Crews::default();
        let mut group_of: HashMap<Vec<&'a str>, usize> = HashMap::new();
        for (_, card) in pool.cards() {
            if card.kind.name != "personnel" {
                continue;
            }
            let affiliations = names_in(card, "affiliation");
            let index = *group_of.entry(affiliations.clone()).or_insert_with(|| {
                crews.groups.push(CrewGroup {
                    affiliations,
                    ..CrewGroup::default()
                });
                crews.groups.len() - 1
            });
            let groups = crews.groups_of_title.entry(card.title.name.as_str()).or_default();
            if !groups.contains(&index) {
                groups.push(index);
            }
            add_personnel(&mut crews.groups[index], card);
        }
        crews
    }

    /// Every group.
    pub(crate) fn groups(&self) -> &[CrewGroup<'a>] {
        &self.groups
    }

    /// Whether a personnel of this title is in one of the groups `eligible` marks.
    pub(crate) fn has_title(&self, title: &str, eligible: &[bool]) -> bool {
        self.groups_of_title
            .get(title)
            .is_some_and(|groups| groups.iter().any(|&g| eligible[g]))
    }
}

/// Adds what one personnel brings to its group.
fn add_personnel<'a>(group: &mut CrewGroup<'a>, card: &'a Card) {
    let universal = card
        .members
        .iter()
        .any(|m| matches!(m, Member::Flag(f) if f.name == "universal"));
    let copies = if universal { f64::INFINITY } else { 1.0 };
    for skill in card.field("skills").iter().flat_map(|f| &f.values) {
        let (name, amount) = match &skill.kind {
            ExprKind::Multiplied { term, multiplier } => (
                name_of(term),
                f64::from(multiplier.numerator) / f64::from(multiplier.denominator),
            ),
            _ => (name_of(skill), 1.0),
        };
        if let Some(name) = name {
            *group.skills.entry(name).or_default() += amount * copies;
        }
    }
    for class in names_in(card, "classification") {
        *group.skills.entry(class).or_default() += copies;
    }
    for (field, attribute) in [
        ("integrity", "INTEGRITY"),
        ("cunning", "CUNNING"),
        ("strength", "STRENGTH"),
    ] {
        if let Some((value, _)) = number_field(card, field) {
            *group.attributes.entry(attribute).or_default() += value as f64 * copies;
        }
    }
}

/// The bare names or texts of a field (`attempted_by: Federation, "Non-Aligned"`).
pub(crate) fn names_in<'a>(card: &'a Card, field: &str) -> Vec<&'a str> {
    card.field(field)
        .map(|f| f.values.iter().filter_map(name_of).collect())
        .unwrap_or_default()
}

/// The name or text of a bare value.
pub(crate) fn name_of(expr: &Expr) -> Option<&str> {
    match &expr.kind {
        ExprKind::Name { name } | ExprKind::Text { value: name } => Some(name),
        _ => None,
    }
}
