//! The loader's stages (`stccg_lang::load`), run over the files the world keeps: the errata
//! entries read and applied, the declarations collected and the core rules' errata applied,
//! each card file resolved and checked, then the lint rules. The stages over the whole pool
//! are cheap and always run, with the lint rules that look across cards; resolving,
//! checking and the other lint rules, the bulk of the work, run for the files asked only
//! (all of them to put the pool together). A test holds the result of
//! checking everything equal to what the loader gives.

use super::World;
use stccg_lang::ast::{Item, Module};
use stccg_lang::check::{check_files, check_rules, CardIndex};
use stccg_lang::diag::Diagnostic;
use stccg_lang::errata::{self, Erratum, DEFAULT_RULESET};
use stccg_lang::lint::{lint_by_file, point_into_errata, ACROSS_CARDS};
use stccg_lang::load::Pool;
use stccg_lang::source::{FileId, SourceMap};
use stccg_lang::symbols::Symbols;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

impl World {
    /// Puts the pool together from the parses kept and checks all of it.
    pub(super) fn rebuild(&mut self) {
        let mut sources = SourceMap::new();
        for file in &self.files {
            sources.add(&file.name, file.text.clone());
        }
        let modules = (0..self.files.len() as u32)
            .map(FileId)
            .filter(|&file| !self.is_errata(file))
            .map(|file| (file, self.files[file.0 as usize].module.clone()))
            .collect();
        self.pool = Pool {
            sources,
            modules,
            symbols: Symbols::default(),
            cards: CardIndex::new(),
            diagnostics: Vec::new(),
            stdlib_files: self.stdlib_files,
            errata: Vec::new(),
            applied_errata: Vec::new(),
            applied_rule_errata: Vec::new(),
        };
        self.references.clear();
        self.by_file.clear();
        self.lint_by_file.clear();
        let all: BTreeSet<FileId> = self.pool.modules.iter().map(|(file, _)| *file).collect();
        self.recheck(&all);
    }

    /// Runs the stages over the whole pool again, and resolves and checks the card files
    /// `files` again from their parses (with the errata that patch them); the other files
    /// keep their modules and diagnostics.
    pub(super) fn recheck(&mut self, files: &BTreeSet<FileId>) {
        // The errata entries, and the errata applied to the files holding their targets.
        let errata_modules: Vec<(FileId, Module)> = (0..self.files.len() as u32)
            .map(FileId)
            .filter(|&file| self.is_errata(file))
            .map(|file| (file, self.files[file.0 as usize].module.clone()))
            .collect();
        let (entries, mut pool_wide) = errata::read(&errata_modules);
        let card_errata: Vec<Erratum> = entries
            .iter()
            .filter(|e| !e.on_rule && e.in_force(DEFAULT_RULESET, None))
            .cloned()
            .collect();
        let targets: HashSet<&str> = card_errata.iter().map(|e| e.target.name.as_str()).collect();
        let mut patched: Vec<(FileId, Module)> = self
            .pool
            .modules
            .iter()
            .map(|(file, _)| (*file, &self.files[file.0 as usize].module))
            .filter(|(_, module)| card_titles(module).any(|title| targets.contains(title)))
            .map(|(file, module)| (file, module.clone()))
            .collect();
        let titles: Vec<&str> = self
            .pool
            .modules
            .iter()
            .flat_map(|(file, _)| card_titles(&self.files[file.0 as usize].module))
            .collect();
        let (applied, diagnostics) = errata::apply_among(&mut patched, &card_errata, None, Some(&titles));
        pool_wide.extend(diagnostics);
        let mut patched: HashMap<FileId, Module> = patched.into_iter().collect();
        for (file, module) in self.pool.modules.iter_mut() {
            if files.contains(file) {
                *module = patched
                    .remove(file)
                    .unwrap_or_else(|| self.files[file.0 as usize].module.clone());
            }
        }
        // The declarations and the core rules.
        let (mut symbols, diagnostics) = Symbols::collect(self.pool.modules.iter().map(|(f, m)| (*f, m)));
        pool_wide.extend(diagnostics);
        pool_wide.extend(check_rules(&symbols));
        let (applied_rules, diagnostics) = errata::apply_to_rules(&mut symbols, &entries, DEFAULT_RULESET, None);
        pool_wide.extend(diagnostics);
        self.pool.symbols = symbols;
        self.pool.errata = entries;
        self.pool.applied_errata = applied;
        self.pool.applied_rule_errata = applied_rules;
        self.pool_wide = pool_wide;
        self.resolve_and_check(files);
        self.lint(files);
        self.refresh();
    }

