//! `stccg replay`: a record written by `stccg play --log` replays to the same outcome; a
//! record whose outcome was altered, or a pool whose cards changed, is reported.

use super::{run, scratch};

#[test]
fn a_logged_game_replays_to_the_same_outcome_and_a_tampered_one_does_not() {
    let root = stccg_tests::workspace_root();
    let decks = root.join("cards/decks");
    let (federation, klingon) = (
        decks.join("federation.deck").display().to_string(),
        decks.join("klingon.deck").display().to_string(),
    );
    let dir = scratch("replay", &[]);
    std::fs::create_dir_all(&dir).expect("the scratch folder");
    let log = dir.join("game.json").display().to_string();
    let (status, out, err) = run(&[
        "play",
        "--seed",
        "11",
        "--deck",
        &federation,
        "--deck",
        &klingon,
        "--log",
        &log,
    ]);
    assert_eq!(status, 0, "{err}");
    let final_line = out
        .lines()
        .find(|l| l.starts_with("final score: "))
        .expect("a final score");

    let (status, replayed, err) = run(&["replay", &log]);
    assert_eq!(status, 0, "{err}");
    assert!(replayed.contains(": the same outcome: "), "{replayed}");
    assert!(replayed.contains(final_line), "{final_line} is not in {replayed}");

    // The recorded outcome altered: one event more than the game logs.
    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&log).expect("the log")).expect("JSON");
    let events = record["outcome"]["events"].as_u64().expect("the outcome counts events");
    record["outcome"]["events"] = (events + 1).into();
    let tampered = dir.join("tampered.json");
    std::fs::write(&tampered, record.to_string()).expect("the tampered record");
    let (status, _, err) = run(&["replay", &tampered.display().to_string()]);
    assert_eq!(status, 1);
    assert!(err.contains("the replay ends elsewhere"), "{err}");

    let (status, _, err) = run(&["replay", &dir.join("none.json").display().to_string()]);
    assert_eq!(status, 2);
    assert!(err.contains("cannot read the record"), "{err}");
}
