//! `stccg parse [--json] FILE`: print the syntax tree of one file as JSON.

use super::{render, LoadOptions};
use stccg_lang::source::SourceMap;
use stccg_lang::syntax::parse_module;
use std::io::Write;

/// Runs `stccg parse`.
pub(crate) fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let options = LoadOptions::parse(args)?;
    let [path] = options.paths.as_slice() else {
        return Err("parse takes exactly one file".into());
    };
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut sources = SourceMap::new();
    let (file, text, not_utf8) = stccg_lang::load::decode(&path.display().to_string(), bytes, &mut sources);
    if let Some(diagnostic) = not_utf8 {
        render(&[diagnostic], &sources, false, err);
        return Ok(1);
    }
    let (module, diagnostics) = parse_module(file, &text);
    render(&diagnostics, &sources, false, err);
    let json = if options.json {
        serde_json::to_string_pretty(&module)
    } else {
        serde_json::to_string(&module)
    };
    writeln!(out, "{}", json.map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
    Ok(u8::from(diagnostics.iter().any(|d| d.is_error())))
}
