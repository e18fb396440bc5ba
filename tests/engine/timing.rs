//! The timing engine on boards built directly: response windows inside a mission attempt
//! (F:26, S:110), suspended play and special downloads (S:858, S:532), the 1995 order of
//! interrupts (FAQ:295), use limits counted per effect (S:527, S:604) and required actions
//! (rules-digest §3.9). Expected outcomes cite the rules lines and card texts.

use crate::scenario::{choose, options};
use stccg_runtime::board::Board;
use stccg_runtime::engine::{Game, Segment};
use stccg_runtime::event::Event;
use stccg_runtime::ids::{CardId, PlayerId};
use stccg_runtime::state::{Place, Ruleset, StatusKind};
use stccg_tests::{ruleset_pools, runtime_pool, runtime_pool_with_fixtures};

const ME: PlayerId = PlayerId(0);
const YOU: PlayerId = PlayerId(1);

/// My Away Team of four on the surface of your Diplomacy Mission (30 points; Diplomacy +
/// INTEGRITY>30 + CUNNING>30, met by Picard, Troi, Data and Riker), in my orders.
fn away_team_board(board: &mut Board<'_>) -> stccg_runtime::ids::LocationId {
    let (location, _) = board.mission("Diplomacy Mission", YOU).unwrap();
    for name in ["Jean-Luc Picard", "Deanna Troi", "Data", "William T. Riker"] {
        board.card(name, ME, Place::Surface { location, player: ME }).unwrap();
    }
    for player in [ME, YOU] {
        for _ in 0..5 {
            board.card("Tricorder", player, Place::DrawDeck { player }).unwrap();
        }
    }
    board.turn(ME, 1, Segment::Orders);
    location
}

fn place(game: &Game, card: CardId) -> Place {
    game.state().card(card).place
}

fn attempt(game: &mut Game) {
    choose(game, "attempt Diplomacy Mission");
}

#[test]
fn fair_play_answers_the_solving_of_a_mission_not_the_start_of_the_attempt() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    away_team_board(&mut board);
    let fair_play = board.card("Fair Play", YOU, Place::Hand { player: YOU }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    attempt(&mut game);
    // F:26: not a valid response to the initiation of the attempt, so you are not asked
    // then; the first thing you are asked is about the solving.
    let decision = game.pending().unwrap().clone();
    assert_eq!(decision.player, YOU);
    assert!(
        decision.prompt.contains("the solving of Diplomacy Mission"),
        "{decision:?}"
    );
    assert!(options(&game).iter().any(|o| o.contains("respond with Fair Play")));
    choose(&mut game, "respond with Fair Play");
    // "No player may solve an opponent's unique mission unless its point box shows at least
    // 40 points": the mission (30 points) stays unsolved and I score nothing.
    assert_eq!(place(&game, fair_play), Place::Table { player: YOU });
    assert_eq!(game.state().location(game.state().spaceline[0]).solved_by, None);
    assert_eq!(game.state().players[ME.index()].score, 0);
    assert!(game.halted().is_none(), "{:?}", game.halted());
    assert!(game.log().iter().any(|e| matches!(
        e,
        Event::AttemptEnded {
            location: stccg_runtime::ids::LocationId(0),
            solved: false,
            ..
        }
    )));
}

#[test]
fn without_fair_play_the_same_attempt_solves_the_mission() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    away_team_board(&mut board);
    board.card("Fair Play", YOU, Place::Hand { player: YOU }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    attempt(&mut game);
    choose(&mut game, "pass");
    // M:300: solving scores the mission's points.
    assert_eq!(game.state().location(game.state().spaceline[0]).solved_by, Some(ME));
    assert_eq!(game.state().players[ME.index()].score, 30);
}

