//! The core rules (stdlib/rules.card) as each ruleset reads them, where no bundled card can
//! show the difference: Leadership x1/2 in battle (rules-digest C4), with an invented
//! personnel of tests/engine/fixtures/ loaded next to the bundled pool under each ruleset.

use crate::scenario::options;
use stccg_lang::load::{load, StdlibSource};
use stccg_runtime::board::Board;
use stccg_runtime::defs::RulesetPools;
use stccg_runtime::engine::{Game, Segment};
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Place, Ruleset};
use stccg_tests::workspace_root;

const ME: PlayerId = PlayerId(0);
const YOU: PlayerId = PlayerId(1);

/// The bundled pool and the fixtures, read once per ruleset.
fn pools() -> RulesetPools {
    let root = workspace_root();
    let paths = [root.join("cards"), root.join("tests/engine/fixtures")];
    let current = load(&paths, &StdlibSource::Embedded);
    RulesetPools::from_lang(&current, &paths, &StdlibSource::Embedded).expect("the pool and fixtures are clean")
}

/// My Klingon with Leadership x1/2, alone on a planet with your Away Team, in my orders.
fn half_leader_facing_an_away_team(ruleset: Ruleset) -> Game {
    let pool = pools().get(ruleset);
    let mut board = Board::new(&pool, ruleset, 1);
    let (location, _) = board.mission("Avert Disaster", ME).unwrap();
    board
        .card("Test Half Leader", ME, Place::Surface { location, player: ME })
        .unwrap();
    board
        .card("Calloway", YOU, Place::Surface { location, player: YOU })
        .unwrap();
    for player in [ME, YOU] {
        for _ in 0..3 {
            board.card("Tricorder", player, Place::DrawDeck { player }).unwrap();
        }
    }
    board.turn(ME, 3, Segment::Orders);
    Game::from_board(pool.clone(), board.build())
}

#[test]
fn under_the_glossary_leadership_x1_2_is_no_leader_in_battle() {
    // S:448: "a personnel with Leadership x1/2 ... does not count as a leader in battle".
    let game = half_leader_facing_an_away_team(Ruleset::GlossaryCurrent);
    assert!(
        !options(&game).iter().any(|o| o.contains("attack the Away Team")),
        "{:?}",
        options(&game)
    );
}

#[test]
fn under_the_1995_rules_leadership_x1_2_leads_a_battle() {
    // Rules-digest C4 (FAQ:201-203): x1/2 Leadership counts as a leader for battle.
    let game = half_leader_facing_an_away_team(Ruleset::Faq1995);
    assert!(
        options(&game).iter().any(|o| o.contains("attack the Away Team")),
        "{:?}",
        options(&game)
    );
}
