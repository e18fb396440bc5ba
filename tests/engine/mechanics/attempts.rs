//! Mission attempts: solving scores once, unmet requirements, and dilemmas with and without
//! conditions.

use super::{first_contact, pass_turn, report_and_beam, FILLER};
use crate::scenario::{card, choose, game, options, pass_phase};

use stccg_runtime::event::Event;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Lasting, LastingEffect, Phase, Place, StatusKind, Subject};

#[test]
fn solving_a_mission_scores_its_points_once() {
    let mut game = first_contact(&[], &["Deanna Troi"]);
    report_and_beam(&mut game, "Deanna Troi");
    choose(&mut game, "attempt First Contact");
    // M:300, M:329: requirements met (Troi: Diplomacy, Empathy), 30 points, solved once.
    assert_eq!(game.state().players[0].score, 30);
    assert_eq!(
        game.state().location(game.state().spaceline[0]).solved_by,
        Some(PlayerId(0))
    );
    assert!(
        !options(&game).iter().any(|o| o.contains("attempt")),
        "a solved mission cannot be attempted again"
    );
}

#[test]
fn unmet_requirements_end_the_attempt_without_stopping_anyone() {
    let mut game = first_contact(&[], &["Tasha Yar"]);
    report_and_beam(&mut game, "Tasha Yar");
    choose(&mut game, "attempt First Contact");
    // M:293, S:767: not solved, and failing the requirements does not stop the Away Team.
    assert_eq!(game.state().players[0].score, 0);
    assert!(game
        .log()
        .iter()
        .any(|e| matches!(e, Event::AttemptEnded { solved: false, .. })));
    assert!(!game.state().is_stopped(card(&game, "Tasha Yar")));
    assert!(
        options(&game).iter().any(|o| o.contains("attempt First Contact")),
        "a new attempt is allowed (M:296)"
    );
}

#[test]
fn unmet_dilemma_conditions_stop_the_whole_away_team_and_end_the_attempt() {
    let mut game = first_contact(&["Archer"], &["Deanna Troi"]);
    report_and_beam(&mut game, "Deanna Troi");
    choose(&mut game, "attempt First Contact");
    let troi = card(&game, "Deanna Troi");
    let archer = card(&game, "Archer");
    // Archer: "Unless MEDICAL and SECURITY present, kills Away Team member with highest
    // total attributes. Discard dilemma." Troi alone is the highest: killed (M:323: to the
    // discard pile); "Discard dilemma": discarded whether or not overcome (FAQ:509-511).
    assert_eq!(game.state().card(troi).place, Place::Discard { player: PlayerId(0) });
    assert_eq!(game.state().card(archer).place, Place::Discard { player: PlayerId(1) });
    assert_eq!(game.state().players[0].score, 0);
}

#[test]
fn a_dilemma_that_cannot_be_passed_stays_and_stops_the_crew_until_the_next_turn() {
    let mut p1 = vec![
        "Investigate Rogue Comet",
        "Federation Outpost",
        "U.S.S. Galaxy",
        "Tasha Yar",
    ];
    // Enough cards that no draw deck runs out before the next turn begins (FAQ:159).
    p1.extend(std::iter::repeat_n(FILLER, 12));
    let mut p2 = vec!["Ancient Computer"];
    p2.extend(std::iter::repeat_n(FILLER, 12));
    let mut game = game(&p1, &p2, &["U.S.S. Galaxy", "Tasha Yar"]);
    choose(&mut game, "seed Ancient Computer");
    pass_phase(&mut game, Phase::SeedDilemmas);
    choose(&mut game, "seed Federation Outpost");
    pass_phase(&mut game, Phase::SeedFacilities);
    choose(&mut game, "report U.S.S. Galaxy");
    pass_turn(&mut game);
    choose(&mut game, "report Tasha Yar");
    choose(&mut game, "beam Tasha Yar");
    choose(&mut game, "with the crew of U.S.S. Galaxy");
    // Ancient Computer: "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER
    // present." Not met: the crew is stopped and the attempt ends (M:321, FAQ:523); the
    // dilemma was not overcome, so it stays under the mission (FAQ:509-511).
    let yar = card(&game, "Tasha Yar");
    let computer = card(&game, "Ancient Computer");
    let log = game.log();
    let ended = log
        .iter()
        .position(|e| matches!(e, Event::AttemptEnded { solved: false, .. }))
        .expect("the attempt ended");
    assert!(log[..ended].iter().any(
        |e| matches!(e, Event::Status { card, status, on: true } if *card == yar && *status == StatusKind::Stopped)
    ));
    assert!(
        matches!(game.state().card(computer).place, Place::SeedStack { .. }),
        "not overcome: it stays"
    );
    assert_eq!(game.state().players[0].score, 0);
    // S:757: a stopped crew may not move, beam or attempt: the attempt was the last order of
    // the turn (ending orders was the only option left); the next event, after the passes
    // of the window on the draw (S:803), is the card draw.
    let next = log[ended + 1..]
        .iter()
        .find(|e| !matches!(e, Event::Passed { .. }))
        .expect("an event after the attempt");
    assert!(
        matches!(
            next,
            Event::Moved {
                to: Place::Hand { player: PlayerId(0) },
                ..
            }
        ),
        "{next:?}"
    );
    // S:761: stopped until the start of the next turn: the stop ran out when P2's turn began.
    let attempt_turn = log[..ended]
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::TurnBegan { number, .. } => Some(*number),
            _ => None,
        })
        .expect("a turn began");
    assert!(game.state().turn_number > attempt_turn);
    assert!(!game.state().is_stopped(yar));
    // The expiry pass at the end of the step that began that turn removed the stop.
    let stops = |l: &&Lasting| l.subject == Subject::Card(yar) && l.effect == LastingEffect::Stopped;
    assert_eq!(game.state().lasting.iter().filter(stops).count(), 0);
}

#[test]
fn a_dilemma_without_conditions_has_its_effect_and_the_team_goes_on() {
    let mut game = first_contact(&["Armus: Skin Of Evil"], &["Deanna Troi", "Tasha Yar"]);
    report_and_beam(&mut game, "Deanna Troi");
    pass_turn(&mut game);
    report_and_beam(&mut game, "Tasha Yar");
    choose(&mut game, "with the Away Team");
    // Armus: "Kills one Away Team member (random selection)." No conditions: it has its
    // effect and does not stop the others (FAQ:523, M:321); the survivor goes on to the
    // requirements, which only Troi meets (Diplomacy + Empathy).
    let troi = card(&game, "Deanna Troi");
    let yar = card(&game, "Tasha Yar");
    let dead: Vec<_> = [troi, yar]
        .into_iter()
        .filter(|&c| game.state().card(c).place == (Place::Discard { player: PlayerId(0) }))
        .collect();
    assert_eq!(dead.len(), 1, "exactly one member killed");
    let survivor = if dead[0] == troi { yar } else { troi };
    assert!(!game.state().is_stopped(survivor), "the survivor is not stopped");
    let solved = survivor == troi;
    assert_eq!(game.state().players[0].score, if solved { 30 } else { 0 });
    // A dilemma with no conditions is overcome and discarded (FAQ:523).
    let armus = card(&game, "Armus: Skin Of Evil");
    assert_eq!(game.state().card(armus).place, Place::Discard { player: PlayerId(1) });
}
