//! The subcommands. The command line is read by clap ([`args`]); every command writes to the
//! streams it is given and returns its exit status: 0 success, 1 problems found, 2 a usage
//! error (clap's, or one a command finds, such as a deck count) or a file that cannot be read.
//! A usage error says what is wrong and points to the command's `--help`.

pub mod args;
mod check;
mod completions;
mod coverage;
mod errata;
mod export;
mod fmt;
mod lint;
mod new;
mod parse;
mod play;
mod play_loop;
mod pool;
mod replay;
mod simulate;
pub mod test;

use args::{Cli, Command};
use clap::error::ErrorKind;
use clap::Parser;
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::SourceMap;
use std::io::{BufRead, Write};

pub(crate) use pool::{bundled_cards_dir, project_dir};

/// Runs the command line with `args` (without the program name). `colour` turns on colour
/// in rendered diagnostics and clap's messages. A human player of `stccg play` reads from
/// standard input.
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
    let cli = match Cli::try_parse_from(std::iter::once("stccg".to_string()).chain(args.iter().cloned())) {
        Ok(cli) => cli,
        Err(error) => return clap_error(&error, out, err, colour),
    };
    let name = command_name(&cli.command);
    let result = match cli.command {
        Command::Check(args) => check::run(&args, out, err, colour),
        Command::Coverage(args) => coverage::run(&args, out, err),
        Command::Errata(args) => errata::run(&args, out, err, colour),
        Command::Export(args) => export::run(&args, out, err),
        Command::Fmt(args) => fmt::run(&args, out, err, colour),
        Command::Lint(args) => lint::run(&args, out, err, colour),
        Command::New(args) => new::run(&args, out, err),
        Command::Parse(args) => parse::run(&args, out, err),
        Command::Play(args) => play::run(&args, input, out, err),
        Command::Replay(args) => replay::run(&args, out, err),
        Command::Simulate(args) => simulate::run(&args, out, err),
        Command::Test(args) => test::run(&args, out, err, colour),
        Command::Completions(args) => completions::run(&args, out),
        Command::Lsp => stccg_lsp::run_stdio().map(|()| 0),
    };
    match result {
        Ok(status) => status,
        Err(message) => {
            let _ = writeln!(
                err,
                "error: {message}\n\nFor more information, try 'stccg {name} --help'."
            );
            2
        }
    }
}

/// The name of a subcommand, as typed.
fn command_name(command: &Command) -> &'static str {
    match command {
        Command::Check(_) => "check",
        Command::Coverage(_) => "coverage",
        Command::Errata(_) => "errata",
        Command::Export(_) => "export",
        Command::Fmt(_) => "fmt",
        Command::Lint(_) => "lint",
        Command::New(_) => "new",
        Command::Parse(_) => "parse",
        Command::Play(_) => "play",
        Command::Replay(_) => "replay",
        Command::Simulate(_) => "simulate",
        Command::Test(_) => "test",
        Command::Completions(_) => "completions",
        Command::Lsp => "lsp",
    }
}

/// What clap reports: `--help` and `--version` on `out` with status 0; an error on `err` with
/// status 2, without the usage block (the error's last line points to `--help`).
fn clap_error(error: &clap::Error, out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> u8 {
    let styled = error.render();
    let text = if colour {
        styled.ansi().to_string()
    } else {
        styled.to_string()
    };
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = write!(out, "{text}");
            0
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = write!(err, "{text}");
            2
        }
        _ => {
            let _ = write!(err, "{}", without_usage(&text));
            2
        }
    }
}

/// An error message without its `Usage:` line (and the blank line before it).
fn without_usage(text: &str) -> String {
    let mut kept: Vec<&str> = Vec::new();
    for line in text.lines() {
        let plain: String = strip_ansi(line);
        if plain.starts_with("Usage:") {
            if kept.last().is_some_and(|l| strip_ansi(l).is_empty()) {
                kept.pop();
            }
            continue;
        }
        kept.push(line);
    }
    kept.join("\n") + "\n"
}

/// A line without its ANSI colour sequences.
fn strip_ansi(line: &str) -> String {
    let mut plain = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    plain
}

/// Whether the terminal should get colour: the stream is a terminal and `NO_COLOR` is unset
/// or empty (no-color.org).
pub fn colour_wanted(is_terminal: bool) -> bool {
    is_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Renders diagnostics for people: miette's graphical report, in colour if asked.
pub(crate) fn render(diagnostics: &[Diagnostic], sources: &SourceMap, colour: bool, err: &mut dyn Write) {
    crate::diagnostics::render(diagnostics, sources, colour, err);
}
