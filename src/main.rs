//! `stccg`: the command line of the Star Trek CCG card language and engine.
//!
//! `stccg check [PATH...]` loads the stdlib and the card files under the paths (default: the
//! bundled `cards/`), prints every diagnostic and a summary, and exits 1 if any is an error.
//! `stccg parse --json FILE` prints a file's syntax tree.

#![forbid(unsafe_code)]

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cli::run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}\n\n{}", cli::USAGE);
            ExitCode::from(2)
        }
    }
}
