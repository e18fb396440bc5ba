//! `stccg export [--cards DIR]... [PATH...]`: every loaded card's full definition (printed
//! data and game text) as JSON, one card per line of a JSON array.

use super::args::ExportArgs;
use super::render;
use stccg_lang::load::StdlibSource;
use stccg_runtime::defs::CardPool;
use std::io::Write;

/// Runs `stccg export`.
pub(crate) fn run(args: &ExportArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let paths = args.pool.layers(&args.paths)?;
    let stdlib = args.stdlib.clone().map_or(StdlibSource::Embedded, StdlibSource::Folder);
    let pool = stccg_lang::load::load_cached(&paths, &stdlib, &args.pool.cache());
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
