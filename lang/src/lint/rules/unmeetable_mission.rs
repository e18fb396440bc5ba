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

use super::super::crews::{name_of, names_in, Crews};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{CompareOp, Expr, ExprKind};
use std::collections::HashMap;

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
struct Crew<'f> {
    /// Skill and classification counts; infinite when a universal personnel has it.
    skills: HashMap<&'f str, f64>,
    /// INTEGRITY, CUNNING, STRENGTH totals.
    attributes: HashMap<&'static str, f64>,
    /// Which of the pool's groups of personnel (by affiliation list) may join.
    eligible: Vec<bool>,
    /// The pool's personnel.
    crews: &'f Crews<'f>,
}

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    if cx.card.kind.name != "mission" {
        return;
    }
    let Some(requirements) = cx.card.field("requirements").and_then(|f| f.values.first()) else {
        return;
    };
    let attempted_by = names_in(cx.card, "attempted_by");
    let crew = gather(&cx.facts.crews, &attempted_by);
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

/// Adds up the groups of the pool's personnel who may join a crew attempting the mission.
fn gather<'f>(crews: &'f Crews<'f>, attempted_by: &[&str]) -> Crew<'f> {
    let mut crew = Crew {
        skills: HashMap::new(),
        attributes: HashMap::new(),
        eligible: Vec::with_capacity(crews.groups().len()),
        crews,
    };
    for group in crews.groups() {
        let eligible = attempted_by.is_empty()
            || group
                .affiliations
                .iter()
                .any(|a| *a == "Non-Aligned" || attempted_by.contains(a));
        crew.eligible.push(eligible);
        if !eligible {
            continue;
        }
        for (skill, amount) in &group.skills {
            *crew.skills.entry(skill).or_default() += amount;
        }
        for (attribute, total) in &group.attributes {
            *crew.attributes.entry(attribute).or_default() += total;
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
        ExprKind::CardRef { title } => crew.crews.has_title(title, &crew.eligible) || !card_is_personnel(cx, title),
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
