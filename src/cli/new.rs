//! `stccg new "Title"`: writes a new card file from the set data, in the set's folder of the
//! cards folder: the printed fields filled in, the game text as a comment and a `todo` for
//! each clause, laid out canonically. It refuses a title already defined in the pool and a
//! title the data does not have (with the nearest titles it does).

use super::args::NewArgs;
use super::{bundled_cards_dir, project_dir};
use stccg_lang::load::{load_bytes, load_cached, StdlibSource};
use stccg_lang::new_card::{card_file, read_data_cards, set_name, snake_case};
use std::io::Write;

/// Runs `stccg new`. Status 0 when the file is written, 2 when the title is refused.
pub(crate) fn run(args: &NewArgs, out: &mut dyn Write, _err: &mut dyn Write) -> Result<u8, String> {
    let data = args.data.clone().unwrap_or_else(|| project_dir("data"));
    if !data.is_dir() {
        return Err(format!(
            "no set data in {}: `stccg new` writes cards from it (give --data DIR)",
            data.display()
        ));
    }
    let cards = read_data_cards(&data)?;
    let Some(card) = cards.iter().find(|c| c.title() == args.title) else {
        let hint = stccg_lang::suggest::help_for(&args.title, cards.iter().map(|c| c.title()))
            .map(|h| format!("; {h}"))
            .unwrap_or_default();
        return Err(format!("no card of the set data is titled \"{}\"{hint}", args.title));
    };
    let layers = args.pool.layers(&[])?;
    let pool = load_cached(&layers, &StdlibSource::Embedded, &args.pool.cache());
    if let Some(location) = pool.cards.get(&args.title) {
        return Err(format!(
            "\"{}\" is already defined, in {}",
            args.title,
            pool.sources.name(location.file)
        ));
    }
    let into = args
        .into
        .clone()
        .or_else(|| args.pool.no_bundled.then(|| args.pool.cards.last().cloned()).flatten())
        .unwrap_or_else(bundled_cards_dir);
    let set = set_name(card, &pool.symbols).unwrap_or_else(|| card.get("set_folder").to_string());
    let folder = into.join(snake_case(&set));
    let path = folder.join(format!("{}.card", snake_case(card.title())));
    if path.exists() {
        return Err(format!("{} exists already", path.display()));
    }
    let name = path.display().to_string();
    let mut text = card_file(card, &pool.symbols, false);
    if card.get("type") == "Mission" {
        // The requirements as the data writes them, if they check as the card language's.
        let as_written = card_file(card, &pool.symbols, true);
        let trial = load_bytes(&[(name.as_str(), as_written.as_bytes())], &layers);
        let own_errors = trial
            .diagnostics
            .iter()
            .any(|d| d.is_error() && trial.sources.name(d.primary().file) == name);
        if !own_errors {
            text = as_written;
        }
    }
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(name.clone(), text.clone());
    let text = stccg_lang::format::format_source(file, &text)
        .map_err(|_| format!("the card written for \"{}\" does not parse:\n{text}", args.title))?;
    std::fs::create_dir_all(&folder).map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    std::fs::write(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let todos = text.lines().filter(|l| l.trim_start().starts_with("todo ")).count();
    writeln!(
        out,
        "wrote {}: {todos} todo clauses to script; then `stccg check`",
        path.display()
    )
    .map_err(|e| e.to_string())?;
    Ok(0)
}
