//! Completion: what may be written where the cursor is, from the pool's symbol table and
//! titles. Inside `{` the card titles; inside `[` the icons; in a card's body the fields its
//! type allows (those not yet written) and the ability headers; after `field:` the names of
//! the field's vocabulary; after a `.` the functions; at the start of a statement the effects
//! and the statement forms; elsewhere in game text the functions, roots, vocabulary names and
//! keywords; at the top of a file the card types. A deck completes card titles and section
//! words; a scenario its board places, steps and expectations, and card titles in quotes.
//! What the word typed so far does not contain is left out.

use super::cursor::{cursor_at, Cursor, Target};
use super::hover::{join, signature};
use super::world::World;
use super::{FileKind, Source};
use stccg_lang::ast::{Item, Member};
use stccg_lang::span::Span;
use stccg_lang::symbols::PrimitiveSymbol;

/// What a completion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CompletionKind {
    /// A card title.
    Card,
    /// A field of a card.
    Field,
    /// A vocabulary name: skill, icon, affiliation, species, ...
    Vocabulary,
    /// An effect (a statement's verb).
    Effect,
    /// A function or selector.
    Function,
    /// An action type (what triggers and responses match).
    ActionType,
    /// A root name (`self`, `opponent`).
    Root,
    /// A keyword ("Tractor Beam").
    Keyword,
    /// A card type.
    CardType,
    /// A word of the grammar (an ability header, a statement form, a deck section, a
    /// scenario step or board place).
    Syntax,
}

/// One thing that may be written at the cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    /// What the list shows.
    pub label: String,
    /// What it is.
    pub kind: CompletionKind,
    /// A line of detail: a signature, a vocabulary's name.
    pub detail: Option<String>,
    /// Documentation, in markdown.
    pub documentation: Option<String>,
    /// The text written.
    pub insert: String,
    /// The span the text replaces (the word typed so far).
    pub replace: Span,
}

/// The ability headers a card's body may hold (ability.pest).
const ABILITY_HEADERS: &[&str] = &[
    "encounter",
    "static",
    "when",
    "just after",
    "at start of",
    "at end of",
    "respond to",
    "action",
    "on play",
    "plays on",
    "play as",
    "cure with",
    "nullify with",
    "special download",
    "probe as",
    "todo",
];

/// The statement forms besides effects (statement.pest).
const STATEMENT_FORMS: &[&str] = &["if", "unless", "for each", "either", "let", "cannot get past unless"];

/// The section words of a deck file (docs/decks.md).
const DECK_SECTIONS: &[&str] = &["missions", "seed", "draw", "side_deck", "outside_game"];

/// What a scenario's board may set (docs/scenarios.md).
const BOARD_LINES: &[&str] = &[
    "turn", "phase", "mission", "score", "stopped", "stasis", "P1", "P2", "end",
];

/// Where a card may be put on a scenario's board, after `P1 "Title"`.
const BOARD_PLACES: &[&str] = &[
    "in hand",
    "in discard",
    "in draw_deck",
    "in side_deck",
    "in outside_game",
    "at",
    "on surface of",
    "aboard",
    "on",
    "under",
    "atop",
    "as",
];

/// A scenario's steps and what `expect` may check.
const STEPS: &[&str] = &["choose", "expect"];
const EXPECTATIONS: &[&str] = &[
    "phase",
    "seeds",
    "spaceline",
    "stack",
    "offered",
    "pending",
    "score",
    "solved",
    "stopped",
    "damaged",
    "disabled",
    "quarantined",
    "in_stasis",
    "revealed",
    "event",
    "no event",
    "refused",
    "skill",
    "skills",
    "attribute",
    "countdown",
    "affiliation",
    "controller",
    "face",
    "sites",
    "not",
];

/// The completions at `offset` of a file.
pub(crate) fn complete(world: &World, source: &Source<'_>, offset: usize) -> Vec<Completion> {
    let cursor = cursor_at(source.text, offset);
    let typed_span = Span::new(cursor.word_start, offset.min(source.text.len()));
    let mut out = Completions {
        list: Vec::new(),
        replace: typed_span,
    };
    match source.kind {
        FileKind::Deck => deck(world, source.text, &cursor, offset, &mut out),
        FileKind::Scenario => scenario(world, &cursor, &mut out),
        FileKind::Card | FileKind::Errata => card_text(world, &cursor, &mut out),
    }
    let typed = match &cursor.target {
        Target::CardRef { span, .. } | Target::Icon { span, .. } | Target::Quoted { span, .. } => {
            source.text.get(span.start() + 1..offset).unwrap_or("")
        }
        _ => source.text.get(typed_span.start()..typed_span.end()).unwrap_or(""),
    }
    .to_lowercase();
    out.list.retain(|c| c.label.to_lowercase().contains(&typed));
    out.list.sort_by(|a, b| (a.kind, &a.label).cmp(&(b.kind, &b.label)));
    out.list.dedup_by(|a, b| a.label == b.label && a.kind == b.kind);
    out.list
}

