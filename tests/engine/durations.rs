//! A lasting effect that holds `while` a condition (docs/language.md, Durations): it holds as
//! long as its condition does, read again at every step like the condition of a `static
//! while` (a bonus lost at once when the condition fails, docs/language.md section 8.2), and
//! ends for good the first time the condition fails. The other durations the checker accepts
//! have their scenarios in `tests/scenarios/lasting/`. No bundled card makes a `while` effect,
//! so the card is the invented "Test Rally Cry" of `fixtures/durations.card`, whose text
//! gives the expected outcomes.

use crate::scenario::{choose, options};
use stccg_runtime::board::Board;
use stccg_runtime::engine::{attribute_of, Game, Segment};
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Place, Ruleset};
use stccg_tests::runtime_pool_with_fixtures;

const ME: PlayerId = PlayerId(0);
const YOU: PlayerId = PlayerId(1);

#[test]
fn a_while_effect_holds_across_turns_and_ends_for_good_when_its_condition_fails() {
    let pool = runtime_pool_with_fixtures();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    let (location, _) = board.mission("Excavation", YOU).unwrap();
    let surface = Place::Surface { location, player: ME };
    let picard = board.card("Jean-Luc Picard", ME, surface).unwrap();
    let tasha = board.card("Tasha Yar", ME, surface).unwrap();
    board
        .card("U.S.S. Enterprise", ME, Place::AtLocation { location, player: ME })
        .unwrap();
    board.card("Test Rally Cry", ME, Place::Hand { player: ME }).unwrap();
    for player in [ME, YOU] {
        for _ in 0..6 {
            board.card("Tricorder", player, Place::DrawDeck { player }).unwrap();
        }
    }
    board.turn(ME, 3, Segment::CardPlay);
    let mut game = Game::from_board(pool.clone(), board.build());
    let printed = attribute_of(&game, picard, "STRENGTH");

    choose(&mut game, "on Jean-Luc Picard");
    // The card: "STRENGTH +3 while any SECURITY personnel is present with them": Tasha Yar
    // (SECURITY) is present.
    assert_eq!(attribute_of(&game, picard, "STRENGTH"), printed + 3);

    // Not before: the end of the turn and the start of the next are no end for it; only the
    // condition is. My turn ends, yours passes, mine starts again with Tasha still present.
    choose(&mut game, "end orders");
    while game.state().active == YOU || game.state().turn_number < 5 {
        let first = options(&game)[0].clone();
        choose(&mut game, &first);
    }
    assert_eq!(attribute_of(&game, picard, "STRENGTH"), printed + 3);

    // Tasha leaves: the condition fails, and the bonus ends at once.
    choose(&mut game, "beam");
    let beam_tasha = options(&game)
        .into_iter()
        .find(|o| o.contains("Tasha Yar"))
        .unwrap_or_else(|| panic!("no option to beam Tasha Yar in {:#?}", options(&game)));
    choose(&mut game, &beam_tasha);
    assert!(matches!(game.state().card(tasha).place, Place::Aboard { .. }));
    assert_eq!(attribute_of(&game, picard, "STRENGTH"), printed);

    // Tasha comes back: the effect ended for good; it does not hold again.
    choose(&mut game, "beam");
    let back = options(&game)
        .into_iter()
        .find(|o| o.contains("Tasha Yar"))
        .unwrap_or_else(|| panic!("no option to beam Tasha Yar back in {:#?}", options(&game)));
    choose(&mut game, &back);
    assert!(matches!(game.state().card(tasha).place, Place::Surface { .. }));
    assert_eq!(attribute_of(&game, picard, "STRENGTH"), printed);
}
