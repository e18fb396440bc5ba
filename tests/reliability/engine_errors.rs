//! Engine errors are diagnostics (issue 16, item 8): a `todo` reached in play names the card's
//! file, line and column, labels the clause and says what to do, in `stccg test` and `stccg
//! play`, as `stccg check` reports a problem.

use super::{cards_with_fixtures, fixture, run};

#[test]
fn a_todo_reached_in_a_scenario_renders_at_the_card_s_file_line_and_column() {
    let cards = cards_with_fixtures("todo-scenario").display().to_string();
    let (status, out, err) = run(&["test", "--cards", &cards, &fixture("todo_reached.scenario")]);
    assert_eq!(status, 1, "{out}{err}");
    assert!(out.contains("the answer was refused"), "{out}");
    assert!(err.contains("engine::todo"), "{err}");
    assert!(err.contains("todo_event.card:7:5]"), "{err}");
    assert!(err.contains("not scripted yet: Draw three cards."), "{err}");
    assert!(err.contains("help: script the clause"), "{err}");
    assert!(!err.contains("bytes "), "{err}");
}

#[test]
fn a_todo_reached_in_a_game_renders_at_the_card_s_file_line_and_column() {
    let cards = cards_with_fixtures("todo-game").display().to_string();
    let klingon = stccg_tests::workspace_root().join("cards/decks/klingon.deck");
    let (_, out, err) = run(&[
        "play",
        "--seed",
        "2",
        "--cards",
        &cards,
        "--deck",
        &fixture("todo_event.deck"),
        "--deck",
        &klingon.display().to_string(),
        "--max-decisions",
        "400",
    ]);
    assert!(out.contains("(refused: \"Zz Todo Event\" reached a clause"), "{out}");
    assert!(
        err.contains("engine::todo") && err.contains("todo_event.card:7:5]"),
        "{err}"
    );
    assert_eq!(err.matches("engine::todo").count(), 1, "each error once: {err}");
}
