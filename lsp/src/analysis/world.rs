//! The workspace as the analysis sees it: every stdlib, card and errata file with its text
//! and its parse, the pool checked from them, and the diagnostics of each file.
//!
//! An edit re-parses only the file edited. When that file holds nothing but cards that no
//! erratum patches, only it and the files that touch its titles are checked again (the files
//! whose text names one of them, and those that define one of them too); the other files
//! keep their checks. A file that declares names (a vocabulary, a primitive, a keyword), an
//! errata file or a patched card changes what every card means, so the pool is put together
//! again from the parses kept, with no file read or parsed again.

use stccg_lang::ast::{Item, Module};
use stccg_lang::check::{check_files, CardReference};
use stccg_lang::diag::Diagnostic;
use stccg_lang::lint::{lint_files, lint_pool};
use stccg_lang::load::{load_parsed, parse_file, ParsedFile, Pool};
use stccg_lang::source::FileId;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One file of the pool.
pub(crate) struct SourceFile {
    /// Its name: an absolute path, or `<stdlib>/NAME.card` for the embedded stdlib.
    pub(crate) name: String,
    /// Its text (the editor's, while open).
    pub(crate) text: Arc<str>,
    /// Its items as parsed, before any erratum.
    module: Module,
    /// The diagnostics of its syntax.
    parse: Vec<Diagnostic>,
}

/// The pool of a workspace and the diagnostics of each of its files.
pub struct World {
    /// Every file, indexed by its [`FileId`].
    pub(crate) files: Vec<SourceFile>,
    /// File ids by name.
    by_name: HashMap<String, FileId>,
    /// How many of the files are the stdlib's.
    stdlib_files: usize,
    /// How many files were loaded at start; the later ones were added by the editor.
    loaded_files: usize,
    /// The pool checked from the files.
    pub(crate) pool: Pool,
    /// Every `{Title}` reference of the pool's card text.
    pub(crate) references: Vec<CardReference>,
    /// The diagnostics of checks and lint rules, by the file of their primary label.
    checked: HashMap<FileId, Vec<Diagnostic>>,
}

/// Where a workspace's pool comes from.
#[derive(Clone, Debug, Default)]
pub struct WorldConfig {
    /// A stdlib folder to load instead of the embedded copy (the workspace's `stdlib/`).
    pub stdlib: Option<PathBuf>,
    /// Folders and files of card and errata files.
    pub paths: Vec<PathBuf>,
}

impl WorldConfig {
    /// The pool of a workspace with these root folders: for each root, its `stdlib/` as the
    /// stdlib (if it has one) and its `cards/` folder (or the root itself, when it has no
    /// `cards/`), plus the bundled pool of the source tree the server was built from.
    pub fn for_roots(roots: &[PathBuf]) -> Self {
        let mut config = WorldConfig::default();
        let mut seen = HashSet::new();
        for root in roots {
            if config.stdlib.is_none() && root.join("stdlib").join("vocabulary.card").is_file() {
                config.stdlib = Some(root.join("stdlib"));
            }
            let cards = root.join("cards");
            let folder = if cards.is_dir() { cards } else { root.clone() };
            if seen.insert(canonical(&folder)) {
                config.paths.push(folder);
            }
        }
        let bundled = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("cards");
        if bundled.is_dir() && seen.insert(canonical(&bundled)) {
            config.paths.push(canonical(&bundled));
        }
        config
    }
}

/// A path made absolute and free of `..`, when the file exists.
pub(crate) fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

impl World {
    /// Reads and checks the pool `config` describes.
    pub fn load(config: &WorldConfig) -> World {
        let mut world = World {
            files: Vec::new(),
            by_name: HashMap::new(),
            stdlib_files: 0,
            loaded_files: 0,
            pool: load_parsed(Vec::new(), 0, stccg_lang::errata::DEFAULT_RULESET),
            references: Vec::new(),
            checked: HashMap::new(),
        };
        match &config.stdlib {
            Some(folder) => {
                for path in card_files(folder) {
                    world.read(&path);
                }
            }
            None => {
                for (name, text) in stccg_lang::stdlib::FILES {
                    world.push(name.to_string(), Arc::from(*text));
                }
            }
        }
        world.stdlib_files = world.files.len();
        for path in &config.paths {
            for file in card_files(path) {
                world.read(&file);
            }
        }
        world.loaded_files = world.files.len();
        world.rebuild();
        world
    }

