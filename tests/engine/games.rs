//! Random playouts between two seeded random agents on the bundled test decks: every game
//! ends, keeps its invariants after every event, is deterministic, and replays.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::engine::{AnswerRejected, Game, GameSetup};
use stccg_runtime::event::Event;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::replay::{GameRecord, ReplayError};
use stccg_runtime::state::{GameState, Phase};
use stccg_tests::{runtime_pool, setup};

/// Plays a game to its end with random agents, checking the state after every answer.
pub(crate) fn play_random(seed: u64) -> Game {
    play_random_counting(seed).0
}

/// [`play_random`], with how many answers the engine refused because their action reached
/// an engine error (an unscripted clause or an unimplemented primitive).
pub(crate) fn play_random_counting(seed: u64) -> (Game, usize) {
    play_setup_counting(setup(seed))
}

/// [`play_random_counting`] on any setup: the agents are seeded from the setup's seed.
pub(crate) fn play_setup_counting(setup: GameSetup) -> (Game, usize) {
    let seed = setup.seed;
    let mut refused = 0;
    let mut game = Game::new(runtime_pool(), setup).expect("the decks are valid");
    let mut agents = [RandomAgent::new(seed ^ 0xA5A5), RandomAgent::new(seed ^ 0x5A5A)];
    let mut decisions = 0;
    while let Some(decision) = game.pending().cloned() {
        decisions += 1;
        assert!(decisions < 100_000, "seed {seed}: the game does not end");
        let choice = agents[decision.player.index()].decide(&decision);
        // An option whose action reaches an unscripted clause is refused and undone; the game
        // is back at the decision that started it, and the agent decides again.
        if let Err(rejected) = game.answer(choice) {
            assert!(matches!(rejected, AnswerRejected::Engine(_)), "seed {seed}: {rejected}");
            refused += 1;
        }
        if let Err(problem) = game.state().check_places() {
            panic!("seed {seed}, decision {decisions}: {problem}");
        }
    }
    (game, refused)
}

/// Every `Moved` event must take the card from where the events before it left it: replaying
/// the log's moves on a map from card to place never finds a card somewhere else, and ends at
/// the game's final places. So, after every event, every card is in exactly one place.
fn check_moves(setup: GameSetup, game: &Game) {
    let seed = setup.seed;
    let initial = Game::new(runtime_pool(), setup).expect("the decks are valid");
    let mut places: Vec<_> = initial.state().cards.iter().map(|c| c.place).collect();
    for (index, event) in game.log().iter().enumerate() {
        if let Event::Moved { card, from, to } = event {
            assert_eq!(
                places[card.index()],
                *from,
                "seed {seed}, event {index}: {card:?} was not where the event says"
            );
            places[card.index()] = *to;
        }
    }
    let finals: Vec<_> = game.state().cards.iter().map(|c| c.place).collect();
    assert_eq!(
        places, finals,
        "seed {seed}: the moves do not add up to the final places"
    );
}

/// Each score is the sum of its scoring events; no counter is negative.
fn check_counts(seed: u64, state: &GameState, log: &[Event]) {
    for player in PlayerId::BOTH {
        let scored: i64 = log
            .iter()
            .filter_map(|e| match e {
                Event::Scored { player: p, points, .. } if *p == player => Some(*points),
                _ => None,
            })
            .sum();
        assert_eq!(
            state.players[player.index()].score,
            scored,
            "seed {seed}: {player}'s score"
        );
    }
    for card in state.cards.iter() {
        assert!(card.status.range_used >= 0, "seed {seed}: negative RANGE used");
    }
    assert!(state.passes <= 2, "seed {seed}: passes");
}