/// The list being gathered and the span each entry replaces.
struct Completions {
    list: Vec<Completion>,
    replace: Span,
}

impl Completions {
    /// Offers each declared primitive of a kind, with its signature and documentation.
    fn push_primitives<'a>(
        &mut self,
        primitives: impl IntoIterator<Item = (&'a String, &'a PrimitiveSymbol)>,
        kind: CompletionKind,
    ) {
        for (name, primitive) in primitives {
            self.push(
                name,
                kind,
                Some(signature(&primitive.decl)),
                Some(join(&primitive.decl.docs)),
            );
        }
    }

    fn push(&mut self, label: &str, kind: CompletionKind, detail: Option<String>, documentation: Option<String>) {
        self.list.push(Completion {
            label: label.to_string(),
            kind,
            detail,
            documentation,
            insert: label.to_string(),
            replace: self.replace,
        });
    }

    /// Every card title, replacing `span`.
    fn titles(&mut self, world: &World, span: Span) {
        for (title, location) in &world.pool().cards {
            let kind = card_kind(world, location.file, title).unwrap_or_default();
            self.list.push(Completion {
                label: title.clone(),
                kind: CompletionKind::Card,
                detail: Some(kind),
                documentation: None,
                insert: title.clone(),
                replace: span,
            });
        }
    }
}

/// The card type of a card of the pool.
fn card_kind(world: &World, file: stccg_lang::source::FileId, title: &str) -> Option<String> {
    world
        .pool()
        .cards()
        .find_map(|(f, card)| (f == file && card.title.name == title).then(|| card.kind.name.to_string()))
}

/// The inside of a `{...}`, `[...]` or `"..."` at the cursor: from after the opening mark to
/// before the closing one.
fn inside(span: Span, text_len: usize) -> Span {
    Span::new(
        (span.start() + 1).min(span.end()),
        span.end().saturating_sub(1).max(span.start() + 1).min(text_len),
    )
}

fn card_text(world: &World, cursor: &Cursor, out: &mut Completions) {
    let symbols = &world.pool().symbols;
    match &cursor.target {
        Target::CardRef { span, title } => {
            out.titles(world, Span::new(span.start() + 1, span.start() + 1 + title.len()));
            if !closes(span, title) {
                for completion in &mut out.list {
                    completion.insert.push('}');
                }
            }
            return;
        }
        Target::Icon { span, .. } => {
            out.replace = inside(*span, usize::MAX);
            vocabulary(world, "icon", out);
            return;
        }
        _ => {}
    }
    let Some(header) = &cursor.header else {
        if cursor.at_line_start() {
            for card_type in symbols.card_types.keys() {
                out.push(card_type, CompletionKind::CardType, None, None);
            }
            out.push("errata", CompletionKind::Syntax, None, None);
        }
        return;
    };
    let card_type = if header.kind == "errata" {
        world
            .pool()
            .cards()
            .find(|(_, card)| card.title.name == header.title)
            .map(|(_, card)| card.kind.name.to_string())
            .unwrap_or_default()
    } else {
        header.kind.clone()
    };
    if cursor.depth == 0 && cursor.at_line_start() {
        for card_type in symbols.card_types.keys() {
            out.push(card_type, CompletionKind::CardType, None, None);
        }
        return;
    }
    if let Some(field) = cursor.field_value() {
        if let Target::Quoted { span, .. } = &cursor.target {
            out.replace = inside(*span, usize::MAX);
        }
        if let Some(schema) = symbols.field(&card_type, field) {
            let kind = schema.kind.name.clone();
            if kind == "card" {
                out.titles(world, out.replace);
            } else {
                vocabulary(world, &kind, out);
            }
        }
        return;
    }
    if cursor.depth == 1 && cursor.at_line_start() {
        let written = written_fields(world, &header.title);
        for field in symbols.fields_of(&card_type) {
            if !written.iter().any(|w| *w == field.name.name) {
                let documentation = Some(join(&field.docs));
                out.push(
                    &field.name.name,
                    CompletionKind::Field,
                    Some(field.kind.name.to_string()),
                    documentation,
                );
            }
        }
        for header in ABILITY_HEADERS {
            out.push(header, CompletionKind::Syntax, Some("ability".into()), None);
        }
        return;
    }
    if cursor.after_dot() {
        out.push_primitives(&symbols.functions, CompletionKind::Function);
        return;
    }
    if cursor.depth >= 2 && cursor.at_line_start() {
        out.push_primitives(&symbols.effects, CompletionKind::Effect);
        for form in STATEMENT_FORMS {
            out.push(form, CompletionKind::Syntax, Some("statement".into()), None);
        }
    }
    out.push_primitives(&symbols.functions, CompletionKind::Function);
    out.push_primitives(&symbols.action_types, CompletionKind::ActionType);
    for (name, (kind, _)) in &symbols.roots {
        out.push(name, CompletionKind::Root, Some(kind.clone()), None);
    }
    for name in symbols.keywords.keys() {
        out.push(
            &quote_if_needed(name),
            CompletionKind::Keyword,
            Some("keyword".into()),
            None,
        );
    }
    for kind in symbols.vocabularies.keys() {
        if !kind.starts_with("skills_in_") {
            vocabulary(world, kind, out);
        }
    }
}

