//! The board view's hidden information: what each player may see of the other's cards.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::engine::Game;
use stccg_runtime::ids::{CardId, PlayerId};
use stccg_runtime::state::Place;
use stccg_runtime::view::render_board;
use stccg_tests::{runtime_pool, setup};

/// Whether the board shows this card (every card is shown as `Title (#n)`).
fn shows(board: &str, card: CardId) -> bool {
    board.contains(&format!("(#{})", card.0))
}

#[test]
fn the_board_shows_each_player_what_they_may_see() {
    let mut game = Game::new(runtime_pool(), setup(3)).expect("the decks are valid");
    let mut agents = [RandomAgent::new(1), RandomAgent::new(2)];
    let (mut aboard_checked, mut decisions) = (0, 0);
    while let Some(decision) = game.pending().cloned() {
        decisions += 1;
        if decisions > 3000 {
            break;
        }
        let state = game.state();
        for viewer in PlayerId::BOTH {
            let board = render_board(state, game.pool(), viewer);
            for location in state.locations() {
                let spot = state.location(location);
                assert!(shows(&board, spot.mission), "{board}");
                let seeded = state.in_place(&Place::SeedStack { location });
                assert!(
                    seeded.iter().all(|&c| !shows(&board, c)),
                    "seed cards are face down: {board}"
                );
                for (&ship, player) in PlayerId::BOTH.iter().flat_map(|&player| {
                    state
                        .in_place(&Place::AtLocation { location, player })
                        .iter()
                        .map(move |c| (c, player))
                }) {
                    assert!(shows(&board, ship), "{board}");
                    for &card in state.in_place(&Place::Aboard { card: ship }) {
                        assert_eq!(shows(&board, card), player == viewer, "S:372, {board}");
                        aboard_checked += 1;
                    }
                }
            }
            for &card in state.in_place(&Place::Hand { player: viewer }) {
                assert!(shows(&board, card), "the viewer's hand: {board}");
            }
            // Hidden unless played revealed (Alien Probe).
            let revealed = stccg_runtime::reveal::hand_revealed(state, game.pool(), viewer.other());
            for &card in state.in_place(&Place::Hand { player: viewer.other() }) {
                assert_eq!(shows(&board, card), revealed, "the opponent's hand: {board}");
            }
            let score = format!(
                "player 1 {}, player 2 {}",
                state.players[0].score, state.players[1].score
            );
            assert!(board.contains(&score), "{board}");
        }
        let choice = agents[decision.player.index()].decide(&decision);
        let _ = game.answer(choice);
    }
    assert!(aboard_checked > 100, "the game put few cards aboard: {aboard_checked}");
}
