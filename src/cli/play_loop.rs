//! The loop of `stccg play` (and of each game of `stccg simulate`): each decision to its agent, each answer to the game, and the
//! account of it: a heading per phase and turn, each choice, and (unless `--quiet`) the
//! narration of the events each answer caused ([`crate::narrate`]).
//!
//! An option the game refuses (it reached an engine error, such as a `todo` dilemma) or that
//! changes nothing (the same decision comes back on the same state: an attempt that failed
//! without stopping anyone) is said so, with why, and is not offered again in that
//! situation: neither the random agent nor a person gets it again until the game moves on. A situation where every option is so is the end of
//! the game's run (`Ending::Stuck`), not a loop.

use super::args::Seat;
use crate::human::HumanAgent;
use crate::narrate::Narrator;
use stccg_runtime::agent::{Agent, GreedyAgent, RandomAgent};
use stccg_runtime::decision::{Asked, Decision};
use stccg_runtime::engine::Game;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{GameState, Phase};
use stccg_runtime::view::{phase_name, player_name};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};

/// How a game's run ended.
pub(crate) enum Ending {
    /// The game is over.
    Over,
    /// A person quit.
    Quit(PlayerId),
    /// `--max-decisions` answers were given.
    Limit,
    /// The engine halted.
    Halted(String),
    /// Every option of the decision was refused or changed nothing.
    Stuck,
}

/// What the loop needs to know of the command's options.
pub(crate) struct LoopOptions {
    pub(crate) seed: u64,
    pub(crate) seats: [Seat; 2],
    pub(crate) max_decisions: usize,
    pub(crate) quiet: bool,
    /// Nothing is written at all (`stccg simulate`): no heading, no choice, no narration.
    pub(crate) silent: bool,
}

/// A decision met again after answers that changed nothing, and the options ruled out in it
/// with why. A decision is the same when it is asked of the same player among as many
/// options, on the same state, after the same answers within the step in progress (a step
/// is deterministic: that is the very decision again).
struct Situation {
    asked: Asked,
    answers: Vec<usize>,
    state: GameState,
    ruled_out: BTreeMap<usize, String>,
}

impl Situation {
    /// Whether the game waits at this situation's decision again.
    fn is_at(&self, game: &Game) -> bool {
        game.asked() == Some(self.asked) && game.step_answers() == self.answers && *game.state() == self.state
    }
}

