//! `stccg completions SHELL`: the shell completion script of the whole command line, written
//! by clap_complete from the same definitions that parse it.

use super::args::{Cli, CompletionsArgs};
use clap::CommandFactory;
use std::io::Write;

/// Runs `stccg completions`.
pub(crate) fn run(args: &CompletionsArgs, out: &mut dyn Write) -> Result<u8, String> {
    let mut command = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "stccg", &mut script);
    out.write_all(&script).map_err(|e| e.to_string())?;
    Ok(0)
}
