//! The workspace as the analysis sees it: every stdlib, card and errata file with its text
//! and its parse, the pool checked from them, and the diagnostics of each file.
//!
//! The pool is put together in the loader's stages (`stages`): the errata entries read and
//! applied, the declarations collected, then each card file resolved and checked on its own,
//! then the lint rules. An edit re-parses only the file edited, and `edit` says which card
//! files it can change: a card file's edit, the files that name or define its titles; an
//! erratum's, the cards it patches and the files naming them; a declaration's, the files that
//! write a name it declares (or declared) and those that had diagnostics. The stages over the
//! whole pool (errata, declarations, the lint rules that look across cards) run again; only
//! those files are resolved, checked and linted again. Every other file keeps its check, which is what checking it again would
//! give: the tests compare the two after edits of each kind.

mod edit;
mod stages;

use stccg_lang::ast::Module;
use stccg_lang::check::CardReference;
use stccg_lang::diag::Diagnostic;
use stccg_lang::load::{load_parsed, parse_file, Pool};
use stccg_lang::source::FileId;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One file of the pool.
pub(crate) struct SourceFile {
    /// Its name: an absolute path, or `<stdlib>/NAME.card` for the embedded stdlib.
    pub(crate) name: String,
    /// Its text (the editor's, while open).
    pub(crate) text: Arc<str>,
    /// Its items as parsed, before any erratum.
    pub(crate) module: Module,
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
    /// Every `{Title}` reference of the pool's card text, in file order.
    pub(crate) references: Vec<CardReference>,
    /// The diagnostics of the stages over the whole pool: errata entries, declarations,
    /// core rules.
    pool_wide: Vec<Diagnostic>,
    /// The diagnostics of resolving and checking each card file, by that file (a diagnostic
    /// about a member an erratum wrote points into the errata file).
    by_file: BTreeMap<FileId, Vec<Diagnostic>>,
    /// The findings of the lint rules that look at one card only, by the card's file, before
    /// those on members an erratum wrote are pointed into the errata file.
    lint_by_file: BTreeMap<FileId, Vec<Diagnostic>>,
    /// The lint rules' findings over the pool, pointed where they belong.
    lint: Vec<Diagnostic>,
    /// All of the above, by the file of their primary label.
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
            pool_wide: Vec::new(),
            by_file: BTreeMap::new(),
            lint_by_file: BTreeMap::new(),
            lint: Vec::new(),
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

    /// The items of a file as parsed, before any erratum.
    pub(crate) fn module(&self, file: FileId) -> &Module {
        &self.files[file.0 as usize].module
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
        all.sort_by_key(|d| d.primary().span.start());
        all
    }

    /// Sets the text of a card or errata file (one the editor opened or changed), adding the
    /// file if the pool lacks it, and checks again what the change can touch (`edit`).
    /// Returns the files whose diagnostics changed, the file itself first.
    pub fn set_text(&mut self, name: &str, text: &str) -> Vec<FileId> {
        let Some(file) = self.file(name) else {
            let file = self.push(name.to_string(), Arc::from(text));
            let before = std::mem::take(&mut self.checked);
            self.rebuild();
            return self.changed_since(before, file);
        };
        if *self.files[file.0 as usize].text == *text {
            return vec![file];
        }
        let (module, parse) = parse_file(file, text);
        let source = &mut self.files[file.0 as usize];
        let old = std::mem::replace(&mut source.module, module);
        let old_text = std::mem::replace(&mut source.text, Arc::from(text));
        source.parse = parse;
        let text = source.text.clone();
        self.pool.sources.replace(file, text);
        let before = std::mem::take(&mut self.checked);
        match edit::touched(self, file, &old, &old_text) {
            Some(touched) => self.recheck(&touched),
            None => self.rebuild(),
        }
        self.changed_since(before, file)
    }

    /// Checks the whole pool again from the parses kept: what every edit's re-check must
    /// come to.
    pub fn check_everything(&mut self) {
        self.rebuild();
    }

    /// The edited file, then every file whose diagnostics differ from `before`'s.
    fn changed_since(&self, before: HashMap<FileId, Vec<Diagnostic>>, edited: FileId) -> Vec<FileId> {
        let mut changed: BTreeSet<FileId> = before
            .iter()
            .filter(|(file, diagnostics)| self.checked.get(file) != Some(*diagnostics))
            .map(|(file, _)| *file)
            .collect();
        changed.extend(self.checked.keys().filter(|file| !before.contains_key(file)).copied());
        changed.remove(&edited);
        std::iter::once(edited).chain(changed).collect()
    }

    /// Sets a file back to its text on disk (the editor closed it without saving).
    pub fn revert(&mut self, name: &str) -> Vec<FileId> {
        let text = std::fs::read_to_string(name).unwrap_or_default();
        self.set_text(name, &text)
    }

    /// Whether a file is an errata file.
    pub(crate) fn is_errata(&self, file: FileId) -> bool {
        let name = &self.files[file.0 as usize].name;
        name.rsplit_once('.')
            .is_some_and(|(_, extension)| extension == stccg_lang::errata::EXTENSION)
    }
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
