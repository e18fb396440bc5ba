//! The `stccg` command as a library, so tests run it in-process: [`cli::run`] takes the
//! arguments and the output streams and returns the exit status.

#![forbid(unsafe_code)]

pub mod cli;
