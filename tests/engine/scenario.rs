//! A small scripted-game helper for mechanics tests: decks by title, choices by the text of
//! the option, and a seed picked so that the opening hand holds the cards a test needs.

use stccg_runtime::engine::{Deck, Game, GameSetup, OPENING_HAND};
use stccg_runtime::ids::{CardId, PlayerId};
use stccg_runtime::state::Place;
use stccg_tests::runtime_pool;

/// A deck from titles.
pub(crate) fn deck(cards: &[&str]) -> Deck {
    Deck {
        name: "test".into(),
        cards: cards.iter().map(|c| c.to_string()).collect(),
        side_decks: Vec::new(),
        table_seeds: Vec::new(),
        outside_game: Vec::new(),
    }
}

/// A game of two decks, on the first seed whose opening hands hold the `in_hand` titles (each in
/// the hand of the player whose deck lists it).
pub(crate) fn game(p1: &[&str], p2: &[&str], in_hand: &[&str]) -> Game {
    for seed in 0..10_000 {
        let setup = GameSetup {
            ruleset: "glossary-current".into(),
            seed,
            decks: [deck(p1), deck(p2)],
        };
        let game = Game::new(runtime_pool(), setup).expect("the decks are valid");
        let opening = |player: u8| -> Vec<String> {
            let draw = game.state().in_place(&Place::DrawDeck {
                player: PlayerId(player),
            });
            draw.iter().rev().take(OPENING_HAND).map(|&c| title(&game, c)).collect()
        };
        let (first, second) = (opening(0), opening(1));
        // Each title is looked for in the opening hand of the player whose deck lists it.
        let dealt = |t: &&str| {
            let hand = if p1.contains(t) { &first } else { &second };
            hand.iter().any(|o| o == t)
        };
        if in_hand.iter().all(dealt) {
            return game;
        }
    }
    panic!("no seed puts {in_hand:?} in the opening hand");
}

/// A card's title.
pub(crate) fn title(game: &Game, card: CardId) -> String {
    game.pool().def(game.state().card(card).def).title.clone()
}

/// The first card with this title.
pub(crate) fn card(game: &Game, wanted: &str) -> CardId {
    (0..game.state().cards.len() as u32)
        .map(CardId)
        .find(|&c| title(game, c) == wanted)
        .expect("the card is in the game")
}

/// The options of the pending decision.
pub(crate) fn options(game: &Game) -> Vec<String> {
    game.pending().map(|d| d.options.clone()).unwrap_or_default()
}

/// Answers the pending decision with the option containing `text`.
pub(crate) fn choose(game: &mut Game, text: &str) {
    let options = options(game);
    let index = options
        .iter()
        .position(|o| o.contains(text))
        .unwrap_or_else(|| panic!("no option {text:?} in {options:#?}"));
    game.answer(index).unwrap_or_else(|e| panic!("{text:?} refused: {e}"));
}

/// Answers with `text` as long as an option contains it (passing a seed phase, say).
pub(crate) fn choose_while(game: &mut Game, text: &str) {
    while options(game).iter().any(|o| o.contains(text)) {
        choose(game, text);
    }
}

/// Passes for both players until the seed phase `phase` is over.
pub(crate) fn pass_phase(game: &mut Game, phase: stccg_runtime::state::Phase) {
    while game.state().phase == phase && game.pending().is_some() {
        choose(game, "pass");
    }
}
