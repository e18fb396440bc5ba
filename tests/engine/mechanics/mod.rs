//! Mechanics of the engine, each expectation from the rules text (cited), one module per
//! part of the game; this module holds the games and moves they share.

mod attempts;
mod play;
mod seeding;

use crate::scenario::{choose, game, options, pass_phase};

use stccg_runtime::state::Phase;

const FILLER: &str = "Darian Wallace";

/// P1: First Contact (Diplomacy + Empathy, 30 points) and an outpost; P2 seeds `dilemmas`.
fn first_contact(dilemmas: &[&str], personnel: &[&str]) -> stccg_runtime::engine::Game {
    let mut p1 = vec!["First Contact", "Federation Outpost"];
    p1.extend_from_slice(personnel);
    p1.extend(std::iter::repeat_n(FILLER, 12));
    let mut p2: Vec<&str> = dilemmas.to_vec();
    p2.extend(std::iter::repeat_n(FILLER, 12));
    // The only mission is placed without asking: a decision with one option is not asked.
    let mut game = game(&p1, &p2, personnel);
    for dilemma in dilemmas {
        // S:201: P1 has nothing to seed and passes (its only option); P2 seeds one card.
        if options(&game).iter().any(|o| o.contains(dilemma)) {
            choose(&mut game, &format!("seed {dilemma}"));
        }
    }
    pass_phase(&mut game, Phase::SeedDilemmas);
    choose(&mut game, "seed Federation Outpost");
    pass_phase(&mut game, Phase::SeedFacilities);
    assert_eq!(game.state().phase, Phase::Play);
    game
}

/// Reports one personnel, beams it down, and ends the turn; then P2 passes its turn.
fn report_and_beam(game: &mut stccg_runtime::engine::Game, who: &str) {
    choose(game, &format!("report {who}"));
    choose(game, &format!("beam {who}"));
}

/// Ends the current turn of P1 (P2, with no outpost, has only single-option turns, which
/// the engine takes without asking).
fn pass_turn(game: &mut stccg_runtime::engine::Game) {
    let turn = game.state().turn_number;
    while game.state().turn_number == turn && game.pending().is_some() {
        let next = if options(game).iter().any(|o| o == "end card play") {
            "end card play"
        } else {
            "end orders"
        };
        choose(game, next);
    }
}
