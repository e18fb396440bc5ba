//! One decision on the board of the `decision/in_play/N` benchmark, for a profiler:
//! `cargo build --release -p stccg-tests --example decision`, then
//! `valgrind --tool=callgrind --toggle-collect='decision::decide' <target>/release/examples/decision 200`
//! counts the instructions of `Game::from_board` up to its first decision (the state is
//! cloned and the game dropped outside `decide`, as the benchmark does).

use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::Game;
use stccg_runtime::state::GameState;
use stccg_tests::{decision_board, runtime_pool};
use std::sync::Arc;

/// The game run from the board up to its first decision.
#[inline(never)]
fn decide(pool: &Arc<CardPool>, state: GameState) -> Game {
    Game::from_board(pool.clone(), state)
}

fn main() {
    let in_play: usize = std::env::args()
        .nth(1)
        .map_or(200, |arg| arg.parse().expect("the number of cards in play"));
    let pool = runtime_pool();
    let state = decision_board(&pool, in_play);
    // A first decision warms the allocator; the second is the one measured alike each run.
    for _ in 0..2 {
        let game = decide(&pool, state.clone());
        let options = game.pending().map_or(0, |decision| decision.options.len());
        println!("decision with {in_play} in play: {options} options");
        drop(game);
    }
}
