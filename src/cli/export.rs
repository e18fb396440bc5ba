//! `stccg export --json [--stdlib DIR] [PATH...]`: every loaded card's full definition
//! (printed data and game text) as JSON, one card per line of a JSON array.

use super::{render, LoadOptions};
use stccg_runtime::defs::CardPool;
use std::io::Write;

/// Runs `stccg export`.
pub(crate) fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let options = LoadOptions::parse(args)?;
    if !options.json {
        return Err("export writes JSON only: give --json".into());
    }
    let pool = stccg_lang::load::load(&options.paths, &options.stdlib);
    if pool.count(stccg_lang::diag::Severity::Error) > 0 {
        render(&pool.diagnostics, &pool.sources, false, err);
        writeln!(err, "nothing exported: the cards have errors").map_err(|e| e.to_string())?;
        return Ok(1);
    }
    let cards = CardPool::from_lang(&pool).map_err(|e| e.to_string())?;
    out.write_all(cards.to_json_text().as_bytes())
        .map_err(|e| e.to_string())?;
    Ok(0)
}
