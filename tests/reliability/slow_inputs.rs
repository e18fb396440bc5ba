//! The inputs that were slow (`fixtures/slow_*`): each finishes, without a panic. How fast
//! loading is (`check` linear in abilities and in the size of the comments) is measured in
//! BENCHMARKS.md; here the static with a condition of 5,000 terms, evaluated on every step,
//! plays a game to its decision limit (or stops it with the budget's error, never hangs).

use super::{cards_with_fixtures, copy_tree, fixture, fixtures, run};
use std::time::{Duration, Instant};

#[test]
fn the_slow_card_files_check_to_the_end() {
    for name in ["slow_many_actions_4000.card", "slow_comment_else_quadratic.card"] {
        let (status, out, err) = run(&["check", &fixture(name)]);
        assert!(status <= 1, "{name}: {err}");
        assert!(
            out.contains("checked 1 files") || err.contains("checked 1 files"),
            "{name}: {out}{err}"
        );
    }
}

#[test]
fn a_game_with_a_static_of_5000_terms_is_bounded() {
    let cards = cards_with_fixtures("huge-static");
    copy_tree(&fixtures().join("slow_cards"), &cards.join("slow"));
    let klingon = stccg_tests::workspace_root().join("cards/decks/klingon.deck");
    let started = Instant::now();
    let (status, out, err) = run(&[
        "play",
        "--seed",
        "1",
        "--cards",
        &cards.display().to_string(),
        "--deck",
        &fixture("slow_huge_static.deck"),
        "--deck",
        &klingon.display().to_string(),
        "--max-decisions",
        "60",
    ]);
    assert!(started.elapsed() < Duration::from_secs(120), "{:?}", started.elapsed());
    match status {
        0 => assert!(
            out.contains("stopped after 60 answers") || out.contains("game over"),
            "{out}"
        ),
        _ => assert!(err.contains("engine::loop"), "{out}{err}"),
    }
}

/// A deck line counting four thousand million copies (`fixtures/crash_huge_copy_count.deck`,
/// made by the fuzzer from a bundled deck) once made `play` try to build every copy and abort
/// out of memory; the line is refused where it is written, with the count labelled.
#[test]
fn a_deck_line_with_a_huge_copy_count_is_refused_where_it_is_written() {
    let klingon = stccg_tests::workspace_root().join("cards/decks/klingon.deck");
    let started = Instant::now();
    let (status, _, err) = run(&[
        "play",
        "--seed",
        "1",
        "--deck",
        &fixture("crash_huge_copy_count.deck"),
        "--deck",
        &klingon.display().to_string(),
    ]);
    assert!(started.elapsed() < Duration::from_secs(60), "{:?}", started.elapsed());
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("deck::syntax"), "{err}");
    assert!(err.contains("crash_huge_copy_count.deck:29:3"), "{err}");
    assert!(err.contains("more than 1000"), "{err}");
}
