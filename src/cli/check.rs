//! `stccg check`: load a pool, print its diagnostics and a summary line.

use super::LoadOptions;
use miette::{GraphicalReportHandler, GraphicalTheme};
use stccg_lang::diag::{to_json, Rendered, Severity};
use stccg_lang::load::load;
use std::io::IsTerminal;
use std::process::ExitCode;

/// Runs `stccg check`.
pub(crate) fn run(args: &[String]) -> Result<ExitCode, String> {
    let options = LoadOptions::parse(args)?;
    let pool = load(&options.paths, &options.stdlib);
    let errors = pool.count(Severity::Error);
    let warnings = pool.count(Severity::Warning);
    let cards = pool.cards().count();
    let files = pool.sources.len() - pool.stdlib_files;
    if options.json {
        let report = serde_json::json!({
            "files": files,
            "cards": cards,
            "errors": errors,
            "warnings": warnings,
            "todos": pool.todo_count(),
            "diagnostics": to_json(&pool.diagnostics, &pool.sources),
        });
        println!("{}", serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?);
    } else {
        let theme = if std::io::stderr().is_terminal() {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        let handler = GraphicalReportHandler::new_themed(theme).with_links(false);
        for diagnostic in &pool.diagnostics {
            let mut out = String::new();
            let _ = handler.render_report(&mut out, &Rendered::new(diagnostic, &pool.sources));
            eprintln!("{out}");
        }
        println!(
            "checked {files} files: {cards} cards loaded, {errors} errors, {warnings} warnings, {} todo clauses",
            pool.todo_count()
        );
    }
    Ok(if errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
