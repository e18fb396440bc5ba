//! `stccg coverage`: counts against the set's card list, `todo`s, cards with text and the
//! scenarios that cover them.

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

const UNFINISHED: &str = r#"event "Half Done" {
  set: Premiere
  todo "Plays on table. Something not scripted yet."
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

const SCENARIO: &str = r#"scenario "Quick Test" "It discards itself"
cites card
covers "Quick Test"
ruleset glossary-current

board
  turn P1 1 orders
  P1 "Quick Test" in hand
end

expect phase play
"#;

const DATA: &str =
    r#"[{"name": "Plain Ensign"}, {"name": "Half Done"}, {"name": "Quick Test"}, {"name": "Never Written"}]"#;

#[test]
fn coverage_counts_defined_scripted_and_covered_cards_and_lists_the_gaps() {
    let dir = scratch(
        "coverage",
        &[
            ("cards/plain_ensign.card", PLAIN),
            ("cards/half_done.card", UNFINISHED),
            ("cards/quick_test.card", SCRIPTED),
            ("scenarios/quick_test.scenario", SCENARIO),
            ("data/premiere/cards.json", DATA),
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
    let mut json_args = base.to_vec();
    json_args.push("--json");
    let (status, out, err) = run(&json_args);
    assert_eq!(status, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("coverage --json prints JSON");
    let premiere = &report["sets"][0];
    assert_eq!(premiere["set"], "Premiere");
    // Four titles in the data, three card files; one of them has a `todo`.
    assert_eq!(premiere["known"], 4);
    assert_eq!(premiere["defined"], 3);
    assert_eq!(premiere["scripted"], 2);
    assert_eq!(premiere["undefined"], serde_json::json!(["Never Written"]));
    // Stats alone are no text: the ensign needs no scenario; the two others have abilities
    // (a `todo` is one), and only the dilemma is covered.
    assert_eq!(premiere["with_text"], 2);
    assert_eq!(premiere["covered"], 1);
    assert_eq!(premiere["uncovered"], serde_json::json!(["Half Done"]));

    let (status, out, _) = run(&base);
    assert_eq!(status, 0);
    assert!(
        out.contains("Premiere") && out.contains("3/4") && out.contains("1/2"),
        "{out}"
    );
    assert!(out.contains("Premiere not defined (1): Never Written"), "{out}");
    assert!(out.contains("Premiere no scenario (1): Half Done"), "{out}");
}

#[test]
fn a_scenario_that_does_not_parse_is_reported_and_fails_the_run() {
    let dir = scratch(
        "coverage-bad",
        &[
            ("cards/quick_test.card", SCRIPTED),
            ("scenarios/broken.scenario", "scenario \"x\"\n"),
        ],
    );
    let at = |p: &str| dir.join(p).display().to_string();
    let (status, _, err) = run(&[
        "coverage",
        "--no-bundled",
        "--cards",
        &at("cards"),
        "--scenarios",
        &at("scenarios"),
    ]);
    assert_eq!(status, 1);
    assert!(
        err.contains("scenario::syntax") && err.contains("broken.scenario"),
        "{err}"
    );
}

#[test]
fn the_project_carries_its_set_data_so_coverage_has_denominators() {
    // data/README.md: Premiere has 363 cards, Alternate Universe 122; the bundled pool defines
    // every Premiere card, and every Alternate Universe card is defined or listed as missing.
    let (status, out, err) = run(&["coverage", "--json"]);
    assert_eq!(status, 0, "{err}");
    assert!(!err.contains("no set data"), "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let set = |name: &str| {
        report["sets"]
            .as_array()
            .expect("sets")
            .iter()
            .find(|s| s["set"] == name)
            .unwrap_or_else(|| panic!("no {name} in {out}"))
            .clone()
    };
    assert_eq!(set("Premiere")["known"], 363);
    assert_eq!(set("Premiere")["undefined"], serde_json::json!([]));
    let au = set("Alternate Universe");
    assert_eq!(au["known"], 122);
    let defined = au["defined"].as_u64().expect("a count");
    let undefined = au["undefined"].as_array().expect("titles").len() as u64;
    assert_eq!(defined + undefined, 122, "{au}");
    // data/README.md: the Introductory Two-Player Game has 20 cards; every one not defined is
    // listed as missing.
    let intro = set("Introductory Two-Player Game");
    assert_eq!(intro["known"], 20);
    let defined = intro["defined"].as_u64().expect("a count");
    let undefined = intro["undefined"].as_array().expect("titles").len() as u64;
    assert_eq!(defined + undefined, 20, "{intro}");
}

#[test]
fn without_set_data_coverage_says_so() {
    let dir = scratch("coverage-no-data", &[("data/README.md", "no sets here\n")]);
    let (status, out, err) = run(&["coverage", "--data", &dir.join("data").display().to_string()]);
    assert_eq!(status, 0, "{err}");
    assert!(err.contains("warning: no set data in "), "{err}");
    assert!(out.contains("Premiere"), "{out}");
    let (status, _, err) = run(&["coverage", "--data", &dir.join("missing").display().to_string()]);
    assert_eq!(status, 2);
    assert!(err.contains("no such folder"), "{err}");
}
