//! Loading a card pool: the stdlib (embedded, or from a folder), then card files and folders
//! given on the command line, parsed and checked. Nothing is compiled in: a new card file in a
//! folder is picked up by the next load. The reading, parsing and checking is `loader`'s;
//! the files are parsed on all cores (`parallel`), their results kept in file order.

mod cache;
mod decode;
mod layers;
mod loader;
mod parallel;

pub use cache::Cache;
pub use decode::{decode, not_utf8};

use crate::ast::{Item, Module};
use crate::check::CardIndex;
use crate::diag::{Diagnostic, Severity};
use crate::source::{FileId, SourceMap};
use crate::stdlib;
use crate::symbols::Symbols;
pub use loader::parse_file;
use loader::Loader;
use std::path::PathBuf;

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
/// erratum of the `.errata` files under them applied. Each path is a layer: a card titled as
/// one of an earlier path replaces it (with a note, `pool::replaced-card`), and a file held
/// by two paths is read once.
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
    load_ruleset_cached(paths, stdlib, ruleset, errata_until, &Cache::Off)
}

/// [`load`] with a load cache: the trees of files unchanged since the last load with the
/// same files, stdlib and tool are read from `cache` instead of parsed ([`Cache::Off`]: all
/// are parsed). What the load reports is the same either way.
pub fn load_cached(paths: &[PathBuf], stdlib: &StdlibSource, cache: &Cache) -> Pool {
    load_ruleset_cached(paths, stdlib, crate::errata::DEFAULT_RULESET, None, cache)
}

/// [`load_ruleset`] with a load cache (see [`load_cached`]).
pub fn load_ruleset_cached(
    paths: &[PathBuf],
    stdlib: &StdlibSource,
    ruleset: &str,
    errata_until: Option<&str>,
    cache: &Cache,
) -> Pool {
    let mut loader = Loader::new(ruleset, errata_until).with_cache(cache);
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
        loader.next_layer();
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
    load_bytes_cached(files, paths, &Cache::Off)
}

/// [`load_bytes`] with a load cache (see [`load_cached`]).
pub fn load_bytes_cached(files: &[(&str, &[u8])], paths: &[PathBuf], cache: &Cache) -> Pool {
    let mut loader = Loader::default().with_cache(cache);
    for (name, text) in stdlib::FILES {
        loader.add_text(name, text);
    }
    let stdlib_files = loader.sources.len();
    for path in paths {
        loader.next_layer();
        loader.add_path(path);
    }
    loader.next_layer();
    for (name, bytes) in files {
        loader.add_bytes(name, bytes.to_vec());
    }
    loader.finish(stdlib_files)
}

/// One file read and parsed by [`parse_file`] under the id it will have in the pool (its
/// index among the files given to [`load_parsed`]).
pub struct ParsedFile {
    /// The display name (a path, or `<stdlib>/name.card`).
    pub name: String,
    /// The text.
    pub text: std::sync::Arc<str>,
    /// Its items, as parsed (before any erratum).
    pub module: Module,
    /// The diagnostics of its syntax.
    pub diagnostics: Vec<Diagnostic>,
}

/// Builds a pool from files already parsed (a tool that keeps parses between edits, such as
/// the language server): the first `stdlib_files` are the stdlib; file `i` must have been
/// parsed as `FileId(i)`. Applies the errata in force under `ruleset`, collects the symbols
/// and checks every card, as [`load_ruleset`] does after reading.
pub fn load_parsed(files: Vec<ParsedFile>, stdlib_files: usize, ruleset: &str) -> Pool {
    let mut loader = Loader::new(ruleset, None);
    for parsed in files {
        let file = loader.sources.add(&parsed.name, parsed.text);
        loader.add_parsed(file, 0, &parsed.name, parsed.module, parsed.diagnostics);
    }
    loader.finish(stdlib_files)
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
