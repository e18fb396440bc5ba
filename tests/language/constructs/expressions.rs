//! Expressions: requirements with their precedence, counts, comparisons and negation, and
//! selector chains with calls and named arguments.

use stccg_lang::ast::*;
use stccg_lang::testing::card;

use super::{first_block, show};

#[test]
fn mission_requirements_with_or_and_a_named_personnel() {
    // Evaluate Terraforming: "MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2".
    // `OR` binds loosest, then `+`; `x2` binds to its term (rules-digest §1.4).
    let text = r#"mission "Test Mission" {
  kind: planet
  quadrant: Alpha
  span: 3
  points: 35
  attempted_by: Federation
  requirements: MEDICAL + Biology + Exobiology OR {Jean-Luc Picard} + MEDICAL x2
}
personnel "Jean-Luc Picard" {
  affiliation: Federation
  classification: OFFICER
  integrity: 9
  cunning: 8
  strength: 6
}"#;
    let card = card(text);
    let requirement = &card.field("requirements").expect("requirements").values[0];
    assert_eq!(
        show(requirement),
        "((MEDICAL and Biology and Exobiology) or ({Jean-Luc Picard} and MEDICAL x2/1))"
    );
}

#[test]
fn requirement_counts_comparisons_and_negation() {
    let statements = first_block(
        r#"dilemma "Test Requirements" {
  seeds: space
  encounter {
    cannot get past unless 2 "Computer Skill" OR 3 SCIENCE OR not Android and INTEGRITY>35
  }
}"#,
    );
    let StatementKind::GetPast { condition } = &statements[0] else {
        panic!("{statements:?}")
    };
    assert_eq!(
        show(condition),
        "(2 \"Computer Skill\" or 3 SCIENCE or (not Android and INTEGRITY > 35))"
    );
}

#[test]
fn a_printed_plus_adds_numbers_and_joins_conditions() {
    // Ferengi Attack: "unless total CUNNING + STRENGTH>68 OR Greed present": the total is
    // over the group (FAQ:169-173), CUNNING plus STRENGTH; Pegasus Search's `+` between
    // skills and a comparison joins them. A run of numbers joins the comparison after it.
    let statements = first_block(
        r#"dilemma "Test Totals" {
  seeds: planet
  encounter {
    cannot get past unless CUNNING + STRENGTH > 68 OR Greed
    cannot get past unless (CUNNING + STRENGTH) > 68
    cannot get past unless Geology + Honor + INTEGRITY>35
    cannot get past unless Geology + CUNNING + STRENGTH - 2 > 60 and STRENGTH * 2 >= sum(group, CUNNING)
  }
}"#,
    );
    let shown: Vec<String> = statements
        .iter()
        .map(|s| match s {
            StatementKind::GetPast { condition } => show(condition),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        shown,
        [
            "([CUNNING + STRENGTH] > 68 or Greed)",
            "[CUNNING + STRENGTH] > 68",
            "(Geology and Honor and INTEGRITY > 35)",
            "((Geology and [[CUNNING + STRENGTH] - 2] > 60) and [STRENGTH * 2] >= sum(group, CUNNING))",
        ]
    );
}

#[test]
fn selectors_chain_members_calls_and_named_arguments() {
    let statements = first_block(
        r#"event "Test Selectors" {
  on play {
    kill away_team.where(male).highest(total_attributes)
    discard hand(opponent).choose(1, by: opponent)
    stop away_team.random(2)
  }
}"#,
    );
    let subjects: Vec<String> = statements
        .iter()
        .map(|s| match s {
            StatementKind::Effect(effect) => show(effect.subject.as_ref().expect("subject")),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        subjects,
        [
            "away_team.where(male).highest(total_attributes)",
            "hand(opponent).choose(1, by: opponent)",
            "away_team.random(2)"
        ]
    );
}
