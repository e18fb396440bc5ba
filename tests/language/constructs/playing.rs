//! How a card is played: `plays on` with a restriction, `play as` another type, and a special
//! download.

use stccg_lang::ast::*;

use super::{abilities, show};

#[test]
fn plays_on_with_a_restriction_and_plays_on_table() {
    let kinds = abilities(
        r#"event "Test Plays On" {
  plays on ship where not [Bor]
  nullify with ENGINEER
}"#,
    );
    let AbilityKind::PlaysOn {
        target,
        filter: Some(filter),
    } = &kinds[0]
    else {
        panic!("{kinds:?}")
    };
    assert_eq!((show(target).as_str(), show(filter).as_str()), ("ship", "not [Bor]"));
    assert!(matches!(&kinds[1], AbilityKind::NullifyWith { body: None, .. }));
}

#[test]
fn a_card_played_as_another_type() {
    let kinds = abilities(
        r#"artifact "Test Play As" {
  play as event {
    plays on table
  }
  play as interrupt {
    on play {
      draw 1
    }
  }
}"#,
    );
    let types: Vec<&str> = kinds
        .iter()
        .map(|k| match k {
            AbilityKind::PlayAs { kind, .. } => kind.name.as_str(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(types, ["event", "interrupt"]);
}

#[test]
fn a_special_download_which_suspends_play() {
    let kinds = abilities(
        r#"personnel "Test Special Download" {
  affiliation: Klingon
  classification: OFFICER
  integrity: 8
  cunning: 8
  strength: 9
  special download {Test Special Download}
}"#,
    );
    assert!(matches!(&kinds[0], AbilityKind::SpecialDownload { card } if card.name == "Test Special Download"));
}
