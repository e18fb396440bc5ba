//! Triggers that set themselves or each other off (`fixtures/cards/hang_*.card`): the game
//! stops when its budget on the work between two decisions is spent, back at the last
//! decision, with an `engine::loop` error naming the cards and how often each fired,
//! rendered at the card's file, line and column; within a second.

use super::{cards_with_fixtures, fixture, pool_with_fixtures, run};
use stccg_runtime::board::Board;
use stccg_runtime::engine::{AnswerRejected, Game, Segment, MAX_STEPS};
use stccg_runtime::ids::PlayerId;
use stccg_runtime::interp::EngineError;
use stccg_runtime::state::{Place, Ruleset};
use std::time::{Duration, Instant};

/// How long a loop may run before it is stopped, in a debug build on a busy machine (the
/// release build takes well under a second: BENCHMARKS.md).
const LIMIT: Duration = Duration::from_secs(10);

/// A board at player 1's card play with `on_table` on the table and `in_hand` in hand; the
/// game waits for player 1's choice.
fn board(on_table: &[&str], in_hand: &str) -> Game {
    let pool = pool_with_fixtures();
    let me = PlayerId(0);
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    board.mission("Avert Disaster", me).expect("a Premiere mission");
    for title in on_table {
        board
            .card(title, me, Place::Table { player: me })
            .expect("a fixture card");
    }
    board
        .card(in_hand, me, Place::Hand { player: me })
        .expect("a fixture card");
    for player in PlayerId::BOTH {
        board
            .card("Tricorder", player, Place::DrawDeck { player })
            .expect("Tricorder");
    }
    board.turn(me, 1, Segment::CardPlay);
    Game::from_board(pool.clone(), board.build())
}

/// Plays `title` from the hand and returns the error that stopped the game, having checked
/// that the game is back at the decision it was asked at and stays stopped.
fn play_into_a_loop(mut game: Game, title: &str) -> Vec<(String, u32)> {
    let decision = game.pending().cloned().expect("player 1 decides");
    let option = decision
        .options
        .iter()
        .position(|o| o.contains(&format!("play {title}")))
        .unwrap_or_else(|| panic!("no option plays {title}: {:?}", decision.options));
    let (state, events) = (game.state().clone(), game.log().len());
    let started = Instant::now();
    let refused = game.answer(option);
    assert!(started.elapsed() < LIMIT, "the loop ran {:?}", started.elapsed());
    let Err(AnswerRejected::Engine(EngineError::Looped { fired, .. })) = refused else {
        panic!("expected the budget to stop the loop, got {refused:?}");
    };
    assert!(game.pending().is_none(), "the game stops");
    assert!(matches!(game.halted(), Some(EngineError::Looped { .. })));
    assert_eq!(game.state(), &state, "the state is the one of the last decision");
    assert_eq!(game.log().len(), events, "the log is the one of the last decision");
    assert!(
        game.accepted_answers().is_empty(),
        "the answer that looped is not taken"
    );
    assert!(game.answer(0).is_err(), "a stopped game takes no answer");
    fired.into_iter().map(|f| (f.card, f.times)).collect()
}

#[test]
fn a_trigger_that_sets_itself_off_stops_the_game_at_the_last_decision() {
    let fired = play_into_a_loop(board(&[], "Zz Loop Discard"), "Zz Loop Discard");
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert_eq!(fired[0].0, "Zz Loop Discard");
    // One step runs the trigger; the budget allows MAX_STEPS of them.
    assert!(fired[0].1 > MAX_STEPS / 4, "{fired:?}");
}

#[test]
fn two_triggers_that_set_each_other_off_are_both_named() {
    let fired = play_into_a_loop(board(&["Zz Mutual A"], "Zz Mutual B"), "Zz Mutual B");
    let titles: Vec<&str> = fired.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(titles[..2], ["Zz Mutual A", "Zz Mutual B"], "{fired:?}");
    assert!(fired.iter().all(|(_, times)| *times > 1), "{fired:?}");
}

#[test]
fn the_loop_scenarios_fail_with_a_diagnostic_at_the_card_s_file() {
    let cards = cards_with_fixtures("loop-scenarios");
    let cards = cards.display().to_string();
    for (scenario, file, line) in [
        ("hang_loop_self.scenario", "hang_loop_discard.card", 9),
        ("hang_loop_mutual.scenario", "hang_mutual_a.card", 6),
    ] {
        let started = Instant::now();
        let (status, out, err) = run(&["test", "--cards", &cards, &fixture(scenario)]);
        assert!(started.elapsed() < LIMIT, "{scenario} ran {:?}", started.elapsed());
        assert_eq!(status, 1, "{out}{err}");
        assert!(err.contains("engine::loop"), "{err}");
        assert!(err.contains(&format!("{file}:{line}:3]")), "{err}");
        assert!(err.contains("fired") && err.contains("times"), "{err}");
        assert!(err.contains("help:"), "{err}");
    }
}

#[test]
fn a_whole_game_with_the_looping_card_halts_with_the_diagnostic() {
    let cards = cards_with_fixtures("loop-game");
    let klingon = stccg_tests::workspace_root().join("cards/decks/klingon.deck");
    let started = Instant::now();
    let (status, out, err) = run(&[
        "play",
        "--seed",
        "1",
        "--cards",
        &cards.display().to_string(),
        "--deck",
        &fixture("hang_loop_discard.deck"),
        "--deck",
        &klingon.display().to_string(),
    ]);
    assert!(started.elapsed() < LIMIT * 3, "the game ran {:?}", started.elapsed());
    assert_eq!(status, 1, "{out}{err}");
    assert!(out.contains("halted: the game spent"), "{out}");
    assert!(
        err.contains("engine::loop") && err.contains("hang_loop_discard.card:9:3]"),
        "{err}"
    );
}
