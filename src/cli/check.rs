//! `stccg check`: load a pool, print its diagnostics and a summary line.

use super::{render, LoadOptions};
use stccg_lang::diag::{to_json, Severity};
use stccg_lang::load::load;
use std::io::Write;

/// Runs `stccg check`.
pub(crate) fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let options = LoadOptions::parse(args)?;
    let pool = load(&options.paths, &options.stdlib);
    let errors = pool.count(Severity::Error);
    let warnings = pool.count(Severity::Warning);
    let cards = pool.cards().count();
    let files = pool.sources.len() - pool.stdlib_files;
    let io = |e: std::io::Error| e.to_string();
    if options.json {
        let report = serde_json::json!({
            "files": files,
            "cards": cards,
            "errors": errors,
            "warnings": warnings,
            "todos": pool.todo_count(),
            "diagnostics": to_json(&pool.diagnostics, &pool.sources),
        });
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        writeln!(out, "{text}").map_err(io)?;
    } else {
        render(&pool.diagnostics, &pool.sources, colour, err);
        writeln!(
            out,
            "checked {files} files: {cards} cards loaded, {errors} errors, {warnings} warnings, {} todo clauses",
            pool.todo_count()
        )
        .map_err(io)?;
    }
    Ok(u8::from(errors > 0))
}
