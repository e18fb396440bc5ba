//! Locations keep their ids when the spaceline changes: a location inserted during play
//! (Gaps in Normal Space: "Insert in spaceline between two missions as a span 4 [S]
//! location") takes a new id and a place in the left-to-right order, and every other
//! location keeps its id; the board numbers locations by their place, left to right.

use crate::scenario::choose;
use stccg_runtime::board::Board;
use stccg_runtime::engine::{Game, Segment};
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Place, Ruleset};
use stccg_runtime::view::render_board;
use stccg_tests::runtime_pool;

const ME: PlayerId = PlayerId(0);
const YOU: PlayerId = PlayerId(1);

#[test]
fn an_inserted_location_takes_a_new_id_and_the_others_keep_theirs() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    let (left, _) = board.mission("Study Stellar Collision", ME).unwrap();
    let (middle, _) = board.mission("Diplomacy Mission", ME).unwrap();
    let (right, _) = board.mission("Iconia Investigation", YOU).unwrap();
    let ship = board
        .card(
            "Runabout",
            ME,
            Place::AtLocation {
                location: middle,
                player: ME,
            },
        )
        .unwrap();
    let gaps = board
        .card("Gaps in Normal Space", ME, Place::Hand { player: ME })
        .unwrap();
    for player in [ME, YOU] {
        board.card("Tricorder", player, Place::DrawDeck { player }).unwrap();
    }
    board.turn(ME, 3, Segment::CardPlay);
    let mut game = Game::from_board(pool.clone(), board.build());
    choose(&mut game, "play Gaps in Normal Space");
    choose(&mut game, "between Study Stellar Collision");

    let state = game.state();
    let Place::Mission { location: inserted } = state.card(gaps).place else {
        panic!("Gaps in Normal Space is not a location: {:?}", state.card(gaps).place);
    };
    // The card's text: between the first two missions, where its player chose.
    assert_eq!(*state.spaceline, vec![left, inserted, middle, right]);
    assert!(![left, middle, right].contains(&inserted));
    assert_eq!(state.position(middle), Some(2));
    // The ship at the Diplomacy Mission is still there: its place names the same id.
    assert_eq!(
        state.card(ship).place,
        Place::AtLocation {
            location: middle,
            player: ME
        }
    );
    assert!(state.adjacent(left, inserted) && state.adjacent(inserted, middle));
    assert!(!state.adjacent(left, middle));

    let shown = render_board(state, game.pool(), ME);
    assert!(shown.contains("  2. Gaps in Normal Space (#"), "{shown}");
    assert!(shown.contains("[space location, span 4]"), "{shown}");
    assert!(shown.contains("  3. Diplomacy Mission (#"), "{shown}");
}
