//! Reading a pool's files: card and errata files from folders, paths or memory, each parsed,
//! then the errata applied and the whole pool checked.

use super::{cache, Pool};
use crate::ast::Module;
use crate::check::check_pool;
use crate::diag::Diagnostic;
use crate::source::{FileId, SourceMap};
use crate::span::Span;
use crate::symbols::Symbols;
use crate::syntax::parse_module;
use std::path::{Path, PathBuf};

/// Reads files into a pool: their texts, parsed modules and diagnostics so far.
#[derive(Default)]
pub(super) struct Loader {
    /// The texts read so far.
    pub(super) sources: SourceMap,
    modules: Vec<(FileId, Module)>,
    errata_modules: Vec<(FileId, Module)>,
    /// Files read but not parsed yet, each with the layer it was read into: they are parsed
    /// together, on all cores.
    pending: Vec<(FileId, usize)>,
    diagnostics: Vec<Diagnostic>,
    /// Apply only the errata dated on or before this day (all if none).
    errata_until: Option<String>,
    /// The ruleset read under (errata pinned to another ruleset do not apply); empty for
    /// the default one.
    ruleset: String,
    /// The layer files are read into now: each path given is one (see [`super::layers`]).
    layer: usize,
    /// The layer of each module of `modules`, in the same order.
    module_layers: Vec<usize>,
    /// The files read so far, by canonical path: a file is read once however many paths
    /// hold it.
    seen: std::collections::HashSet<PathBuf>,
    /// Where parsed trees are kept between runs, if anywhere.
    cache: super::Cache,
}

impl Loader {
    /// A loader under `ruleset`, applying only the errata dated on or before `errata_until`
    /// (all if none).
    pub(super) fn new(ruleset: &str, errata_until: Option<&str>) -> Self {
        Loader {
            errata_until: errata_until.map(str::to_string),
            ruleset: ruleset.to_string(),
            ..Loader::default()
        }
    }

    /// Keeps parsed trees in `cache` between runs.
    pub(super) fn with_cache(mut self, cache: &super::Cache) -> Self {
        self.cache = cache.clone();
        self
    }

    /// Starts a new layer: the cards read from now on replace those of earlier layers with
    /// the same title.
    pub(super) fn next_layer(&mut self) {
        self.layer += 1;
    }

