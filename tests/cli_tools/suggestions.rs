//! Did-you-mean that knows the kind of name its place expects: in a condition a skill or
//! classification before a root (`Empaty` is `Empathy`, not the root `empty`), in a selector a
//! root or function; and a mistyped title on a scenario's board gets the nearest title.

use super::{run, scratch};

const DILEMMA: &str = r#"dilemma "Mistyped Skill" {
  seeds: planet
  encounter {
    unless Empaty {
      kill awy_team.random()
    }
  }
}
"#;

const SCENARIO: &str = r#"scenario "Mistyped Title" "A board line with a mistyped title"
cites card
ruleset glossary-current

board
  turn P1 3 card_play
  mission P1 "Excavation" as excavation
  P1 "Tricordr" in hand
end

expect phase play
"#;

#[test]
fn a_mistyped_name_gets_the_nearest_name_of_the_kind_its_place_expects() {
    let dir = scratch(
        "suggestions",
        &[("cards/mistyped.card", DILEMMA), ("mistyped.scenario", SCENARIO)],
    );
    let (status, _, err) = run(&["check", "--cards", &dir.join("cards").display().to_string()]);
    assert_eq!(status, 1);
    assert!(
        err.contains("unknown name `Empaty`") && err.contains("did you mean `Empathy`?"),
        "{err}"
    );
    assert!(
        err.contains("unknown name `awy_team`") && err.contains("did you mean `away_team`?"),
        "{err}"
    );

    let (status, out, err) = run(&["test", &dir.join("mistyped.scenario").display().to_string()]);
    assert_eq!(status, 1, "{out}");
    assert!(
        err.contains("\"Tricordr\" is not in the card pool") && err.contains("did you mean `Tricorder`?"),
        "{err}"
    );
}