#[test]
fn a_special_download_suspends_the_attempt_which_then_resumes() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    away_team_board(&mut board);
    let (far, _) = board.mission("Investigate Anomaly", YOU).unwrap();
    let outpost = board
        .card(
            "Klingon Outpost",
            YOU,
            Place::AtLocation {
                location: far,
                player: YOU,
            },
        )
        .unwrap();
    board.card("Martok", YOU, Place::Aboard { card: outpost }).unwrap();
    let dk_tahg = board.card("D'k Tahg", YOU, Place::DrawDeck { player: YOU }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    attempt(&mut game);
    // S:858: a special download may interrupt any action in the play phase, even in the
    // opponent's turn (S:532): you are offered it at the start of my attempt.
    let decision = game.pending().unwrap().clone();
    assert_eq!(decision.player, YOU);
    assert!(
        decision.prompt.contains("the attempt of Diplomacy Mission"),
        "{decision:?}"
    );
    choose(&mut game, "special download D'k Tahg with Martok");
    // The download resolves (D'k Tahg reports where Martok is), then the suspended attempt
    // resumes and solves the mission.
    assert_eq!(place(&game, dk_tahg), Place::Aboard { card: outpost });
    assert_eq!(game.state().players[ME.index()].score, 30);
    let log = game.log();
    let began = log
        .iter()
        .position(|e| matches!(e, Event::AttemptBegan { .. }))
        .unwrap();
    let downloaded = log
        .iter()
        .position(|e| matches!(e, Event::Reported { card, .. } if *card == dk_tahg))
        .unwrap();
    let scored = log.iter().position(|e| matches!(e, Event::Scored { .. })).unwrap();
    assert!(began < downloaded && downloaded < scored);
}

#[test]
fn q2_nullifies_a_q_dilemma_in_its_encounter_window() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    let location = away_team_board(&mut board);
    let dilemma = board.card("Q", YOU, Place::SeedStack { location }).unwrap();
    let q2 = board.card("Q2", ME, Place::Hand { player: ME }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    attempt(&mut game);
    // S:110: valid responses to dilemmas come at the encounter, before its result. Q2:
    // "Nullifies ... a dilemma with the word "Q" in title. Place this Interrupt out-of-play."
    let decision = game.pending().unwrap().clone();
    assert_eq!(decision.player, ME);
    assert!(decision.prompt.contains("the encounter of Q"), "{decision:?}");
    choose(&mut game, "respond with Q2");
    assert_eq!(place(&game, dilemma), Place::Discard { player: YOU });
    assert!(matches!(place(&game, q2), Place::OutOfPlay { .. }));
    // The nullified dilemma had no effect: nobody was stopped, and the mission was solved.
    assert!(!game.log().iter().any(|e| matches!(
        e,
        Event::Status {
            status: StatusKind::Stopped,
            ..
        }
    )));
    assert_eq!(game.state().players[ME.index()].score, 30);
}

