//! Random playouts of the decks built with the later sets (issue 20): the Introductory
//! Two-Player Game's Federation and Klingon decks against each other, and the Romulan deck with
//! the Alternate Universe and a Q's Tent side deck against the bundled Federation deck. Every
//! game ends, keeps the invariants after every answer, and replays (`games::check_game`); each
//! deck's Alternate Universe Door, listed under `seed`, is seeded on the table (S:224), so that
//! its [AU] cards may report. The Klingon Q-Flash deck plays against the bundled Federation
//! deck: its Q-Continuum side deck's [Q] cards are drawn by Q-Flashes its opponent faces.

use crate::games::{check_game, play_setup_counting};
use stccg_runtime::engine::{Game, GameSetup};
use stccg_runtime::state::Place;
use stccg_tests::{deck, runtime_pool};

/// How many games each pairing plays: 100, or a tenth of `STCCG_GAMES` for a quicker run (the
/// full 1,000 of each pairing is a manual run of `stccg simulate`, reported in tests/README.md).
fn game_count() -> u64 {
    std::env::var("STCCG_GAMES")
        .ok()
        .and_then(|n| n.parse::<u64>().ok())
        .map_or(100, |n| (n / 10).max(1))
}

/// How many cards with the icon are in play (not in a deck, hand, discard pile or out of play)
/// when the game ends.
fn in_play_with_icon(game: &Game, icon: &str) -> usize {
    let pool = runtime_pool();
    game.state()
        .cards
        .iter()
        .filter(|c| pool.def(c.def).icons.iter().any(|i| i == icon))
        .filter(|c| {
            !matches!(
                c.place,
                Place::DrawDeck { .. }
                    | Place::SeedDeck { .. }
                    | Place::Hand { .. }
                    | Place::Discard { .. }
                    | Place::OutOfPlay { .. }
                    | Place::SideDeck { .. }
            )
        })
        .count()
}

/// Whether the game ends with a copy of the title on the table.
fn on_table(game: &Game, title: &str) -> bool {
    let pool = runtime_pool();
    game.state()
        .cards
        .iter()
        .any(|c| pool.def(c.def).title == title && matches!(c.place, Place::Table { .. }))
}

/// Plays the pairing's games and checks each; the number of games whose end shows an Alternate
/// Universe Door on the table, and the [AU] cards in play at the ends, summed over the games.
fn play_pairing(first: &str, second: &str) -> (u64, usize) {
    let decks = [deck(first), deck(second)];
    let setup = |seed| GameSetup {
        ruleset: "glossary-current".into(),
        seed,
        decks: decks.clone(),
    };
    let (mut doors, mut alternate) = (0, 0);
    for seed in 0..game_count() {
        let (game, _) = play_setup_counting(setup(seed));
        check_game(setup(seed), &game);
        doors += u64::from(on_table(&game, "Alternate Universe Door"));
        alternate += in_play_with_icon(&game, "AU");
    }
    (doors, alternate)
}

#[test]
fn the_introductory_decks_games_end_keep_their_invariants_and_replay() {
    let games = game_count();
    let (doors, alternate) = play_pairing("introductory_federation", "introductory_klingon");
    // Each deck may seed its door (S:224); once on the table nothing in these decks removes it.
    assert!(doors > 0, "no Alternate Universe Door was seeded in {games} games");
    assert!(alternate > 0, "no [AU] card was in play at the end of {games} games");
    println!("{games} introductory games: {doors} with a door seeded, {alternate} [AU] cards in play at the ends");
}

#[test]
fn the_romulan_alternate_universe_deck_games_end_keep_their_invariants_and_replay() {
    let games = game_count();
    let (doors, alternate) = play_pairing("romulan_alternate_universe", "federation");
    assert!(doors > 0, "the Romulan deck's door was not seeded in {games} games");
    assert!(alternate > 0, "no [AU] card was in play at the end of {games} games");
    println!("{games} Romulan Alternate Universe games: {doors} with the door seeded, {alternate} [AU] cards in play at the ends");
}

/// How many cards with the icon are out of their side deck at the end of the game: in play,
/// face up under the Q-Continuum side deck or discarded (drawn in a Q-Flash); not out of play,
/// where a side deck no doorway opened goes when play begins (S:229).
fn out_of_side_deck_with_icon(game: &Game, icon: &str) -> usize {
    let pool = runtime_pool();
    game.state()
        .cards
        .iter()
        .filter(|c| pool.def(c.def).icons.iter().any(|i| i == icon))
        .filter(|c| !matches!(c.place, Place::SideDeck { .. } | Place::OutOfPlay { .. }))
        .count()
}

#[test]
fn the_klingon_q_flash_deck_games_end_keep_their_invariants_and_replay() {
    let games = game_count();
    let decks = [deck("klingon_q_flash"), deck("federation")];
    let setup = |seed| GameSetup {
        ruleset: "glossary-current".into(),
        seed,
        decks: decks.clone(),
    };
    let mut drawn = 0;
    for seed in 0..games {
        let (game, _) = play_setup_counting(setup(seed));
        check_game(setup(seed), &game);
        drawn += out_of_side_deck_with_icon(&game, "Q");
    }
    // A Q-Flash seeded under a mission and faced draws [Q] cards from the side deck (M:325).
    assert!(drawn > 0, "no [Q] card left the Q-Continuum side deck in {games} games");
    println!("{games} Klingon Q-Flash games: {drawn} [Q] cards out of the side deck at the ends");
}
