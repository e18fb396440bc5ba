//! `stccg play`: a game between two agents (random or human) on two deck files, with a
//! readable account of it: a header per turn, each choice made, and the end (winner and
//! scores, a halted engine, a player who quit, or the decision limit). `--log` writes the
//! game's record, which replays it.

use crate::human::HumanAgent;
use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::{Deck, Game, GameSetup};
use stccg_runtime::ids::PlayerId;
use stccg_runtime::replay::GameRecord;
use stccg_runtime::state::{Phase, Ruleset};
use stccg_runtime::view::{phase_name, player_name};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Who answers a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seat {
    Random,
    Human,
}

impl Seat {
    /// The name `--agent` takes.
    fn name(self) -> &'static str {
        match self {
            Seat::Random => "random",
            Seat::Human => "human",
        }
    }
}

/// The options of `stccg play`.
struct Options {
    seed: u64,
    decks: Vec<PathBuf>,
    seats: [Seat; 2],
    log: Option<PathBuf>,
    max_decisions: usize,
    cards: Option<PathBuf>,
    ruleset: Ruleset,
}

/// How a game ended.
enum Ending {
    Over,
    Quit(PlayerId),
    Limit,
    Halted(String),
}

/// Runs `stccg play`. Usage errors come back as `Err`; files that cannot be read, or decks
/// the pool cannot play, are reported on `err` with status 2.
pub(crate) fn run(
    args: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, String> {
    let options = parse(args)?;
    let mut game = match start(&options, err) {
        Ok(game) => game,
        Err(message) => {
            writeln!(err, "error: {message}").map_err(|e| e.to_string())?;
            return Ok(2);
        }
    };
    let mut human = HumanAgent::new(input, out);
    let decks = &game.setup().decks;
    human.tell(&format!(
        "seed {}: {} (player 1, {}) against {} (player 2, {})",
        options.seed,
        decks[0].name,
        options.seats[0].name(),
        decks[1].name,
        options.seats[1].name()
    ));
    let mut refusals = Vec::new();
    let ending = play(&mut game, &options, &mut human, &mut refusals);
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
fn start(options: &Options, err: &mut dyn Write) -> Result<Game, String> {
    let pool = Arc::new(load_pool(options.cards.as_deref(), options.ruleset, err)?);
    let decks = [
        read_deck(&options.decks[0], &pool, err)?,
        read_deck(&options.decks[1], &pool, err)?,
    ];
    let setup = GameSetup {
        ruleset: options.ruleset.name().into(),
        seed: options.seed,
        decks,
    };
    Game::new(pool, setup).map_err(|e| e.to_string())
}

/// Parses the arguments of `stccg play`.
fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        seed: 0,
        decks: Vec::new(),
        seats: [Seat::Random; 2],
        log: None,
        max_decisions: 20_000,
        cards: None,
        ruleset: Ruleset::default(),
    };
    let mut agents = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--seed" => options.seed = number(arg, value()?)?,
            "--deck" => options.decks.push(value()?.into()),
            "--log" => options.log = Some(value()?.into()),
            "--cards" => options.cards = Some(value()?.into()),
            "--ruleset" => {
                let name = value()?;
                options.ruleset = Ruleset::from_name(name).ok_or_else(|| {
                    format!(
                        "unknown ruleset `{name}`; the rulesets are {}",
                        Ruleset::NAMES.join(", ")
                    )
                })?;
            }
            "--max-decisions" => options.max_decisions = number(arg, value()?)?,
            "--agent" => agents.push(match value()?.as_str() {
                "random" => Seat::Random,
                "human" => Seat::Human,
                other => return Err(format!("--agent takes `random` or `human`, not `{other}`")),
            }),
            other => return Err(format!("unknown argument `{other}` to play")),
        }
    }
    if options.decks.len() != 2 {
        return Err(format!(
            "play needs two decks (--deck FILE twice), not {}",
            options.decks.len()
        ));
    }
    if agents.len() > 2 {
        return Err("play takes at most two --agent: the first player's, then the second's".into());
    }
    for (seat, agent) in options.seats.iter_mut().zip(agents) {
        *seat = agent;
    }
    Ok(options)
}

/// A number argument.
fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{flag} takes a whole number, not `{text}`"))
}

/// The pool the engine plays with: the cards under `cards` (the bundled `cards/` if none),
/// read from disk at every run, so edited card files play without recompiling. A pool with
/// errors is rendered on `err` and refused.
pub(crate) fn load_pool(cards: Option<&Path>, ruleset: Ruleset, err: &mut dyn Write) -> Result<CardPool, String> {
    let dir = cards.map_or_else(super::default_cards_dir, Path::to_path_buf);
    let pool = stccg_lang::load::load_ruleset(
        std::slice::from_ref(&dir),
        &stccg_lang::load::StdlibSource::Embedded,
        ruleset.name(),
        ruleset.errata_until(),
    );
    if pool.count(stccg_lang::diag::Severity::Error) > 0 {
        super::render(&pool.diagnostics, &pool.sources, false, err);
        return Err(format!("the cards under {} have errors", dir.display()));
    }
    CardPool::from_lang(&pool).map_err(|e| e.to_string())
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

/// Plays until the game ends, a player quits, an answer is refused with no decision left to
/// go back to, or `--max-decisions` answers have been given (refused ones count too, so a
/// run always ends). The engine errors that refused answers are gathered in `refusals`, each
/// once (the halt's is the game's own).
fn play<R: BufRead, W: Write>(
    game: &mut Game,
    options: &Options,
    human: &mut HumanAgent<R, W>,
    refusals: &mut Vec<stccg_runtime::interp::EngineError>,
) -> Ending {
    let mut randoms = [
        RandomAgent::new(options.seed ^ 0xA5A5),
        RandomAgent::new(options.seed ^ 0x5A5A),
    ];
    let mut announced = None;
    let mut answers = 0;
    while let Some(decision) = game.pending().cloned() {
        if answers >= options.max_decisions {
            return Ending::Limit;
        }
        let state = game.state();
        let heading = (state.phase, state.turn_number);
        if announced != Some(heading) {
            announced = Some(heading);
            let line = match state.phase {
                Phase::Play => format!("turn {}: {}", state.turn_number, player_name(state.active)),
                phase => phase_name(phase).to_string(),
            };
            let _ = writeln!(human.output(), "{line}");
        }
        let seat = decision.player.index();
        let choice = match options.seats[seat] {
            Seat::Random => randoms[seat].decide(&decision),
            Seat::Human => {
                human.show(game.state(), game.pool(), decision.player);
                let choice = human.decide(&decision);
                if human.has_quit() {
                    return Ending::Quit(decision.player);
                }
                choice
            }
        };
        answers += 1;
        let text = decision.options.get(choice).map_or("?", String::as_str);
        let line = match game.answer(choice) {
            Ok(()) => format!("{}: {text}", player_name(decision.player)),
            Err(refused) => {
                if let stccg_runtime::engine::AnswerRejected::Engine(error) = &refused {
                    if !refusals.contains(error) && game.halted() != Some(error) {
                        refusals.push(error.clone());
                    }
                }
                format!("{}: {text} (refused: {refused})", player_name(decision.player))
            }
        };
        let _ = writeln!(human.output(), "{line}");
    }
    match game.halted() {
        Some(error) => Ending::Halted(error.to_string()),
        None => Ending::Over,
    }
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
    let out = human.output();
    match ending {
        Ending::Over => match state.winner {
            Some(winner) => writeln!(out, "game over after {answers} answers: {} wins", player_name(winner))?,
            None => writeln!(out, "game over after {answers} answers: no winner")?,
        },
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