/// What every random game must show: it ended with no engine halt and a `GameEnded` last
/// event, its moves add up and its counts hold, and its record replays to the same log and
/// state (the record's outcome, event count, log digest and scores, is checked by the replay).
pub(crate) fn check_game(setup: GameSetup, game: &Game) {
    let seed = setup.seed;
    assert!(
        game.halted().is_none(),
        "seed {seed} halted: {}",
        game.halted().map(|e| e.to_string()).unwrap_or_default()
    );
    assert_eq!(game.state().phase, Phase::Over, "seed {seed} did not end");
    assert!(
        matches!(game.log().last(), Some(Event::GameEnded { .. })),
        "seed {seed}: the last event is not the end of the game: {}",
        serde_json::to_string(&game.log()[game.log().len().saturating_sub(6)..]).unwrap_or_default()
    );
    check_moves(setup, game);
    check_counts(seed, game.state(), game.log());
    // Each game replays from its record (setup and answers) to the same log and state;
    // the record's outcome (event count, log digest, scores) is checked by the replay.
    let record = GameRecord::of(game);
    let again = record
        .replay(runtime_pool())
        .unwrap_or_else(|e| panic!("seed {seed}: the record does not replay: {e}"));
    assert_eq!(
        serde_json::to_string(game.log()).expect("the log serialises"),
        serde_json::to_string(again.log()).expect("the log serialises"),
        "seed {seed}: the replay gave another log"
    );
    assert_eq!(
        again.state(),
        game.state(),
        "seed {seed}: the replay ends in another state"
    );
}

/// How many games the playout test runs: 1,000, or `STCCG_GAMES` for a quicker local run
/// while working (CI always runs the full 1,000).
fn game_count() -> u64 {
    std::env::var("STCCG_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000)
}

#[test]
fn a_thousand_random_games_end_keep_their_invariants_and_replay_identically() {
    let mut solved = 0;
    let mut refused = 0;
    let games = game_count();
    for seed in 0..games {
        let (game, refusals) = play_random_counting(seed);
        refused += refusals;
        check_game(setup(seed), &game);
        solved += game
            .log()
            .iter()
            .filter(|e| matches!(e, Event::AttemptEnded { solved: true, .. }))
            .count();
    }
    assert!(solved > 0, "no mission was solved in {games} games");
    println!("{games} games: {solved} missions solved, {refused} answers refused by engine errors");
}

#[test]
fn a_recorded_game_replays_to_the_same_log_byte_for_byte() {
    for seed in [3, 14, 159] {
        let game = play_random(seed);
        let record = GameRecord::of(&game);
        let text = serde_json::to_string(&record).expect("the record serialises");
        let record: GameRecord = serde_json::from_str(&text).expect("the record deserialises");
        let replayed = record.replay(runtime_pool()).expect("the record replays");
        assert_eq!(
            serde_json::to_string(game.log()).unwrap(),
            serde_json::to_string(replayed.log()).unwrap()
        );
        assert_eq!(replayed.state(), game.state());
    }
}

/// A decision reached without its labels (`Game::show_every_decision(false)`) gets them when
/// asked for (`Game::pending` runs the step again, shown): at every decision of a whole game,
/// the very prompt and labels a game that shows every decision builds as it reaches it, and
/// the game goes the same way.
#[test]
fn labels_built_on_demand_are_those_built_as_the_decision_is_reached() {
    let seed = 2;
    let mut shown = Game::new(runtime_pool(), setup(seed)).expect("the decks are valid");
    let mut unshown = Game::new(runtime_pool(), setup(seed)).expect("the decks are valid");
    unshown.show_every_decision(false);
    let mut agent = RandomAgent::new(seed);
    let mut decisions = 0;
    while let Some(decision) = shown.pending().cloned() {
        decisions += 1;
        assert_eq!(unshown.asked(), Some(decision.asked()), "decision {decisions}");
        assert_eq!(unshown.pending(), Some(&decision), "decision {decisions}");
        let choice = agent.decide(&decision);
        assert_eq!(shown.answer(choice), unshown.answer(choice), "decision {decisions}");
    }
    assert!(decisions > 100, "a whole game: {decisions} decisions");
    assert_eq!(unshown.asked(), None);
    assert_eq!(shown.log(), unshown.log());
}

#[test]
fn replaying_against_a_changed_card_is_reported() {
    let game = play_random(5);
    let mut record = GameRecord::of(&game);
    let title = record.digests.keys().next().expect("the decks use cards").clone();
    *record.digests.get_mut(&title).expect("present") ^= 1;
    match record.replay(runtime_pool()) {
        Err(ReplayError::CardChanged { title: changed }) => assert_eq!(changed, title),
        other => panic!("expected the change to be reported, got {:?}", other.map(|_| ())),
    }
}
