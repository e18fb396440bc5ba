//! `stccg replay FILE [--cards DIR]... [--narrate]`: re-runs a game record that `stccg play --log` wrote
//! and confirms the game ends where it did: same event log, phase, scores and winner. With
//! `--narrate`, the events of the game are told first, as `stccg play` tells them.

use super::args::ReplayArgs;
use stccg_runtime::replay::{GameRecord, Outcome};
use std::io::Write;
use std::sync::Arc;

/// Runs `stccg replay`: 0 when the replay matches, 1 when it does not, 2 for a file that
/// cannot be read.
pub(crate) fn run(args: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let file = &args.file;
    let cards = args.pool.layers(&[])?;
    let io = |e: std::io::Error| e.to_string();
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            writeln!(err, "error: cannot read the record {}: {e}", file.display()).map_err(io)?;
            return Ok(2);
        }
    };
    let record: GameRecord = match serde_json::from_str(&text) {
        Ok(record) => record,
        Err(e) => {
            writeln!(err, "error: {} is not a game record: {e}", file.display()).map_err(io)?;
            return Ok(2);
        }
    };
    // The pool of the record's ruleset: its errata and its reading of the core rules.
    let ruleset = stccg_runtime::state::Ruleset::from_name(&record.setup.ruleset).unwrap_or_default();
    let pool = match super::pool::load_pool(&cards, ruleset, &args.pool.cache(), err) {
        Ok((pool, _)) => Arc::new(pool),
        Err(message) => {
            writeln!(err, "error: {message}").map_err(io)?;
            return Ok(2);
        }
    };
    match record.replay(pool.clone()) {
        Ok(game) => {
            if args.narrate {
                let mut narrator = crate::narrate::Narrator::for_replay();
                for line in narrator.lines(game.log(), game.state(), game.pool()) {
                    writeln!(out, "  {line}").map_err(io)?;
                }
            }
            let outcome = Outcome::of(&game);
            let matched = if record.outcome.is_some() {
                "the same outcome"
            } else {
                "(the record holds no outcome to compare)"
            };
            writeln!(
                out,
                "replayed {} answers, {} events: {matched}: phase {}, turn {}, {}, final score: player 1 {}, player 2 {}",
                record.answers.len(),
                outcome.events,
                outcome.phase,
                outcome.turn,
                outcome.winner.map_or("no winner".to_string(), |w| format!("player {w} wins")),
                outcome.scores[0],
                outcome.scores[1]
            )
            .map_err(io)?;
            Ok(0)
        }
        Err(error) => {
            writeln!(err, "error: {error}").map_err(io)?;
            if let Some(engine) = error.engine_error() {
                write!(err, "{}", crate::diagnostics::engine_error_text(engine, &pool, false)).map_err(io)?;
            }
            Ok(1)
        }
    }
}
