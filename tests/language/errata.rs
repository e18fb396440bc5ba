//! Errata files: every malformed fixture under `errata/` gets the diagnostics its
//! `// expect: CODE` lines name (snapshotted), and a valid erratum changes the card the
//! runtime sees, as its patches say.

use stccg_lang::load::{load, StdlibSource};
use stccg_lang::source::FileId;
use stccg_runtime::defs::CardPool;
use stccg_tests::{diagnostics_in, expected_codes, render_plain};
use std::path::PathBuf;

#[test]
fn each_malformed_errata_fixture_gets_its_diagnostics() {
    let mut count = 0;
    insta::glob!("errata/*.errata", |path| {
        let text = std::fs::read_to_string(path).expect("fixture is readable");
        let expected = expected_codes(&text);
        if expected.is_empty() {
            return;
        }
        count += 1;
        let relative = PathBuf::from("language/errata").join(path.file_name().expect("a file"));
        let pool = load(&[PathBuf::from("../cards"), relative], &StdlibSource::Embedded);
        let fixture = FileId(pool.sources.len() as u32 - 1);
        let found = diagnostics_in(&pool.diagnostics, fixture);
        for code in expected {
            assert!(
                found.iter().any(|d| d.code == code),
                "{}: expected a `{code}` diagnostic, got {:?}",
                path.display(),
                found.iter().map(|d| d.code).collect::<Vec<_>>()
            );
        }
        insta::assert_snapshot!(render_plain(&found, &pool.sources));
    });
    assert!(count >= 7, "at least 7 malformed errata fixtures, found {count}");
}

#[test]
fn a_conflict_labels_both_patches() {
    let pool = load(
        &[
            PathBuf::from("../cards"),
            PathBuf::from("language/errata/conflict.errata"),
        ],
        &StdlibSource::Embedded,
    );
    let conflict = pool
        .diagnostics
        .iter()
        .find(|d| d.code == "errata::conflict")
        .expect("a conflict diagnostic");
    assert_eq!(conflict.labels.len(), 2, "both patches are labelled");
}

#[test]
fn a_patched_card_is_what_the_runtime_sees() {
    let pool = load(
        &[
            PathBuf::from("../cards"),
            PathBuf::from("language/errata/patches.errata"),
        ],
        &StdlibSource::Embedded,
    );
    assert!(
        !pool.diagnostics.iter().any(|d| d.is_error()),
        "the patches apply cleanly: {:?}",
        pool.diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| &d.message)
            .collect::<Vec<_>>()
    );
    let from_fixture = |file: FileId| pool.sources.name(file).ends_with("patches.errata");
    let applied = pool.applied_errata.iter().filter(|a| from_fixture(a.erratum.file));
    assert_eq!(
        applied.count(),
        2,
        "the fixture's two entries apply (beside the pool's own errata)"
    );
    let runtime = CardPool::from_lang(&pool).expect("the patched pool reads");
    let t_pan = runtime.def(runtime.by_title["T'Pan"]);
    // The erratum sets `integrity: 9` (printed 8) and adds Diplomacy to the skills.
    assert_eq!(t_pan.attribute("INTEGRITY"), 9);
    let skills: Vec<&str> = t_pan.skills.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(skills, ["SCIENCE", "Mindmeld", "Diplomacy"]);
    // The erratum removes the second of Menthar Booby Trap's three abilities (its static
    // `forbid move(ship)`), leaving the encounter and the cure.
    let trap = runtime.def(runtime.by_title["Menthar Booby Trap"]);
    assert_eq!(trap.abilities.len(), 2);
    let printed = stccg_lang::load::load_until(
        &[PathBuf::from("../cards")],
        &StdlibSource::Embedded,
        Some("1994-12-31"),
    );
    let printed = CardPool::from_lang(&printed).expect("the bundled pool reads");
    assert_eq!(printed.def(printed.by_title["Menthar Booby Trap"]).abilities.len(), 3);
    assert_eq!(printed.def(printed.by_title["T'Pan"]).attribute("INTEGRITY"), 8);
}

