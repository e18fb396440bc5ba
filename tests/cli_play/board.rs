//! The board view's hidden information: what each player may see of the other's cards.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::board::Board;
use stccg_runtime::engine::Game;
use stccg_runtime::ids::{CardId, PlayerId};
use stccg_runtime::state::{Place, Ruleset};
use stccg_runtime::view::render_board;
use stccg_runtime::visibility::visible_to;
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
                // Every card at the location the board names exactly when the viewer may see
                // it (`visibility::visible_to`, S:372): the opponent's crews, Away Teams and
                // cloaked ships are counted, never named.
                let seen = |card: CardId| visible_to(state, game.pool(), card, viewer);
                for player in PlayerId::BOTH {
                    for &ship in state.in_place(&Place::AtLocation { location, player }) {
                        assert_eq!(shows(&board, ship), seen(ship), "{board}");
                        if !seen(ship) {
                            continue;
                        }
                        for &card in state.in_place(&Place::Aboard { card: ship }) {
                            assert_eq!(shows(&board, card), seen(card), "S:372, {board}");
                            aboard_checked += 1;
                        }
                    }
                    for &card in state.in_place(&Place::Surface { location, player }) {
                        assert_eq!(shows(&board, card), seen(card), "S:372, {board}");
                    }
                }
                for &card in state.in_place(&Place::AtopMission { location }) {
                    assert_eq!(shows(&board, card), seen(card), "{board}");
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

#[test]
fn an_opponents_cloaked_ship_is_counted_not_named() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    let (location, _) = board.mission("Diplomacy Mission", PlayerId(0)).expect("in the pool");
    let owner = PlayerId(1);
    let ship = board
        .card(
            "I.K.S. Bortas",
            owner,
            Place::AtLocation {
                location,
                player: owner,
            },
        )
        .expect("in the pool");
    board
        .card("Kurn", owner, Place::Aboard { card: ship })
        .expect("in the pool");
    let mut state = board.build();
    state.card_mut(ship).status.cloaked = true;
    // S:372 (visibility::visible_to): its player sees a cloaked ship, the opponent does not.
    let own = render_board(&state, &pool, owner);
    let opponent = render_board(&state, &pool, owner.other());
    assert!(shows(&own, ship), "{own}");
    assert!(own.contains("Kurn"), "{own}");
    assert!(!shows(&opponent, ship), "{opponent}");
    assert!(!opponent.contains("Kurn"), "{opponent}");
    assert!(opponent.contains("player 2: 1 hidden ship"), "{opponent}");
}
