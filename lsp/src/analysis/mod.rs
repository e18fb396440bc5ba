//! The analysis: answers about card, errata, deck and scenario files, from their texts and
//! the loaded pool, free of the protocol. Positions here are byte offsets into a file's
//! text and files are named by path; [`crate::server`] converts both to and from the
//! editor's. The same functions serve the server, the tests and any other tool.
//!
//! | question | module |
//! |---|---|
//! | the pool, kept up to date edit by edit | `world` |
//! | what stands at an offset | `cursor` |
//! | diagnostics of decks and scenarios | `documents` |
//! | hover | `hover` |
//! | completion | `completion` |
//! | definition and references | `navigate` |
//! | document symbols | `outline` |
//! | semantic tokens | `tokens` |
//! | code actions | `actions`, `fill` |

mod actions;
mod completion;
mod cursor;
mod documents;
mod fill;
mod hover;
mod navigate;
mod outline;
mod tokens;
mod world;

pub use actions::{Action, Edit};
pub use completion::{Completion, CompletionKind};
pub use hover::Hover;
pub use outline::{Outline, OutlineKind};
pub use tokens::{Token, TokenKind};
pub use world::{World, WorldConfig};

use stccg_lang::diag::{Diagnostic, Severity};
use stccg_lang::source::FileId;
use stccg_lang::span::Span;
use std::collections::HashMap;
use std::sync::Arc;

/// What a file is, by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A `.card` file (cards, or the stdlib's declarations).
    Card,
    /// An `.errata` file.
    Errata,
    /// A `.deck` file.
    Deck,
    /// A `.scenario` file.
    Scenario,
}

impl FileKind {
    /// The kind of a file by its name, if it is one the analysis knows.
    pub fn of(name: &str) -> Option<FileKind> {
        let extension = name.rsplit_once('.')?.1;
        match extension {
            "card" => Some(FileKind::Card),
            "errata" => Some(FileKind::Errata),
            "deck" => Some(FileKind::Deck),
            "scenario" => Some(FileKind::Scenario),
            _ => None,
        }
    }
}

/// A place in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's name (a path, or `<stdlib>/NAME.card`).
    pub file: String,
    /// The byte span.
    pub span: Span,
}

/// A diagnostic of one file, its span in that file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileDiagnostic {
    /// Where.
    pub span: Span,
    /// Error or warning.
    pub severity: Severity,
    /// The stable code (`name::unknown`, `L003`).
    pub code: String,
    /// The message, with the primary label's text after it.
    pub message: String,
    /// What to do about it.
    pub help: Option<String>,
    /// The other labels: where, and what they say.
    pub related: Vec<(Location, String)>,
}

/// A request named a file the analysis does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFile(pub String);

impl std::fmt::Display for UnknownFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no open or loaded file named {}", self.0)
    }
}

/// An offset made safe for a text: at most its length, on a character boundary.
fn clamp(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// The file id deck and scenario documents are read under (they are not files of the pool).
pub(crate) const DOCUMENT: FileId = FileId(u32::MAX);

/// The analysis of a workspace: its pool and the deck and scenario files the editor opened.
pub struct Analysis {
    /// The pool and its files.
    world: World,
    /// Open deck and scenario files, by name.
    documents: HashMap<String, Arc<str>>,
}

/// The text of a file and what it is.
pub(crate) struct Source<'a> {
    /// Its text.
    pub(crate) text: &'a str,
    /// Its kind.
    pub(crate) kind: FileKind,
    /// Its id in the pool, for card and errata files.
    pub(crate) file: Option<FileId>,
}

impl Analysis {
    /// The analysis of the pool `config` describes.
    pub fn new(config: &WorldConfig) -> Analysis {
        Analysis {
            world: World::load(config),
            documents: HashMap::new(),
        }
    }

    /// The pool.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// Sets the text of a file the editor opened or changed. Returns the files whose
    /// diagnostics may have changed (the file itself first).
    pub fn set_text(&mut self, name: &str, text: &str) -> Vec<String> {
        match FileKind::of(name) {
            Some(FileKind::Card | FileKind::Errata) => {
                let touched = self.world.set_text(name, text);
                let mut names = vec![name.to_string()];
                names.extend(
                    touched
                        .into_iter()
                        .map(|f| self.world.name(f).to_string())
                        .filter(|n| n != name),
                );
                // Decks and scenarios read the pool's titles.
                names.extend(self.documents.keys().cloned());
                names
            }
            Some(FileKind::Deck | FileKind::Scenario) => {
                self.documents.insert(name.to_string(), Arc::from(text));
                vec![name.to_string()]
            }
            None => Vec::new(),
        }
    }

    /// Checks the whole pool again from the parses kept, as loading it did: what the
    /// re-check after each edit must come to (for tests and for a client that asks).
    pub fn check_everything(&mut self) {
        self.world.check_everything();
    }

    /// The editor closed a file: a file of the workspace's pool goes back to its text on
    /// disk; one the editor added is emptied, so that its cards leave the pool; a deck or
    /// scenario is forgotten. Returns the files whose diagnostics may have changed.
    pub fn close(&mut self, name: &str) -> Vec<String> {
        if self.documents.remove(name).is_some() {
            return Vec::new();
        }
        let Some(file) = self.world.file(name) else {
            return Vec::new();
        };
        let touched = if !self.world.added_by_editor(file) {
            self.world.revert(name)
        } else {
            self.world.set_text(name, "")
        };
        touched.into_iter().map(|f| self.world.name(f).to_string()).collect()
    }

