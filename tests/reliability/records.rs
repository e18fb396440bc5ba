//! Replay records and files that are not what they claim: a record without the digest of a
//! card the game used is refused (`fixtures/replay_digest*.log`, even against a pool where
//! that card changed), a changed outcome is reported field by field (the winner too), and
//! `parse` on a file that is not UTF-8 gives the located `load::not-utf8`.

use super::{cards_with_fixtures, fixture, run, scratch};

#[test]
fn a_record_without_a_card_s_digest_is_refused_even_against_a_changed_pool() {
    let cards = cards_with_fixtures("digest-missing");
    // The card whose digest the first record lacks, changed in the copy of the pool.
    let changed = cards.join("premiere/tricorder.card");
    let text = std::fs::read_to_string(&changed).expect("Tricorder's file");
    std::fs::write(&changed, format!("{text}\n// changed since the game was recorded\n")).expect("an edit");
    let cards = cards.display().to_string();
    for record in ["replay_digest_removed.log", "replay_digests_empty.log"] {
        for pool in [None, Some(cards.as_str())] {
            let mut args = vec!["replay", "--cards"];
            args.push(pool.unwrap_or("cards"));
            if pool.is_none() {
                args.truncate(1);
            }
            let path = fixture(record);
            args.push(&path);
            let (status, out, err) = run(&args);
            assert_eq!(status, 1, "{record}: {out}{err}");
            assert!(err.contains("the record holds no digest of \""), "{record}: {err}");
        }
    }
}

#[test]
fn a_record_whose_winner_alone_was_changed_names_the_winner() {
    let root = stccg_tests::workspace_root();
    let deck = |name: &str| root.join("cards/decks").join(name).display().to_string();
    let dir = scratch("winner");
    let log = dir.join("game.json").display().to_string();
    let (status, _, err) = run(&[
        "play",
        "--seed",
        "11",
        "--deck",
        &deck("federation.deck"),
        "--deck",
        &deck("klingon.deck"),
        "--log",
        &log,
    ]);
    assert_eq!(status, 0, "{err}");
    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&log).expect("the log")).expect("JSON");
    let winner = record["outcome"]["winner"].as_u64();
    record["outcome"]["winner"] = match winner {
        Some(1) => 2.into(),
        _ => 1.into(),
    };
    let tampered = dir.join("tampered.json");
    std::fs::write(&tampered, record.to_string()).expect("the tampered record");
    let (status, _, err) = run(&["replay", &tampered.display().to_string()]);
    assert_eq!(status, 1, "{err}");
    let replayed = winner.map_or("no winner".to_string(), |w| format!("player {w}"));
    assert!(err.contains(&format!("replayed {replayed}")), "{err}");
    assert!(err.contains("winner: recorded player "), "{err}");
    assert!(!err.contains("events:"), "only the winner differs: {err}");
}

#[test]
fn parse_on_a_file_that_is_not_utf8_gives_the_located_diagnostic() {
    let path = scratch("not-utf8").join("latin1.card");
    std::fs::write(&path, b"event \"Caf\xe9\" {\n  plays on table\n}\n").expect("a Latin-1 file");
    let (status, out, err) = run(&["parse", &path.display().to_string()]);
    assert_eq!(status, 1, "{out}{err}");
    assert!(err.contains("load::not-utf8"), "{err}");
    assert!(err.contains("latin1.card:1:11]"), "{err}");
    assert!(!err.contains("usage:"), "{err}");
}
