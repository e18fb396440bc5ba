//! Reading errata entries out of the items of an errata file.

use super::{Erratum, Patch, RULE_ERRATA_KIND};
use crate::ast::{Card, ExprKind, Field, Item, Member, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::{Ident, Span};

/// The errata entries of parsed errata files, with a diagnostic for each malformed one.
pub fn read(files: &[(FileId, Module)]) -> (Vec<Erratum>, Vec<Diagnostic>) {
    let mut entries = Vec::new();
    let mut diagnostics = Vec::new();
    for (file, module) in files {
        for item in &module.items {
            match item {
                Item::Card(card) if card.kind.name == "errata" || card.kind.name == RULE_ERRATA_KIND => {
                    if let Some(entry) = read_entry(*file, card, &mut diagnostics) {
                        entries.push(entry);
                    }
                }
                other => diagnostics.push(
                    Diagnostic::error(
                        "errata::not-an-entry",
                        *file,
                        other.span(),
                        "an errata file holds errata entries only",
                    )
                    .with_label("not an `errata \"Title\" { ... }` entry")
                    .with_help(
                        "cards and declarations go in `.card` files; write `errata \"Card Title\" { ... }` here",
                    ),
                ),
            }
        }
    }
    (entries, diagnostics)
}

/// One entry, or none if it lacks what every entry needs.
fn read_entry(file: FileId, card: &Card, diagnostics: &mut Vec<Diagnostic>) -> Option<Erratum> {
    let mut source = None;
    let mut date = None;
    let mut reason = None;
    let mut rulesets = Vec::new();
    let mut patches = Vec::new();
    let mut pending_replace: Option<(usize, crate::span::Span)> = None;
    let mut complete = true;
    for member in &card.members {
        if let Some((index, span)) = pending_replace.take() {
            match member {
                Member::Ability(ability) => {
                    patches.push(Patch::ReplaceAbility {
                        index,
                        span,
                        ability: ability.clone(),
                    });
                    continue;
                }
                _ => {
                    diagnostics.push(replace_without_ability(file, span));
                    complete = false;
                }
            }
        }
        match member {
            Member::Field(field) => match field.name.name.as_str() {
                "source" => source = text_value(file, field, diagnostics),
                "reason" => reason = text_value(file, field, diagnostics),
                "date" => date = date_value(file, field, diagnostics),
                "ruleset" => match ruleset_names(file, field, diagnostics) {
                    Some(names) => rulesets.extend(names),
                    None => complete = false,
                },
                "replace" => match index_value(file, field, diagnostics) {
                    Some(index) => pending_replace = Some((index, field.span)),
                    None => complete = false,
                },
                "remove" => match index_value(file, field, diagnostics) {
                    Some(index) => patches.push(Patch::RemoveAbility {
                        index,
                        span: field.span,
                    }),
                    None => complete = false,
                },
                "unset" => match unset_name(file, field, diagnostics) {
                    Some(name) => patches.push(Patch::Unset { name, span: field.span }),
                    None => complete = false,
                },
                _ => patches.push(Patch::SetField(field.clone())),
            },
            Member::Flag(flag) => patches.push(Patch::AddFlag(flag.clone())),
            Member::Ability(ability) => patches.push(Patch::AddAbility(ability.clone())),
        }
    }
    if let Some((_, span)) = pending_replace {
        diagnostics.push(replace_without_ability(file, span));
        complete = false;
    }
    let missing: Vec<&str> = [
        ("source", source.is_none()),
        ("date", date.is_none()),
        ("reason", reason.is_none()),
    ]
    .into_iter()
    .filter_map(|(name, absent)| absent.then_some(name))
    .collect();
    if !missing.is_empty() {
        diagnostics.push(
            Diagnostic::error(
                "errata::missing-field",
                file,
                card.title.span,
                format!("errata entry has no {}", missing.join(", ")),
            )
            .with_label("this entry")
            .with_help("every errata entry says where it comes from (`source`), when it took effect (`date: \"YYYY-MM-DD\"`) and why (`reason`)"),
        );
        return None;
    }
    if !complete {
        return None;
    }
    Some(Erratum {
        file,
        target: card.title.clone(),
        on_rule: card.kind.name == RULE_ERRATA_KIND,
        rulesets,
        source: source?,
        date: date?,
        reason: reason?,
        patches,
        span: card.span,
    })
}

/// The text of a one-string field.
fn text_value(file: FileId, field: &Field, diagnostics: &mut Vec<Diagnostic>) -> Option<String> {
    if let [value] = field.values.as_slice() {
        match &value.kind {
            ExprKind::Text { value } => return Some(value.to_string()),
            ExprKind::Name { name } => return Some(name.to_string()),
            _ => {}
        }
    }
    diagnostics.push(
        Diagnostic::error(
            "errata::bad-value",
            file,
            field.span,
            format!("`{}` takes one quoted text", field.name.name),
        )
        .with_label("expected a quoted text")
        .with_help(format!("write `{}: \"...\"`", field.name.name)),
    );
    None
}

/// The ruleset names of a `ruleset: "faq-1995"` field (one or more quoted names).
fn ruleset_names(file: FileId, field: &Field, diagnostics: &mut Vec<Diagnostic>) -> Option<Vec<Ident>> {
    let names: Option<Vec<Ident>> = field
        .values
        .iter()
        .map(|value| match &value.kind {
            ExprKind::Text { value: text } => Some(Ident::new(text.clone(), value.span)),
            _ => None,
        })
        .collect();
    if names.is_none() {
        diagnostics.push(
            Diagnostic::error(
                "errata::bad-value",
                file,
                field.span,
                "`ruleset` takes the quoted names of rulesets",
            )
            .with_label("expected a quoted ruleset name")
            .with_help("write `ruleset: \"faq-1995\"`; the rulesets are in stdlib/rules.card (`vocabulary ruleset`)"),
        );
    }
    names
}

/// The date of a `date: "YYYY-MM-DD"` field.
fn date_value(file: FileId, field: &Field, diagnostics: &mut Vec<Diagnostic>) -> Option<String> {
    let text = text_value(file, field, diagnostics)?;
    if is_date(&text) {
        return Some(text);
    }
    diagnostics.push(
        Diagnostic::error("errata::bad-date", file, field.span, format!("`{text}` is not a date"))
            .with_label("expected YYYY-MM-DD")
            .with_help("write the day the errata took effect, such as `date: \"1996-03-01\"`"),
    );
    None
}

/// Whether a text is a date `YYYY-MM-DD` with a month 01-12 and a day 01-31.
pub fn is_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let [year, month, day] = parts.as_slice() else {
        return false;
    };
    let number = |s: &str, len: usize| {
        (s.len() == len && s.chars().all(|c| c.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    matches!(
        (number(year, 4), number(month, 2), number(day, 2)),
        (Some(_), Some(1..=12), Some(1..=31))
    )
}

/// The ability number of a `replace: N` or `remove: N` field.
fn index_value(file: FileId, field: &Field, diagnostics: &mut Vec<Diagnostic>) -> Option<usize> {
    if let [value] = field.values.as_slice() {
        if let ExprKind::Number { value } = value.kind {
            if value >= 1 {
                return usize::try_from(value).ok();
            }
        }
    }
    diagnostics.push(
        Diagnostic::error(
            "errata::bad-value",
            file,
            field.span,
            format!("`{}` takes an ability number", field.name.name),
        )
        .with_label("expected a number from 1")
        .with_help("abilities are counted from 1 in the order the card's file writes them"),
    );
    None
}

/// The name of an `unset: NAME` field: one bare name, of a field or a flag.
fn unset_name(file: FileId, field: &Field, diagnostics: &mut Vec<Diagnostic>) -> Option<Ident> {
    if let [value] = field.values.as_slice() {
        if let ExprKind::Name { name } = &value.kind {
            return Some(Ident::new(name.clone(), value.span));
        }
    }
    diagnostics.push(
        Diagnostic::error(
            "errata::bad-value",
            file,
            field.span,
            "`unset` takes the name of a field or a flag",
        )
        .with_label("expected one name")
        .with_help("write `unset: commander` to remove a field, `unset: unique` to remove a flag"),
    );
    None
}

/// A `replace: N` with no ability after it to put in its place.
fn replace_without_ability(file: FileId, span: Span) -> Diagnostic {
    Diagnostic::error(
        "errata::replace-without-ability",
        file,
        span,
        "`replace` needs the new ability after it",
    )
    .with_label("nothing replaces this ability")
    .with_help("write the new ability on the line after `replace: N`, or use `remove: N`")
}