/// Plays until the game ends, a player quits, no option is left that changes anything, or
/// `--max-decisions` answers have been given (refused ones count too, so a run always ends).
/// The engine errors that refused answers are gathered in `refusals`, each once (the halt's
/// is the game's own). A silent run between random agents never builds a decision's labels.
pub(crate) fn play<R: BufRead, W: Write>(
    game: &mut Game,
    options: &LoopOptions,
    human: &mut HumanAgent<R, W>,
    refusals: &mut Vec<stccg_runtime::interp::EngineError>,
) -> Ending {
    let mut randoms = [
        RandomAgent::new(options.seed ^ 0xA5A5),
        RandomAgent::new(options.seed ^ 0x5A5A),
    ];
    let mut greedies = [
        GreedyAgent::new(options.seed ^ 0xA5A5),
        GreedyAgent::new(options.seed ^ 0x5A5A),
    ];
    let human_seat = options.seats.iter().position(|&s| s == Seat::Human);
    // Labels are read by the agents other than the random one, and by the account of each
    // choice: a silent run between random agents needs none.
    let labelled = !options.silent || options.seats.iter().any(|&s| s != Seat::Random);
    game.show_every_decision(labelled);
    let mut narrator = Narrator::new(human_seat.map(|seat| PlayerId(seat as u8)));
    let mut narrated = 0;
    let mut announced = None;
    let mut answers = 0;
    let mut situation: Option<Situation> = None;
    narrate(game, &mut narrator, &mut narrated, options.quiet, human);
    while let Some(asked) = game.asked() {
        if answers >= options.max_decisions {
            return Ending::Limit;
        }
        if !options.silent {
            announce(game, &mut announced, human);
        }
        if !situation.as_ref().is_some_and(|s| s.is_at(game)) {
            situation = Some(Situation {
                asked,
                answers: game.step_answers().to_vec(),
                state: game.state().clone(),
                ruled_out: BTreeMap::new(),
            });
        }
        let ruled_out = situation.as_ref().map(|s| s.ruled_out.clone()).unwrap_or_default();
        let open: Vec<usize> = (0..asked.count).filter(|i| !ruled_out.contains_key(i)).collect();
        if open.is_empty() {
            return Ending::Stuck;
        }
        let seat = asked.player.index();
        let picked = match options.seats[seat] {
            Seat::Random => randoms[seat].pick(open.len()),
            Seat::Greedy => greedies[seat].decide(game, &offered(game, &open)),
            Seat::Human => {
                let offered = offered(game, &open);
                if !human.will_pass(&offered) {
                    human.show(game.state(), game.pool(), asked.player);
                    let decision = game.pending().expect("a decision is pending");
                    for (index, why) in &ruled_out {
                        human.tell(&format!("not offered again here: {} ({why})", decision.options[*index]));
                    }
                }
                let picked = human.decide(&offered);
                if human.has_quit() {
                    return Ending::Quit(asked.player);
                }
                picked
            }
        };
        let choice = open.get(picked).copied().unwrap_or(open[0]);
        answers += 1;
        // S:201: the opponent of a person seeds face down; the narration says where.
        let face_down = human_seat.is_some_and(|h| h != seat) && game.state().phase == Phase::SeedDilemmas;
        // A silent run reads no label: asking for one would build them all (a step run again).
        let text = match (!options.silent).then(|| game.pending()).flatten() {
            None => String::new(),
            Some(decision) => match &decision.options[choice] {
                option if face_down && option.starts_with("seed ") => "seed a card face down".to_string(),
                option => option.clone(),
            },
        };
        // A silent run names no player either.
        let who = if options.silent {
            String::new()
        } else {
            player_name(asked.player)
        };
        match game.answer(choice) {
            Ok(()) => {
                if !options.silent {
                    let _ = writeln!(human.output(), "{who}: {text}");
                }
                narrate(game, &mut narrator, &mut narrated, options.quiet, human);
                // Events may have happened (an attempt begun and ended), but if the game is
                // where it was, the same answer would do the same again.
                if let Some(s) = situation.as_mut().filter(|s| s.is_at(game)) {
                    if !options.silent {
                        let _ = writeln!(
                            human.output(),
                            "{who}: that changed nothing: it is not offered again here"
                        );
                    }
                    s.ruled_out.insert(choice, "it changed nothing".into());
                }
            }
            Err(refused) => {
                if let stccg_runtime::engine::AnswerRejected::Engine(error) = &refused {
                    if !refusals.contains(error) && game.halted() != Some(error) {
                        refusals.push(error.clone());
                    }
                }
                if !options.silent {
                    let _ = writeln!(
                        human.output(),
                        "{who}: {text} (refused: {refused}); it is not offered again here"
                    );
                }
                narrated = narrated.min(game.log().len());
                if let Some(s) = situation.as_mut() {
                    s.ruled_out.insert(choice, format!("refused: {refused}"));
                }
            }
        }
    }
    match game.halted() {
        Some(error) => Ending::Halted(error.to_string()),
        None => Ending::Over,
    }
}

/// The pending decision with only the options still open, in their order.
fn offered(game: &Game, open: &[usize]) -> Decision {
    let decision = game.pending().expect("a decision is pending");
    Decision {
        player: decision.player,
        prompt: decision.prompt.clone(),
        options: open.iter().map(|&i| decision.options[i].clone()).collect(),
    }
}

/// Writes a heading when the phase or the turn changes.
fn announce<R: BufRead, W: Write>(game: &Game, announced: &mut Option<(Phase, u32)>, human: &mut HumanAgent<R, W>) {
    let state = game.state();
    let heading = (state.phase, state.turn_number);
    if *announced != Some(heading) {
        *announced = Some(heading);
        let line = match state.phase {
            Phase::Play => format!("turn {}: {}", state.turn_number, player_name(state.active)),
            phase => phase_name(phase).to_string(),
        };
        let _ = writeln!(human.output(), "{line}");
    }
}

/// Writes the lines of the events logged since the last call (none if `quiet`).
fn narrate<R: BufRead, W: Write>(
    game: &Game,
    narrator: &mut Narrator,
    narrated: &mut usize,
    quiet: bool,
    human: &mut HumanAgent<R, W>,
) {
    let log = game.log();
    let from = (*narrated).min(log.len());
    *narrated = log.len();
    if quiet {
        return;
    }
    for line in narrator.lines(&log[from..], game.state(), game.pool()) {
        let _ = writeln!(human.output(), "  {line}");
    }
}
