//! Loading a card pool: the stdlib (embedded, or from a folder), then card files and folders
//! given on the command line, parsed and checked. Nothing is compiled in: a new card file in a
//! folder is picked up by the next load.

use crate::ast::{Item, Module};
use crate::check::{check_pool, CardIndex};
use crate::diag::{Diagnostic, Severity};
use crate::source::{FileId, SourceMap};
use crate::span::Span;
use crate::stdlib;
use crate::symbols::Symbols;
use crate::syntax::parse_module;
use std::path::{Path, PathBuf};

/// The extension of card-language files.
pub const EXTENSION: &str = "card";

/// A loaded pool: every file's text, its AST, the symbol table and every diagnostic.
pub struct Pool {
    /// The texts of all files, stdlib first.
    pub sources: SourceMap,
    /// Each file's items (those that parsed).
    pub modules: Vec<(FileId, Module)>,
    /// The declarations of all files.
    pub symbols: Symbols,
    /// The cards by title.
    pub cards: CardIndex,
    /// Everything found wrong, in file order.
    pub diagnostics: Vec<Diagnostic>,
    /// How many of the files are the stdlib's.
    pub stdlib_files: usize,
    /// The errata entries read from `.errata` files, in force or not.
    pub errata: Vec<crate::errata::Erratum>,
    /// The errata applied to the cards above, oldest first.
    pub applied_errata: Vec<crate::errata::Applied>,
    /// The errata applied to the core rules (in `symbols.rules`), oldest first.
    pub applied_rule_errata: Vec<crate::errata::AppliedRule>,
}

/// Where the stdlib comes from.
#[derive(Clone, Debug, Default)]
pub enum StdlibSource {
    /// The copy embedded in the binary.
    #[default]
    Embedded,
    /// The `.card` files of a folder (for editing the stdlib without recompiling).
    Folder(PathBuf),
    /// No stdlib (tests of the stdlib itself).
    None,
}

/// Reads, parses and checks the stdlib and every `.card` file under `paths`, with every
/// erratum of the `.errata` files under them applied.
pub fn load(paths: &[PathBuf], stdlib: &StdlibSource) -> Pool {
    load_until(paths, stdlib, None)
}

/// [`load`], applying only the errata dated on or before `errata_until` (`YYYY-MM-DD`; all of
/// them if none): the cards as a ruleset pinned to that day reads them.
pub fn load_until(paths: &[PathBuf], stdlib: &StdlibSource, errata_until: Option<&str>) -> Pool {
    load_ruleset(paths, stdlib, crate::errata::DEFAULT_RULESET, errata_until)
}

/// [`load`] under a ruleset: the errata dated on or before `errata_until` (all if none) that
/// name no ruleset or name `ruleset` apply, to the cards and to the core rules.
pub fn load_ruleset(paths: &[PathBuf], stdlib: &StdlibSource, ruleset: &str, errata_until: Option<&str>) -> Pool {
    let mut loader = Loader {
        errata_until: errata_until.map(str::to_string),
        ruleset: ruleset.to_string(),
        ..Loader::default()
    };
    match stdlib {
        StdlibSource::Embedded => {
            for (name, text) in stdlib::FILES {
                loader.add_text(name, text);
            }
        }
        StdlibSource::Folder(folder) => loader.add_path(folder),
        StdlibSource::None => {}
    }
    let stdlib_files = loader.sources.len();
    for path in paths {
        loader.add_path(path);
    }
    loader.finish(stdlib_files)
}

/// Parses and checks texts given directly, after the embedded stdlib (for tests and tools).
pub fn load_texts(files: &[(&str, &str)]) -> Pool {
    let bytes: Vec<(&str, &[u8])> = files.iter().map(|(name, text)| (*name, text.as_bytes())).collect();
    load_bytes(&bytes, &[])
}

/// Parses and checks files given as bytes under display names, after the embedded stdlib and
/// the `.card` files under `paths` (for tests and tools that hold files in memory).
pub fn load_bytes(files: &[(&str, &[u8])], paths: &[PathBuf]) -> Pool {
    let mut loader = Loader::default();
    for (name, text) in stdlib::FILES {
        loader.add_text(name, text);
    }
    let stdlib_files = loader.sources.len();
    for path in paths {
        loader.add_path(path);
    }
    for (name, bytes) in files {
        loader.add_bytes(name, bytes.to_vec());
    }
    loader.finish(stdlib_files)
}

#[derive(Default)]
struct Loader {
    sources: SourceMap,
    modules: Vec<(FileId, Module)>,
    errata_modules: Vec<(FileId, Module)>,
    diagnostics: Vec<Diagnostic>,
    /// Apply only the errata dated on or before this day (all if none).
    errata_until: Option<String>,
    /// The ruleset read under (errata pinned to another ruleset do not apply); empty for
    /// the default one.
    ruleset: String,
}

impl Loader {
    fn add_path(&mut self, path: &Path) {
        if path.is_dir() {
            let mut files = Vec::new();
            collect_card_files(path, &mut files);
            files.sort();
            for file in files {
                self.add_file(&file);
            }
        } else {
            self.add_file(path);
        }
    }

