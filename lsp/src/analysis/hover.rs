//! Hover: on a card title (a `{Title}` reference, a deck line, a scenario's quoted title, a
//! card's or erratum's header) the card as its file writes it, printed data and game text,
//! with the errata applied to it; on a skill, icon, keyword, card type, field, root or
//! primitive its declaration and the documentation of the stdlib's `///` lines; on a lint
//! finding the rule's documentation.

use super::cursor::{cursor_at, Cursor, Target};
use super::world::World;
use super::{FileDiagnostic, FileKind, Source, DOCUMENT};
use stccg_lang::ast::{Item, Multiplicity, Primitive, PrimitiveKind, SchemaField};
use stccg_lang::span::Span;

/// What to show on hovering: markdown, for a span of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hover {
    /// The span the text is about.
    pub span: Span,
    /// The text, in markdown.
    pub markdown: String,
}

/// The hover at `offset` of a file.
pub(crate) fn hover(
    world: &World,
    source: &Source<'_>,
    diagnostics: &[FileDiagnostic],
    offset: usize,
) -> Option<Hover> {
    let finding = lint_finding(diagnostics, offset);
    let found = if source.kind == FileKind::Deck {
        deck_line(world, source.text, offset)
    } else {
        let cursor = cursor_at(source.text, offset);
        target_hover(world, &cursor)
    };
    match (found, finding) {
        (Some(mut hover), Some((_, doc))) => {
            hover.markdown = format!("{}\n\n---\n\n{doc}", hover.markdown);
            Some(hover)
        }
        (Some(hover), None) => Some(hover),
        (None, Some((span, markdown))) => Some(Hover { span, markdown }),
        (None, None) => None,
    }
}

/// The documentation of a lint rule whose finding covers `offset`.
fn lint_finding(diagnostics: &[FileDiagnostic], offset: usize) -> Option<(Span, String)> {
    diagnostics
        .iter()
        .filter(|d| d.span.start() <= offset && offset <= d.span.end())
        .find_map(|d| {
            let rule = stccg_lang::lint::find_rule(&d.code)?;
            Some((
                d.span,
                format!("**{} {}** (lint rule)\n\n{}", rule.code, rule.name, rule.doc()),
            ))
        })
}

/// The hover for a deck line: the card it names.
fn deck_line(world: &World, text: &str, offset: usize) -> Option<Hover> {
    let deck = stccg_runtime::deck::parse::parse(text, DOCUMENT).ok()?;
    let entry = deck
        .entries
        .iter()
        .find(|e| e.span.start() <= offset && offset <= e.span.end())?;
    card_hover(world, &entry.title, entry.span)
}

/// The hover for what the cursor stands on.
fn target_hover(world: &World, cursor: &Cursor) -> Option<Hover> {
    match &cursor.target {
        Target::CardRef { title, span } => card_hover(world, title, *span),
        Target::Icon { name, span } => vocabulary_hover(world, name, *span),
        Target::Quoted { name, span } => {
            card_hover(world, name, *span).or_else(|| name_hover(world, cursor, name, *span))
        }
        Target::Word { name, span } => name_hover(world, cursor, name, *span),
        Target::Nothing => None,
    }
}

/// A card's text and its errata.
pub(crate) fn card_hover(world: &World, title: &str, span: Span) -> Option<Hover> {
    let pool = world.pool();
    let location = pool.cards.get(title)?;
    let card_text = raw_item_text(world, location.file, location.title)?;
    let mut markdown = format!(
        "```stccg\n{}\n```\n\n*{}*",
        card_text.trim_end(),
        world.name(location.file)
    );
    for applied in pool.applied_errata.iter().filter(|a| a.after.title.name == title) {
        let erratum = &applied.erratum;
        let patches: Vec<String> = erratum.patches.iter().map(|p| p.describe()).collect();
        markdown.push_str(&format!(
            "\n\n**Erratum** of {} ({}; {}): {}",
            erratum.date,
            erratum.source,
            patches.join(", "),
            erratum.reason
        ));
    }
    Some(Hover { span, markdown })
}

/// The text of the item whose title is at `title` in `file`, as written.
fn raw_item_text(world: &World, file: stccg_lang::source::FileId, title: Span) -> Option<String> {
    let text = world.text(file);
    let (_, module) = world.pool().modules.iter().find(|(f, _)| *f == file)?;
    let item = module.items.iter().find(|item| {
        let span = item.span();
        span.start() <= title.start() && title.end() <= span.end()
    })?;
    text.get(item.span().start()..item.span().end()).map(str::to_string)
}

