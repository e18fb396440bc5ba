//! `stccg`: the command line of the Star Trek CCG card language and engine.

#![forbid(unsafe_code)]

use std::io::IsTerminal;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let colour = stccg::cli::colour_wanted(std::io::stderr().is_terminal());
    let status = stccg::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr(), colour);
    ExitCode::from(status)
}
