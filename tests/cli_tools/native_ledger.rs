//! The ledger of what needed Rust (`native.json` in a card folder): `stccg coverage` reports,
//! per set with a ledger, the cards whose scripting added or changed a native primitive or
//! engine code with their reasons, and the share of cards that needed none; a ledger naming a
//! card or a primitive that does not exist fails the run.

use super::{run, scratch};

const PLAIN: &str = r#"personnel "Plain Ensign" {
  set: Premiere
  affiliation: Federation
  classification: OFFICER
  integrity: 5
  cunning: 5
  strength: 5
  skills: Navigation
}
"#;

const SCRIPTED: &str = r#"dilemma "Quick Test" {
  set: Premiere
  seeds: planet
  encounter {
    discard self
  }
}
"#;

const LEDGER: &str = r#"{
  "set": "Premiere",
  "cards": [
    { "title": "Quick Test", "reason": "a dilemma that discards itself", "primitives": ["discard"],
      "engine": ["runtime/src/rules/attempt/progress.rs"] }
  ]
}"#;

const BAD_LEDGER: &str = r#"{
  "set": "Premiere",
  "cards": [
    { "title": "Nobody At All", "reason": "no such card", "primitives": ["discard"] },
    { "title": "Quick Test", "reason": "a primitive the stdlib lacks", "primitives": ["teleport_everything"] },
    { "title": "Plain Ensign", "reason": "names no change" }
  ]
}"#;

fn coverage_of(test: &str, ledger: &str) -> (u8, String, String, String) {
    let dir = scratch(
        test,
        &[
            ("cards/plain_ensign.card", PLAIN),
            ("cards/quick_test.card", SCRIPTED),
            ("cards/native.json", ledger),
            ("scenarios/none.txt", ""),
            (
                "data/premiere/cards.json",
                r#"[{"name": "Plain Ensign"}, {"name": "Quick Test"}]"#,
            ),
        ],
    );
    let at = |p: &str| dir.join(p).display().to_string();
    let (cards, scenarios, data) = (at("cards"), at("scenarios"), at("data"));
    let base = [
        "coverage",
        "--no-bundled",
        "--cards",
        &cards,
        "--scenarios",
        &scenarios,
        "--data",
        &data,
    ];
    let (_, human, _) = run(&base);
    let mut json = base.to_vec();
    json.push("--json");
    let (status, out, err) = run(&json);
    (status, out, err, human)
}

#[test]
fn coverage_reports_the_cards_that_needed_rust_and_the_share_that_did_not() {
    let (status, out, err, human) = coverage_of("native-ledger", LEDGER);
    assert_eq!(status, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let premiere = &report["sets"][0];
    // Two cards scripted without `todo`, one of them in the ledger: one needed no Rust.
    assert_eq!(premiere["ledger"], true);
    assert_eq!(premiere["no_rust"], 1);
    assert_eq!(premiere["native"][0]["title"], "Quick Test");
    assert_eq!(premiere["native"][0]["primitives"], serde_json::json!(["discard"]));
    assert_eq!(report["no_rust"], serde_json::json!({"cards": 2, "no_rust": 1}));
    assert_eq!(report["ledger_problems"], serde_json::json!([]));
    assert!(
        human.contains("Premiere: Quick Test: a dilemma that discards itself (discard"),
        "{human}"
    );
    assert!(
        human.contains("no Rust: 1 of the 2 cards scripted or needing Rust in the sets with a ledger (50.0%)"),
        "{human}"
    );
}

#[test]
fn a_ledger_naming_an_unknown_card_or_primitive_fails_the_run() {
    let (status, _, err, _) = coverage_of("native-ledger-bad", BAD_LEDGER);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("\"Nobody At All\" is not a defined card"), "{err}");
    assert!(
        err.contains("\"teleport_everything\", which the stdlib does not declare"),
        "{err}"
    );
    assert!(
        err.contains("\"Plain Ensign\" names no primitive and no engine change"),
        "{err}"
    );
}

#[test]
fn a_ledger_with_an_unknown_field_does_not_read() {
    let (status, _, err, _) = coverage_of("native-ledger-field", r#"{"set": "Premiere", "cards": [], "extra": 1}"#);
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("is not a ledger of native changes") && err.contains("extra"),
        "{err}"
    );
}

#[test]
fn the_bundled_ledgers_name_real_cards_primitives_and_engine_files() {
    let (status, out, err) = run(&["coverage", "--json"]);
    assert_eq!(status, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["ledger_problems"], serde_json::json!([]));
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let sets = report["sets"].as_array().expect("sets");
    // Each of the four sets of issue 20 keeps a ledger.
    for name in [
        "Alternate Universe",
        "Q-Continuum",
        "Official Tournament Sealed Deck",
        "Introductory Two-Player Game",
    ] {
        let set = sets.iter().find(|s| s["set"] == name).expect("the set is reported");
        assert_eq!(set["ledger"], true, "{name} has a ledger");
    }
    for card in sets.iter().flat_map(|s| s["native"].as_array().expect("native").iter()) {
        for file in card["engine"].as_array().expect("engine files") {
            let file = file.as_str().expect("a path");
            assert!(root.join(file).is_file(), "{}: no engine file {file}", card["title"]);
        }
    }
}