/// Whether a card reference being typed already has its closing brace.
fn closes(span: &Span, title: &str) -> bool {
    span.len() == title.len() + 2
}

/// The fields already written in the card titled `title`.
fn written_fields(world: &World, title: &str) -> Vec<String> {
    world
        .pool()
        .modules
        .iter()
        .flat_map(|(_, module)| &module.items)
        .filter_map(|item| match item {
            Item::Card(card) if card.title.name == title => Some(card),
            _ => None,
        })
        .flat_map(|card| &card.members)
        .filter_map(|member| match member {
            Member::Field(field) => Some(field.name.name.to_string()),
            Member::Flag(flag) => Some(flag.name.to_string()),
            Member::Ability(_) => None,
        })
        .collect()
}

/// The names of one vocabulary.
fn vocabulary(world: &World, kind: &str, out: &mut Completions) {
    let Some(names) = world.pool().symbols.vocabularies.get(kind) else {
        return;
    };
    for name in names.keys() {
        let label = if out.replace.is_empty() || !matches!(kind, "icon") {
            quote_if_needed(name)
        } else {
            name.clone()
        };
        out.push(&label, CompletionKind::Vocabulary, Some(kind.to_string()), None);
    }
}

/// A name as card text writes it: quoted when it is not a bare name.
fn quote_if_needed(name: &str) -> String {
    let bare = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '\'' | '-'));
    if bare {
        name.to_string()
    } else {
        format!("\"{name}\"")
    }
}

fn deck(world: &World, text: &str, cursor: &Cursor, offset: usize, out: &mut Completions) {
    let line_start = text[..offset.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
    let indented = cursor.before.starts_with([' ', '\t']);
    if !indented {
        for word in DECK_SECTIONS {
            out.push(word, CompletionKind::Syntax, Some("deck section".into()), None);
        }
        return;
    }
    let line = &cursor.before;
    let count = line.trim_start().chars().take_while(|c| c.is_ascii_digit()).count();
    let skipped = line.len() - line.trim_start().len() + count;
    let skipped = skipped + line[skipped..].len() - line[skipped..].trim_start().len();
    let span = Span::new(line_start + skipped, offset);
    out.replace = span;
    out.titles(world, span);
}

fn scenario(world: &World, cursor: &Cursor, out: &mut Completions) {
    if let Target::Quoted { span, .. } = &cursor.target {
        out.titles(world, inside(*span, usize::MAX));
        return;
    }
    let words: Vec<&str> = cursor.before.split_whitespace().collect();
    let typing = !cursor.before.ends_with(char::is_whitespace);
    let done = if typing {
        &words[..words.len().saturating_sub(1)]
    } else {
        &words[..]
    };
    let list: &[&str] = match done {
        [] => {
            let (kind, words) = if cursor.before.starts_with([' ', '\t']) {
                ("board", BOARD_LINES)
            } else {
                ("step", STEPS)
            };
            for word in words {
                out.push(word, CompletionKind::Syntax, Some(kind.into()), None);
            }
            return;
        }
        ["expect"] | ["expect", "not"] => EXPECTATIONS,
        [player, title, ..] if player.starts_with('P') && title.starts_with('"') => BOARD_PLACES,
        _ => &[],
    };
    for word in list {
        out.push(word, CompletionKind::Syntax, None, None);
    }
}
