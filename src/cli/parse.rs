//! `stccg parse --json FILE`: print the syntax tree of one file as JSON.

use super::LoadOptions;
use miette::{GraphicalReportHandler, GraphicalTheme};
use stccg_lang::diag::Rendered;
use stccg_lang::source::SourceMap;
use stccg_lang::syntax::parse_module;
use std::process::ExitCode;

/// Runs `stccg parse`.
pub(crate) fn run(args: &[String]) -> Result<ExitCode, String> {
    let options = LoadOptions::parse(args)?;
    let [path] = options.paths.as_slice() else {
        return Err("parse takes exactly one file".into());
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut sources = SourceMap::new();
    let file = sources.add(path.display().to_string(), text.as_str());
    let (module, diagnostics) = parse_module(file, &text);
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor()).with_links(false);
    for diagnostic in &diagnostics {
        let mut out = String::new();
        let _ = handler.render_report(&mut out, &Rendered::new(diagnostic, &sources));
        eprintln!("{out}");
    }
    let json = if options.json {
        serde_json::to_string_pretty(&module)
    } else {
        serde_json::to_string(&module)
    };
    println!("{}", json.map_err(|e| e.to_string())?);
    Ok(if diagnostics.iter().any(|d| d.is_error()) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
