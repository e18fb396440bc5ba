//! Document symbols: the items of a file (cards, errata entries, the stdlib's declarations)
//! and, under each card or erratum, its abilities, named by their first line.

use super::{FileKind, Source, DOCUMENT};
use stccg_lang::ast::{Item, Member, PrimitiveKind};
use stccg_lang::span::Span;

/// What an outline entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutlineKind {
    /// A card.
    Card,
    /// An errata entry.
    Erratum,
    /// An ability of a card.
    Ability,
    /// A vocabulary.
    Vocabulary,
    /// A card type's schema, or the common fields.
    CardType,
    /// An effect, function or action type.
    Primitive,
    /// A root name.
    Root,
    /// A keyword.
    Keyword,
    /// A core rule.
    Rule,
}

/// One entry of a file's outline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outline {
    /// Its name.
    pub name: String,
    /// A word of detail (the card type).
    pub detail: Option<String>,
    /// What it is.
    pub kind: OutlineKind,
    /// The whole entry.
    pub span: Span,
    /// Its name's span.
    pub name_span: Span,
    /// The entries inside it.
    pub children: Vec<Outline>,
}

/// The outline of a card or errata file (decks and scenarios have none).
pub(crate) fn outline(_world: &super::World, source: &Source<'_>) -> Vec<Outline> {
    if !matches!(source.kind, FileKind::Card | FileKind::Errata) {
        return Vec::new();
    }
    let (module, _) = stccg_lang::syntax::parse_module(DOCUMENT, source.text);
    module.items.iter().map(|item| entry(source.text, item)).collect()
}

fn entry(text: &str, item: &Item) -> Outline {
    let leaf = |name: &str, name_span: Span, kind: OutlineKind, detail: Option<String>| Outline {
        name: name.to_string(),
        detail,
        kind,
        span: item.span(),
        name_span,
        children: Vec::new(),
    };
    match item {
        Item::Card(card) => {
            let kind = if card.kind.name.starts_with("errata") {
                OutlineKind::Erratum
            } else {
                OutlineKind::Card
            };
            let mut outline = leaf(
                &card.title.name,
                card.title.span,
                kind,
                Some(card.kind.name.to_string()),
            );
            outline.children = card
                .members
                .iter()
                .filter_map(|member| match member {
                    Member::Ability(ability) => Some(ability_entry(text, ability.span)),
                    _ => None,
                })
                .collect();
            outline
        }
        Item::Vocabulary(v) => leaf(
            &v.kind.name,
            v.kind.span,
            OutlineKind::Vocabulary,
            Some("vocabulary".into()),
        ),
        Item::CardType(t) => leaf(
            &t.name.name,
            t.name.span,
            OutlineKind::CardType,
            Some("card type".into()),
        ),
        Item::CommonFields(s) => leaf("common fields", s.span, OutlineKind::CardType, None),
        Item::Primitive(p) => {
            let kind = match p.kind {
                PrimitiveKind::Effect => "effect",
                PrimitiveKind::Function => "function",
                PrimitiveKind::ActionType => "action",
            };
            leaf(&p.name.name, p.name.span, OutlineKind::Primitive, Some(kind.into()))
        }
        Item::Root(r) => leaf(
            &r.name.name,
            r.name.span,
            OutlineKind::Root,
            Some(r.kind.name.to_string()),
        ),
        Item::Keyword(k) => leaf(&k.name.name, k.name.span, OutlineKind::Keyword, Some("keyword".into())),
        Item::Rule(r) => leaf(&r.name.name, r.name.span, OutlineKind::Rule, Some("rule".into())),
    }
}

/// An ability, named by its first line without the opening brace.
fn ability_entry(text: &str, span: Span) -> Outline {
    let body = text.get(span.start()..span.end()).unwrap_or("");
    let first = body
        .lines()
        .next()
        .unwrap_or("")
        .trim()
        .trim_end_matches('{')
        .trim_end();
    let name = if first.is_empty() { "ability" } else { first };
    Outline {
        name: name.to_string(),
        detail: None,
        kind: OutlineKind::Ability,
        span,
        name_span: Span::new(span.start(), span.start() + first.len()),
        children: Vec::new(),
    }
}
