//! The play around the attempts: a response offered only to what it modifies, an illegal
//! answer refused, and the end of the game on an empty deck.

use super::{first_contact, pass_turn, report_and_beam, FILLER};
use crate::scenario::{card, choose, choose_while, game, options, pass_phase};

use stccg_runtime::decision::AnswerError;
use stccg_runtime::engine::AnswerRejected;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{Phase, Place};

#[test]
fn a_response_is_offered_only_to_the_play_it_specifically_modifies() {
    // F:26: a valid response must specifically modify the action it answers. Kevin Uxbridge
    // nullifies an Event being played; Amanda Rogers an Interrupt (FAQ:631).
    let p1 = [
        "First Contact",
        "Federation Outpost",
        "Static Warp Bubble",
        FILLER,
        FILLER,
        FILLER,
        FILLER,
        FILLER,
        FILLER,
        FILLER,
    ];
    let mut p2 = vec!["Kevin Uxbridge", "Amanda Rogers"];
    p2.extend(std::iter::repeat_n(FILLER, 10));
    let mut game = game(&p1, &p2, &["Static Warp Bubble", "Kevin Uxbridge", "Amanda Rogers"]);
    pass_phase(&mut game, Phase::SeedDilemmas);
    choose(&mut game, "seed Federation Outpost");
    pass_phase(&mut game, Phase::SeedFacilities);
    choose(&mut game, "play Static Warp Bubble");
    let offered = options(&game);
    assert!(
        offered.iter().any(|o| o.contains("respond with Kevin Uxbridge")),
        "{offered:?}"
    );
    assert!(!offered.iter().any(|o| o.contains("Amanda Rogers")), "{offered:?}");
    choose(&mut game, "respond with Kevin Uxbridge");
    choose_while(&mut game, "pass");
    // Nullified: the event is discarded; Kevin Uxbridge goes out of play.
    let bubble = card(&game, "Static Warp Bubble");
    let kevin = card(&game, "Kevin Uxbridge");
    assert_eq!(game.state().card(bubble).place, Place::Discard { player: PlayerId(0) });
    assert_eq!(game.state().card(kevin).place, Place::OutOfPlay { player: PlayerId(1) });
}

#[test]
fn an_illegal_answer_is_refused_and_changes_nothing() {
    let mut game = first_contact(&[], &["Deanna Troi"]);
    let before = game.state().clone();
    let count = options(&game).len();
    match game.answer(count) {
        Err(AnswerRejected::Answer(AnswerError::NoSuchOption { given, options })) => {
            assert_eq!((given, options), (count, count))
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(game.state(), &before);
}

#[test]
fn drawing_from_an_empty_deck_ends_the_game_and_the_highest_score_wins() {
    let mut game = first_contact(&[], &["Deanna Troi"]);
    report_and_beam(&mut game, "Deanna Troi");
    choose(&mut game, "attempt First Contact");
    // FAQ:159: as soon as a deck runs out the game is over; the highest score wins.
    while game.pending().is_some() {
        pass_turn(&mut game);
    }
    assert_eq!(game.state().phase, Phase::Over);
    assert_eq!(game.state().winner, Some(PlayerId(0)));
}
