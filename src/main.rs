//! `stccg`: the command line of the Star Trek CCG card language and engine.

#![forbid(unsafe_code)]

use std::io::IsTerminal;

/// mimalloc allocates for the whole command: games allocate and free small blocks at every
/// step, and it measured faster than the system allocator (BENCHMARKS.md).
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let colour = stccg::cli::colour_wanted(std::io::stderr().is_terminal());
    let status = stccg::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr(), colour);
    ExitCode::from(status)
}
