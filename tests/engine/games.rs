//! Random playouts between two seeded random agents on the bundled decks.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::engine::{AnswerRejected, Game};
use stccg_tests::{runtime_pool, setup};

/// Plays a game to its end with random agents; returns it.
pub(crate) fn play_random(seed: u64) -> Game {
    let mut game = Game::new(runtime_pool(), setup(seed)).expect("the decks are valid");
    let mut agents = [RandomAgent::new(seed ^ 0xA5A5), RandomAgent::new(seed ^ 0x5A5A)];
    let mut decisions = 0;
    while let Some(decision) = game.pending().cloned() {
        decisions += 1;
        assert!(decisions < 200_000, "seed {seed}: the game does not end");
        let choice = agents[decision.player.index()].decide(&decision);
        // An option whose action reaches an unscripted clause is refused and undone; the game
        // is back at the decision that started it, and the agent decides again.
        if let Err(rejected) = game.answer(choice) {
            assert!(matches!(rejected, AnswerRejected::Engine(_)), "seed {seed}: {rejected}");
        }
    }
    game
}

#[test]
fn a_random_game_ends() {
    let game = play_random(1);
    assert!(game.halted().is_none(), "halted: {:?}", game.halted());
    println!("{:#?}", game.log().last());
    println!(
        "events: {}, answers: {}",
        game.log().len(),
        game.accepted_answers().len()
    );
}

#[test]
#[ignore = "exploration"]
fn explore() {
    for seed in 0..30 {
        let game = play_random(seed);
        let mut counts = std::collections::BTreeMap::new();
        for event in game.log() {
            let name = serde_json::to_value(event).unwrap()["event"]
                .as_str()
                .unwrap()
                .to_string();
            *counts.entry(name).or_insert(0) += 1;
        }
        let scores: Vec<i64> = game.state().players.iter().map(|p| p.score).collect();
        println!(
            "seed {seed}: halted {:?} scores {scores:?} {:?} {counts:?}",
            game.halted().map(|h| h.to_string()),
            game.log().last()
        );
    }
}
