//! The core rules (stdlib/rules.card) are read once, into a typed value, when the pool loads:
//! a rule or setting the engine reads that is missing, or a value it has no reading for, is a
//! diagnostic with the place to fix, never a silent default in a game.

use stccg_lang::load::{load, Pool, StdlibSource};
use stccg_runtime::defs::{CardPool, CoreRules, PoolError, RangeUsedUp};
use stccg_tests::workspace_root;

/// The bundled pool, as loaded.
fn bundled() -> Pool {
    load(&[workspace_root().join("cards")], &StdlibSource::Embedded)
}

#[test]
fn the_bundled_rules_read_as_the_glossary_declares_them() {
    let rules = CoreRules::read(&bundled()).expect("the stdlib declares every core rule");
    // stdlib/rules.card: "Using up its maximum RANGE does not 'stop' a ship." (S:768)
    assert_eq!(rules.range_used_up, RangeUsedUp::NotStopped);
    assert_eq!(rules, CoreRules::default());
}

#[test]
fn a_missing_rule_a_misspelt_setting_and_an_unknown_value_are_load_errors() {
    let mut pool = bundled();
    pool.symbols.rules.shift_remove("Range");
    let (duplicates, _) = pool.symbols.rules.get_mut("Duplicate seeds").expect("declared");
    duplicates.settings[0].name.name = "duplicate".into();
    let (unstop, _) = pool.symbols.rules.get_mut("Stopped cards").expect("declared");
    unstop.settings[0].value.name = "sometimes".into();
    let problems = CoreRules::read(&pool).expect_err("three problems");
    let codes: Vec<&str> = problems.iter().map(|d| d.code).collect();
    assert_eq!(
        codes,
        ["rule::missing-setting", "rule::unknown-reading", "rule::missing"],
        "{problems:?}"
    );
    assert!(problems.iter().all(|d| d.is_error() && d.help.is_some()));
    match CardPool::from_lang(&pool) {
        Err(PoolError::CoreRules(found)) => assert_eq!(found.len(), 3),
        other => panic!("the pool must not load: {other:?}"),
    }
}
