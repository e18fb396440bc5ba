//! Which card files an edit can change the checks of, so that only they are resolved and
//! checked again (the stages over the whole pool always run again, `stages`):
//!
//! - a card file: the file, and the files that define or name (`{Title}`) a title it defined
//!   or defines;
//! - an errata file: the files that define or name a card an entry patched or patches;
//! - a file of declarations (the stdlib's vocabularies, card types, primitives, roots,
//!   keywords): the files whose text writes a name whose declaration changed (added,
//!   removed, or written otherwise), the cards patched by errata files that write one, and
//!   every file that had a diagnostic of its check (a new name can change a suggestion).
//!
//! A change to the fields every card has (`fields { ... }`) changes every card: the whole
//! pool is checked again.

use super::stages::card_titles;
use super::World;
use stccg_lang::ast::{Item, Module};
use stccg_lang::source::FileId;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// The card files to check again after `file` changed from `old` (the items of `old_text`)
/// to its text now; `None` when every file must be.
pub(super) fn touched(world: &World, file: FileId, old: &Module, old_text: &str) -> Option<BTreeSet<FileId>> {
    let source = &world.files[file.0 as usize];
    let new = &source.module;
    let mut touched = BTreeSet::new();
    if world.is_errata(file) {
        let titles: HashSet<&str> = entry_titles(old).chain(entry_titles(new)).collect();
        defining_or_naming(world, &titles, &mut touched);
        return Some(touched);
    }
    touched.insert(file);
    let titles: HashSet<&str> = card_titles(old).chain(card_titles(new)).collect();
    defining_or_naming(world, &titles, &mut touched);
    let names = changed_declarations(old, old_text, new, &source.text)?;
    if !names.is_empty() {
        writing(world, &names, &mut touched);
        touched.extend(world.by_file.keys().copied());
    }
    Some(touched)
}

/// The titles an errata file's entries patch.
fn entry_titles(module: &Module) -> impl Iterator<Item = &str> {
    module.items.iter().filter_map(|item| match item {
        Item::Card(entry) => Some(entry.title.name.as_str()),
        _ => None,
    })
}

/// Adds the files that define a card of one of `titles`, and those whose text names one.
fn defining_or_naming(world: &World, titles: &HashSet<&str>, touched: &mut BTreeSet<FileId>) {
    if titles.is_empty() {
        return;
    }
    touched.extend(
        world
            .pool
            .modules
            .iter()
            .filter(|(file, _)| card_titles(&world.files[file.0 as usize].module).any(|t| titles.contains(t)))
            .map(|(file, _)| *file),
    );
    touched.extend(
        world
            .references
            .iter()
            .filter(|r| titles.contains(r.title.as_str()))
            .map(|r| r.file),
    );
}

/// Adds the card files whose text writes one of `names`, and the files of the cards patched
/// by an errata file that writes one.
fn writing(world: &World, names: &BTreeSet<String>, touched: &mut BTreeSet<FileId>) {
    let writes = |file: FileId| {
        let text = &world.files[file.0 as usize].text;
        names.iter().any(|name| text.contains(name.as_str()))
    };
    touched.extend(world.pool.modules.iter().map(|(file, _)| *file).filter(|&f| writes(f)));
    let patched: HashSet<&str> = world
        .pool
        .errata
        .iter()
        .filter(|erratum| writes(erratum.file))
        .map(|erratum| erratum.target.name.as_str())
        .collect();
    defining_or_naming(world, &patched, touched);
}

/// What one declaration is, for comparing two versions of a file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Declaration {
    /// A name of a vocabulary: its kind and the name.
    Word(String, String),
    /// Any other declaration, by the kind of item and its name.
    Named(&'static str, String),
}

/// The names whose declarations differ between two versions of a file (each declaration
/// compared as written, white space aside); `None` if the fields every card has changed.
fn changed_declarations(old: &Module, old_text: &str, new: &Module, new_text: &str) -> Option<BTreeSet<String>> {
    let before = declarations(old, old_text)?;
    let after = declarations(new, new_text)?;
    if common_fields(old, old_text) != common_fields(new, new_text) {
        return None;
    }
    let mut names = BTreeSet::new();
    for (declaration, written) in before.iter().chain(&after) {
        if before.get(declaration) != Some(written) || after.get(declaration) != Some(written) {
            match declaration {
                Declaration::Word(_, name) | Declaration::Named(_, name) => {
                    names.insert(name.clone());
                }
            }
        }
    }
    Some(names)
}

/// The declarations of a file, each with how it is written.
fn declarations(module: &Module, text: &str) -> Option<BTreeMap<Declaration, String>> {
    let written = |span: stccg_lang::span::Span| squeezed(text.get(span.start()..span.end()).unwrap_or(""));
    let mut out = BTreeMap::new();
    for item in &module.items {
        let (kind, name) = match item {
            Item::Card(_) | Item::CommonFields(_) => continue,
            Item::Vocabulary(vocabulary) => {
                for entry in &vocabulary.entries {
                    let declaration = Declaration::Word(vocabulary.kind.name.to_string(), entry.name.name.to_string());
                    out.insert(
                        declaration,
                        format!("{} {}", entry.docs.join("\n"), written(entry.name.span)),
                    );
                }
                continue;
            }
            Item::CardType(decl) => ("card type", &decl.name),
            Item::Primitive(primitive) => ("primitive", &primitive.name),
            Item::Root(root) => ("root", &root.name),
            Item::Keyword(keyword) => ("keyword", &keyword.name),
            Item::Rule(rule) => ("rule", &rule.name),
        };
        out.insert(Declaration::Named(kind, name.name.to_string()), written(item.span()));
    }
    Some(out)
}

/// The `fields { ... }` declarations of a file, as written.
fn common_fields(module: &Module, text: &str) -> Vec<String> {
    module
        .items
        .iter()
        .filter_map(|item| match item {
            Item::CommonFields(schema) => {
                Some(squeezed(text.get(schema.span.start()..schema.span.end()).unwrap_or("")))
            }
            _ => None,
        })
        .collect()
}

/// Text with its runs of white space made one space.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
