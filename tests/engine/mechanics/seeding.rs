//! The seed phases: the mission phase cannot be passed, two passes end a seed phase, and a
//! dilemma seeds only under a mission of its kind.

use super::FILLER;
use crate::scenario::{card, choose, game, options};

use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Phase, Place};

#[test]
fn the_mission_phase_cannot_be_passed_and_two_passes_end_a_seed_phase() {
    let mut game = game(
        &["First Contact", "Avert Disaster", "Armus: Skin Of Evil", FILLER],
        &[FILLER],
        &[],
    );
    // S:197: no passing while missions remain.
    assert!(
        options(&game).iter().all(|o| !o.contains("pass")),
        "{:?}",
        options(&game)
    );
    choose(&mut game, "place First Contact");
    // The second mission goes at either end of the spaceline (S:197).
    assert!(options(&game)
        .iter()
        .any(|o| o.contains("Avert Disaster") && o.contains("left end")));
    choose(&mut game, "at the left end");
    assert_eq!(game.state().phase, Phase::SeedDilemmas);
    let first_contact = card(&game, "First Contact");
    assert_eq!(
        game.state().location(game.state().spaceline[1]).mission,
        first_contact,
        "the left insertion shifted First Contact right"
    );
    // S:189: the phase ends as soon as both players pass in a row, even with cards left:
    // P1 passes with Armus in hand; P2, with nothing to seed, passes (its only option).
    choose(&mut game, "pass");
    assert_ne!(game.state().phase, Phase::SeedDilemmas);
    // S:229: unused seed cards go out of play.
    let armus = card(&game, "Armus: Skin Of Evil");
    assert_eq!(game.state().card(armus).place, Place::OutOfPlay { player: PlayerId(0) });
}

#[test]
fn a_planet_dilemma_cannot_be_seeded_under_a_space_mission() {
    let game = game(
        &["Explore Dyson Sphere"],
        &["Armus: Skin Of Evil", "Ancient Computer"],
        &[],
    );
    // S:203-205: Armus is a planet dilemma, Ancient Computer a space one.
    let offered = options(&game);
    assert!(offered.iter().any(|o| o.contains("Ancient Computer")), "{offered:?}");
    assert!(!offered.iter().any(|o| o.contains("Armus")), "{offered:?}");
}
