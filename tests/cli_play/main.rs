//! `stccg play`, run in-process: random games to their end, a human at a scripted terminal,
//! the replay record `--log` writes, usage and file errors, and the board view's hidden
//! information.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::engine::Game;
use stccg_runtime::ids::{CardId, PlayerId};
use stccg_runtime::replay::GameRecord;
use stccg_runtime::state::{Phase, Place};
use stccg_runtime::view::render_board;
use stccg_tests::{deck, runtime_pool, setup, workspace_root};
use std::path::PathBuf;

/// A file of the workspace, as an argument.
fn path(relative: &str) -> String {
    workspace_root().join(relative).display().to_string()
}

/// A scratch file for this test run.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("stccg-play-{}-{name}", std::process::id()))
}

/// Runs `stccg play` on the two test decks with extra arguments and typed input:
/// (status, stdout, stderr).
fn play(extra: &[&str], input: &str) -> (u8, String, String) {
    let (federation, klingon) = (path("cards/decks/federation.deck"), path("cards/decks/klingon.deck"));
    let mut args = vec!["play", "--deck", &federation, "--deck", &klingon];
    args.extend_from_slice(extra);
    run(&args, input)
}

/// Runs the command line with typed input.
fn run(args: &[&str], input: &str) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = stccg::cli::run_with_input(&args, &mut input.as_bytes(), &mut out, &mut err, false);
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("the output is UTF-8");
    (status, text(out), text(err))
}

/// The scores of a `final score: player 1 X, player 2 Y` line.
fn final_scores(out: &str) -> [i64; 2] {
    let line = out
        .lines()
        .find_map(|l| l.strip_prefix("final score: "))
        .expect("a final score line");
    let scores: Vec<i64> = line
        .split(", ")
        .map(|part| part.rsplit(' ').next().and_then(|n| n.parse().ok()).expect("a score"))
        .collect();
    [scores[0], scores[1]]
}

#[test]
fn two_random_agents_play_to_the_end_and_the_same_seed_gives_the_same_game() {
    let (status, out, err) = play(&["--seed", "7"], "");
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "seed 7: Premiere Federation (player 1, random) against Premiere Klingon (player 2, random)"
    );
    assert_eq!(lines[1], "seeding missions");
    assert!(lines[2].starts_with("player 1: place "), "{}", lines[2]);
    assert!(
        out.contains("\nturn 1: player 1\n") && out.contains("\nturn 2: player 2\n"),
        "{out}"
    );
    let ending = lines[lines.len() - 2];
    assert!(ending.starts_with("game over after "), "{ending}");
    let [first, second] = final_scores(&out);
    let winner = match first.cmp(&second) {
        std::cmp::Ordering::Greater => "player 1 wins",
        std::cmp::Ordering::Less => "player 2 wins",
        std::cmp::Ordering::Equal => "no winner",
    };
    assert!(ending.ends_with(winner), "{ending} with scores {first} and {second}");

    assert_eq!(play(&["--seed", "7"], "").1, out, "the same seed plays the same game");
    assert_ne!(play(&["--seed", "8"], "").1, out, "another seed plays another game");
}

#[test]
fn the_log_is_a_replay_record_that_reproduces_the_game() {
    let log = scratch("seed7.json");
    let (status, out, err) = play(&["--seed", "7", "--log", &log.display().to_string()], "");
    assert_eq!(status, 0, "{err}");
    let text = std::fs::read_to_string(&log).expect("--log writes the file");
    let _ = std::fs::remove_file(&log);
    let record: GameRecord = serde_json::from_str(&text).expect("the log is a replay record");
    assert_eq!(record.setup.seed, 7);
    assert_eq!(record.setup.decks, [deck("federation"), deck("klingon")]);
    assert!(record.digests.contains_key("U.S.S. Enterprise"));
    let answers = format!("game over after {} answers", record.answers.len());
    assert!(out.contains(&answers), "{answers} is not in the account");
    let game = record.replay(runtime_pool()).expect("the record replays");
    assert_eq!(game.state().phase, Phase::Over);
    let scores = game.state().players.clone().map(|p| p.score);
    assert_eq!(final_scores(&out), scores);
}

#[test]
fn a_game_names_its_ruleset_and_replays_only_under_it() {
    let log = scratch("seed7-1995.json");
    let log_arg = log.display().to_string();
    let (status, _, err) = play(&["--seed", "7", "--ruleset", "faq-1995", "--log", &log_arg], "");
    assert_eq!(status, 0, "{err}");
    let text = std::fs::read_to_string(&log).expect("--log writes the file");
    let record: GameRecord = serde_json::from_str(&text).expect("the log is a replay record");
    assert_eq!(record.setup.ruleset, "faq-1995");
    // The core rules are in the record: under faq-1995 interrupts resolve in the order played
    // (stdlib/errata/faq_1995.errata, FAQ:295), which the glossary's pool reads otherwise.
    assert!(
        record.digests.contains_key("rule \"Interrupt order\""),
        "{:?}",
        record.digests.keys()
    );
    let (status, out, err) = run(&["replay", &log_arg], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("the same outcome"), "{out}");
    // The same record claiming the glossary's rules: the rules read differently.
    let mut other = record.clone();
    other.setup.ruleset = "glossary-current".into();
    std::fs::write(&log, serde_json::to_string(&other).expect("a record")).expect("the scratch file");
    let (status, _, err) = run(&["replay", &log_arg], "");
    let _ = std::fs::remove_file(&log);
    assert_eq!(status, 1, "{err}");
    // The first rule that differs is named (Duplicate seeds and Interrupt order both do).
    assert!(
        err.contains("the rule \"") && err.contains("\" reads differently"),
        "{err}"
    );
    let (status, _, err) = play(&["--ruleset", "1994"], "");
    assert_eq!(status, 2);
    assert!(err.contains("unknown ruleset `1994`"), "{err}");
}

