//! The `stccg` command as a library, so tests run it in-process: [`cli::run`] takes the
//! arguments and the output streams and returns the exit status; [`cli::run_with_input`] also
//! takes the input a human player of `stccg play` reads. [`human`] is that player's agent,
//! [`narrate`] tells a game's events as lines a player understands, `stccg new` writes a card
//! file from the set data (with [`stccg_lang::new_card`]), and [`coverage`] measures the pool against that data.

#![forbid(unsafe_code)]

pub mod cli;
pub mod coverage;
pub mod diagnostics;
pub mod human;
pub mod narrate;
