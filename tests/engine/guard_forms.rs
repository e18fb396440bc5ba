//! Conditions lowered when the pool loads (`defs::GuardForms`, issue 22): the common shapes
//! of action guards, play guards and `plays on` filters get a typed form the engine decides
//! without the interpreter; the rest stays with the interpreter. Debug builds decide every
//! lowered condition both ways and assert they agree, so the random games of this suite check
//! what the form means; these tests check which texts are lowered, from the texts themselves.

use stccg_lang::ast::{AbilityKind, CompareOp};
use stccg_runtime::defs::{CardPool, CardSet, GuardTest, NameKind, SetRoot, Subject, Who};
use stccg_tests::runtime_pool;

/// The lowered condition of the ability of `title` that `pick` selects.
fn lowered<'a>(pool: &'a CardPool, title: &str, pick: impl Fn(&AbilityKind) -> bool) -> Option<&'a GuardTest> {
    let id = pool
        .find(title)
        .unwrap_or_else(|| panic!("{title} is in the bundled pool"));
    let index = pool
        .def(id)
        .abilities
        .iter()
        .position(|a| pick(&a.kind))
        .unwrap_or_else(|| panic!("{title} has the ability"));
    pool.guard_forms.get(id, index)
}

/// The action of that label.
fn action(label: &'static str) -> impl Fn(&AbilityKind) -> bool {
    move |kind| matches!(kind, AbilityKind::Action { label: Some(l), .. } if l.name == label)
}

fn named(name: &str, kind: NameKind) -> GuardTest {
    GuardTest::Named {
        name: name.to_string(),
        halves: 2,
        kind,
    }
}

#[test]
fn the_tractor_beams_guard_is_a_count_of_the_ships_here_not_in_tow() {
    // stdlib/keywords.card, Tractor Beam (S:630): "tow a ship" if self.where("Tractor Beam").count
    // > 0 and not stopped(self) and self.meets(not in_tow) and count(cards_at(here).where(ship and
    // not in_tow).except(self)) > 0: the first test, while the ship still has its Tractor Beam
    // (Darmok may lose it).
    let pool = runtime_pool();
    let ship = pool.card_type("ship").expect("ship is a card type");
    // A keyword is a printed name of no vocabulary: a ship meets it by having it.
    let tractor_beam = pool.names.id("Tractor Beam").expect("ships print Tractor Beam");
    let test = lowered(&pool, "D'deridex", action("tow a ship")).expect("the guard is lowered");
    let not_in_tow = GuardTest::Not(Box::new(named("in_tow", NameKind::Unprinted)));
    assert_eq!(
        test,
        &GuardTest::All(vec![
            GuardTest::Count {
                set: CardSet {
                    root: SetRoot::Card(Subject::This),
                    filters: vec![(true, named("Tractor Beam", NameKind::Printed(tractor_beam)))],
                },
                op: CompareOp::Greater,
                value: 0,
            },
            GuardTest::Not(Box::new(GuardTest::Stopped(Subject::This))),
            GuardTest::Meets {
                set: CardSet {
                    root: SetRoot::Card(Subject::This),
                    filters: Vec::new(),
                },
                test: Box::new(not_in_tow.clone()),
            },
            GuardTest::Count {
                set: CardSet {
                    root: SetRoot::CardsAtHere,
                    filters: vec![
                        (
                            true,
                            GuardTest::All(vec![named("ship", NameKind::CardType(ship)), not_in_tow])
                        ),
                        (false, GuardTest::Is(Subject::This)),
                    ],
                },
                op: CompareOp::Greater,
                value: 0,
            },
        ])
    );
}

#[test]
fn escape_pods_guard_counts_your_ships_here() {
    // Escape Pod: "You may later relocate them to your ship here".
    let pool = runtime_pool();
    let test = lowered(&pool, "Escape Pod", action("relocate the crew")).expect("the guard is lowered");
    let GuardTest::Count { set, op, value } = test else {
        panic!("a count: {test:?}");
    };
    assert_eq!((set.root, *op, *value), (SetRoot::CardsAtHere, CompareOp::Greater, 0));
    assert!(matches!(&set.filters[..], [(true, GuardTest::All(tests))]
        if tests.contains(&GuardTest::ControlledBy(Who::You))));
}

