//! `stccg replay FILE [--cards DIR]`: re-runs a game record that `stccg play --log` wrote
//! and confirms the game ends where it did: same event log, phase, scores and winner.

use stccg_runtime::replay::{GameRecord, Outcome};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

/// Runs `stccg replay`: 0 when the replay matches, 1 when it does not, 2 for a file that
/// cannot be read.
pub(crate) fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let mut file = None;
    let mut cards = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--cards" => cards = Some(PathBuf::from(args.next().ok_or("--cards needs a folder")?)),
            other if other.starts_with("--") => return Err(format!("unknown argument `{other}` to replay")),
            path if file.is_none() => file = Some(PathBuf::from(path)),
            _ => return Err("replay takes one record file".into()),
        }
    }
    let file = file.ok_or("replay needs the record file `stccg play --log` wrote")?;
    let io = |e: std::io::Error| e.to_string();
    let text = match std::fs::read_to_string(&file) {
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
    let pool = match super::play::load_pool(cards.as_deref(), ruleset, err) {
        Ok(pool) => Arc::new(pool),
        Err(message) => {
            writeln!(err, "error: {message}").map_err(io)?;
            return Ok(2);
        }
    };
    match record.replay(pool.clone()) {
        Ok(game) => {
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