#[test]
fn a_human_is_told_what_is_wrong_with_an_entry_and_asked_again() {
    let input = format!("abc\n99\n\n0\n1\n{}q\n", "1\n".repeat(60));
    let (status, out, err) = play(&["--seed", "7", "--agent", "human", "--agent", "random"], &input);
    assert_eq!(status, 0, "{err}");
    for reason in [
        "> 'abc' is not a number: enter 1 to 6\n",
        "> 99 is not an option: enter 1 to 6\n",
        "> nothing entered: enter 1 to 6\n",
        "> 0 is not an option: enter 1 to 6\n",
    ] {
        assert!(out.contains(reason), "no {reason:?} in {out}");
    }
    // The first decision lists the six missions; the fifth entry takes the first option.
    let first = out
        .lines()
        .find_map(|l| l.strip_prefix("   1. "))
        .expect("numbered options");
    assert!(out.contains(&format!("> player 1: {first}\n")), "{out}");
    assert!(out.contains("player 1 quit after "), "{out}");
    assert!(out.contains("\nfinal score: player 1 "), "{out}");

    // The last board the human saw: the spaceline's missions and the human's own hand.
    let board = &out[out.rfind("\n== play, turn ").expect("a board in the play phase")..];
    for mission in ["Avert Disaster", "Explore Typhon Expanse", "Hunt for DNA Program"] {
        assert!(
            board.contains(&format!(". {mission} (#")),
            "no {mission} on the spaceline: {board}"
        );
    }
    let hand = board
        .lines()
        .find_map(|l| l.strip_prefix("your hand ("))
        .expect("the hand");
    let titles: Vec<&str> = hand.split_once("): ").expect("titles").1.split(", ").collect();
    let federation = deck("federation").cards;
    for title in &titles {
        let title = title.rsplit_once(" (#").expect("numbered").0;
        assert!(
            federation.iter().any(|t| t == title),
            "{title} is not in player 1's deck"
        );
    }
    // The opponent's hand is counted, or shown when it is played revealed (Alien Probe).
    assert!(
        board.contains("\nopponent's hand: ") || board.contains("\nopponent's hand (revealed, "),
        "{board}"
    );
}

#[test]
fn the_end_of_the_input_ends_the_game_cleanly() {
    let (status, out, _) = play(&["--agent", "human"], "");
    assert_eq!(status, 0);
    assert!(
        out.contains("the game ends here\nplayer 1 quit after 0 answers\n"),
        "{out}"
    );
}

#[test]
fn max_decisions_bounds_a_run() {
    let (status, out, _) = play(&["--seed", "7", "--max-decisions", "5"], "");
    assert_eq!(status, 0);
    assert_eq!(out.lines().filter(|l| l.starts_with("player ")).count(), 5, "{out}");
    assert!(out.contains("stopped after 5 answers (--max-decisions)"), "{out}");
}

#[test]
fn bad_input_is_an_error_with_status_two() {
    let missing = path("cards/decks/missing.deck");
    let bad_json = scratch("bad.deck");
    std::fs::write(&bad_json, "{\"name\": \"half\", \"cards\": [").expect("scratch file");
    let unknown_card = scratch("unknown.deck");
    let federation_text = std::fs::read_to_string(path("cards/decks/federation.deck")).expect("the deck");
    std::fs::write(&unknown_card, federation_text.replace("  Data\n", "  Dta\n")).expect("scratch file");
    let cases: [(&[&str], &str); 6] = [
        (&["--deck", &missing], "error: cannot read the deck "),
        (
            &["--deck", &bad_json.display().to_string()],
            "a deck file starts with its name",
        ),
        (
            &["--deck", &unknown_card.display().to_string()],
            "no card in the pool is titled `Dta`",
        ),
        (&["--agent", "robot"], "--agent takes `random` or `human`, not `robot`"),
        (&["--seed", "seven"], "--seed takes a whole number, not `seven`"),
        (
            &["--agent", "human", "--agent", "random", "--agent", "random"],
            "at most two --agent",
        ),
    ];
    for (extra, message) in cases {
        let federation = path("cards/decks/federation.deck");
        let mut args = vec!["play", "--deck", &federation];
        args.extend_from_slice(extra);
        if !extra.contains(&"--deck") {
            args.extend(["--deck", &federation]);
        }
        let (status, out, err) = run(&args, "");
        assert_eq!(status, 2, "{extra:?}: {out}{err}");
        assert!(err.contains(message), "{extra:?}: {err}");
    }
    let (status, _, err) = run(&["play", "--deck", &path("cards/decks/federation.deck")], "");
    assert_eq!(status, 2);
    assert!(err.contains("play needs two decks (--deck FILE twice), not 1"), "{err}");
    let _ = std::fs::remove_file(bad_json);
    let _ = std::fs::remove_file(unknown_card);
}

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
                for (&ship, player) in PlayerId::BOTH.iter().flat_map(|&player| {
                    state
                        .in_place(&Place::AtLocation { location, player })
                        .iter()
                        .map(move |c| (c, player))
                }) {
                    assert!(shows(&board, ship), "{board}");
                    for &card in state.in_place(&Place::Aboard { card: ship }) {
                        assert_eq!(shows(&board, card), player == viewer, "S:372, {board}");
                        aboard_checked += 1;
                    }
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
