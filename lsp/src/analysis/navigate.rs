//! Go to definition and find references. A card title (in `{...}`, a deck line, a
//! scenario's quotes, an erratum's header) leads to the card's file; a card's own title to
//! the errata that patch it; a skill, icon, keyword, card type, field, root or primitive to
//! its declaration in the stdlib (or wherever a file declared it). The references of a card
//! are every `{Title}` naming it and every erratum of it; of a declared name, every place its
//! word is written in the pool's files.

use super::cursor::{cursor_at, is_name_char, Target};
use super::world::World;
use super::{FileKind, Location, Source, DOCUMENT};
use stccg_lang::ast::Item;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;
use stccg_lang::syntax::lexer::{lex, Token};

/// What the cursor names.
enum Named {
    /// A card, by title; `own_header` when the cursor is on the card's own header.
    Card { title: String, own_header: bool },
    /// A declared name.
    Name(String),
}

/// What the cursor at `offset` names.
fn named_at(source: &Source<'_>, offset: usize) -> Option<Named> {
    if source.kind == FileKind::Deck {
        let deck = stccg_runtime::deck::parse::parse(source.text, DOCUMENT).ok()?;
        let entry = deck
            .entries
            .iter()
            .find(|e| e.span.start() <= offset && offset <= e.span.end())?;
        return Some(Named::Card {
            title: entry.title.clone(),
            own_header: false,
        });
    }
    let cursor = cursor_at(source.text, offset);
    match cursor.target {
        Target::CardRef { title, .. } => Some(Named::Card {
            title,
            own_header: false,
        }),
        Target::Quoted { name, span } => {
            let on_header = cursor.header.as_ref().is_some_and(|h| h.title_span == span);
            let errata = cursor.header.as_ref().is_some_and(|h| h.kind == "errata");
            if on_header || source.kind == FileKind::Scenario {
                Some(Named::Card {
                    title: name,
                    own_header: on_header && !errata,
                })
            } else {
                Some(Named::Name(name))
            }
        }
        Target::Icon { name, .. } | Target::Word { name, .. } => Some(Named::Name(name)),
        Target::Nothing => None,
    }
}

/// Where the thing at `offset` is defined.
pub(crate) fn definition(world: &World, source: &Source<'_>, offset: usize) -> Vec<Location> {
    match named_at(source, offset) {
        Some(Named::Card {
            title,
            own_header: true,
        }) => errata_of(world, &title),
        Some(Named::Card { title, .. }) => card_location(world, &title).into_iter().collect(),
        Some(Named::Name(name)) => declaration(world, &name).into_iter().collect(),
        None => Vec::new(),
    }
}

/// Every place that names the thing at `offset`, its definition first.
pub(crate) fn references(world: &World, source: &Source<'_>, offset: usize) -> Vec<Location> {
    match named_at(source, offset) {
        Some(Named::Card { title, .. }) => {
            let mut found: Vec<Location> = card_location(world, &title).into_iter().collect();
            found.extend(
                world
                    .references
                    .iter()
                    .filter(|r| r.title == title)
                    .map(|r| at(world, r.file, r.span)),
            );
            found.extend(errata_of(world, &title));
            found
        }
        Some(Named::Name(name)) => {
            let Some(declared) = declaration(world, &name) else {
                return Vec::new();
            };
            let mut found = vec![declared];
            found.extend(word_uses(world, &name));
            found.dedup();
            found
        }
        None => Vec::new(),
    }
}

fn at(world: &World, file: FileId, span: Span) -> Location {
    Location {
        file: world.name(file).to_string(),
        span,
    }
}

/// The title of a card in its file.
fn card_location(world: &World, title: &str) -> Option<Location> {
    let location = world.pool().cards.get(title)?;
    Some(at(world, location.file, location.title))
}

/// The headers of the errata entries that patch a card.
fn errata_of(world: &World, title: &str) -> Vec<Location> {
    world
        .pool()
        .errata
        .iter()
        .filter(|e| !e.on_rule && e.target.name == title)
        .map(|e| at(world, e.file, e.target.span))
        .collect()
}

/// Where a name is declared: a primitive, root, keyword, card type, field or vocabulary name.
fn declaration(world: &World, name: &str) -> Option<Location> {
    let symbols = &world.pool().symbols;
    for table in [&symbols.effects, &symbols.functions, &symbols.action_types] {
        if let Some(primitive) = table.get(name) {
            return Some(at(world, primitive.file, primitive.decl.name.span));
        }
    }
    if let Some((_, declared)) = symbols.roots.get(name) {
        return Some(at(world, declared.file, declared.span));
    }
    if let Some(declared) = symbols.keywords.get(name) {
        return Some(at(world, declared.file, declared.span));
    }
    if let Some((decl, file)) = symbols.card_types.get(name) {
        return Some(at(world, *file, decl.name.span));
    }
    for names in symbols.vocabularies.values() {
        if let Some(declared) = names.get(name) {
            return Some(at(world, declared.file, declared.span));
        }
    }
    field_declaration(world, name)
}

/// Where a field of some card type, or a field common to all, is declared.
fn field_declaration(world: &World, name: &str) -> Option<Location> {
    for (file, module) in &world.pool().modules {
        for item in &module.items {
            let schema = match item {
                Item::CardType(decl) => &decl.schema,
                Item::CommonFields(schema) => schema,
                _ => continue,
            };
            if let Some(field) = schema.fields.iter().find(|f| f.name.name == name) {
                return Some(at(world, *file, field.name.span));
            }
        }
    }
    None
}

/// Every place a name is written as a word or a quoted name in the pool's files.
fn word_uses(world: &World, name: &str) -> Vec<Location> {
    let quoted = format!("\"{name}\"");
    let mut found = Vec::new();
    for index in 0..world.file_count() {
        let file = FileId(index as u32);
        let text = world.text(file);
        if !text.contains(name) {
            continue;
        }
        for lexeme in lex(text) {
            let word = &text[lexeme.start..lexeme.end];
            match lexeme.token {
                Some(Token::Word) => {
                    for part in word.split(|c: char| !is_name_char(c)).filter(|part| *part == name) {
                        // The part's offset in the word, from where the slice starts.
                        let begin = lexeme.start + (part.as_ptr() as usize - word.as_ptr() as usize);
                        found.push(at(world, file, Span::new(begin, begin + part.len())));
                    }
                }
                Some(Token::Text) if word == quoted => {
                    found.push(at(world, file, Span::new(lexeme.start, lexeme.end)));
                }
                _ => {}
            }
        }
    }
    found
}
