//! The summary of a run of `stccg simulate`: wins per deck, the mean and spread (standard
//! deviation) of the scores and of the games' lengths, how the games ended, and the seeds of
//! the games that halted or stopped. It is read from the results in seed order, so the same
//! seeds give the same summary whatever the number of threads.

use super::games::{End, GameResult};
use serde::Serialize;
use std::io::Write;

/// A mean and a standard deviation (of the population: the games played are all of it).
#[derive(Debug, Serialize, PartialEq)]
pub(crate) struct Spread {
    /// The mean.
    pub(crate) mean: f64,
    /// The standard deviation.
    pub(crate) sd: f64,
}

impl Spread {
    fn of(values: impl Iterator<Item = f64> + Clone) -> Spread {
        let n = values.clone().count();
        if n == 0 {
            return Spread { mean: 0.0, sd: 0.0 };
        }
        let mean = values.clone().sum::<f64>() / n as f64;
        let variance = values.map(|v| (v - mean) * (v - mean)).sum::<f64>() / n as f64;
        Spread {
            mean,
            sd: variance.sqrt(),
        }
    }
}

/// One seat's side of the summary.
#[derive(Debug, Serialize)]
pub(crate) struct Side {
    /// The deck's name.
    pub(crate) deck: String,
    /// The agent playing it.
    pub(crate) agent: &'static str,
    /// Games won.
    pub(crate) wins: usize,
    /// The final scores.
    pub(crate) score: Spread,
}

/// How many games ended each way.
#[derive(Debug, Serialize, Default)]
pub(crate) struct Endings {
    /// A player reached 100 points.
    pub(crate) points: usize,
    /// A draw deck ran out.
    pub(crate) deck_out: usize,
    /// A card's text ended the game.
    pub(crate) by_card: usize,
    /// The engine halted.
    pub(crate) halted: usize,
    /// Every option left was refused or changed nothing.
    pub(crate) stuck: usize,
    /// The decision cap was reached.
    pub(crate) decision_cap: usize,
}

/// The summary of a run.
#[derive(Debug, Serialize)]
pub(crate) struct Summary {
    /// How many games.
    pub(crate) games: usize,
    /// The first seed; game i played with seed first_seed + i.
    pub(crate) first_seed: u64,
    /// Player 1's side, then player 2's.
    pub(crate) players: [Side; 2],
    /// Games that ended with no winner.
    pub(crate) no_winner: usize,
    /// Answers per game.
    pub(crate) answers: Spread,
    /// Turns per game.
    pub(crate) turns: Spread,
    /// How the games ended.
    pub(crate) endings: Endings,
    /// The seeds of the games that halted.
    pub(crate) halted_seeds: Vec<u64>,
    /// The seeds of the games that stopped with every option refused.
    pub(crate) stuck_seeds: Vec<u64>,
    /// The seeds of the games stopped at the decision cap.
    pub(crate) capped_seeds: Vec<u64>,
}

impl Summary {
    /// The summary of `results` (in seed order), `sides` naming each seat's deck and agent.
    pub(crate) fn of(results: &[GameResult], first_seed: u64, sides: [(String, &'static str); 2]) -> Summary {
        let mut endings = Endings::default();
        for result in results {
            let count = match result.end {
                End::Points => &mut endings.points,
                End::DeckOut => &mut endings.deck_out,
                End::ByCard => &mut endings.by_card,
                End::Halted => &mut endings.halted,
                End::Stuck => &mut endings.stuck,
                End::Cap => &mut endings.decision_cap,
            };
            *count += 1;
        }
        let seeds = |end: End| results.iter().filter(|r| r.end == end).map(|r| r.seed).collect();
        let [(deck1, agent1), (deck2, agent2)] = sides;
        let side = |seat: usize, deck: String, agent| Side {
            deck,
            agent,
            wins: results.iter().filter(|r| r.winner == Some(seat)).count(),
            score: Spread::of(results.iter().map(move |r| r.scores[seat] as f64)),
        };
        Summary {
            games: results.len(),
            first_seed,
            players: [side(0, deck1, agent1), side(1, deck2, agent2)],
            no_winner: results.iter().filter(|r| r.winner.is_none()).count(),
            answers: Spread::of(results.iter().map(|r| r.answers as f64)),
            turns: Spread::of(results.iter().map(|r| f64::from(r.turns))),
            endings,
            halted_seeds: seeds(End::Halted),
            stuck_seeds: seeds(End::Stuck),
            capped_seeds: seeds(End::Cap),
        }
    }

    /// The summary for people. `replay` is the `stccg play` command line that replays a
    /// game, less its `--seed`.
    pub(crate) fn write_human(&self, replay: &str, out: &mut dyn Write) -> std::io::Result<()> {
        let last = self.first_seed + (self.games as u64).saturating_sub(1);
        writeln!(out, "{} games, seeds {} to {last}", self.games, self.first_seed)?;
        let share = |n: usize| 100.0 * n as f64 / self.games.max(1) as f64;
        for (seat, side) in self.players.iter().enumerate() {
            writeln!(
                out,
                "player {} {} ({}): {} wins ({:.1}%), score {:.1} (sd {:.1})",
                seat + 1,
                side.deck,
                side.agent,
                side.wins,
                share(side.wins),
                side.score.mean,
                side.score.sd
            )?;
        }
        writeln!(out, "no winner: {} ({:.1}%)", self.no_winner, share(self.no_winner))?;
        writeln!(
            out,
            "length: {:.1} answers (sd {:.1}), {:.1} turns (sd {:.1})",
            self.answers.mean, self.answers.sd, self.turns.mean, self.turns.sd
        )?;
        let e = &self.endings;
        writeln!(
            out,
            "ended: 100 points {} ({:.1}%), deck out {} ({:.1}%), by a card {}, halted {}, stuck {}, decision cap {}",
            e.points,
            share(e.points),
            e.deck_out,
            share(e.deck_out),
            e.by_card,
            e.halted,
            e.stuck,
            e.decision_cap
        )?;
        let stopped = [
            ("halted", &self.halted_seeds),
            ("stuck", &self.stuck_seeds),
            ("at the decision cap", &self.capped_seeds),
        ];
        for (what, seeds) in stopped {
            if let Some(first) = seeds.first() {
                let list: Vec<String> = seeds.iter().map(u64::to_string).collect();
                writeln!(
                    out,
                    "{what}: seeds {}; replay one with: {replay} --seed {first}",
                    list.join(", ")
                )?;
            }
        }
        Ok(())
    }
}
