//! Side decks in deck files (S:390): a `side_deck Q's Tent` section is read, its cards start
//! in the side deck and one Q's Tent under `seed` seeds first, in the doorway phase (S:193);
//! a side deck breaking Q's Tent's "up to 13 different cards", or with nothing to open it, is
//! refused with one diagnostic per problem.

use super::{play_against_klingon, scratch};
use stccg_runtime::engine::{Game, GameSetup};
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Phase, Place};

/// The bundled Federation deck with a Q's Tent side deck of these lines, and with one Q's
/// Tent under `seed` when `seeded`.
fn with_side_deck(lines: &str, seeded: bool) -> String {
    let path = stccg_tests::workspace_root().join("cards/decks/federation.deck");
    let mut text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if seeded {
        text = text.replace("\nseed\n", "\nseed\n  Q's Tent\n");
    }
    text.push_str("\nside_deck Q's Tent\n");
    text.push_str(lines);
    text
}

#[test]
fn a_q_s_tent_side_deck_is_read_and_its_doorway_seeds_first() {
    let text = with_side_deck("  Countermanda\n  Wrong Door\n  Dead in Bed\n", true);
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add("tent.deck", text.clone());
    let pool = stccg_tests::runtime_pool();
    let deck = stccg_runtime::deck::read(&text, file, &pool).unwrap_or_else(|p| panic!("not legal: {p:?}"));
    assert_eq!(deck.side_decks.len(), 1);
    assert_eq!(deck.side_decks[0].opener, "Q's Tent");
    assert_eq!(deck.side_decks[0].cards, ["Countermanda", "Wrong Door", "Dead in Bed"]);
    assert!(!deck.cards.iter().any(|t| t == "Countermanda"), "{:?}", deck.cards);
    let setup = GameSetup {
        ruleset: "glossary-current".into(),
        seed: 7,
        decks: [deck, stccg_tests::deck("klingon")],
    };
    let mut game = Game::new(pool.clone(), setup).expect("the game starts");
    let state = game.state();
    // S:193: the doorway phase comes first; S:191: the side deck is in place before it.
    assert_eq!(state.phase, Phase::SeedDoorways);
    let tent = pool.find("Q's Tent").expect("Q's Tent is in the pool");
    let me = PlayerId(0);
    let side_deck = state.in_place(&Place::SideDeck { player: me, deck: tent });
    assert_eq!(side_deck.len(), 3);
    // The seeded copy is a seed card (S:178).
    let seeds = state.in_place(&Place::SeedDeck { player: me });
    assert!(seeds.iter().any(|&c| state.card(c).def == tent));
    let view = |game: &Game, viewer| stccg_runtime::view::render_board(game.state(), game.pool(), viewer);
    // S:394: no looking through a side deck unless a card allows it; not opened yet, it is
    // counted.
    assert!(
        view(&game, me).contains("your Q's Tent side deck: 3 cards"),
        "{}",
        view(&game, me)
    );
    let decision = game.pending().expect("P1 seeds a doorway or passes");
    let seed = decision
        .options
        .iter()
        .position(|o| o.contains("seed Q's Tent"))
        .unwrap_or_else(|| panic!("{decision:?}"));
    game.answer(seed).expect("the seed is legal");
    // "You may examine cards in this side deck": its owner sees the cards, the opponent a count.
    let own = view(&game, me);
    assert!(own.contains("your Q's Tent side deck (3): "), "{own}");
    assert!(own.contains("Countermanda") && own.contains("Wrong Door"), "{own}");
    let theirs = view(&game, me.other());
    assert!(theirs.contains("opponent's Q's Tent side deck: 3 cards"), "{theirs}");
}

#[test]
fn a_q_s_tent_side_deck_breaking_its_rules_gets_one_diagnostic_per_problem() {
    // Fourteen cards, Countermanda twice, and no Q's Tent under `seed` to open it.
    let titles = [
        "Countermanda",
        "Wrong Door",
        "Dead in Bed",
        "Senior Staff Meeting",
        "Yellow Alert",
        "Mot's Advice",
        "Frame of Mind",
        "Thermal Deflectors",
        "Samuel Clemens' Pocketwatch",
        "Kevin Uxbridge",
        "Amanda Rogers",
        "Red Alert!",
        "Alien Probe",
        "Countermanda",
    ];
    let lines: String = titles.iter().map(|t| format!("  {t}\n")).collect();
    let text = with_side_deck(&lines, false);
    let dir = scratch("bad-side-deck", &[("tent.deck", &text)]);
    let (status, err) = play_against_klingon(&dir.join("tent.deck"));
    assert_eq!(status, 2, "{err}");
    for wanted in [
        "deck::side_deck",
        "nothing seeds to open the Q's Tent side deck",
        "deck::side_deck_size",
        "the Q's Tent side deck has 14 cards, more than 13",
        "card 14 counted here",
        "deck::side_deck_duplicate",
        "Countermanda is in the Q's Tent side deck more than once",
        "the first copy",
        "tent.deck:",
        "is not legal (3 problems)",
    ] {
        assert!(err.contains(wanted), "{wanted:?} is not in:\n{err}");
    }
}

#[test]
fn a_side_deck_of_a_card_that_opens_none_is_refused() {
    let text = with_side_deck("  Countermanda\n", false).replace("side_deck Q's Tent", "side_deck Wrong Door");
    let dir = scratch("not-a-side-deck", &[("door.deck", &text)]);
    let (status, err) = play_against_klingon(&dir.join("door.deck"));
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("Wrong Door does not open a side deck"), "{err}");
}
