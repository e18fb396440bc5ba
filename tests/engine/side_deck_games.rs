//! Random playouts with a side deck: the bundled Federation deck with a Q's Tent under `seed`,
//! three in the draw deck, and a Q's Tent side deck of 13 different cards (the card's limit),
//! against the bundled Klingon deck. Every game passes through the doorway seed phase (S:193),
//! keeps the invariants, ends, and replays to the same log and state.

use super::games::{check_game, play_setup_counting};
use stccg_runtime::engine::GameSetup;
use stccg_runtime::event::Event;
use stccg_runtime::state::{Phase, Place};
use stccg_tests::{deck, runtime_pool, workspace_root};

/// The side deck: 13 different Premiere cards of several types ("up to 13 different cards").
const SIDE_DECK: [&str; 13] = [
    "Amanda Rogers",
    "Bynars Weapon Enhancement",
    "Kevin Uxbridge",
    "Life-form Scan",
    "Medical Kit",
    "Q2",
    "Res-Q",
    "Starfleet Type II Phaser",
    "Static Warp Bubble",
    "Supernova",
    "Tricorder",
    "Warp Core Breach",
    "Data",
];

/// How many side-deck games to play: 100, or a tenth of `STCCG_GAMES` for a quicker run.
fn game_count() -> u64 {
    std::env::var("STCCG_GAMES")
        .ok()
        .and_then(|n| n.parse::<u64>().ok())
        .map_or(100, |n| (n / 10).max(1))
}

/// The Federation deck with its Q's Tent and side deck, read and validated as a deck file.
fn tent_deck() -> stccg_runtime::engine::Deck {
    let path = workspace_root().join("cards/decks/federation.deck");
    let mut text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // One Q's Tent seeds and opens the side deck; the copies in the draw deck play to take
    // cards from it.
    text = text.replace("\nseed\n", "\nseed\n  Q's Tent\n");
    text = text.replace("\ndraw\n", "\ndraw\n  3 Q's Tent\n");
    text.push_str("\nside_deck Q's Tent\n");
    for title in SIDE_DECK {
        text.push_str(&format!("  {title}\n"));
    }
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add("tent.deck", text.clone());
    stccg_runtime::deck::read(&text, file, &runtime_pool()).unwrap_or_else(|p| panic!("the deck is not legal: {p:?}"))
}

#[test]
fn random_games_with_a_q_s_tent_side_deck_end_keep_their_invariants_and_replay() {
    let tent = tent_deck();
    let setup = |seed| GameSetup {
        ruleset: "glossary-current".into(),
        seed,
        decks: [tent.clone(), deck("klingon")],
    };
    let games = game_count();
    let (mut doorway_phases, mut taken) = (0, 0);
    for seed in 0..games {
        let (game, _) = play_setup_counting(setup(seed));
        check_game(setup(seed), &game);
        doorway_phases += game
            .log()
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::PhaseBegan {
                        phase: Phase::SeedDoorways
                    }
                )
            })
            .count();
        taken += game
            .log()
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Moved {
                        from: Place::SideDeck { .. },
                        to: Place::Hand { .. },
                        ..
                    }
                )
            })
            .count();
    }
    // S:193: with a side-deck doorway to seed, every game begins with the doorway phase.
    assert_eq!(doorway_phases as u64, games, "one doorway phase a game");
    // The played half of Q's Tent takes a card from the side deck into the hand.
    assert!(taken > 0, "no card was taken from the side deck in {games} games");
    println!("{games} side-deck games: {taken} cards taken from the Q's Tent side deck");
}
