//! Many games at once: game i of a run plays with seed S+i, each through the loop of
//! `stccg play` (so `stccg play --seed S+i` with the same decks and agents replays it), on a
//! work queue shared by the threads: a thread that finishes a short game takes the next seed
//! at once. The results are kept in seed order, so they do not depend on the number of
//! threads or on which thread played which game.

use super::super::args::Seat;
use super::super::play_loop::{play, Ending, LoopOptions};
use crate::human::HumanAgent;
use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::{Deck, Game, GameSetup};
use stccg_runtime::event::Event;
use stccg_runtime::state::Ruleset;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum End {
    /// A player reached 100 points (M:300).
    Points,
    /// A draw deck ran out (FAQ:159).
    DeckOut,
    /// A card's text ended the game.
    ByCard,
    /// The engine halted (an engine error with no decision to go back to).
    Halted,
    /// Every option left was refused or changed nothing.
    Stuck,
    /// The decision cap (`--max-decisions`) was reached.
    Cap,
}

/// What one game came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameResult {
    /// Its seed.
    pub(crate) seed: u64,
    /// How it ended.
    pub(crate) end: End,
    /// The winner's index (0 or 1), if any.
    pub(crate) winner: Option<usize>,
    /// The players' scores.
    pub(crate) scores: [i64; 2],
    /// The answers accepted.
    pub(crate) answers: usize,
    /// The turns begun.
    pub(crate) turns: u32,
}

/// What every game of a run shares.
pub(crate) struct Run {
    /// The pool, loaded once.
    pub(crate) pool: Arc<CardPool>,
    /// Player 1's and player 2's decks.
    pub(crate) decks: [Deck; 2],
    /// The ruleset.
    pub(crate) ruleset: Ruleset,
    /// Who plays each seat.
    pub(crate) seats: [Seat; 2],
    /// The decision cap of each game.
    pub(crate) max_decisions: usize,
}

impl Run {
    /// Plays `games` games from `first_seed` on `threads` threads; `done` is called after
    /// each game (the progress bar). The results come back in seed order.
    pub(crate) fn play_all(
        &self,
        first_seed: u64,
        games: u64,
        threads: usize,
        done: &(dyn Fn() + Sync),
    ) -> Vec<GameResult> {
        let next = AtomicU64::new(0);
        let results: Mutex<Vec<(u64, GameResult)>> = Mutex::new(Vec::with_capacity(games as usize));
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= games {
                            break;
                        }
                        mine.push((index, self.play_one(first_seed.wrapping_add(index))));
                        done();
                    }
                    results.lock().unwrap_or_else(|e| e.into_inner()).extend(mine);
                });
            }
        });
        let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
        results.sort_by_key(|(index, _)| *index);
        results.into_iter().map(|(_, result)| result).collect()
    }

    /// Plays one game, as `stccg play --seed SEED --quiet` plays it, with nothing written.
    fn play_one(&self, seed: u64) -> GameResult {
        let setup = GameSetup {
            ruleset: self.ruleset.name().into(),
            seed,
            decks: self.decks.clone(),
        };
        let mut game = match Game::new(self.pool.clone(), setup) {
            Ok(game) => game,
            // The decks were validated against the pool: a setup that fails is a halt.
            Err(_) => {
                return GameResult {
                    seed,
                    end: End::Halted,
                    winner: None,
                    scores: [0, 0],
                    answers: 0,
                    turns: 0,
                }
            }
        };
        let looping = LoopOptions {
            seed,
            seats: self.seats,
            max_decisions: self.max_decisions,
            quiet: true,
            silent: true,
        };
        let mut silent = HumanAgent::new(std::io::empty(), std::io::sink());
        let ending = play(&mut game, &looping, &mut silent, &mut Vec::new());
        let state = game.state();
        let end = match ending {
            Ending::Over => over_by(&game),
            Ending::Halted(_) | Ending::Quit(_) => End::Halted,
            Ending::Stuck => End::Stuck,
            Ending::Limit => End::Cap,
        };
        GameResult {
            seed,
            end,
            winner: state.winner.map(|w| w.index()),
            scores: [state.players[0].score, state.players[1].score],
            answers: game.accepted_answers().len(),
            turns: state.turn_number,
        }
    }
}

/// How a game that is over ended, from the reason its end gave (`Step::end_game`).
fn over_by(game: &Game) -> End {
    let reason = game.log().iter().rev().find_map(|event| match event {
        Event::GameEnded { reason, .. } => Some(reason.as_str()),
        _ => None,
    });
    match reason {
        Some(reason) if reason.contains(&format!("reached {} points", stccg_runtime::engine::VICTORY_POINTS)) => {
            End::Points
        }
        Some(reason) if reason.contains("draw deck ran out") => End::DeckOut,
        _ => End::ByCard,
    }
}