#[test]
fn a_ruleset_reads_only_the_errata_dated_by_its_day() {
    use stccg_runtime::defs::RulesetPools;
    use stccg_runtime::state::Ruleset;
    let paths = [
        PathBuf::from("../cards"),
        PathBuf::from("language/errata/patches.errata"),
    ];
    let current = load(&paths, &StdlibSource::Embedded);
    let pools = RulesetPools::from_lang(&current, &paths, &StdlibSource::Embedded).expect("the pools read");
    let integrity = |ruleset: Ruleset| {
        let pool = pools.get(ruleset);
        pool.def(pool.by_title["T'Pan"]).attribute("INTEGRITY")
    };
    // The fixture's erratum is dated 1996-01-01: in force under the current glossary, after
    // the 1995 ruleset's day, so that ruleset sees the printed integrity 8.
    assert_eq!(integrity(Ruleset::GlossaryCurrent), 9);
    assert_eq!(integrity(Ruleset::Faq1995), 8);
    assert_eq!(
        pools
            .named("faq-1995")
            .def(pools.named("faq-1995").by_title["T'Pan"])
            .attribute("INTEGRITY"),
        8
    );
    let until_1995 = stccg_lang::load::load_until(&paths, &StdlibSource::Embedded, Some("1995-12-31"));
    // Only the fixture's entries count: the pool's own card errata (cards/errata/) load too.
    let from_fixture = |file: FileId| until_1995.sources.name(file).ends_with("patches.errata");
    assert!(!until_1995.applied_errata.iter().any(|a| from_fixture(a.erratum.file)));
    let read = until_1995.errata.iter().filter(|e| from_fixture(e.file)).count();
    assert_eq!(read, 2, "the entries are read, not applied");
}

#[test]
fn unset_removes_a_field_and_a_flag() {
    use stccg_lang::ast::Member;
    let paths = [
        PathBuf::from("../cards"),
        PathBuf::from("language/errata/unset_applies.errata"),
    ];
    let pool = load(&paths, &StdlibSource::Embedded);
    let errors: Vec<_> = pool.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert!(errors.is_empty(), "the patches apply cleanly: {errors:?}");
    let names = |title: &str| -> Vec<String> {
        let (_, card) = pool.cards().find(|(_, c)| c.title.name == title).expect("the card");
        card.members
            .iter()
            .filter_map(|m| match m {
                Member::Field(field) => Some(field.name.name.to_string()),
                Member::Flag(flag) => Some(flag.name.to_string()),
                Member::Ability(_) => None,
            })
            .collect()
    };
    // Without the fixture, Kurn names the ship he commands and Tomek is universal.
    let bundled = load(&[PathBuf::from("../cards")], &StdlibSource::Embedded);
    let bundled_has = |title: &str, name: &str| {
        bundled
            .cards()
            .find(|(_, c)| c.title.name == title)
            .is_some_and(|(_, c)| {
                c.members.iter().any(|m| {
                    matches!(m, Member::Field(f) if f.name.name == name)
                        || matches!(m, Member::Flag(f) if f.name == name)
                })
            })
    };
    assert!(bundled_has("Kurn", "commands") && bundled_has("Tomek", "universal"));
    assert!(!names("Kurn").contains(&"commands".to_string()));
    assert!(!names("Tomek").contains(&"universal".to_string()));
    assert!(
        names("Tomek").contains(&"affiliation".to_string()),
        "only the named flag goes"
    );
}

#[test]
fn errata_pinned_to_a_ruleset_patch_the_core_rules_of_that_ruleset_only() {
    use stccg_runtime::defs::{DuplicateSeeds, InterruptOrder};
    use stccg_runtime::state::Ruleset;
    let pools = stccg_tests::ruleset_pools();
    let order = |ruleset: Ruleset| {
        let pool = pools.get(ruleset);
        assert_eq!(
            pool.core.interrupt_order == InterruptOrder::FirstPlayedFirst,
            pool.rule("Interrupt order", "order") == Some("first_played_first"),
            "the typed setting is the declared one"
        );
        pool.rule("Interrupt order", "order").map(str::to_string)
    };
    // stdlib/rules.card: the glossary resolves the last played first (M:70); the erratum of
    // stdlib/errata/faq_1995.errata, dated 1995-02-11 and pinned to faq-1995, has the 1995
    // answer (FAQ:295): the order played. Older than the glossary's errata, it still stays
    // out of glossary-current, and out of printed, whose day is before it.
    assert_eq!(order(Ruleset::GlossaryCurrent).as_deref(), Some("last_played_first"));
    assert_eq!(order(Ruleset::Faq1995).as_deref(), Some("first_played_first"));
    assert_eq!(order(Ruleset::Printed).as_deref(), Some("last_played_first"));
    let duplicates = |ruleset: Ruleset| pools.get(ruleset).core.duplicate_seeds == DuplicateSeeds::DiscardEveryCopy;
    assert!(duplicates(Ruleset::Faq1995));
    assert!(!duplicates(Ruleset::GlossaryCurrent));
}
