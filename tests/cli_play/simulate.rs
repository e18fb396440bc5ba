//! `stccg simulate`: many seeded games summarised the same whatever the number of threads,
//! the JSON summary, a bad deck refused with its diagnostic; and the greedy agent, which
//! beats the random agent and whose games replay.

use super::{path, play, run, scratch};

/// Runs `stccg simulate` on the two bundled decks with extra arguments.
fn simulate(extra: &[&str]) -> (u8, String, String) {
    let (federation, klingon) = (path("cards/decks/federation.deck"), path("cards/decks/klingon.deck"));
    let mut args = vec!["simulate", "--deck", &federation, "--deck", &klingon];
    args.extend_from_slice(extra);
    run(&args, "")
}

/// The JSON summary of a run.
fn summary(extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["--format", "json"];
    args.extend_from_slice(extra);
    let (status, out, err) = simulate(&args);
    assert_eq!(status, 0, "{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("the summary is JSON ({e}): {out}"))
}

/// A count in a JSON summary.
fn count(value: &serde_json::Value) -> u64 {
    value.as_u64().unwrap_or_else(|| panic!("a count, not {value}"))
}

#[test]
fn the_summary_is_the_same_with_one_thread_and_with_two() {
    let (status, one, err) = simulate(&["--games", "10", "--seed", "100", "--threads", "1"]);
    assert_eq!(status, 0, "{err}");
    let (_, two, _) = simulate(&["--games", "10", "--seed", "100", "--threads", "2"]);
    assert_eq!(one, two, "game i plays seed 100+i, gathered in seed order");
    assert!(one.starts_with("10 games, seeds 100 to 109\n"), "{one}");
    assert!(
        one.contains("player 1 Premiere Federation (random): ") && one.contains("player 2 Premiere Klingon (random): "),
        "{one}"
    );
    assert!(err.contains("10 games in "), "the time taken goes to stderr: {err}");
}

#[test]
fn the_json_summary_counts_every_game_once() {
    let json = summary(&["--games", "6", "--seed", "3"]);
    assert_eq!(count(&json["games"]), 6);
    assert_eq!(json["players"][0]["deck"], "Premiere Federation");
    assert_eq!(json["players"][1]["agent"], "random");
    let wins = count(&json["players"][0]["wins"]) + count(&json["players"][1]["wins"]);
    assert_eq!(wins + count(&json["no_winner"]), 6, "{json}");
    let endings = json["endings"].as_object().expect("the endings");
    assert_eq!(endings.values().map(count).sum::<u64>(), 6, "{json}");
    // Every game reached its first turn: each player draws and plays in turn.
    assert!(json["turns"]["mean"].as_f64().expect("a mean") >= 1.0, "{json}");
}

#[test]
fn a_deck_the_pool_cannot_play_is_a_diagnostic_with_status_two() {
    let unknown_card = scratch("simulate-unknown.deck");
    let federation = std::fs::read_to_string(path("cards/decks/federation.deck")).expect("the deck");
    std::fs::write(&unknown_card, federation.replace("  Data\n", "  Dta\n")).expect("scratch file");
    let klingon = path("cards/decks/klingon.deck");
    let deck = unknown_card.display().to_string();
    let (status, out, err) = run(&["simulate", "--deck", &deck, "--deck", &klingon, "--games", "2"], "");
    let _ = std::fs::remove_file(&unknown_card);
    assert_eq!(status, 2, "{out}{err}");
    assert!(err.contains("no card in the pool is titled `Dta`"), "{err}");
    assert!(
        err.contains("simulate-unknown.deck"),
        "the diagnostic names the file: {err}"
    );
    let (status, _, err) = simulate(&["--agent", "human"]);
    assert_eq!(status, 2);
    assert!(err.contains("--agent takes `random` or `greedy`, not `human`"), "{err}");
    let (status, _, err) = simulate(&["--games", "0"]);
    assert_eq!(status, 2);
    assert!(err.contains("--games takes a whole number of at least 1"), "{err}");
}

/// The greedy agent against the random agent, in each seat. Measured on seeds 0-99
/// (BENCHMARKS.md, "The greedy agent"), the greedy agent won 82 of 100 as player 1 (the
/// random agent 9) and 78 of 100 as player 2 (the random agent 15); with Scan's and Phased
/// Matter's revised texts (stop 20), 79 and 79. Of seeds 0-19, played here, it wins 20 and
/// 16. At least 14 of 20 is the 70% the agent must keep, below what it measured; ten games
/// were too few (seeds 0-9 gave 6 of 10 as player 2 at stop 20, with 79 of 100 overall).
#[test]
fn the_greedy_agent_beats_the_random_agent() {
    for (agents, greedy_seat) in [(["greedy", "random"], 0), (["random", "greedy"], 1)] {
        let json = summary(&["--games", "20", "--agent", agents[0], "--agent", agents[1]]);
        let wins = count(&json["players"][greedy_seat]["wins"]);
        assert!(
            wins >= 14,
            "the greedy agent won {wins} of 20 as player {}: {json}",
            greedy_seat + 1
        );
    }
}

#[test]
fn a_game_of_greedy_agents_replays() {
    let log = scratch("greedy.json");
    let log_arg = log.display().to_string();
    let (status, out, err) = play(
        &[
            "--seed", "4", "--agent", "greedy", "--agent", "greedy", "--quiet", "--log", &log_arg,
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("(player 1, greedy) against"), "{out}");
    let (status, replayed, err) = run(&["replay", &log_arg], "");
    let _ = std::fs::remove_file(&log);
    assert_eq!(status, 0, "{err}");
    assert!(replayed.contains(": the same outcome: "), "{replayed}");
}
