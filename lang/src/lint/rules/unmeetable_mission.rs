//! # L004 unmeetable-mission
//!
//! **Finds** a mission whose requirements no crew drawn from the pool can meet: every
//! personnel of an affiliation that may attempt it (and every Non-Aligned one) together,
//! each unique one counted once and each `universal` one as often as needed, still falls
//! short of a skill count or an attribute total, or lacks a named personnel.
//!
//! **Why it matters**: a mission nobody can solve is a typo in its requirements (`x5` for
//! `x2`, `CUNNING>350`), in its `attempted_by` icons, or in the skills of the personnel it
//! was meant for. Equipment and other cards that grant skills are not counted, and terms the
//! rule cannot measure (characteristics, other conditions) count as met.
//!
//! **Example** (a multiplier typed twice):
//!
//! ```text
//! mission "Example" {
//!   kind: space
//!   quadrant: Alpha
//!   span: 3
//!   attempted_by: Romulan
//!   requirements: Treachery x33 + Navigation     // L004: no Romulan crew has 33 Treachery
//! }
//! ```

use super::super::walk::number_field;
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{Card, CompareOp, Expr, ExprKind};
use std::collections::{HashMap, HashSet};

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L004",
    name: "unmeetable-mission",
    level: Level::Warn,
    summary: "a mission whose requirements no crew of the pool's personnel can meet",
    source: include_str!("unmeetable_mission.rs"),
    check,
};

/// Everything the pool's eligible personnel bring together.
#[derive(Default)]
struct Crew {
    /// Skill and classification counts; infinite when a universal personnel has it.
    skills: HashMap<String, f64>,
    /// INTEGRITY, CUNNING, STRENGTH totals.
    attributes: HashMap<&'static str, f64>,
    /// The titles of the personnel.
    titles: HashSet<String>,
}

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if cx.card.kind.name != "mission" {
        return;
    }
    let Some(requirements) = cx.card.field("requirements").and_then(|f| f.values.first()) else {
        return;
    };
    let attempted_by: Vec<String> = names_in(cx.card, "attempted_by");
    let crew = gather(cx, &attempted_by);
    if !can_meet(requirements, &crew, cx) {
        let who = if attempted_by.is_empty() {
            "any affiliation".to_string()
        } else {
            attempted_by.join(", ")
        };
        out.push(Finding::new(
            failing_term(requirements, &crew, cx).span,
            format!("no crew of the pool's {who} and Non-Aligned personnel meets these requirements"),
            "no crew meets this",
            "check the counts and multipliers against the printed card, and its `attempted_by`",
        ));
    }
}

/// The bare names or texts of a field (`attempted_by: Federation, "Non-Aligned"`).
fn names_in(card: &Card, field: &str) -> Vec<String> {
    card.field(field)
        .map(|f| f.values.iter().filter_map(name_of).map(str::to_string).collect())
        .unwrap_or_default()
}

fn name_of(expr: &Expr) -> Option<&str> {
    match &expr.kind {
        ExprKind::Name { name } | ExprKind::Text { value: name } => Some(name),
        _ => None,
    }
}

/// Adds up the personnel of the pool who may join a crew attempting the mission.
fn gather(cx: &CardContext<'_>, attempted_by: &[String]) -> Crew {
    let mut crew = Crew::default();
    for (_, card) in cx.pool.cards() {
        if card.kind.name != "personnel" {
            continue;
        }
        let affiliations = names_in(card, "affiliation");
        let eligible = attempted_by.is_empty()
            || affiliations
                .iter()
                .any(|a| a == "Non-Aligned" || attempted_by.contains(a));
        if !eligible {
            continue;
        }
        let copies = if card
            .members
            .iter()
            .any(|m| matches!(m, crate::ast::Member::Flag(f) if f.name == "universal"))
        {
            f64::INFINITY
        } else {
            1.0
        };
        crew.titles.insert(card.title.name.clone());
        for skill in card.field("skills").iter().flat_map(|f| &f.values) {
            let (name, amount) = match &skill.kind {
                ExprKind::Multiplied { term, multiplier } => (
                    name_of(term),
                    f64::from(multiplier.numerator) / f64::from(multiplier.denominator),
                ),
                _ => (name_of(skill), 1.0),
            };
            if let Some(name) = name {
                *crew.skills.entry(name.to_string()).or_default() += amount * copies;
            }
        }
        for class in names_in(card, "classification") {
            *crew.skills.entry(class).or_default() += copies;
        }
        for (field, attribute) in [
            ("integrity", "INTEGRITY"),
            ("cunning", "CUNNING"),
            ("strength", "STRENGTH"),
        ] {
            if let Some((value, _)) = number_field(card, field) {
                *crew.attributes.entry(attribute).or_default() += value as f64 * copies;
            }
        }
    }
    crew
}

/// The part of an unmet requirement to point at: the first unmet term of an `and`.
fn failing_term<'a>(expr: &'a Expr, crew: &Crew, cx: &CardContext<'_>) -> &'a Expr {
    match &expr.kind {
        ExprKind::And { operands } => operands
            .iter()
            .find(|o| !can_meet(o, crew, cx))
            .map_or(expr, |o| failing_term(o, crew, cx)),
        _ => expr,
    }
}

/// Whether some crew could meet the requirement; a term the rule cannot measure is met.
fn can_meet(expr: &Expr, crew: &Crew, cx: &CardContext<'_>) -> bool {
    match &expr.kind {
        ExprKind::And { operands } => operands.iter().all(|o| can_meet(o, crew, cx)),
        ExprKind::Or { operands } => operands.iter().any(|o| can_meet(o, crew, cx)),
        ExprKind::Name { .. } | ExprKind::Text { .. } => has_skill(expr, 1.0, crew, cx),
        ExprKind::Count { count, term } => has_skill(term, f64::from(*count), crew, cx),
        ExprKind::Multiplied { term, multiplier } => has_skill(
            term,
            f64::from(multiplier.numerator) / f64::from(multiplier.denominator),
            crew,
            cx,
        ),
        ExprKind::CardRef { title } => crew.titles.contains(title) || !card_is_personnel(cx, title),
        ExprKind::Compare { op, left, right } => {
            let (Some(attribute), ExprKind::Number { value }) = (name_of(left), &right.kind) else {
                return true;
            };
            let Some(total) = crew.attributes.get(attribute) else {
                return !matches!(attribute, "INTEGRITY" | "CUNNING" | "STRENGTH");
            };
            match op {
                CompareOp::Greater => *total > *value as f64,
                CompareOp::GreaterEqual | CompareOp::Equal => *total >= *value as f64,
                _ => true,
            }
        }
        _ => true,
    }
}

/// Whether the crew has `needed` of a skill or classification; other names count as met.
fn has_skill(term: &Expr, needed: f64, crew: &Crew, cx: &CardContext<'_>) -> bool {
    let Some(name) = name_of(term) else { return true };
    let symbols = &cx.pool.symbols;
    if !symbols.in_vocabulary("skill", name) && !symbols.in_vocabulary("classification", name) {
        return true;
    }
    crew.skills.get(name).copied().unwrap_or(0.0) >= needed
}

/// Whether the pool's card of this title is a personnel (a missing card counts as one).
fn card_is_personnel(cx: &CardContext<'_>, title: &str) -> bool {
    cx.facts.card(title).is_none_or(|card| card.kind.name == "personnel")
}
