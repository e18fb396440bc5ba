//! Statements: every effect verb, the control forms, a static modifier's block, and `todo`.

use stccg_lang::ast::*;
use stccg_lang::testing::card;

use super::{abilities, first_block, show};

#[test]
fn every_effect_of_the_design_is_a_statement() {
    let statements = first_block(
        r#"event "Test Effects" {
  icons: [2]
  on play {
    kill away_team.random()
    discard self
    stop crew until countdown_expires
    unstop crew
    destroy ship
    damage ship
    relocate ship to mission
    place self into out_of_play
    score 5
    draw 2
    download {Test Effects} into hand
    nullify target
    modify target.WEAPONS by +2 until end_of_turn
    gain_skill away_team.random() with Diplomacy
    lose_skill away_team.random() with Diplomacy
    take_control ship for you
    stasis away_team.random()
    release away_team
  }
}"#,
    );
    let verbs: Vec<&str> = statements
        .iter()
        .map(|s| match s {
            StatementKind::Effect(effect) => effect.verb.name.as_str(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(verbs.len(), 18);
    let StatementKind::Effect(modify) = &statements[12] else {
        unreachable!()
    };
    let clauses: Vec<(&str, String)> = modify
        .clauses
        .iter()
        .map(|c| (c.word.name.as_str(), show(&c.value)))
        .collect();
    assert_eq!(
        clauses,
        [("by", "+2".to_string()), ("until", "end_of_turn".to_string())]
    );
}

#[test]
fn control_forms_if_unless_either_for_each_let_and_modal() {
    let statements = first_block(
        r#"dilemma "Test Control" {
  seeds: planet
  encounter {
    unless MEDICAL and SECURITY {
      kill away_team.random()
    } else {
      stop away_team
    }
    if 2 Leadership {
      discard self
    }
    else if Honor {
      stop away_team
    } else {
      kill away_team.random()
    }
    either {
      draw 1
    } or {
      score 5
    }
    for each member in away_team {
      stop member
    }
    let chosen = away_team.random()
    kill chosen
    opponent may draw 2
    owner(self) must discard hand(owner(self)).choose(1)
  }
}"#,
    );
    assert!(matches!(
        &statements[0],
        StatementKind::Unless { otherwise: Some(_), .. }
    ));
    let StatementKind::If {
        otherwise: Some(otherwise),
        ..
    } = &statements[1]
    else {
        panic!("{:?}", statements[1])
    };
    assert!(matches!(
        otherwise.statements[0].kind,
        StatementKind::If { otherwise: Some(_), .. }
    ));
    assert!(matches!(&statements[2], StatementKind::Either { options } if options.len() == 2));
    assert!(matches!(&statements[3], StatementKind::ForEach { variable, .. } if variable.name == "member"));
    assert!(matches!(&statements[4], StatementKind::Let { name, .. } if name.name == "chosen"));
    assert!(matches!(
        &statements[6],
        StatementKind::Modal {
            modality: Modality::May,
            ..
        }
    ));
    assert!(
        matches!(&statements[7], StatementKind::Modal { modality: Modality::Must, player, .. } if show(player) == "owner(self)")
    );
}

#[test]
fn static_modifier_while_a_condition_holds() {
    let kinds = abilities(
        r#"equipment "Test Static" {
  static while present(ENGINEER) {
    modify aboard(ship).where(ENGINEER).CUNNING by +1
  }
}"#,
    );
    let AbilityKind::Static {
        condition: Some(condition),
        body,
    } = &kinds[0]
    else {
        panic!("{kinds:?}")
    };
    assert_eq!(show(condition), "present(ENGINEER)");
    assert_eq!(body.statements.len(), 1);
}

#[test]
fn todo_stands_for_a_clause_not_scripted_yet() {
    let card = card(
        r#"event "Test Todo" {
  plays on table
  todo "Seed one OR build where you have a Federation ENGINEER."
  on play {
    todo "the rest of the clause"
  }
}"#,
    );
    assert_eq!(count_todos(&card.members), 2);
}
