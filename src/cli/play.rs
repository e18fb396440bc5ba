//! `stccg play`: a game between two agents (random or human) on two deck files, with a
//! readable account of it: a header per turn, each choice made, and the end (winner and
//! scores, a halted engine, a player who quit, or the decision limit). `--log` writes the
//! game's record, which replays it.

use super::args::{PlayArgs, Seat};
use super::play_loop::{play, Ending, LoopOptions};
use crate::human::{CardTexts, HumanAgent};
use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::{Deck, Game, GameSetup};
use stccg_runtime::event::Event;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::replay::GameRecord;
use stccg_runtime::state::Ruleset;
use stccg_runtime::view::player_name;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The options of `stccg play`, read from its arguments.
struct Options {
    seed: u64,
    decks: Vec<PathBuf>,
    seats: [Seat; 2],
    log: Option<PathBuf>,
    max_decisions: usize,
    cards: Vec<PathBuf>,
    /// The load cache (none with `--no-cache`).
    cache: stccg_lang::load::Cache,
    ruleset: Ruleset,
    quiet: bool,
}

/// Runs `stccg play`. Usage errors come back as `Err`; files that cannot be read, or decks
/// the pool cannot play, are reported on `err` with status 2.
pub(crate) fn run(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, String> {
    let options = options(args)?;
    let (mut game, texts) = match start(&options, err) {
        Ok(started) => started,
        Err(message) => {
            writeln!(err, "error: {message}").map_err(|e| e.to_string())?;
            return Ok(2);
        }
    };
    let mut human = HumanAgent::with_texts(input, out, texts);
    let decks = &game.setup().decks;
    human.tell(&format!(
        "seed {}: {} (player 1, {}) against {} (player 2, {})",
        options.seed,
        decks[0].name,
        options.seats[0].name(),
        decks[1].name,
        options.seats[1].name()
    ));
    let looping = LoopOptions {
        seed: options.seed,
        seats: options.seats,
        max_decisions: options.max_decisions,
        quiet: options.quiet,
        silent: false,
    };
    let mut refusals = Vec::new();
    let ending = play(&mut game, &looping, &mut human, &mut refusals);
    let status = report(&game, &options, &ending, &mut human).map_err(|e| e.to_string())?;
    // Each engine error met, once, as a diagnostic at the card's file, line and column.
    for error in refusals.iter().chain(game.halted()) {
        let text = crate::diagnostics::engine_error_text(error, game.pool(), false);
        write!(err, "{text}").map_err(|e| e.to_string())?;
    }
    if let Some(path) = &options.log {
        let record = serde_json::to_string_pretty(&GameRecord::of(&game)).map_err(|e| e.to_string())?;
        if let Err(e) = std::fs::write(path, record + "\n") {
            writeln!(err, "error: cannot write the log {}: {e}", path.display()).map_err(|e| e.to_string())?;
            return Ok(2);
        }
    }
    Ok(status)
}

/// Loads the pool (the bundled one, or `--cards DIR`), reads and validates the decks, and
/// starts the game. A deck's problems are rendered on `err`.
fn start(options: &Options, err: &mut dyn Write) -> Result<(Game, CardTexts), String> {
    let (pool, texts) = super::pool::load_pool(&options.cards, options.ruleset, &options.cache, err)?;
    let pool = Arc::new(pool);
    let decks = [
        read_deck(&options.decks[0], &pool, err)?,
        read_deck(&options.decks[1], &pool, err)?,
    ];
    let setup = GameSetup {
        ruleset: options.ruleset.name().into(),
        seed: options.seed,
        decks,
    };
    let game = Game::new(pool, setup).map_err(|e| e.to_string())?;
    Ok((game, texts))
}

/// Checks the arguments of `stccg play` beyond what clap checks: two decks, at most two
/// agents.
fn options(args: &PlayArgs) -> Result<Options, String> {
    if args.decks.len() != 2 {
        return Err(format!(
            "play needs two decks (--deck FILE twice), not {}",
            args.decks.len()
        ));
    }
    if args.agents.len() > 2 {
        return Err("play takes at most two --agent: the first player's, then the second's".into());
    }
    let mut seats = [Seat::Random; 2];
    for (seat, agent) in seats.iter_mut().zip(&args.agents) {
        *seat = *agent;
    }
    Ok(Options {
        seed: args.seed,
        decks: args.decks.clone(),
        seats,
        log: args.log.clone(),
        max_decisions: args.max_decisions,
        cards: args.pool.layers(&[])?,
        cache: args.pool.cache(),
        ruleset: args.ruleset,
        quiet: args.quiet,
    })
}

/// A deck file (docs/decks.md), validated against the pool; its problems are rendered on
/// `err`.
pub(crate) fn read_deck(path: &Path, pool: &CardPool, err: &mut dyn Write) -> Result<Deck, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read the deck {}: {e}", path.display()))?;
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(path.display().to_string(), text.clone());
    stccg_runtime::deck::read(&text, file, pool).map_err(|problems| {
        super::render(&problems, &sources, false, err);
        format!("the deck {} is not legal ({} problems)", path.display(), problems.len())
    })
}

/// The end of the account: how the game ended and the scores. The status is 1 if the engine
/// halted, else 0.
fn report<R: BufRead, W: Write>(
    game: &Game,
    options: &Options,
    ending: &Ending,
    human: &mut HumanAgent<R, W>,
) -> std::io::Result<u8> {
    let state = game.state();
    if let Some(seat) = options.seats.iter().position(|&s| s == Seat::Human) {
        human.show(state, game.pool(), PlayerId(seat as u8));
    }
    let answers = game.accepted_answers().len();
    let why = game
        .log()
        .iter()
        .rev()
        .find_map(|event| match event {
            Event::GameEnded { reason, .. } => Some(reason.replace("P1", "player 1").replace("P2", "player 2")),
            _ => None,
        })
        .map_or_else(String::new, |reason| format!(" ({reason})"));
    let out = human.output();
    match ending {
        Ending::Over => match state.winner {
            Some(winner) => writeln!(
                out,
                "game over after {answers} answers: {} wins{why}",
                player_name(winner)
            )?,
            None => writeln!(out, "game over after {answers} answers: no winner{why}")?,
        },
        Ending::Stuck => writeln!(
            out,
            "stopped after {answers} answers: every option left was refused or changed nothing"
        )?,
        Ending::Quit(player) => writeln!(out, "{} quit after {answers} answers", player_name(*player))?,
        Ending::Limit => writeln!(
            out,
            "stopped after {} answers (--max-decisions); the game is not over",
            options.max_decisions
        )?,
        Ending::Halted(error) => writeln!(out, "halted: {error}")?,
    }
    let scores: Vec<String> = PlayerId::BOTH
        .iter()
        .map(|&p| format!("{} {}", player_name(p), state.players[p.index()].score))
        .collect();
    writeln!(out, "final score: {}", scores.join(", "))?;
    Ok(u8::from(matches!(ending, Ending::Halted(_))))
}