    fn add_file(&mut self, path: &Path) {
        let name = path.display().to_string();
        match std::fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => self.add_text(&name, &text),
                Err(error) => {
                    let valid_up_to = error.utf8_error().valid_up_to();
                    let text = String::from_utf8_lossy(error.as_bytes()).into_owned();
                    let file = self.sources.add(&name, text);
                    self.diagnostics.push(
                        Diagnostic::error(
                            "load::not-utf8",
                            file,
                            Span::new(valid_up_to, valid_up_to + 1),
                            "file is not valid UTF-8",
                        )
                        .with_label("this byte does not start a UTF-8 character")
                        .with_help("card files are UTF-8 text; save the file as UTF-8"),
                    );
                }
            },
            Err(error) => {
                let file = self.sources.add(&name, "");
                self.diagnostics.push(
                    Diagnostic::error(
                        "load::unreadable",
                        file,
                        Span::default(),
                        format!("cannot read file: {error}"),
                    )
                    .with_help("check the path given on the command line"),
                );
            }
        }
    }

    fn add_bytes(&mut self, name: &str, bytes: Vec<u8>) {
        match String::from_utf8(bytes) {
            Ok(text) => self.add_text(name, &text),
            Err(error) => {
                let valid_up_to = error.utf8_error().valid_up_to();
                // The lossy text keeps every valid byte where it was up to the first bad one,
                // so the span points at the right place.
                let text = String::from_utf8_lossy(error.as_bytes()).into_owned();
                let file = self.sources.add(name, text);
                let span = Span::new(valid_up_to, valid_up_to + 1);
                self.diagnostics.push(
                    Diagnostic::error("load::not-utf8", file, span, "file is not valid UTF-8")
                        .with_label("this byte does not start a UTF-8 character")
                        .with_help("card files are UTF-8 text; save the file as UTF-8"),
                );
            }
        }
    }

    fn add_text(&mut self, name: &str, text: &str) {
        let file = self.sources.add(name, text);
        if text.trim().is_empty() {
            self.diagnostics.push(
                Diagnostic::warning("load::empty-file", file, Span::default(), "file defines nothing")
                    .with_label("empty file")
                    .with_help("write a card in it, or delete it"),
            );
            return;
        }
        let (module, diagnostics) = parse_module(file, text);
        self.diagnostics.extend(diagnostics);
        if module.items.is_empty()
            && !self
                .diagnostics
                .iter()
                .any(|d| d.primary().file == file && d.is_error())
        {
            self.diagnostics.push(
                Diagnostic::warning("load::empty-file", file, Span::default(), "file defines nothing")
                    .with_label("only comments here")
                    .with_help("write a card in it, or delete it"),
            );
        }
        if name.ends_with(&format!(".{}", crate::errata::EXTENSION)) {
            self.errata_modules.push((file, module));
        } else {
            self.modules.push((file, module));
        }
    }

    fn finish(mut self, stdlib_files: usize) -> Pool {
        let (errata, mut diagnostics) = crate::errata::read(&self.errata_modules);
        self.diagnostics.append(&mut diagnostics);
        if self.ruleset.is_empty() {
            self.ruleset = crate::errata::DEFAULT_RULESET.to_string();
        }
        let card_errata: Vec<_> = errata
            .iter()
            .filter(|e| !e.on_rule && e.in_force(&self.ruleset, None))
            .cloned()
            .collect();
        let (applied_errata, mut diagnostics) =
            crate::errata::apply(&mut self.modules, &card_errata, self.errata_until.as_deref());
        self.diagnostics.append(&mut diagnostics);
        let (mut symbols, mut diagnostics) = Symbols::collect(self.modules.iter().map(|(f, m)| (*f, m)));
        self.diagnostics.append(&mut diagnostics);
        self.diagnostics.extend(crate::check::check_rules(&symbols));
        let (applied_rule_errata, mut diagnostics) =
            crate::errata::apply_to_rules(&mut symbols, &errata, &self.ruleset, self.errata_until.as_deref());
        self.diagnostics.append(&mut diagnostics);
        let (cards, mut diagnostics) = check_pool(&self.modules, &symbols);
        crate::errata::relocate(&mut diagnostics, &applied_errata, &self.sources);
        self.diagnostics.append(&mut diagnostics);
        self.diagnostics
            .sort_by_key(|d| (d.primary().file, d.primary().span.start));
        Pool {
            sources: self.sources,
            modules: self.modules,
            symbols,
            cards,
            diagnostics: self.diagnostics,
            stdlib_files,
            errata,
            applied_errata,
            applied_rule_errata,
        }
    }
}

/// Every `.card` and `.errata` file below `folder`, recursively.
fn collect_card_files(folder: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_card_files(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == EXTENSION || e == crate::errata::EXTENSION)
        {
            out.push(path);
        }
    }
}

impl Pool {
    /// How many diagnostics have this severity.
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics.iter().filter(|d| d.severity == severity).count()
    }

    /// The cards of the pool with the file each is in.
    pub fn cards(&self) -> impl Iterator<Item = (FileId, &crate::ast::Card)> {
        self.modules.iter().flat_map(|(file, module)| {
            module.items.iter().filter_map(move |item| match item {
                Item::Card(card) => Some((*file, card)),
                _ => None,
            })
        })
    }

    /// How many `todo` clauses the pool's cards and keywords hold.
    pub fn todo_count(&self) -> usize {
        let cards: usize = self
            .cards()
            .map(|(_, card)| crate::ast::count_todos(&card.members))
            .sum();
        let keywords: usize = self
            .modules
            .iter()
            .flat_map(|(_, module)| &module.items)
            .map(|item| match item {
                Item::Keyword(keyword) => crate::ast::count_todos(&keyword.members),
                _ => 0,
            })
            .sum();
        cards + keywords
    }
}