    /// Resolves the modules of `files` (patched, not yet resolved) and checks them.
    fn resolve_and_check(&mut self, files: &BTreeSet<FileId>) {
        let mut by_file: BTreeMap<FileId, Vec<Diagnostic>> = BTreeMap::new();
        for entry in self.pool.modules.iter_mut().filter(|(file, _)| files.contains(file)) {
            let diagnostics = stccg_lang::types::resolve_pool(std::slice::from_mut(entry), &self.pool.symbols);
            by_file.insert(entry.0, diagnostics);
        }
        let checked = check_files(&self.pool.modules, &self.pool.symbols, |file| files.contains(&file));
        self.pool.cards = checked.index;
        // Before they are pointed into errata files, a check's diagnostics are in its file.
        let mut by_origin: BTreeMap<FileId, Vec<Diagnostic>> = BTreeMap::new();
        for diagnostic in checked.diagnostics {
            by_origin.entry(diagnostic.primary().file).or_default().push(diagnostic);
        }
        for (file, mut diagnostics) in by_origin {
            errata::relocate(&mut diagnostics, &self.pool.applied_errata, &self.pool.sources);
            by_file.entry(file).or_default().extend(diagnostics);
        }
        for file in files {
            self.by_file.remove(file);
        }
        self.by_file
            .extend(by_file.into_iter().filter(|(_, diagnostics)| !diagnostics.is_empty()));
        self.references.retain(|r| !files.contains(&r.file));
        self.references.extend(checked.references);
        self.references.sort_by_key(|r| (r.file, r.span.start(), r.span.end()));
    }

    /// Runs the lint rules again over the cards of `files`, and the rules that look across
    /// cards (`ACROSS_CARDS`) over every card; the other cards keep their findings.
    fn lint(&mut self, files: &BTreeSet<FileId>) {
        let own = lint_by_file(
            &self.pool,
            |rule| !ACROSS_CARDS.contains(&rule.code),
            |file| files.contains(&file),
            true,
        );
        self.lint_by_file.retain(|file, _| !files.contains(file));
        self.lint_by_file.extend(own);
        let mut across = lint_by_file(&self.pool, |rule| ACROSS_CARDS.contains(&rule.code), |_| true, false);
        let mut lint = Vec::new();
        for (file, own) in &self.lint_by_file {
            lint.extend(own.iter().cloned());
            lint.extend(across.remove(file).into_iter().flatten());
        }
        lint.extend(across.into_values().flatten());
        point_into_errata(&self.pool, &mut lint);
        lint.sort_by_key(|d| (d.primary().file, d.primary().span.start()));
        self.lint = lint;
    }

    /// Files every diagnostic under the file of its primary label, and gives the pool the
    /// list of all (the engine refuses a pool with errors, and reads them there).
    fn refresh(&mut self) {
        let mut checked: HashMap<FileId, Vec<Diagnostic>> = HashMap::new();
        for diagnostic in self
            .pool_wide
            .iter()
            .chain(self.by_file.values().flatten())
            .chain(&self.lint)
        {
            checked
                .entry(diagnostic.primary().file)
                .or_default()
                .push(diagnostic.clone());
        }
        let mut all: Vec<Diagnostic> = self.files.iter().flat_map(|f| f.parse.iter().cloned()).collect();
        all.extend(checked.values().flatten().cloned());
        all.sort_by_key(|d| (d.primary().file, d.primary().span.start()));
        self.pool.diagnostics = all;
        self.checked = checked;
    }
}

/// The titles of a module's cards (not its errata entries).
pub(super) fn card_titles(module: &Module) -> impl Iterator<Item = &str> {
    module.items.iter().filter_map(|item| match item {
        Item::Card(card) => Some(card.title.name.as_str()),
        _ => None,
    })
}