    /// Reads a file from disk into the pool (a file that cannot be read is empty).
    fn read(&mut self, path: &Path) {
        let path = canonical(path);
        let name = path.display().to_string();
        if self.by_name.contains_key(&name) {
            return;
        }
        let text = std::fs::read(&path)
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_default();
        self.push(name, Arc::from(text));
    }

    /// Adds a file and parses it.
    fn push(&mut self, name: String, text: Arc<str>) -> FileId {
        let id = FileId(self.files.len() as u32);
        let (module, parse) = parse_file(id, &text);
        self.by_name.insert(name.clone(), id);
        self.files.push(SourceFile {
            name,
            text,
            module,
            parse,
        });
        id
    }

    /// The file of this name, if the pool has it.
    pub fn file(&self, name: &str) -> Option<FileId> {
        self.by_name.get(name).copied()
    }

    /// The name of a file.
    pub fn name(&self, file: FileId) -> &str {
        &self.files[file.0 as usize].name
    }

    /// The text of a file.
    pub fn text(&self, file: FileId) -> &str {
        &self.files[file.0 as usize].text
    }

    /// The loaded pool: symbols, cards, errata.
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// How many files the pool has.
    pub fn file_count(&self) -> usize {
        self.files.len()
    }

    /// Whether a file was added by the editor (opened, not loaded with the workspace).
    pub fn added_by_editor(&self, file: FileId) -> bool {
        (file.0 as usize) >= self.loaded_files
    }

    /// Whether a file is one of the stdlib's.
    pub fn is_stdlib(&self, file: FileId) -> bool {
        (file.0 as usize) < self.stdlib_files
    }

    /// Every diagnostic of a file: of its syntax, then of the checks and lint rules.
    pub fn diagnostics(&self, file: FileId) -> Vec<Diagnostic> {
        let mut all = self.files[file.0 as usize].parse.clone();
        all.extend(self.checked.get(&file).into_iter().flatten().cloned());
        all.sort_by_key(|d| d.primary().span.start);
        all
    }

    /// Sets the text of a card or errata file (one the editor opened or changed), adding the
    /// file if the pool lacks it, and checks again what the change touches. Returns the files
    /// whose diagnostics may have changed.
    pub fn set_text(&mut self, name: &str, text: &str) -> Vec<FileId> {
        let Some(file) = self.file(name) else {
            let file = self.push(name.to_string(), Arc::from(text));
            self.rebuild();
            let mut touched: Vec<FileId> = self.checked.keys().copied().collect();
            touched.push(file);
            return touched;
        };
        if *self.files[file.0 as usize].text == *text {
            return vec![file];
        }
        let (module, parse) = parse_file(file, text);
        let source = &mut self.files[file.0 as usize];
        let old = std::mem::replace(&mut source.module, module);
        source.text = Arc::from(text);
        source.parse = parse;
        if self.stands_alone(file, &old) {
            self.recheck_around(file, &old)
        } else {
            let before: Vec<FileId> = self.checked.keys().copied().collect();
            self.rebuild();
            let mut touched: BTreeSet<FileId> = before.into_iter().collect();
            touched.extend(self.checked.keys().copied());
            touched.insert(file);
            touched.into_iter().collect()
        }
    }

    /// Whether an edit of `file` (whose items were `old`) can be checked without the rest of
    /// the pool changing: a card file outside the stdlib, holding only cards before and
    /// after, none of them patched by an erratum.
    fn stands_alone(&self, file: FileId, old: &Module) -> bool {
        let source = &self.files[file.0 as usize];
        if self.is_stdlib(file) || !source.name.ends_with(".card") {
            return false;
        }
        let only_cards = |module: &Module| module.items.iter().all(|item| matches!(item, Item::Card(_)));
        if !only_cards(old) || !only_cards(&source.module) {
            return false;
        }
        let titles = titles_of(old, &source.module);
        !self
            .pool
            .errata
            .iter()
            .any(|erratum| !erratum.on_rule && titles.contains(erratum.target.name.as_str()))
    }