#[test]
fn plays_on_filters_and_play_guards_are_lowered() {
    let pool = runtime_pool();
    // Alien Groupie: "Plays on any personnel on a planet".
    let groupie = lowered(&pool, "Alien Groupie", |k| matches!(k, AbilityKind::PlaysOn { .. }));
    assert!(matches!(groupie, Some(GuardTest::Named { name, .. }) if name == "on_planet"));
    // Temporal Rift: plays if one of your ships is exposed or a dilemma is in play.
    let rift = lowered(&pool, "Temporal Rift", |k| matches!(k, AbilityKind::OnPlay { .. }));
    let Some(GuardTest::Any(counts)) = rift else {
        panic!("two counts: {rift:?}");
    };
    let roots: Vec<SetRoot> = counts
        .iter()
        .filter_map(|t| match t {
            GuardTest::Count { set, .. } => Some(set.root),
            _ => None,
        })
        .collect();
    assert_eq!(roots, [SetRoot::InPlay(Some(Who::You)), SetRoot::InPlay(None)]);
}

#[test]
fn a_guard_reading_the_hand_counts_the_cards_there() {
    // Door-Net: "play an Alternate Universe Door" from hand to nullify it, offered while one is
    // in your hand.
    let pool = runtime_pool();
    let door = pool.names.id("Alternate Universe Door").expect("a title");
    let test = lowered(
        &pool,
        "Door-Net",
        action("play an Alternate Universe Door to nullify Door-Net"),
    );
    assert_eq!(
        test,
        Some(&GuardTest::Count {
            set: CardSet {
                root: SetRoot::Hand(Who::You),
                filters: vec![(true, named("Alternate Universe Door", NameKind::Printed(door)))],
            },
            op: CompareOp::Greater,
            value: 0,
        })
    );
}

#[test]
fn the_filters_of_wormhole_and_loss_of_orbital_stability_are_lowered() {
    let pool = runtime_pool();
    let plays_on = |k: &AbilityKind| matches!(k, AbilityKind::PlaysOn { .. });
    // Wormhole: "Requires two wormholes. Play one on your exposed ship"; a docked ship is no
    // target (the Glossary's `docked ship`).
    let wormhole = lowered(&pool, "Wormhole", plays_on);
    let Some(GuardTest::All(parts)) = wormhole else {
        panic!("four parts: {wormhole:?}");
    };
    assert!(parts.contains(&GuardTest::ControlledBy(Who::You)));
    assert!(parts.contains(&GuardTest::Not(Box::new(GuardTest::Docked(Subject::Target)))));
    assert!(parts.iter().any(|part| matches!(part,
        GuardTest::Count { set, op: CompareOp::GreaterEqual, value: 2 } if set.root == SetRoot::Hand(Who::You))));
    // Loss of Orbital Stability: "Plays on a ship orbiting a [P]": the mission where the ship
    // is has a planet.
    let orbit = lowered(&pool, "Loss of Orbital Stability", plays_on);
    let Some(GuardTest::All(parts)) = orbit else {
        panic!("two parts: {orbit:?}");
    };
    assert!(matches!(&parts[0], GuardTest::Meets { set, .. } if set.root == SetRoot::Mission));
    assert_eq!(parts[1], GuardTest::Not(Box::new(GuardTest::Docked(Subject::Target))));
}

#[test]
fn a_filter_reading_what_the_form_lacks_is_left_to_the_interpreter() {
    // Full Planet Scan: plays on your ship with at least two staffing icons: the form has no
    // number of a card's staffing icons, so the interpreter decides it.
    let pool = runtime_pool();
    let test = lowered(&pool, "Full Planet Scan", |k| matches!(k, AbilityKind::PlaysOn { .. }));
    assert_eq!(test, None);
    assert!(!pool.guard_forms.is_empty());
}

#[test]
fn cure_conditions_are_lowered_and_read_over_the_personnel_present() {
    let pool = runtime_pool();
    let cure = |k: &AbilityKind| matches!(k, AbilityKind::Cure { .. });
    // Tsiolkovsky Infection: "Cure with 3 MEDICAL", skills of the personnel present (a group
    // read: the cure is decided over them).
    let infection = lowered(&pool, "Tsiolkovsky Infection", cure);
    assert_eq!(
        infection,
        Some(&GuardTest::Named {
            name: "MEDICAL".to_string(),
            halves: 6,
            kind: NameKind::Other(pool.names.id("MEDICAL").expect("MEDICAL is a skill of the pool")),
        })
    );
    // Menthar Booby Trap, as the Glossary's errata words it (M:169): "discarded when 2
    // ENGINEER are present aboard".
    let trap = lowered(&pool, "Menthar Booby Trap", cure);
    assert!(matches!(trap, Some(GuardTest::Named { name, halves: 4, .. }) if name == "ENGINEER"));
    // REM Fatigue: "3 MEDICAL or docked(ship)": the form has no `docked` of a card type, so
    // the interpreter decides it.
    assert_eq!(lowered(&pool, "REM Fatigue", cure), None);
}
