//! `stccg check`: load a pool, run the lint rules over it, print its diagnostics and a
//! summary line.

use super::args::CheckArgs;
use super::render;
use stccg_lang::diag::{to_json, Severity};
use stccg_lang::load::{load_cached, StdlibSource};
use std::io::Write;
use std::path::PathBuf;

/// Runs `stccg check` (and `stccg lint` without `--list` or `--explain`).
pub(crate) fn run(args: &CheckArgs, out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let paths = args.pool.layers(&args.paths)?;
    let stdlib = args.stdlib.clone().map_or(StdlibSource::Embedded, StdlibSource::Folder);
    let mut pool = load_cached(&paths, &stdlib, &args.pool.cache());
    let findings = stccg_lang::lint::lint_pool(&pool);
    pool.diagnostics.extend(findings);
    if pool.count(Severity::Error) == 0 {
        // The core rules the engine reads, each declared with a value it has a reading for.
        if let Err(problems) = stccg_runtime::defs::CoreRules::read(&pool) {
            pool.diagnostics.extend(problems);
        }
    }
    pool.diagnostics
        .sort_by_key(|d| (d.primary().file, d.primary().span.start()));
    let decks = check_decks(&mut pool, &paths);
    let errors = pool.count(Severity::Error);
    let warnings = pool.count(Severity::Warning);
    let notes = pool.count(Severity::Note);
    let cards = pool.cards().count();
    let files = pool.sources.len() - pool.stdlib_files;
    let io = |e: std::io::Error| e.to_string();
    if args.format.is_json() {
        let report = serde_json::json!({
            "files": files,
            "cards": cards,
            "decks": decks,
            "errors": errors,
            "warnings": warnings,
            "notes": notes,
            "todos": pool.todo_count(),
            "diagnostics": to_json(&pool.diagnostics, &pool.sources),
        });
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        writeln!(out, "{text}").map_err(io)?;
    } else {
        render(&pool.diagnostics, &pool.sources, colour, err);
        writeln!(
            out,
            "checked {files} files: {cards} cards loaded, {decks} decks, {errors} errors, {warnings} warnings, {} todo clauses{}",
            pool.todo_count(),
            if notes > 0 { format!(", {notes} notes") } else { String::new() }
        )
        .map_err(io)?;
    }
    Ok(u8::from(errors > 0))
}

/// Validates every `.deck` file under the paths against the pool (when the cards themselves
/// have no error), adding the decks' texts and problems to the pool's; returns how many
/// decks were read.
fn check_decks(pool: &mut stccg_lang::load::Pool, paths: &[PathBuf]) -> usize {
    let mut files = Vec::new();
    for path in paths {
        collect_decks(path, &mut files);
    }
    files.sort();
    // A deck under two of the paths (the bundled pool, and `cards` given again) is read once.
    let mut seen = std::collections::HashSet::new();
    files.retain(|f| seen.insert(f.canonicalize().unwrap_or_else(|_| f.clone())));
    if files.is_empty() || pool.count(Severity::Error) > 0 {
        return files.len();
    }
    let runtime = match stccg_runtime::defs::CardPool::from_lang(pool) {
        Ok(runtime) => runtime,
        Err(_) => return files.len(),
    };
    for path in &files {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let file = pool.sources.add(path.display().to_string(), text.clone());
        match stccg_runtime::deck::parse::parse(&text, file) {
            Ok(deck) => pool
                .diagnostics
                .extend(stccg_runtime::deck::validate::validate(&deck, &runtime, file)),
            Err(problem) => pool.diagnostics.push(problem),
        }
    }
    files.len()
}

/// The `.deck` files under a path.
fn collect_decks(path: &std::path::Path, files: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "deck") {
            files.push(path.to_path_buf());
        }
        return;
    }
    for entry in std::fs::read_dir(path).into_iter().flatten().flatten() {
        collect_decks(&entry.path(), files);
    }
}
