//! Checks a card's printed-data fields against the schema of its card type: every field
//! belongs to the type, none is given twice, required ones are present, and each value has
//! the kind, count and range the schema declares.

use super::CardCheck;
use crate::ast::{Expr, ExprKind, Member, Multiplicity, SchemaField};
use crate::diag::Diagnostic;
use crate::span::Span;
use crate::suggest;
use std::collections::HashMap;

/// Checks the fields and flags among `members` of a card of type `card_type`.
pub(super) fn check_fields(check: &mut CardCheck<'_>, card_type: &str, members: &[Member], title: Span) {
    let mut seen: HashMap<&str, Span> = HashMap::new();
    for member in members {
        let (name, span, values): (&crate::span::Ident, Span, &[Expr]) = match member {
            Member::Field(field) => (&field.name, field.span, &field.values),
            Member::Flag(flag) => (flag, flag.span, &[]),
            Member::Ability(_) => continue,
        };
        let Some(schema) = check.symbols.field(card_type, &name.name) else {
            unknown_field(check, card_type, name);
            continue;
        };
        if let Some(first) = seen.insert(name.name.as_str(), name.span) {
            check.diagnostics.push(
                Diagnostic::error(
                    "field::duplicate",
                    check.file,
                    name.span,
                    format!("field `{}` is given twice", name.name),
                )
                .with_label("given again here")
                .with_secondary(check.file, first, "first given here")
                .with_help("give each field once; list several values with commas"),
            );
            continue;
        }
        let is_flag_member = matches!(member, Member::Flag(_));
        check_values(check, schema, span, values, is_flag_member);
    }
    for schema in check.symbols.fields_of(card_type) {
        let required =
            matches!(schema.multiplicity, Multiplicity::One | Multiplicity::OneOrMore) && schema.kind.name != "flag";
        if required && !seen.contains_key(schema.name.name.as_str()) {
            check.diagnostics.push(
                Diagnostic::error(
                    "field::missing",
                    check.file,
                    title,
                    format!("{card_type} card has no `{}` field", schema.name.name),
                )
                .with_label("this card")
                .with_help(format!(
                    "every {card_type} card needs `{}: {}`",
                    schema.name.name,
                    kind_example(schema)
                )),
            );
        }
    }
}

fn unknown_field(check: &mut CardCheck<'_>, card_type: &str, name: &crate::span::Ident) {
    let fields: Vec<&str> = check
        .symbols
        .fields_of(card_type)
        .map(|f| f.name.name.as_str())
        .collect();
    let belongs_elsewhere: Vec<&str> = check
        .symbols
        .card_types
        .iter()
        .filter(|(_, (decl, _))| decl.schema.fields.iter().any(|f| f.name.name == name.name))
        .map(|(t, _)| t.as_str())
        .collect();
    let help = if let Some(near) = suggest::did_you_mean(&name.name, fields.iter().copied()) {
        format!("did you mean `{near}`?")
    } else if !belongs_elsewhere.is_empty() {
        format!(
            "`{}` is a field of {} cards; {card_type} cards have: {}",
            name.name,
            belongs_elsewhere.join(", "),
            fields.join(", ")
        )
    } else {
        format!("{card_type} cards have: {}", fields.join(", "))
    };
    check.diagnostics.push(
        Diagnostic::error(
            "field::not-in-type",
            check.file,
            name.span,
            format!("`{}` is not a field of {card_type} cards", name.name),
        )
        .with_label("unknown field for this card type")
        .with_help(help),
    );
}

fn check_values(check: &mut CardCheck<'_>, schema: &SchemaField, span: Span, values: &[Expr], is_flag_member: bool) {
    let kind = schema.kind.name.as_str();
    if kind == "flag" {
        if !is_flag_member {
            check.diagnostics.push(
                Diagnostic::error(
                    "field::flag-value",
                    check.file,
                    span,
                    format!("`{}` takes no value", schema.name.name),
                )
                .with_label("a flag is written alone")
                .with_help(format!("write just `{}` on its own line", schema.name.name)),
            );
        }
        return;
    }
    if is_flag_member {
        check.diagnostics.push(
            Diagnostic::error(
                "field::missing-value",
                check.file,
                span,
                format!("`{}` needs a value", schema.name.name),
            )
            .with_label("no value given")
            .with_help(format!("write `{}: {}`", schema.name.name, kind_example(schema))),
        );
        return;
    }
    let single = matches!(schema.multiplicity, Multiplicity::One | Multiplicity::Optional);
    if single && values.len() > 1 {
        check.diagnostics.push(
            Diagnostic::error(
                "field::too-many-values",
                check.file,
                values[1].span,
                format!("`{}` takes one value", schema.name.name),
            )
            .with_label("a second value")
            .with_help("remove the extra values"),
        );
    }
    for value in values {
        check_value(check, schema, value);
    }
}

/// A number outside its field's range is `field::out-of-range`.
fn check_range(check: &mut CardCheck<'_>, schema: &SchemaField, value: &Expr, n: i64) {
    if let Some((low, high)) = schema.range {
        if n < low || n > high {
            check.diagnostics.push(
                Diagnostic::error(
                    "field::out-of-range",
                    check.file,
                    value.span,
                    format!("`{}` is {n}, outside {low}..{high}", schema.name.name),
                )
                .with_label(format!("must be from {low} to {high}"))
                .with_help(format!(
                    "check the printed value; the rules allow {low} to {high} for this field"
                )),
            );
        }
    }
}

