//! The subcommands and their argument parsing. Every command writes to the streams it is
//! given and returns its exit status: 0 success, 1 problems found, 2 a usage error.

mod check;
mod coverage;
mod errata;
mod export;
mod fmt;
mod lint;
mod parse;
mod play;
mod replay;
pub mod test;

use stccg_lang::diag::Diagnostic;
use stccg_lang::source::SourceMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// The usage text.
pub const USAGE: &str = "\
usage:
  stccg check [--format human|json] [--stdlib DIR] [PATH...]
      load the stdlib and the .card files under PATH (default: cards/), report diagnostics
  stccg coverage [--json] [--cards DIR] [--scenarios DIR] [--data DIR]
      for each set: cards defined (against ../shared/data), fully scripted (no todo), with
      text, and covered by a scenario (`covers` in its header); then the gaps
  stccg errata [--ruleset NAME] [--cards PATH]... [CARD]
      list the errata in force under the ruleset (default glossary-current) from the .errata
      files under PATH (default cards/) and the stdlib's errata of the core rules; for CARD,
      the card as printed, its errata and the card that results (for a rule of
      stdlib/rules.card, the rule as written, its errata and the rule that results)
  stccg fmt [--check] [PATH...]
      lay the .card files under PATH (default: cards/ and stdlib/) out canonically, naming
      each file rewritten; --check rewrites nothing and exits 1 if any file would change
  stccg lint --list [--format human|json]
      print the lint rules: code, name, level, summary
  stccg lint --explain CODE [--format human|json]
      print a lint rule's documentation (CODE is its code or name)
  stccg lint [--format human|json] [--stdlib DIR] [PATH...]
      the same as `stccg check` (which runs the lint rules with the other checks)
  stccg export --json [--stdlib DIR] [PATH...]
      write every loaded card's definition (printed data and game text) as JSON
  stccg parse [--json] FILE
      print the syntax tree of one file
  stccg play [--seed N] --deck FILE --deck FILE [--agent random|human]... [--cards DIR] [--ruleset NAME] [--log FILE] [--max-decisions N]
      play a game on two deck files (cards/decks/*.deck); the first --agent is player 1's, the
      second player 2's; --cards plays with the card files under DIR; --ruleset plays under
      glossary-current (default), faq-1995 or printed; --log writes the record
  stccg replay FILE [--cards DIR]
      re-run a record of `play --log` under its ruleset and confirm the same outcome (exit 1 if
      it differs, or if a card or core rule reads differently)
  stccg test [--cards DIR] [PATH...]
      run the scenario files under PATH (default: tests/scenarios/), one line each, then a summary";

/// Runs the command line with `args` (without the program name). `colour` turns on colour
/// in rendered diagnostics. A human player of `stccg play` reads from standard input.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> u8 {
    // Not `stdin().lock()`: the lock is taken only when a human player reads.
    run_with_input(args, &mut std::io::BufReader::new(std::io::stdin()), out, err, colour)
}

/// [`run`], with the input a human player of `stccg play` reads from.
pub fn run_with_input(
    args: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    colour: bool,
) -> u8 {
    let result = match args.first().map(String::as_str) {
        Some("check") => check::run(&args[1..], out, err, colour),
        Some("coverage") => coverage::run(&args[1..], out, err),
        Some("errata") => errata::run(&args[1..], out, err, colour),
        Some("fmt") => fmt::run(&args[1..], out, err, colour),
        Some("lint") => lint::run(&args[1..], out, err, colour),
        Some("export") => export::run(&args[1..], out, err),
        Some("parse") => parse::run(&args[1..], out, err),
        Some("play") => play::run(&args[1..], input, out, err),
        Some("replay") => replay::run(&args[1..], out, err),
        Some("test") => test::run(&args[1..], out, err, colour),
        Some("help" | "--help" | "-h") => writeln!(out, "{USAGE}").map(|_| 0).map_err(|e| e.to_string()),
        Some(other) => Err(format!("unknown command `{other}`")),
        None => Err("no command given".into()),
    };
    match result {
        Ok(status) => status,
        Err(message) => {
            let _ = writeln!(err, "error: {message}\n\n{USAGE}");
            2
        }
    }
}

/// Options shared by the commands that load cards.
pub(crate) struct LoadOptions {
    /// `--format json`.
    pub(crate) json: bool,
    /// `--stdlib DIR`.
    pub(crate) stdlib: stccg_lang::load::StdlibSource,
    /// The paths; the bundled `cards/` if none.
    pub(crate) paths: Vec<PathBuf>,
}

impl LoadOptions {
    /// Parses `--format`, `--json`, `--stdlib` and paths.
    pub(crate) fn parse(args: &[String]) -> Result<Self, String> {
        let mut options = LoadOptions {
            json: false,
            stdlib: Default::default(),
            paths: Vec::new(),
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--json" => options.json = true,
                "--format" => match args.next().map(String::as_str) {
                    Some("json") => options.json = true,
                    Some("human") => options.json = false,
                    other => return Err(format!("--format takes `human` or `json`, not {other:?}")),
                },
                "--stdlib" => {
                    let dir = args.next().ok_or("--stdlib needs a folder")?;
                    options.stdlib = stccg_lang::load::StdlibSource::Folder(dir.into());
                }
                flag if flag.starts_with("--") => return Err(format!("unknown option `{flag}`")),
                path => options.paths.push(path.into()),
            }
        }
        if options.paths.is_empty() {
            options.paths.push(default_cards_dir());
        }
        Ok(options)
    }
}

/// The bundled card pool: `cards/` in the current folder, else the one in the source tree.
fn default_cards_dir() -> PathBuf {
    let local = PathBuf::from("cards");
    if local.is_dir() {
        local
    } else {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards")
    }
}

/// Renders diagnostics for people: miette's graphical report, in colour if asked.
pub(crate) fn render(diagnostics: &[Diagnostic], sources: &SourceMap, colour: bool, err: &mut dyn Write) {
    crate::diagnostics::render(diagnostics, sources, colour, err);
}
