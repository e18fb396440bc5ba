//! Random games to their end: the same seed gives the same game, `--max-decisions` bounds a
//! run, and the `--log` record replays the game, under the ruleset it names only.

use super::{final_scores, play, run, scratch};
use stccg_runtime::replay::GameRecord;
use stccg_runtime::state::Phase;
use stccg_tests::{deck, runtime_pool};

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
    // The ending says why: a draw deck ran out (FAQ:159) or a player reached 100 points.
    assert!(
        ending.contains(&format!(": {winner} ("))
            && (ending.ends_with("draw deck ran out)") || ending.ends_with(" points)")),
        "{ending} with scores {first} and {second}"
    );

    assert_eq!(play(&["--seed", "7"], "").1, out, "the same seed plays the same game");
    assert_ne!(play(&["--seed", "8"], "").1, out, "another seed plays another game");
}

#[test]
fn max_decisions_bounds_a_run() {
    let (status, out, _) = play(&["--seed", "7", "--max-decisions", "5"], "");
    assert_eq!(status, 0);
    assert_eq!(out.lines().filter(|l| l.starts_with("player ")).count(), 5, "{out}");
    assert!(out.contains("stopped after 5 answers (--max-decisions)"), "{out}");
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
