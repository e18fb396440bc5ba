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
    let (status, _, err) = run(&["coverage", "--cards", &at("cards"), "--scenarios", &at("scenarios")]);
    assert_eq!(status, 1);
    assert!(
        err.contains("scenario::syntax") && err.contains("broken.scenario"),
        "{err}"
    );
}
