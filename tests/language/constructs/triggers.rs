//! Triggered abilities: `when`, `just after`, turn points, and a dilemma's countdown and cure.

use stccg_lang::ast::*;
use stccg_lang::testing::card;

use super::{abilities, show};

#[test]
fn triggers_when_just_after_turn_points_and_countdowns() {
    let kinds = abilities(
        r#"event "Test Triggers" {
  plays on table
  when play({Test Triggers}) as it if opponent.count > 0 {
    nullify it
  }
  just after solve(planet, by: away_team) {
    score 5
  }
  at start of each turn of opponent {
    draw 1
  }
  at end of every turn {
    draw 1
  }
  at end of next turn of controller(target) {
    destroy target
  }
  when countdown expires {
    discard self
  }
}"#,
    );
    assert!(matches!(&kinds[0], AbilityKind::PlaysOn { .. }));
    let AbilityKind::Trigger {
        timing: TriggerTiming::When,
        pattern,
        binding: Some(b),
        guard: Some(_),
        ..
    } = &kinds[1]
    else {
        panic!("{:?}", kinds[1])
    };
    assert_eq!(
        (show(pattern).as_str(), b.name.as_str()),
        ("play({Test Triggers})", "it")
    );
    assert!(matches!(
        &kinds[2],
        AbilityKind::Trigger {
            timing: TriggerTiming::JustAfter,
            ..
        }
    ));
    assert!(matches!(
        &kinds[3],
        AbilityKind::AtTurn {
            point: TurnPoint::Start,
            turn: TurnSpec {
                word: TurnWord::Each,
                of: Some(_),
                ..
            },
            ..
        }
    ));
    assert!(matches!(
        &kinds[4],
        AbilityKind::AtTurn {
            point: TurnPoint::End,
            turn: TurnSpec {
                word: TurnWord::Every,
                of: None,
                ..
            },
            ..
        }
    ));
    assert!(matches!(
        &kinds[5],
        AbilityKind::AtTurn {
            turn: TurnSpec {
                word: TurnWord::Next,
                ..
            },
            ..
        }
    ));
    assert!(matches!(&kinds[6], AbilityKind::CountdownExpires { .. }));
}

#[test]
fn countdown_icons_cure_and_countdown_expiry() {
    let card = card(
        r#"dilemma "Test Countdown" {
  seeds: planet
  icons: [4]
  points: 5
  encounter {
    place self on away_team
    quarantine away_team
  }
  when countdown expires {
    kill away_team.except(Inorganic)
  }
  cure with 2 MEDICAL and SCIENCE {
    score points(self)
  }
}"#,
    );
    assert_eq!(show(&card.field("icons").expect("icons").values[0]), "[4]");
    let kinds: Vec<&AbilityKind> = card.abilities().map(|a| &a.kind).collect();
    assert!(matches!(kinds[1], AbilityKind::CountdownExpires { .. }));
    let AbilityKind::Cure {
        condition,
        body: Some(_),
    } = kinds[2]
    else {
        panic!("{:?}", kinds[2])
    };
    assert_eq!(show(condition), "(2 MEDICAL and SCIENCE)");
}

/// `probe as NAME [if CONDITION] { ... }`: "you may probe", the probe card bound to the name
/// for the block (docs/language.md, section 8.13).
#[test]
fn probe_binds_the_probe_card_for_its_block() {
    let kinds = abilities(
        r#"objective "Test Probe" {
  plays on table
  probe as found if count(cards_at(here).where(personnel)) > 0 {
    if count(found.where([Com] or [Def])) > 0 {
      complete self
    }
  }
}"#,
    );
    let AbilityKind::Probe {
        binding,
        guard: Some(_),
        body,
    } = &kinds[1]
    else {
        panic!("{:?}", kinds[1])
    };
    assert_eq!(binding.name.as_str(), "found");
    assert_eq!(body.statements.len(), 1);
}

/// The probe card's name is the probe's alone: outside its block it names nothing, and a
/// probe needs a name (`probe { ... }` does not parse).
#[test]
fn probe_card_name_is_scoped_and_required() {
    stccg_lang::testing::assert_fails(
        r#"objective "Test Probe Scope" {
  plays on table
  probe as found {
    discard found
  }
  on play {
    discard found
  }
}"#,
        "name::unknown",
    );
    assert!(!stccg_lang::testing::codes(
        r#"objective "Test Probe Unnamed" {
  plays on table
  probe {
    discard self
  }
}"#
    )
    .is_empty());
}
