//! `stccg simulate`: many seeded games between two decks on all cores, for testing decks and
//! agents. Game i plays with seed S+i through the loop of `stccg play`, so any one of them
//! replays with `stccg play --seed`. A progress bar runs on standard error when it is a
//! terminal; the summary ([`summary`]) goes to standard output, the time taken to standard
//! error (so the summary is the same from run to run).

mod games;
mod summary;

use super::args::{Seat, SimulateArgs};
use games::Run;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::time::Instant;
use summary::Summary;

/// Runs `stccg simulate`. Usage errors come back as `Err`; files that cannot be read, or
/// decks the pool cannot play, are reported on `err` with status 2.
pub(crate) fn run(args: &SimulateArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    if args.decks.len() != 2 {
        return Err(format!(
            "simulate needs two decks (--deck FILE twice), not {}",
            args.decks.len()
        ));
    }
    let seats = match args.agents.as_slice() {
        [] => [Seat::Random; 2],
        [both] => [*both; 2],
        [first, second] => [*first, *second],
        _ => return Err("simulate takes one --agent (both players) or two (player 1's, then player 2's)".into()),
    };
    let cards = args.pool.layers(&[])?;
    let io = |e: std::io::Error| e.to_string();
    let run = match prepare(args, seats, &cards, err) {
        Ok(run) => run,
        Err(message) => {
            writeln!(err, "error: {message}").map_err(io)?;
            return Ok(2);
        }
    };
    let threads = match args.threads {
        Some(threads) => threads as usize,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let bar = progress_bar(args.games);
    let started = Instant::now();
    let results = run.play_all(args.seed, args.games, threads, &|| bar.inc(1));
    let elapsed = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let sides = [0, 1].map(|seat| (run.decks[seat].name.clone(), seats[seat].name()));
    let summary = Summary::of(&results, args.seed, sides);
    if args.format.is_json() {
        let text = serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?;
        writeln!(out, "{text}").map_err(io)?;
    } else {
        summary.write_human(&replay_command(args, seats), out).map_err(io)?;
    }
    writeln!(
        err,
        "{} games in {elapsed:.2} s on {threads} threads: {:.1} games/s",
        results.len(),
        results.len() as f64 / elapsed.max(f64::EPSILON)
    )
    .map_err(io)?;
    Ok(0)
}

/// Loads the pool and reads the decks against it; a deck's problems are rendered on `err`.
fn prepare(
    args: &SimulateArgs,
    seats: [Seat; 2],
    cards: &[std::path::PathBuf],
    err: &mut dyn Write,
) -> Result<Run, String> {
    let (pool, _) = super::pool::load_pool(cards, args.ruleset, &args.pool.cache(), err)?;
    let decks = [
        super::play::read_deck(&args.decks[0], &pool, err)?,
        super::play::read_deck(&args.decks[1], &pool, err)?,
    ];
    Ok(Run {
        pool: Arc::new(pool),
        decks,
        ruleset: args.ruleset,
        seats,
        max_decisions: args.max_decisions,
    })
}

/// A bar of the games played, on standard error when it is a terminal, hidden otherwise.
fn progress_bar(games: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(games), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left") {
        bar.set_style(style);
    }
    bar
}

/// The `stccg play` command line that replays one game of the run, less its `--seed`.
fn replay_command(args: &SimulateArgs, seats: [Seat; 2]) -> String {
    let mut words = vec!["stccg play".to_string()];
    for deck in &args.decks {
        words.push(format!("--deck {}", deck.display()));
    }
    for seat in seats {
        words.push(format!("--agent {}", seat.name()));
    }
    if args.ruleset != stccg_runtime::state::Ruleset::default() {
        words.push(format!("--ruleset {}", args.ruleset.name()));
    }
    if args.pool.no_bundled {
        words.push("--no-bundled".into());
    }
    for cards in &args.pool.cards {
        words.push(format!("--cards {}", cards.display()));
    }
    words.join(" ")
}
