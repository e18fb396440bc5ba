//! # L023 duplicate-errata
//!
//! **Finds** a patch of an errata entry that leaves its card as it was: it sets a field to the
//! value the card already has, adds a flag the card already has, replaces an ability with the
//! same ability, or adds an ability the card already has (comments and layout aside). "Already"
//! means as the card stands when the entry applies: as printed, or as earlier errata left it.
//!
//! **Why it matters**: an erratum is written because the card changed. A patch that changes
//! nothing is either a leftover (the card's file was already edited to the errata'd text, so
//! the printed behaviour is lost under every ruleset) or a copy of an earlier erratum that was
//! meant to say something else. The finding points at the patch in the errata file, with a
//! second label at what it repeats (in the card's file or in the earlier errata entry).
//!
//! **Example**:
//!
//! ```text
//! personnel "T'Pan" { ... integrity: 8 ... }        // cards/premiere/t-pan.card
//!
//! errata "T'Pan" {                                    // cards/errata/t-pan.errata
//!   source: "Glossary S:446"
//!   date: "1996-01-01"
//!   reason: "the errata'd integrity"
//!   integrity: 8                                      // L023: the card already has 8
//! }
//! ```
//!
//! An errata entry allows the rule with `// lint: allow(L023)` inside its braces (for a
//! patch kept on purpose, such as one that restates a field an earlier erratum already set).

use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{Card, Member};
use crate::errata::{member_span, Applied, Patch};
use crate::source::FileId;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L023",
    name: "duplicate-errata",
    level: Level::Warn,
    summary: "an errata patch that leaves its card as it was",
    source: include_str!("duplicate_errata.rs"),
    check,
};

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    for (index, applied) in cx.errata.iter().enumerate() {
        for patch in &applied.erratum.patches {
            let Some((member, what)) = already_there(&applied.before, patch) else {
                continue;
            };
            let origin = written_by(&cx.errata[..index], member).unwrap_or(cx.file);
            out.push(
                Finding::new(
                    patch.span(),
                    format!("this erratum {what} \"{}\" already has", cx.card.title.name),
                    "changes nothing",
                    "write the patch that changes the card, or remove it; if the card's file \
                     already says the errata'd text, put the printed text back in the card",
                )
                .in_file(applied.erratum.file)
                .with_secondary(origin, member_span(member), "the card already has this"),
            );
        }
    }
}

/// The member of `card` that the patch would only repeat, and what the patch does.
fn already_there<'c>(card: &'c Card, patch: &Patch) -> Option<(&'c Member, &'static str)> {
    match patch {
        Patch::SetField(field) => card
            .members
            .iter()
            .find(|m| {
                matches!(m, Member::Field(f) if f.name.name == field.name.name
                    && shape(&f.values) == shape(&field.values))
            })
            .map(|m| (m, "sets a field to the value")),
        Patch::AddFlag(flag) => card
            .members
            .iter()
            .find(|m| matches!(m, Member::Flag(f) if f.name == flag.name))
            .map(|m| (m, "adds a flag")),
        Patch::ReplaceAbility { index, ability, .. } => card
            .members
            .iter()
            .filter(|m| matches!(m, Member::Ability(_)))
            .nth(index - 1)
            .filter(|m| matches!(m, Member::Ability(a) if shape(&a.kind) == shape(&ability.kind)))
            .map(|m| (m, "replaces an ability with the one")),
        Patch::AddAbility(ability) => card
            .members
            .iter()
            .find(|m| matches!(m, Member::Ability(a) if shape(&a.kind) == shape(&ability.kind)))
            .map(|m| (m, "adds an ability")),
        Patch::RemoveAbility { .. } | Patch::Unset { .. } => None,
    }
}

/// A node as written, spans aside, to compare two nodes.
fn shape<T: serde::Serialize>(node: &T) -> Option<String> {
    crate::span::shape_of(node)
}

/// The file of the latest earlier erratum that wrote this very member, if one did.
fn written_by(earlier: &[&Applied], member: &Member) -> Option<FileId> {
    earlier.iter().rev().find_map(|applied| {
        applied
            .erratum
            .patches
            .iter()
            .any(|p| p.member().as_ref() == Some(member))
            .then_some(applied.erratum.file)
    })
}
