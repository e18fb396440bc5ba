//! One parse test for each construct of the language (issue 2, item 2): each card below
//! parses and checks clean, and the test asserts the shape of the tree it gives.

use stccg_lang::ast::*;
use stccg_lang::testing::{assert_clean, card};

/// The kinds of the card's abilities, in order.
fn abilities(text: &str) -> Vec<AbilityKind> {
    card(text).abilities().map(|a| a.kind.clone()).collect()
}

/// The statements of the first block-bearing ability.
fn first_block(text: &str) -> Vec<StatementKind> {
    let ability = abilities(text).into_iter().next().expect("one ability");
    let body = match ability {
        AbilityKind::Encounter { body }
        | AbilityKind::OnPlay { body, .. }
        | AbilityKind::Static { body, .. }
        | AbilityKind::Action { body, .. } => body,
        other => panic!("no block in {other:?}"),
    };
    body.statements.into_iter().map(|s| s.kind).collect()
}

/// An expression as a compact string, for asserting precedence.
fn show(expr: &Expr) -> String {
    match &expr.kind {
        ExprKind::Number { value } => value.to_string(),
        ExprKind::Signed { value } => format!("{value:+}"),
        ExprKind::Text { value } => format!("{value:?}"),
        ExprKind::CardRef { title } => format!("{{{title}}}"),
        ExprKind::Icon { name } => format!("[{name}]"),
        ExprKind::Name { name } => name.clone(),
        ExprKind::Call { callee, args } => format!("{}({})", callee.name, show_args(args)),
        ExprKind::Member { receiver, name, args } => match args {
            Some(args) => format!("{}.{}({})", show(receiver), name.name, show_args(args)),
            None => format!("{}.{}", show(receiver), name.name),
        },
        ExprKind::Count { count, term } => format!("{count} {}", show(term)),
        ExprKind::Multiplied { term, multiplier } => {
            format!("{} x{}/{}", show(term), multiplier.numerator, multiplier.denominator)
        }
        ExprKind::Not { operand } => format!("not {}", show(operand)),
        ExprKind::And { operands } => format!("({})", operands.iter().map(show).collect::<Vec<_>>().join(" and ")),
        ExprKind::Or { operands } => format!("({})", operands.iter().map(show).collect::<Vec<_>>().join(" or ")),
        ExprKind::Compare { op, left, right } => format!("{} {} {}", show(left), op.symbol(), show(right)),
    }
}

fn show_args(args: &[Arg]) -> String {
    let parts: Vec<String> = args
        .iter()
        .map(|a| match &a.name {
            Some(name) => format!("{}: {}", name.name, show(&a.value)),
            None => show(&a.value),
        })
        .collect();
    parts.join(", ")
}

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

#[test]
fn every_effect_of_the_design_is_a_statement() {
    let statements = first_block(
        r#"event "Test Effects" {
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
    lose_points 5 for opponent
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
    assert_eq!(verbs.len(), 19);
    let StatementKind::Effect(modify) = &statements[13] else {
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
