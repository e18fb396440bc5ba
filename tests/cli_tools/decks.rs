//! Deck files: the bundled decks are legal; a deck breaking the deck rules (S:170-178) is
//! refused by `stccg play` and `stccg check` with one diagnostic per problem, each pointing
//! at its line.

use super::{play_against_klingon, run, scratch};

/// A bundled deck's text.
fn bundled(name: &str) -> String {
    let path = stccg_tests::workspace_root().join("cards/decks").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_bundled_decks_are_legal_and_of_different_affiliations() {
    let root = stccg_tests::workspace_root();
    let (status, out, err) = run(&["check", &root.join("cards").display().to_string()]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains(" 0 errors") && out.contains(" decks,"), "{out}");
    let federation = stccg_tests::deck("federation");
    let klingon = stccg_tests::deck("klingon");
    let pool = stccg_tests::runtime_pool();
    let affiliated = |deck: &stccg_runtime::engine::Deck, affiliation: &str| {
        deck.cards
            .iter()
            .filter_map(|t| pool.find(t))
            .filter(|&d| pool.def(d).kind == "personnel")
            .filter(|&d| pool.def(d).affiliations.iter().any(|a| a == affiliation))
            .count()
    };
    assert!(affiliated(&federation, "Federation") >= 15, "{federation:?}");
    assert!(affiliated(&klingon, "Klingon") >= 15, "{klingon:?}");
    assert_eq!(affiliated(&federation, "Klingon"), 0);
}

#[test]
fn a_deck_breaking_the_rules_gets_one_diagnostic_per_problem() {
    let mut text = bundled("federation.deck");
    // The bundled deck's seed cards, one a line.
    let bundled_seeds = text
        .split("\nseed\n")
        .nth(1)
        .and_then(|rest| rest.split("\ndraw\n").next())
        .map_or(0, |section| section.lines().filter(|l| !l.trim().is_empty()).count());
    // A seventh mission, and a second copy of a unique one (S:174).
    text = text.replace("missions\n", "missions\n  Avert Disaster\n");
    // A personnel under `seed`, 20 more dilemmas and a misspelt title: 22 more lines of seed
    // cards.
    text = text.replace("seed\n", "seed\n  Data\n  20 Hyper-Aging\n  Armus: Skin of Evil\n");
    let seed_limit = format!("the deck has {} counted seed cards, more than 30", bundled_seeds + 22);
    let dir = scratch("bad-deck", &[("bad.deck", &text)]);
    let (status, err) = play_against_klingon(&dir.join("bad.deck"));
    assert_eq!(status, 2, "{err}");
    for wanted in [
        "deck::missions",
        "the deck has 7 missions, not 6",
        "deck::unique_copies",
        "Avert Disaster is a unique mission, and the deck holds it more than once",
        "the first copy",
        "deck::section",
        "Data is a personnel card, listed under `seed`",
        "deck::unknown_card",
        "no card in the pool is titled `Armus: Skin of Evil`",
        "Armus: Skin Of Evil",
        "deck::seed_limit",
        seed_limit.as_str(),
        "bad.deck:",
        "is not legal (5 problems)",
    ] {
        assert!(err.contains(wanted), "{wanted:?} is not in:\n{err}");
    }
}

#[test]
fn a_deck_file_that_does_not_read_says_where() {
    let dir = scratch(
        "unreadable-deck",
        &[
            ("no-name.deck", "missions\n  Avert Disaster\n"),
            ("no-section.deck", "deck \"x\"\n  Avert Disaster\n"),
            ("empty.deck", "// nothing\n"),
        ],
    );
    for (file, wanted) in [
        ("no-name.deck", "a deck file starts with its name"),
        ("no-section.deck", "a card line before any section"),
        ("empty.deck", "the deck file is empty"),
    ] {
        let (status, err) = play_against_klingon(&dir.join(file));
        assert_eq!(status, 2, "{file}: {err}");
        assert!(err.contains(wanted) && err.contains("deck::syntax"), "{file}: {err}");
    }
}
