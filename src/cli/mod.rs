//! The subcommands and their argument parsing.

mod check;
mod parse;

use std::path::PathBuf;
use std::process::ExitCode;

/// The usage text.
pub(crate) const USAGE: &str = "\
usage:
  stccg check [--format human|json] [--stdlib DIR] [PATH...]
      load the stdlib and the .card files under PATH (default: cards/), report diagnostics
  stccg parse [--json] FILE
      print the syntax tree of one file";

/// Runs the command line; `Err` is a usage error.
pub(crate) fn run(args: &[String]) -> Result<ExitCode, String> {
    match args.first().map(String::as_str) {
        Some("check") => check::run(&args[1..]),
        Some("parse") => parse::run(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        Some(other) => Err(format!("unknown command `{other}`")),
        None => Err("no command given".into()),
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

/// The bundled card pool: `cards/` in the current folder, else next to the source tree.
fn default_cards_dir() -> PathBuf {
    let local = PathBuf::from("cards");
    if local.is_dir() {
        local
    } else {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards")
    }
}
