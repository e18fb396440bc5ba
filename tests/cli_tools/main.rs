//! The tool commands, run in-process on files written to a scratch folder: `stccg coverage`,
//! `stccg export`, deck validation, `stccg errata`, `stccg lint`, `stccg replay`, `stccg new`,
//! `--help` and usage errors, card folders added to the bundled pool, and cards edited on disk
//! without recompiling.

mod card_folders;
mod coverage;
mod decks;
mod errata;
mod export;
mod help;
mod lint;
mod native_ledger;
mod new_card;
mod no_recompile;
mod replay;
mod side_decks;
mod suggestions;

use std::path::{Path, PathBuf};

/// Runs the command line: (status, stdout, stderr).
fn run(args: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = stccg::cli::run_with_input(&args, &mut "".as_bytes(), &mut out, &mut err, false);
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("the output is UTF-8");
    (status, text(out), text(err))
}

/// A fresh scratch folder for one test, with files written into it: (relative path, text).
fn scratch(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stccg-tools-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("a file has a folder")).expect("the scratch folder");
        std::fs::write(&path, text).expect("a scratch file");
    }
    dir
}

/// Runs `stccg play` with the deck file at `deck` against the bundled Klingon deck: (status,
/// stderr). The deck tests use it to see what a deck file's diagnostics say.
fn play_against_klingon(deck: &Path) -> (u8, String) {
    let deck = deck.display().to_string();
    let klingon = stccg_tests::workspace_root()
        .join("cards/decks/klingon.deck")
        .display()
        .to_string();
    let (status, _, err) = run(&["play", "--deck", &deck, "--deck", &klingon]);
    (status, err)
}