    /// The text of a file and its kind.
    pub(crate) fn source(&self, name: &str) -> Result<Source<'_>, UnknownFile> {
        if let Some(text) = self.documents.get(name) {
            let kind = FileKind::of(name).unwrap_or(FileKind::Deck);
            return Ok(Source { text, kind, file: None });
        }
        let file = self.world.file(name).ok_or_else(|| UnknownFile(name.to_string()))?;
        let kind = FileKind::of(name).unwrap_or(FileKind::Card);
        Ok(Source {
            text: self.world.text(file),
            kind,
            file: Some(file),
        })
    }

    /// The text of a file the analysis holds.
    pub fn text(&self, name: &str) -> Result<&str, UnknownFile> {
        self.source(name).map(|source| source.text)
    }

    /// Every diagnostic of a file: syntax, checks and lint rules for card and errata files;
    /// the deck rules for decks; syntax and card titles for scenarios.
    pub fn diagnostics(&self, name: &str) -> Result<Vec<FileDiagnostic>, UnknownFile> {
        let source = self.source(name)?;
        let diagnostics = match (source.kind, source.file) {
            (_, Some(file)) => self.world.diagnostics(file),
            (FileKind::Deck, None) => documents::deck_diagnostics(&self.world, source.text),
            (_, None) => documents::scenario_diagnostics(&self.world, source.text),
        };
        Ok(diagnostics.iter().map(|d| self.file_diagnostic(name, d)).collect())
    }

    /// A diagnostic with its labels' files named.
    fn file_diagnostic(&self, name: &str, diagnostic: &Diagnostic) -> FileDiagnostic {
        let primary = diagnostic.primary();
        let mut message = diagnostic.message.clone();
        if !primary.message.is_empty() {
            message = format!("{message}: {}", primary.message);
        }
        let related = diagnostic.labels[1..]
            .iter()
            .map(|label| {
                let file = if label.file == DOCUMENT {
                    name.to_string()
                } else {
                    self.world.name(label.file).to_string()
                };
                (Location { file, span: label.span }, label.message.clone())
            })
            .collect();
        FileDiagnostic {
            span: primary.span,
            severity: diagnostic.severity,
            code: diagnostic.code.to_string(),
            message,
            help: diagnostic.help.clone(),
            related,
        }
    }

    /// What to show on hovering at `offset`.
    pub fn hover(&self, name: &str, offset: usize) -> Result<Option<Hover>, UnknownFile> {
        let source = self.source(name)?;
        let diagnostics = self.diagnostics(name)?;
        Ok(hover::hover(
            &self.world,
            &source,
            &diagnostics,
            clamp(source.text, offset),
        ))
    }

    /// What may be written at `offset`.
    pub fn completions(&self, name: &str, offset: usize) -> Result<Vec<Completion>, UnknownFile> {
        let source = self.source(name)?;
        Ok(completion::complete(&self.world, &source, clamp(source.text, offset)))
    }

    /// Where the name at `offset` is defined (several places for a card and its errata).
    pub fn definition(&self, name: &str, offset: usize) -> Result<Vec<Location>, UnknownFile> {
        let source = self.source(name)?;
        Ok(navigate::definition(&self.world, &source, clamp(source.text, offset)))
    }

    /// Every place that names the card or declaration at `offset`, its definition included.
    pub fn references(&self, name: &str, offset: usize) -> Result<Vec<Location>, UnknownFile> {
        let source = self.source(name)?;
        Ok(navigate::references(&self.world, &source, clamp(source.text, offset)))
    }

    /// The file in the canonical layout of `stccg fmt`: `None` if it is already, or if it
    /// does not parse (its diagnostics say why), or if it is not a card or errata file.
    pub fn format(&self, name: &str) -> Result<Option<String>, UnknownFile> {
        let source = self.source(name)?;
        if !matches!(source.kind, FileKind::Card | FileKind::Errata) {
            return Ok(None);
        }
        let formatted = stccg_lang::format::format_source(DOCUMENT, source.text).ok();
        Ok(formatted.filter(|text| text != source.text))
    }

    /// The items of a file and the abilities of each card.
    pub fn outline(&self, name: &str) -> Result<Vec<Outline>, UnknownFile> {
        let source = self.source(name)?;
        Ok(outline::outline(&self.world, &source))
    }

    /// The tokens of a file, classified for highlighting.
    pub fn tokens(&self, name: &str) -> Result<Vec<Token>, UnknownFile> {
        let source = self.source(name)?;
        Ok(tokens::tokens(&self.world, &source))
    }

    /// The fixes that are certain for the diagnostics overlapping `span`, and the filling
    /// of the printed fields of the card around it from the set data.
    pub fn actions(&self, name: &str, span: Span) -> Result<Vec<Action>, UnknownFile> {
        let source = self.source(name)?;
        let diagnostics = self.diagnostics(name)?;
        let span = Span::new(clamp(source.text, span.start()), clamp(source.text, span.end()));
        Ok(actions::actions(&self.world, &source, &diagnostics, span))
    }
}