    /// Adds a file, or every card and errata file below a folder.
    pub(super) fn add_path(&mut self, path: &Path) {
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
        if let Ok(canonical) = path.canonicalize() {
            if !self.seen.insert(canonical) {
                return;
            }
        }
        let name = path.display().to_string();
        match std::fs::read(path) {
            Ok(bytes) => self.add_bytes(&name, bytes),
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

    /// Adds a file held in memory as bytes.
    pub(super) fn add_bytes(&mut self, name: &str, bytes: Vec<u8>) {
        match String::from_utf8(bytes) {
            Ok(text) => self.add_text(name, &text),
            Err(error) => {
                let valid_up_to = error.utf8_error().valid_up_to();
                // The lossy text keeps every valid byte where it was up to the first bad one,
                // so the span points at the right place.
                let text = String::from_utf8_lossy(error.as_bytes()).into_owned();
                let file = self.sources.add(name, text);
                self.diagnostics.push(super::decode::not_utf8(file, valid_up_to));
            }
        }
    }

    /// Adds a file's text, to be parsed with the others; an empty file is a warning.
    pub(super) fn add_text(&mut self, name: &str, text: &str) {
        let file = self.sources.add(name, text);
        if text.len() > crate::span::MAX_FILE_BYTES {
            self.diagnostics.push(
                Diagnostic::error("load::too-large", file, Span::default(), "file is too large to load")
                    .with_label(format!("{} bytes; a card file holds at most 4 GiB", text.len()))
                    .with_help("split the cards into several files"),
            );
            return;
        }
        if text.trim().is_empty() {
            self.diagnostics.push(
                Diagnostic::warning("load::empty-file", file, Span::default(), "file defines nothing")
                    .with_label("empty file")
                    .with_help("write a card in it, or delete it"),
            );
            return;
        }
        self.pending.push((file, self.layer));
    }

    /// Parses the files read so far, on all cores, and keeps their items in file order.
    fn parse_pending(&mut self, stdlib_files: usize) {
        let pending = std::mem::take(&mut self.pending);
        let files: Vec<FileId> = pending.iter().map(|&(file, _)| file).collect();
        let parsed = match &self.cache {
            super::Cache::Off => super::parallel::parse_files(&self.sources, &files),
            super::Cache::In(folder) => self.parse_cached(folder, &files, stdlib_files),
        };
        for ((file, layer), (module, diagnostics)) in pending.into_iter().zip(parsed) {
            let name = self.sources.name(file).to_string();
            self.add_parsed(file, layer, &name, module, diagnostics);
        }
    }

    /// Parses `files` as [`super::parallel::parse_files`] does, taking the trees of the files
    /// unchanged since the cache file of `folder` was written from it, and writing it again
    /// when any file was parsed.
    fn parse_cached(&self, folder: &Path, files: &[FileId], stdlib_files: usize) -> Vec<super::parallel::Parsed> {
        let mut stdlib_text = Vec::new();
        for index in 0..stdlib_files {
            let file = FileId(u32::try_from(index).unwrap_or(u32::MAX));
            stdlib_text.extend_from_slice(self.sources.name(file).as_bytes());
            stdlib_text.push(0);
            stdlib_text.extend_from_slice(self.sources.text(file).as_bytes());
            stdlib_text.push(0);
        }
        let stdlib = cache::Digest::of(&stdlib_text);
        let path = cache::file_for(folder, files.iter().map(|&file| self.sources.name(file)));
        let mut entries = cache::read(&path, &stdlib);
        let digests: Vec<cache::Digest> = files
            .iter()
            .map(|&file| cache::Digest::of(self.sources.text(file).as_bytes()))
            .collect();
        let mut results: Vec<Option<super::parallel::Parsed>> = digests
            .iter()
            .map(|digest| entries.as_mut().and_then(|e| e.module(digest)).map(|m| (m, Vec::new())))
            .collect();
        let missing: Vec<FileId> = files
            .iter()
            .zip(&results)
            .filter(|(_, result)| result.is_none())
            .map(|(&file, _)| file)
            .collect();
        if missing.is_empty() && entries.is_some_and(|e| e.len() == files.len()) {
            return results.into_iter().flatten().collect();
        }
        let mut parsed = super::parallel::parse_files(&self.sources, &missing).into_iter();
        for result in results.iter_mut().filter(|r| r.is_none()) {
            *result = parsed.next();
        }
        let results: Vec<super::parallel::Parsed> = results.into_iter().flatten().collect();
        let clean: Vec<(cache::Digest, &Module)> = digests
            .iter()
            .zip(&results)
            .filter(|(_, (_, diagnostics))| diagnostics.is_empty())
            .map(|(digest, (module, _))| (*digest, module))
            .collect();
        cache::write(&path, &stdlib, &clean);
        results
    }

    /// Adds a file already added to `sources` as `file`, read into `layer` and parsed by
    /// [`parse_file`].
    pub(super) fn add_parsed(
        &mut self,
        file: FileId,
        layer: usize,
        name: &str,
        module: Module,
        diagnostics: Vec<Diagnostic>,
    ) {
        self.diagnostics.extend(diagnostics);
        if name.ends_with(&format!(".{}", crate::errata::EXTENSION)) {
            self.errata_modules.push((file, module));
        } else {
            self.modules.push((file, module));
            self.module_layers.push(layer);
        }
    }

    /// Applies the errata, collects the symbols and checks the pool.
    pub(super) fn finish(mut self, stdlib_files: usize) -> Pool {
        self.parse_pending(stdlib_files);
        let mut replaced = super::layers::replace_earlier_definitions(&mut self.modules, &self.module_layers);
        self.diagnostics.append(&mut replaced);
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
        self.diagnostics
            .extend(crate::types::resolve_pool(&mut self.modules, &symbols));
        let (cards, mut diagnostics) = check_pool(&self.modules, &symbols);
        crate::errata::relocate(&mut diagnostics, &applied_errata, &self.sources);
        self.diagnostics.append(&mut diagnostics);
        self.diagnostics
            .sort_by_key(|d| (d.primary().file, d.primary().span.start()));
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

/// Parses one file's text: its items and the diagnostics of its syntax; a file that defines
/// nothing is a warning.
pub fn parse_file(file: FileId, text: &str) -> (Module, Vec<Diagnostic>) {
    if text.trim().is_empty() {
        let warning = Diagnostic::warning("load::empty-file", file, Span::default(), "file defines nothing")
            .with_label("empty file")
            .with_help("write a card in it, or delete it");
        return (Module::default(), vec![warning]);
    }
    let (module, mut diagnostics) = parse_module(file, text);
    if module.items.is_empty() && !diagnostics.iter().any(|d| d.primary().file == file && d.is_error()) {
        diagnostics.push(
            Diagnostic::warning("load::empty-file", file, Span::default(), "file defines nothing")
                .with_label("only comments here")
                .with_help("write a card in it, or delete it"),
        );
    }
    (module, diagnostics)
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
            .is_some_and(|e| e == super::EXTENSION || e == crate::errata::EXTENSION)
        {
            out.push(path);
        }
    }
}
