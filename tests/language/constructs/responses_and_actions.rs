//! Responses (bindings, limits, suspended play) and actions (labels, once-per limits,
//! `required`, `suspends play`).

use stccg_lang::ast::*;

use super::{abilities, show};

#[test]
fn responses_with_bindings_limits_and_suspended_play() {
    let kinds = abilities(
        r#"interrupt "Test Response" {
  respond to play(interrupt and not [Shield]) as it once every turn suspends play {
    nullify it
    place self into out_of_play
  }
}"#,
    );
    let AbilityKind::Response {
        pattern,
        binding,
        limit,
        suspends_play,
        ..
    } = &kinds[0]
    else {
        panic!("{kinds:?}")
    };
    assert_eq!(show(pattern), "play((interrupt and not [Shield]))");
    assert_eq!(binding.as_ref().map(|b| b.name.as_str()), Some("it"));
    assert_eq!(*limit, Some(Limit::OnceEveryTurn));
    assert!(suspends_play);
}

#[test]
fn actions_with_once_per_limits_required_and_suspends_play() {
    let kinds = abilities(
        r#"personnel "Test Actions" {
  affiliation: Klingon
  classification: OFFICER
  integrity: 6
  cunning: 6
  strength: 6
  action "Take a card" once each turn {
    draw 1
  }
  action once every turn if present(ENGINEER) {
    draw 1
  }
  action once per game suspends play {
    score 5
  }
  action required once per turn {
    discard hand(you).choose(1)
  }
}"#,
    );
    let limits: Vec<Option<Limit>> = kinds
        .iter()
        .map(|k| match k {
            AbilityKind::Action { limit, .. } => *limit,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        limits,
        [
            Some(Limit::OnceEachTurn),
            Some(Limit::OnceEveryTurn),
            Some(Limit::OncePerGame),
            Some(Limit::OncePerTurn)
        ]
    );
    assert!(matches!(&kinds[0], AbilityKind::Action { label: Some(l), .. } if l.name == "Take a card"));
    assert!(matches!(
        &kinds[2],
        AbilityKind::Action {
            suspends_play: true,
            required: false,
            ..
        }
    ));
    assert!(matches!(&kinds[3], AbilityKind::Action { required: true, .. }));
}
