//! The soak: seeded games of the bundled decks under each ruleset, each replayed from its
//! record to the same outcome, with no halt. `cargo test` plays [`DEFAULT_GAMES`] per ruleset;
//! `STCCG_SOAK=10000` plays the full 10,000 per ruleset (docs/fuzzing.md). The engine suite's
//! own 1,000 games check the invariants after every answer; this one runs wide.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::engine::{Game, GameSetup, MAX_STEPS};
use stccg_runtime::replay::GameRecord;
use stccg_runtime::state::{Phase, Ruleset};

/// Games per ruleset in `cargo test`.
const DEFAULT_GAMES: u64 = 20;

/// Plays one seeded game to its end and replays it; returns the answers it took.
fn soak_one(ruleset: Ruleset, seed: u64) -> usize {
    let pools = stccg_tests::ruleset_pools();
    let pool = pools.get(ruleset);
    let setup = GameSetup {
        ruleset: ruleset.name().into(),
        ..stccg_tests::setup(seed)
    };
    let mut game = Game::new(pool.clone(), setup).expect("the bundled decks");
    let mut agents = [RandomAgent::new(seed ^ 0x50A4), RandomAgent::new(seed ^ 0x4A05)];
    let mut answers = 0;
    while let Some(decision) = game.pending().cloned() {
        answers += 1;
        assert!(
            answers < 100_000,
            "{} seed {seed}: the game does not end",
            ruleset.name()
        );
        let _ = game.answer(agents[decision.player.index()].decide(&decision));
    }
    let name = ruleset.name();
    assert!(
        game.halted().is_none(),
        "{name} seed {seed} halted: {:?}",
        game.halted()
    );
    assert_eq!(game.state().phase, Phase::Over, "{name} seed {seed} did not end");
    let record = GameRecord::of(&game);
    let text = serde_json::to_string(&record).expect("a record");
    let record: GameRecord = serde_json::from_str(&text).expect("the record reads back");
    let again = record
        .replay(pool)
        .unwrap_or_else(|e| panic!("{name} seed {seed}: the record does not replay: {e}"));
    assert_eq!(
        again.state(),
        game.state(),
        "{name} seed {seed}: another state on replay"
    );
    answers
}

#[test]
fn seeded_games_under_each_ruleset_end_without_a_halt_and_replay() {
    let games = super::fuzz_env("STCCG_SOAK", DEFAULT_GAMES);
    let started = std::time::Instant::now();
    let mut answers = 0;
    for ruleset in [Ruleset::GlossaryCurrent, Ruleset::Faq1995, Ruleset::Printed] {
        for seed in 0..games {
            answers += soak_one(ruleset, 100_000 + seed);
        }
    }
    println!(
        "soak: {games} games under each of 3 rulesets, {answers} answers, 0 halts, all replayed, in {:?} (budget: {MAX_STEPS} steps between decisions)",
        started.elapsed()
    );
}
