//! Real answers on real game states, for a profiler: every answer of the seeded random games
//! of seeds 1-20 between the two bundled decks (hands, draw decks, cards with game text),
//! each given through [`answer`].
//!
//! ```sh
//! cargo build --release -p stccg-tests --example answer
//! valgrind --tool=callgrind --toggle-collect='answer::answer' target/release/examples/answer
//! ```
//!
//! counts the instructions of `Game::answer` alone (the engine running from the answer up to
//! the next decision); divided by the answers the example prints, it is the instructions per
//! real answer. `callgrind_annotate --inclusive=yes` gives each function's share. An argument
//! `FIRST-LAST` plays other seeds (`answer 1-1`: seed 1 alone). The example allocates with the
//! system's allocator; `--features mimalloc` builds it on mimalloc, the `stccg` binary's.

use stccg_runtime::agent::RandomAgent;
use stccg_runtime::engine::Game;
use stccg_tests::{runtime_pool, setup};
use std::time::Instant;

/// mimalloc, as the `stccg` binary allocates, when the feature asks for it.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// One answer given to the game: what callgrind counts.
#[inline(never)]
fn answer(game: &mut Game, choice: usize) {
    // An answer refused for an engine error is undone; the agent decides again.
    let _ = game.answer(choice);
}

fn main() {
    let seeds = std::env::args().nth(1).unwrap_or_else(|| "1-20".into());
    let (first, last) = seeds
        .split_once('-')
        .and_then(|(a, b)| Some((a.parse::<u64>().ok()?, b.parse::<u64>().ok()?)))
        .expect("seeds as FIRST-LAST");
    let pool = runtime_pool();
    let mut answers = 0usize;
    let started = Instant::now();
    for seed in first..=last {
        let mut game = Game::new(pool.clone(), setup(seed)).expect("the bundled decks are valid");
        // The random agents answer by index: no decision's labels are built.
        game.show_every_decision(false);
        let mut agents = [RandomAgent::new(seed ^ 0xA5A5), RandomAgent::new(seed ^ 0x5A5A)];
        while let Some(asked) = game.asked() {
            let choice = agents[asked.player.index()].pick(asked.count);
            answer(&mut game, choice);
            answers += 1;
        }
    }
    let games = last - first + 1;
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "seeds {first}-{last}: {games} games, {answers} answers ({:.0} a game), {:.1} ms a game, {:.1} µs an answer",
        answers as f64 / games as f64,
        elapsed * 1e3 / games as f64,
        elapsed * 1e6 / answers as f64
    );
}