/// The hover for a bare or quoted name: a field, a primitive, a root, a keyword, a card type
/// or a vocabulary entry.
fn name_hover(world: &World, cursor: &Cursor, name: &str, span: Span) -> Option<Hover> {
    let symbols = &world.pool().symbols;
    let card_type = cursor.header.as_ref().map(|h| h.kind.as_str());
    let mut parts = Vec::new();
    if cursor.depth == 1 && cursor.before.trim_start().len() <= name.len() {
        if let Some(field) = card_type.and_then(|t| symbols.field(t, name)) {
            parts.push(field_doc(field, card_type.unwrap_or_default()));
        }
    }
    let primitives = [&symbols.effects, &symbols.functions, &symbols.action_types];
    for table in primitives {
        if let Some(primitive) = table.get(name) {
            parts.push(format!(
                "```stccg\n{}\n```\n\n{}",
                signature(&primitive.decl),
                join(&primitive.decl.docs)
            ));
        }
    }
    if let Some((kind, declared)) = symbols.roots.get(name) {
        let docs = docs_above(world.text(declared.file), declared.span.start());
        parts.push(format!("```stccg\nroot {name}: {kind}\n```\n\n{docs}"));
    }
    if let Some(declared) = symbols.keywords.get(name) {
        let docs = docs_above(world.text(declared.file), declared.span.start());
        parts.push(format!("**keyword** \"{name}\"\n\n{docs}"));
    }
    if let Some((decl, _)) = symbols.card_types.get(name) {
        let fields: Vec<&str> = decl.schema.fields.iter().map(|f| f.name.name.as_str()).collect();
        parts.push(format!(
            "**card type** `{name}`\n\n{}\n\nfields: {}",
            join(&decl.docs),
            fields.join(", ")
        ));
    }
    if let Some(hover) = vocabulary_hover(world, name, span) {
        parts.push(hover.markdown);
    }
    if parts.is_empty() {
        return None;
    }
    Some(Hover {
        span,
        markdown: parts.join("\n\n---\n\n"),
    })
}

/// The vocabularies a name belongs to, each with its documentation.
fn vocabulary_hover(world: &World, name: &str, span: Span) -> Option<Hover> {
    let pool = world.pool();
    let mut parts = Vec::new();
    for (file, module) in &pool.modules {
        for item in &module.items {
            let Item::Vocabulary(vocabulary) = item else { continue };
            let Some(entry) = vocabulary.entries.iter().find(|e| e.name.name == name) else {
                continue;
            };
            let docs = if entry.docs.is_empty() {
                docs_above(world.text(*file), vocabulary.span.start())
            } else {
                join(&entry.docs)
            };
            parts.push(format!("**{}** `{name}`\n\n{docs}", vocabulary.kind.name));
        }
    }
    (!parts.is_empty()).then(|| Hover {
        span,
        markdown: parts.join("\n\n"),
    })
}

/// A field's declaration and documentation.
fn field_doc(field: &SchemaField, card_type: &str) -> String {
    let count = match field.multiplicity {
        Multiplicity::One => "required",
        Multiplicity::Optional => "optional",
        Multiplicity::Many => "any number",
        Multiplicity::OneOrMore => "one or more",
    };
    let range = field
        .range
        .map(|(low, high)| format!(" {low}..{high}"))
        .unwrap_or_default();
    format!(
        "**field** `{}` of `{card_type}`: {}{range} ({count})\n\n{}",
        field.name.name,
        field.kind.name,
        join(&field.docs)
    )
}

/// A primitive's signature as the stdlib declares it.
pub(crate) fn signature(primitive: &Primitive) -> String {
    let kind = match primitive.kind {
        PrimitiveKind::Effect => "effect",
        PrimitiveKind::Function => "function",
        PrimitiveKind::ActionType => "action",
    };
    let params: Vec<String> = primitive
        .params
        .iter()
        .map(|p| format!("{}: {}{}", p.name.name, p.kind.name, if p.optional { "?" } else { "" }))
        .collect();
    let returns = primitive
        .returns
        .as_ref()
        .map(|r| format!(" -> {}", r.name))
        .unwrap_or_default();
    format!("{kind} {}({}){returns}", primitive.name.name, params.join(", "))
}

/// Documentation lines joined into a paragraph.
pub(crate) fn join(docs: &[String]) -> String {
    docs.iter().map(|line| line.trim()).collect::<Vec<_>>().join("\n")
}

/// The `///` lines right above the line holding `offset`.
pub(crate) fn docs_above(text: &str, offset: usize) -> String {
    let line_start = text[..offset.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
    let mut lines: Vec<&str> = text[..line_start]
        .lines()
        .rev()
        .map(str::trim)
        .take_while(|line| line.starts_with("///"))
        .map(|line| line.trim_start_matches("///").trim())
        .collect();
    lines.reverse();
    lines.join("\n")
}
