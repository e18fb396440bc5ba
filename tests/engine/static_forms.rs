//! Statics lowered when the pool loads (`defs::StaticForms`, issue 22): the common shapes of
//! `static` abilities get a typed form the static layer computes without the interpreter;
//! the rest stays with the interpreter. Debug builds compute every lowered static both ways
//! and assert they agree, so the random games and scenarios of the test suites check what
//! the form means; these tests check which texts are lowered, from the texts themselves.

use stccg_lang::ast::{AbilityKind, CompareOp};
use stccg_lang::check::StaticEffect;
use stccg_runtime::defs::{CardPool, CardSet, GuardTest, SetRoot, StaticForm, StaticPart, Subject, Who};
use stccg_tests::runtime_pool;

/// The lowered form of the first static of `title`.
fn lowered<'a>(pool: &'a CardPool, title: &str) -> Option<&'a StaticForm> {
    let id = pool
        .find(title)
        .unwrap_or_else(|| panic!("{title} is in the bundled pool"));
    let index = pool
        .def(id)
        .abilities
        .iter()
        .position(|a| matches!(a.kind, AbilityKind::Static { .. }))
        .unwrap_or_else(|| panic!("{title} has a static"));
    pool.static_forms.get(id, index)
}

/// Whether a set is the cards present with this card kept by one filter that holds
/// `controlled_by(you)` among its operands.
fn your_cards_present(set: &CardSet) -> bool {
    set.root == SetRoot::PresentWith(Subject::This)
        && matches!(&set.filters[..], [(true, GuardTest::All(tests))]
            if tests.contains(&GuardTest::ControlledBy(Who::You)))
}

#[test]
fn tricorders_skill_goes_to_your_engineers_present() {
    // Tricorder: "Your ENGINEER-classification personnel present gain SCIENCE."
    let pool = runtime_pool();
    let form = lowered(&pool, "Tricorder").expect("the static is lowered");
    assert_eq!(form.condition, None);
    let [StaticPart::GainSkill { cards, skill, halves }] = &form.parts[..] else {
        panic!("one skill gained: {form:?}");
    };
    assert_eq!((skill.as_str(), *halves), ("SCIENCE", 2));
    assert!(your_cards_present(cards), "{cards:?}");
    let [(_, GuardTest::All(tests))] = &cards.filters[..] else {
        unreachable!()
    };
    assert!(tests.contains(&GuardTest::ClassifiedAs("ENGINEER".into())));
}

#[test]
fn the_phasers_bonus_is_a_modifier_to_each_personnel_present_while_one_can_use_it() {
    // Starfleet Type II Phaser: "If your [Fed] or [Non] personnel present, each of your
    // personnel present is STRENGTH +2."
    let pool = runtime_pool();
    let form = lowered(&pool, "Starfleet Type II Phaser").expect("the static is lowered");
    let Some(GuardTest::Count { set, op, value }) = &form.condition else {
        panic!("a count: {form:?}");
    };
    assert!(your_cards_present(set));
    assert_eq!((*op, *value), (CompareOp::Greater, 0));
    let [StaticPart::ForEach(each)] = &form.parts[..] else {
        panic!("one `for each`: {form:?}");
    };
    let StaticPart::Attribute {
        effect,
        cards,
        attribute,
        amount,
    } = &**each
    else {
        panic!("one modifier: {each:?}");
    };
    assert_eq!(
        (*effect, attribute.as_str(), *amount),
        (StaticEffect::Modify, "STRENGTH", 2)
    );
    assert!(your_cards_present(cards));
}

#[test]
fn lores_fingernail_converts_every_inorganic_but_holograms() {
    // Lore's Fingernail: "All inorganics (except [Holo]) become [Non]."
    let pool = runtime_pool();
    let form = lowered(&pool, "Lore's Fingernail").expect("the static is lowered");
    let [StaticPart::ForEach(each)] = &form.parts[..] else {
        panic!("one `for each`: {form:?}");
    };
    let StaticPart::Affiliation { cards, affiliation } = &**each else {
        panic!("one conversion: {each:?}");
    };
    assert_eq!(affiliation, "Non");
    assert_eq!(cards.root, SetRoot::AllPersonnel);
    assert_eq!(cards.filters.iter().map(|f| f.0).collect::<Vec<_>>(), [true, false]);
}

#[test]
fn distortion_fields_forbid_holds_while_face_up() {
    // Distortion Field: "While face up, prevents all beaming to or from this planet."
    let pool = runtime_pool();
    let form = lowered(&pool, "Distortion Field").expect("the static is lowered");
    assert_eq!(
        form.condition,
        Some(GuardTest::Not(Box::new(GuardTest::FaceDown(Subject::This))))
    );
    assert_eq!(form.parts, [StaticPart::Rule(StaticEffect::Forbid)]);
}

#[test]
fn a_static_of_a_shape_the_form_lacks_is_left_to_the_interpreter() {
    // Horga'hn's "grant you with extra_card_play" (a player's permission) has no lowered
    // form: the interpreter runs it.
    let pool = runtime_pool();
    assert_eq!(lowered(&pool, "Horga'hn"), None);
    assert!(!pool.static_forms.is_empty());
}
