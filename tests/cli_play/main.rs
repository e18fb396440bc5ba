//! `stccg play`, run in-process: random games to their end, a human at a scripted terminal,
//! the narration of a game and a person driven through a pipe, the replay record `--log`
//! writes, usage and file errors, and the board view's hidden
//! information, and `stccg simulate` with the greedy agent, one module each; this file holds the helpers that run the command.

mod board;
mod errors;
mod games;
mod human;
mod narration;
mod simulate;

use stccg_tests::workspace_root;
use std::path::PathBuf;

/// A file of the workspace, as an argument.
fn path(relative: &str) -> String {
    workspace_root().join(relative).display().to_string()
}

/// A scratch file for this test run.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("stccg-play-{}-{name}", std::process::id()))
}

/// Runs `stccg play` on the two test decks with extra arguments and typed input:
/// (status, stdout, stderr).
fn play(extra: &[&str], input: &str) -> (u8, String, String) {
    let (federation, klingon) = (path("cards/decks/federation.deck"), path("cards/decks/klingon.deck"));
    let mut args = vec!["play", "--deck", &federation, "--deck", &klingon];
    args.extend_from_slice(extra);
    run(&args, input)
}

/// Runs the command line with typed input.
fn run(args: &[&str], input: &str) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = stccg::cli::run_with_input(&args, &mut input.as_bytes(), &mut out, &mut err, false);
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("the output is UTF-8");
    (status, text(out), text(err))
}

/// The scores of a `final score: player 1 X, player 2 Y` line.
fn final_scores(out: &str) -> [i64; 2] {
    let line = out
        .lines()
        .find_map(|l| l.strip_prefix("final score: "))
        .expect("a final score line");
    let scores: Vec<i64> = line
        .split(", ")
        .map(|part| part.rsplit(' ').next().and_then(|n| n.parse().ok()).expect("a score"))
        .collect();
    [scores[0], scores[1]]
}