/// I play Palor Toff; you hold one too. Each discard pile holds one card to retrieve. The
/// pool is the ruleset's: its core rules carry the errata pinned to it.
fn two_interrupts(ruleset: Ruleset) -> (Game, CardId, CardId) {
    let pool = ruleset_pools().get(ruleset);
    let mut board = Board::new(&pool, ruleset, 1);
    away_team_board(&mut board);
    board.turn(ME, 1, Segment::CardPlay);
    let mine = board
        .card("Palor Toff: Alien Trader", ME, Place::Hand { player: ME })
        .unwrap();
    let yours = board
        .card("Palor Toff: Alien Trader", YOU, Place::Hand { player: YOU })
        .unwrap();
    board.card("Tricorder", ME, Place::Discard { player: ME }).unwrap();
    board.card("Medical Kit", YOU, Place::Discard { player: YOU }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    choose(&mut game, "play Palor Toff");
    (game, mine, yours)
}

#[test]
fn under_the_1995_rules_interrupts_resolve_in_the_order_played() {
    let (mut game, mine, yours) = two_interrupts(Ruleset::Faq1995);
    // FAQ:295: "If I play Interrupt A and you immediately play Interrupt B (before A has been
    // resolved), we would then ... resolve Interrupt A, then Interrupt B."
    assert_eq!(game.pending().unwrap().player, YOU);
    choose(&mut game, "(after Palor Toff");
    let resolved: Vec<CardId> = game
        .log()
        .iter()
        .filter_map(|e| match e {
            Event::Resolved { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(resolved, [mine, yours]);
}

#[test]
fn under_the_current_rules_an_unrelated_interrupt_is_no_response() {
    let (game, mine, yours) = two_interrupts(Ruleset::GlossaryCurrent);
    // F:26: a response must specifically modify the action; Palor Toff does not modify
    // Palor Toff, so you are not asked, and mine has resolved.
    assert!(game.log().contains(&Event::Resolved { card: mine, player: ME }));
    assert_eq!(place(&game, yours), Place::Hand { player: YOU });
    assert_eq!(game.pending().unwrap().player, ME);
}

#[test]
fn a_once_per_turn_limit_counts_per_effect_not_per_copy() {
    let pool = runtime_pool_with_fixtures();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    away_team_board(&mut board);
    board.card("Test Recorder", ME, Place::Table { player: ME }).unwrap();
    board.card("Test Recorder", ME, Place::Table { player: ME }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    let records = |game: &Game| options(game).iter().filter(|o| o.starts_with("Record with")).count();
    assert_eq!(records(&game), 2, "either copy may be used");
    choose(&mut game, "Record with");
    // S:527, S:604: one use per turn "regardless of how many copies ... you have in play".
    assert_eq!(records(&game), 0);
    choose(&mut game, "end orders");
    // Your turn passes with nothing to do; in my next turn the effect is open again.
    while game.state().active == YOU || game.state().turn_number < 3 {
        let first = options(&game)[0].clone();
        choose(&mut game, &first);
    }
    assert_eq!(records(&game), 2);
}

#[test]
fn a_required_action_must_be_taken_before_the_orders_end() {
    let pool = runtime_pool_with_fixtures();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    away_team_board(&mut board);
    board.card("Test Duty Roster", ME, Place::Table { player: ME }).unwrap();
    let mut game = Game::from_board(pool.clone(), board.build());
    // Rules-digest §3.9: a required action is not optional; the orders may not end before it.
    assert!(!options(&game).iter().any(|o| o == "end orders"));
    choose(&mut game, "Read the roster");
    assert!(options(&game).iter().any(|o| o == "end orders"));
}

#[test]
fn a_when_trigger_runs_after_the_results_of_what_set_it_off() {
    let pool = runtime_pool();
    let mut board = Board::new(&pool, Ruleset::GlossaryCurrent, 1);
    let location = away_team_board(&mut board);
    let outpost = board
        .card("Klingon Outpost", ME, Place::AtLocation { location, player: ME })
        .unwrap();
    let kchiq = board.card("K'chiQ", ME, Place::Hand { player: ME }).unwrap();
    // K'chiQ is an [AU] card: it reports only through an open doorway (docs/rules.md,
    // alternate-universe-icon).
    board
        .card("Alternate Universe Door", ME, Place::Table { player: ME })
        .unwrap();
    board.turn(ME, 1, Segment::CardPlay);
    let mut game = Game::from_board(pool.clone(), board.build());
    choose(&mut game, "report K'chiQ");
    // K'chiQ: "When reporting for duty, select any skill." The trigger waits until the play has
    // its results (rules-digest §3.4): K'chiQ is aboard before the skill is asked for.
    assert_eq!(place(&game, kchiq), Place::Aboard { card: outpost });
    assert!(game.pending().unwrap().prompt.contains("K'chiQ: select a skill"));
    choose(&mut game, "Exobiology");
    let log = game.log();
    let reported = log
        .iter()
        .position(|e| matches!(e, Event::Reported { card, .. } if *card == kchiq));
    let gained = log
        .iter()
        .position(|e| matches!(e, Event::SkillGained { card, .. } if *card == kchiq));
    assert!(reported.unwrap() < gained.unwrap());
    assert_eq!(game.state().skill_box(game.pool(), kchiq).text(), "Exobiology");
}
