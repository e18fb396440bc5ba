//! The `stccg` command as a library, so tests run it in-process: [`cli::run`] takes the
//! arguments and the output streams and returns the exit status; [`cli::run_with_input`] also
//! takes the input a human player of `stccg play` reads. [`human`] is that player's agent.

#![forbid(unsafe_code)]

pub mod cli;
pub mod coverage;
pub mod diagnostics;
pub mod human;
