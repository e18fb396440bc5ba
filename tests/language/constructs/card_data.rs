//! Card data: the fields of personnel and ships, every card type of the stdlib, and comments
//! and doc lines around items and members.

use stccg_lang::ast::*;
use stccg_lang::testing::{assert_clean, card};

use super::show;

#[test]
fn personnel_data_with_multiplied_skills() {
    let card = card(
        r#"personnel "Test Personnel" {
  affiliation: Federation
  classification: OFFICER
  integrity: 8
  cunning: 7
  strength: 5
  skills: Diplomacy x2, Leadership, "Computer Skill", Honor x1/2
  species: Human
  gender: male
  icons: [Cmd]
  universal
}"#,
    );
    assert_eq!(card.kind.name, "personnel");
    let skills: Vec<String> = card.field("skills").expect("skills").values.iter().map(show).collect();
    assert_eq!(
        skills,
        ["Diplomacy x2/1", "Leadership", "\"Computer Skill\"", "Honor x1/2"]
    );
    assert!(card
        .members
        .iter()
        .any(|m| matches!(m, Member::Flag(f) if f.name == "universal")));
}

#[test]
fn ship_data_with_staffing_and_special_equipment() {
    let card = card(
        r#"ship "Test Ship" {
  affiliation: Romulan
  class: "D'deridex Class"
  range: 8
  weapons: 9
  shields: 8
  staffing: [Cmd], [Stf], [Stf]
  special_equipment: "Cloaking Device", "Tractor Beam"
}"#,
    );
    assert_eq!(card.field("staffing").expect("staffing").values.len(), 3);
    let equipment: Vec<String> = card
        .field("special_equipment")
        .expect("equipment")
        .values
        .iter()
        .map(show)
        .collect();
    assert_eq!(equipment, ["\"Cloaking Device\"", "\"Tractor Beam\""]);
}

#[test]
fn every_card_type_of_the_stdlib_can_be_written() {
    for (kind, fields) in [
        ("dilemma", "seeds: space_planet"),
        ("event", ""),
        ("interrupt", ""),
        ("equipment", ""),
        ("artifact", ""),
        (
            "facility",
            "affiliation: Federation\n  class: \"Outpost\"\n  shields: 30",
        ),
        ("doorway", ""),
        ("q_event", ""),
        ("q_dilemma", ""),
        ("q_interrupt", ""),
        ("q_mission", "kind: planet\n  quadrant: Alpha\n  span: 0"),
        ("objective", ""),
        ("incident", ""),
    ] {
        assert_clean(&format!("{kind} \"Test {kind}\" {{\n  {fields}\n}}\n"));
    }
}

#[test]
fn comments_and_doc_lines_are_allowed_around_items_and_members() {
    let card = card(
        r#"// a comment before the card
/// The card's documentation.
event "Test Comments" { // trailing comment
  /// A member's documentation.
  plays on table // another

  // a blank line and a comment between members
  on play { draw 1 }
}"#,
    );
    assert_eq!(card.docs, ["The card's documentation."]);
    assert_eq!(
        card.abilities().next().map(|a| a.docs.clone()),
        Some(vec!["A member's documentation.".to_string()])
    );
}