    /// Checks `file` again, and every file that names or defines one of the titles it
    /// defined (`old`) or defines now. Returns the files checked.
    fn recheck_around(&mut self, file: FileId, old: &Module) -> Vec<FileId> {
        let source = &self.files[file.0 as usize];
        let titles = titles_of(old, &source.module);
        let mut touched = BTreeSet::from([file]);
        touched.extend(
            self.references
                .iter()
                .filter(|r| titles.contains(r.title.as_str()))
                .map(|r| r.file),
        );
        touched.extend(
            self.pool
                .cards()
                .filter(|(_, card)| titles.contains(card.title.name.as_str()))
                .map(|(f, _)| f),
        );
        self.pool.sources.replace(file, source.text.clone());
        if let Some(slot) = self.pool.modules.iter_mut().find(|(f, _)| *f == file) {
            slot.1 = source.module.clone();
        }
        let checked = check_files(&self.pool.modules, &self.pool.symbols, |f| touched.contains(&f));
        self.pool.cards = checked.index;
        let lint = lint_files(&self.pool, |f| touched.contains(&f));
        self.references.retain(|r| !touched.contains(&r.file));
        self.references.extend(checked.references);
        for f in &touched {
            self.checked.remove(f);
        }
        self.file_diagnostics(checked.diagnostics.into_iter().chain(lint));
        self.refresh_pool_diagnostics();
        touched.into_iter().collect()
    }

    /// Puts the pool together again from the parses kept, and checks all of it.
    fn rebuild(&mut self) {
        let parsed = self
            .files
            .iter()
            .map(|file| ParsedFile {
                name: file.name.clone(),
                text: file.text.clone(),
                module: file.module.clone(),
                diagnostics: Vec::new(),
            })
            .collect();
        let pool = load_parsed(parsed, self.stdlib_files, stccg_lang::errata::DEFAULT_RULESET);
        let lint = lint_pool(&pool);
        self.references = check_files(&pool.modules, &pool.symbols, |_| true).references;
        self.checked.clear();
        self.file_diagnostics(pool.diagnostics.iter().cloned().chain(lint));
        self.pool = pool;
        self.refresh_pool_diagnostics();
    }

    /// Files diagnostics under the file of their primary label.
    fn file_diagnostics(&mut self, diagnostics: impl IntoIterator<Item = Diagnostic>) {
        for diagnostic in diagnostics {
            self.checked
                .entry(diagnostic.primary().file)
                .or_default()
                .push(diagnostic);
        }
    }

    /// Makes the pool's own list of diagnostics the files' (the engine refuses a pool with
    /// errors, and reads them there).
    fn refresh_pool_diagnostics(&mut self) {
        let mut all: Vec<Diagnostic> = self.files.iter().flat_map(|f| f.parse.iter().cloned()).collect();
        all.extend(self.checked.values().flatten().cloned());
        self.pool.diagnostics = all;
    }

    /// Sets a file back to its text on disk (the editor closed it without saving).
    pub fn revert(&mut self, name: &str) -> Vec<FileId> {
        let text = std::fs::read_to_string(name).unwrap_or_default();
        self.set_text(name, &text)
    }
}

/// The titles of the cards of two versions of a file.
fn titles_of<'a>(old: &'a Module, new: &'a Module) -> HashSet<&'a str> {
    old.items
        .iter()
        .chain(&new.items)
        .filter_map(|item| match item {
            Item::Card(card) => Some(card.title.name.as_str()),
            _ => None,
        })
        .collect()
}

/// The `.card` and `.errata` files at or below a path, sorted.
pub(crate) fn card_files(path: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    collect(path, &mut files);
    files.sort();
    files
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "card" || e == "errata") {
            files.push(path.to_path_buf());
        }
        return;
    }
    let Ok(entries) = std::fs::read_dir(path) else { return };
    for entry in entries.flatten() {
        collect(&entry.path(), files);
    }
}