fn check_value(check: &mut CardCheck<'_>, schema: &SchemaField, value: &Expr) {
    let kind = schema.kind.name.as_str();
    match kind {
        "number" => match value.kind {
            ExprKind::Number { value: n } => check_range(check, schema, value, n),
            _ => wrong_kind(check, schema, value, "a number"),
        },
        // An attribute: a number in the range, or `undefined` for one printed as something
        // else (Mortal Q's CUNNING "Q"; Glossary, undefined attribute).
        "attribute_value" => match &value.kind {
            ExprKind::Name { name } if name.as_str() == crate::ast::UNDEFINED_ATTRIBUTE => {}
            ExprKind::Number { value: n } => check_range(check, schema, value, *n),
            _ => wrong_kind(check, schema, value, "a number or `undefined`"),
        },
        "text" => {
            if !matches!(value.kind, ExprKind::Text { .. }) {
                wrong_kind(check, schema, value, "quoted text");
            }
        }
        "card" => match &value.kind {
            ExprKind::CardRef { title } => check.references.push((title.to_string(), value.span, false)),
            _ => wrong_kind(check, schema, value, "a card reference such as `{U.S.S. Enterprise}`"),
        },
        "condition" => super::text::check_condition(check, value),
        "keyword" => match &value.kind {
            ExprKind::Text { value: name } | ExprKind::Name { name } => {
                if !check.symbols.keywords.contains_key(name.as_str()) {
                    unknown_in_vocabulary(check, "keyword", name, value.span, check.symbols.keywords.keys());
                }
            }
            _ => wrong_kind(check, schema, value, "a keyword such as `\"Tractor Beam\"`"),
        },
        vocabulary => check_vocabulary_value(check, schema, vocabulary, value),
    }
}

fn check_vocabulary_value(check: &mut CardCheck<'_>, schema: &SchemaField, vocabulary: &str, value: &Expr) {
    let (name, multiplied) = match &value.kind {
        ExprKind::Multiplied { term, .. } => (&term.kind, true),
        other => (other, false),
    };
    let text = match name {
        ExprKind::Name { name } | ExprKind::Text { value: name } | ExprKind::Icon { name } => name,
        _ => return wrong_kind(check, schema, value, &format!("a {vocabulary} name")),
    };
    if multiplied && vocabulary != "skill" {
        check.diagnostics.push(
            Diagnostic::error(
                "field::multiplier",
                check.file,
                value.span,
                format!("only skills take a multiplier, not {vocabulary} names"),
            )
            .with_label("multiplier not allowed here")
            .with_help("remove the `xN`"),
        );
    }
    if !check.symbols.in_vocabulary(vocabulary, text) {
        let names = check
            .symbols
            .vocabularies
            .get(vocabulary)
            .into_iter()
            .flat_map(|n| n.keys());
        let span = match &value.kind {
            ExprKind::Multiplied { term, .. } => term.span,
            _ => value.span,
        };
        unknown_in_vocabulary(check, vocabulary, text, span, names);
    }
}

/// An unknown name in a vocabulary, with "did you mean".
pub(super) fn unknown_in_vocabulary<'a>(
    check: &mut CardCheck<'_>,
    vocabulary: &str,
    name: &str,
    span: Span,
    names: impl Iterator<Item = &'a String>,
) {
    let names: Vec<&str> = names.map(String::as_str).collect();
    let help = suggest::help_for(name, names.iter().copied()).unwrap_or_else(|| {
        format!("{vocabulary} names are declared in the stdlib with `vocabulary {vocabulary} {{ ... }}`")
    });
    check.diagnostics.push(
        Diagnostic::error(
            "name::unknown",
            check.file,
            span,
            format!("unknown {} `{name}`", vocabulary.replace('_', " ")),
        )
        .with_label(format!("not {}", with_article(&vocabulary.replace('_', " "))))
        .with_help(help),
    );
}

fn wrong_kind(check: &mut CardCheck<'_>, schema: &SchemaField, value: &Expr, expected: &str) {
    check.diagnostics.push(
        Diagnostic::error(
            "field::wrong-kind",
            check.file,
            value.span,
            format!("`{}` takes {expected}", schema.name.name),
        )
        .with_label(format!("expected {expected}"))
        .with_help(format!("write `{}: {}`", schema.name.name, kind_example(schema))),
    );
}

/// A sample value for a schema field, for help texts.
fn kind_example(schema: &SchemaField) -> String {
    match (schema.kind.name.as_str(), schema.range) {
        ("number", None) => "1".into(),
        ("number" | "attribute_value", Some((low, _))) => format!("{}", low.max(1)),
        ("text", _) => "\"...\"".into(),
        ("card", _) => "{Card Title}".into(),
        ("condition", _) => "a requirement such as `Geology + Honor`".into(),
        (vocabulary, _) => format!("<a {vocabulary} name>"),
    }
}

/// "a skill", "an icon".
fn with_article(noun: &str) -> String {
    let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {noun}")
}
