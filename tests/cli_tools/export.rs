//! `stccg export --json`: each loaded card's definition as JSON, without source positions.

use super::{run, scratch};
use serde_json::Value;
use stccg_tests::runtime_pool;

/// A personnel with printed data and a dilemma with game text, as card files.
const CARDS: &[(&str, &str)] = &[
    (
        "cards/data.card",
        r#"personnel "Data" {
  set: Premiere
  number: 204
  rarity: R
  affiliation: Federation
  classification: OFFICER
  integrity: 8
  cunning: 12
  strength: 12
  skills: ENGINEER, "Computer Skill" x2, Music
  species: Android, Inorganic
  gender: male
  icons: [Cmd]
}
"#,
    ),
    (
        "cards/archer.card",
        r#"dilemma "Archer" {
  set: Premiere
  number: 14
  rarity: C
  seeds: planet
  encounter {
    unless MEDICAL and SECURITY {
      kill away_team.highest(total_attributes)
    }
    discard self
  }
}
"#,
    ),
];

/// The exported cards by title.
fn exported(stdout: &str) -> Vec<Value> {
    let value: Value = serde_json::from_str(stdout).expect("the export is JSON");
    value.as_array().expect("the export is an array of cards").clone()
}

fn has_span(value: &Value) -> bool {
    match value {
        Value::Object(fields) => fields.contains_key("span") || fields.values().any(has_span),
        Value::Array(items) => items.iter().any(has_span),
        _ => false,
    }
}

#[test]
fn a_card_is_exported_with_its_printed_data_and_game_text() {
    let dir = scratch("export-cards", CARDS);
    let cards = dir.join("cards").display().to_string();
    let (status, stdout, stderr) = run(&["export", "--no-bundled", &cards]);
    assert_eq!(status, 0, "{stderr}");
    let cards = exported(&stdout);
    assert_eq!(cards.len(), 2);
    let data = cards.iter().find(|c| c["title"] == "Data").expect("Data is exported");
    assert_eq!(data["kind"], "personnel");
    assert_eq!(data["affiliations"], serde_json::json!(["Federation"]));
    assert_eq!(data["classification"], "OFFICER");
    assert_eq!(data["attributes"]["INTEGRITY"], 8);
    assert_eq!(data["attributes"]["CUNNING"], 12);
    assert_eq!(data["skills"][1][0], "Computer Skill");
    assert_eq!(data["skills"][1][1]["numerator"], 2);
    assert_eq!(data["species"], serde_json::json!(["Android", "Inorganic"]));
    assert_eq!(data["abilities"], serde_json::json!([]));
    let archer = cards
        .iter()
        .find(|c| c["title"] == "Archer")
        .expect("Archer is exported");
    assert_eq!(archer["seeds"], "planet");
    let encounter = &archer["abilities"][0];
    assert_eq!(encounter["ability"], "encounter");
    let statements = encounter["body"]["statements"].as_array().expect("statements");
    assert_eq!(statements.len(), 2, "unless ..., then discard self");
    assert_eq!(statements[0]["stmt"], "unless");
    assert_eq!(statements[1]["verb"], "discard");
    assert!(!has_span(&Value::Array(cards)), "source positions are left out");
}

#[test]
fn the_bundled_pool_exports_every_card_once() {
    let (status, stdout, stderr) = run(&["export", "--json"]);
    assert_eq!(status, 0, "{stderr}");
    let cards = exported(&stdout);
    let pool = runtime_pool();
    assert_eq!(cards.len(), pool.defs.len());
    for (card, def) in cards.iter().zip(&pool.defs) {
        assert_eq!(card["title"], def.title.as_str());
    }
}

#[test]
fn export_writes_json_with_or_without_the_flag_and_needs_clean_cards() {
    let (status, stdout, stderr) = run(&["export"]);
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(exported(&stdout).len(), runtime_pool().defs.len());
    let dir = scratch(
        "export-broken",
        &[("cards/broken.card", "personnel \"Broken\" {\n  integrity: \n}\n")],
    );
    let (status, stdout, stderr) = run(&["export", "--json", &dir.join("cards").display().to_string()]);
    assert_eq!(status, 1, "{stderr}");
    assert!(stdout.is_empty(), "nothing is exported from cards with errors");
    assert!(stderr.contains("broken.card"), "the error names the file: {stderr}");
}
