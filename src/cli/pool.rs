//! Where the cards come from: the bundled pool (`cards/`), then each `--cards` folder on top,
//! in order (a later definition of a title replaces an earlier one, with a note); and the
//! project's other folders (`data/`, `tests/scenarios/`), found beside the current folder or
//! in the source tree.

use super::args::PoolArgs;
use std::path::PathBuf;

/// A folder of the project: the one in the source tree the command was built from, else
/// `name` in the current folder (a binary moved away from its source). Not the current
/// folder first: a card author's own `cards/` folder is added with `--cards`, on top of the
/// bundled pool, not in its place.
pub(crate) fn project_dir(name: &str) -> PathBuf {
    let built = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(name);
    let local = PathBuf::from(name);
    // Named as the current folder names it when that is the same folder (shorter messages).
    let same = |a: &PathBuf, b: &PathBuf| a.canonicalize().ok().is_some_and(|a| Some(a) == b.canonicalize().ok());
    if built.is_dir() && !same(&built, &local) {
        built
    } else {
        local
    }
}

/// The bundled card pool.
pub(crate) fn bundled_cards_dir() -> PathBuf {
    project_dir("cards")
}

impl PoolArgs {
    /// The load cache these arguments ask for (none with `--no-cache`).
    pub(crate) fn cache(&self) -> stccg_lang::load::Cache {
        stccg_lang::load::Cache::unless(self.no_cache)
    }

    /// The card paths to load, in order: the bundled pool (unless `--no-bundled`), each
    /// `--cards`, then `extra` (a command's own PATH arguments). Each is a layer of its own:
    /// the loader replaces a title defined in an earlier layer and reads a file only once.
    pub(crate) fn layers(&self, extra: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
        let mut paths = Vec::new();
        if !self.no_bundled {
            paths.push(bundled_cards_dir());
        }
        paths.extend(self.cards.iter().cloned());
        paths.extend(extra.iter().cloned());
        if paths.is_empty() {
            return Err("--no-bundled leaves no cards to load: give --cards DIR".into());
        }
        for path in &paths {
            if !path.exists() {
                return Err(format!("no such file or folder: {}", path.display()));
            }
        }
        Ok(paths)
    }
}

/// The pool the engine plays with, read from disk at every run (edited card files play
/// without recompiling), under the ruleset's errata, with the text of each card file for
/// people to read. A pool with errors is rendered on `err` and refused; each card reference
/// that matches nothing (a card printed in a set but not scripted, lint rule L024) is said
/// on `err` as a note.
pub(crate) fn load_pool(
    paths: &[PathBuf],
    ruleset: stccg_runtime::state::Ruleset,
    cache: &stccg_lang::load::Cache,
    err: &mut dyn std::io::Write,
) -> Result<(stccg_runtime::defs::CardPool, crate::human::CardTexts), String> {
    let pool = stccg_lang::load::load_ruleset_cached(
        paths,
        &stccg_lang::load::StdlibSource::Embedded,
        ruleset.name(),
        ruleset.errata_until(),
        cache,
    );
    if pool.count(stccg_lang::diag::Severity::Error) > 0 {
        super::render(&pool.diagnostics, &pool.sources, false, err);
        let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(format!("the cards under {} have errors", names.join(", ")));
    }
    for diagnostic in stccg_lang::lint::lint_pool_with(&pool, &["L024"]) {
        if diagnostic.code == "L024" {
            let file = pool.sources.name(diagnostic.primary().file);
            let _ = writeln!(err, "note: {file}: {}", diagnostic.message);
        }
    }
    let texts = crate::human::CardTexts::of(&pool);
    let cards = stccg_runtime::defs::CardPool::from_lang(&pool).map_err(|e| e.to_string())?;
    Ok((cards, texts))
}
