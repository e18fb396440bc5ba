//! The lint rules: the registry's codes and names are unique and every rule is documented;
//! each rule has three fixtures under `lint/`, `CODE_bad.card` (a mistake taken from a real
//! card, which the rule must find: its findings are an insta snapshot), `CODE_good.card` (the
//! card fixed, which it must not find) and `CODE_allowed.card` (the mistake with `// lint:
//! allow(CODE)`, which it must not report); and the bundled pool has no finding. A rule about
//! errata (L023) also has `CODE_bad.errata` and so on beside the cards they patch: a fixture's
//! findings are those in its `.card` and its `.errata` file.

use stccg_lang::diag::Diagnostic;
use stccg_lang::lint::{find_rule, lint_pool, registry};
use stccg_lang::load::{load, Pool, StdlibSource};
use stccg_tests::render_plain;
use std::collections::HashSet;
use std::path::PathBuf;

/// The bundled cards and every lint fixture, loaded together once.
fn fixture_pool() -> (Pool, Vec<Diagnostic>) {
    let pool = load(
        &[PathBuf::from("../cards"), PathBuf::from("language/lint")],
        &StdlibSource::Embedded,
    );
    let findings = lint_pool(&pool);
    (pool, findings)
}

/// The findings in the fixture `stem`: its `.card` file and its `.errata` file, if any.
fn findings_in<'a>(pool: &Pool, findings: &'a [Diagnostic], stem: &str) -> Vec<&'a Diagnostic> {
    findings
        .iter()
        .filter(|d| {
            let name = pool.sources.name(d.primary().file);
            name.ends_with(&format!("{stem}.card")) || name.ends_with(&format!("{stem}.errata"))
        })
        .collect()
}

#[test]
fn the_registry_has_unique_codes_and_names_and_every_rule_is_documented() {
    let rules = registry();
    assert!(rules.len() >= 20, "at least 20 rules, found {}", rules.len());
    let codes: HashSet<_> = rules.iter().map(|r| r.code).collect();
    let names: HashSet<_> = rules.iter().map(|r| r.name).collect();
    assert_eq!(codes.len(), rules.len(), "codes are unique");
    assert_eq!(names.len(), rules.len(), "names are unique");
    for rule in rules {
        let doc = rule.doc();
        assert!(
            doc.starts_with(&format!("# {} {}", rule.code, rule.name)),
            "{rule:?}: doc heading"
        );
        for section in ["**Finds**", "**Why it matters**", "**Example**"] {
            assert!(doc.contains(section), "{rule:?}: its doc lacks {section}");
        }
        assert!(!rule.summary.is_empty(), "{rule:?}: a summary");
        assert_eq!(find_rule(rule.code).map(|r| r.name), Some(rule.name));
        assert_eq!(find_rule(rule.name).map(|r| r.code), Some(rule.code));
    }
}

#[test]
fn each_rule_finds_its_bad_fixture_and_not_the_good_or_allowed_one() {
    let (pool, findings) = fixture_pool();
    assert!(
        !pool.diagnostics.iter().any(Diagnostic::is_error),
        "the fixtures are valid cards: {:?}",
        pool.diagnostics.iter().filter(|d| d.is_error()).collect::<Vec<_>>()
    );
    for rule in registry() {
        let bad = findings_in(&pool, &findings, &format!("{}_bad", rule.code));
        assert!(
            bad.iter().any(|d| d.code == rule.code),
            "{rule:?} finds nothing in its bad fixture: {bad:?}"
        );
        for variant in ["good", "allowed"] {
            let found = findings_in(&pool, &findings, &format!("{}_{variant}", rule.code));
            assert!(found.is_empty(), "{rule:?}: its {variant} fixture gets {found:?}");
        }
    }
}

#[test]
fn the_findings_of_each_bad_fixture_render_with_code_span_and_help() {
    let (pool, findings) = fixture_pool();
    insta::glob!("lint/*_bad.card", |path| {
        let name = path.file_name().and_then(|n| n.to_str()).expect("a file name");
        let stem = name.strip_suffix(".card").expect("a card file");
        let found = findings_in(&pool, &findings, &format!("/{stem}"));
        insta::assert_snapshot!(render_plain(&found, &pool.sources));
    });
}

#[test]
fn an_allow_comment_naming_no_rule_is_reported() {
    let pool = stccg_lang::load::load_texts(&[(
        "typo.card",
        "event \"Lint Typo\" {\n  // lint: allow(L999, never-triggers)\n  plays on table\n}\n",
    )]);
    let findings = lint_pool(&pool);
    let codes: Vec<_> = findings.iter().map(|d| (d.code, d.message.as_str())).collect();
    assert_eq!(codes, [("lint::unknown-rule", "no lint rule is named `L999`")]);
}

#[test]
fn the_bundled_pool_has_no_finding() {
    let pool = load(&[PathBuf::from("../cards")], &StdlibSource::Embedded);
    let findings = lint_pool(&pool);
    let rendered = render_plain(&findings.iter().collect::<Vec<_>>(), &pool.sources);
    assert!(findings.is_empty(), "fix the card or the rule:\n{rendered}");
}

/// A dilemma and an erratum that adds an empty ability to it (a mistake L014 finds).
const EMPTY_ENCOUNTER: [(&str, &str); 2] = [
    (
        "lint_errata.card",
        "dilemma \"Lint Errata Target\" {\n  seeds: planet\n  encounter {\n    kill away_team.highest(total_attributes)\n  }\n}\n",
    ),
    (
        "lint_errata.errata",
        "errata \"Lint Errata Target\" {\n  source: \"fixture\"\n  date: \"1996-01-01\"\n  reason: \"an empty clause\"\n  ALLOW\n  replace: 1\n  encounter {\n  }\n}\n",
    ),
];

#[test]
fn a_finding_on_a_member_an_erratum_wrote_points_into_the_errata_file() {
    let files = EMPTY_ENCOUNTER.map(|(name, text)| (name, text.replace("  ALLOW\n", "")));
    let pool = stccg_lang::load::load_texts(&files.each_ref().map(|(n, t)| (*n, t.as_str())));
    let findings = lint_pool(&pool);
    let empty = findings
        .iter()
        .find(|d| d.code == "L014")
        .expect("L014 finds the empty encounter the erratum wrote");
    assert_eq!(pool.sources.name(empty.primary().file), "lint_errata.errata");
    let help = empty.help.as_deref().unwrap_or("");
    assert!(help.contains("in the errata entry silences it"), "{help}");
}

#[test]
fn an_allow_comment_inside_the_errata_entry_silences_its_findings() {
    let files = EMPTY_ENCOUNTER.map(|(name, text)| (name, text.replace("ALLOW", "// lint: allow(L014)")));
    let pool = stccg_lang::load::load_texts(&files.each_ref().map(|(n, t)| (*n, t.as_str())));
    let codes: Vec<_> = lint_pool(&pool).iter().map(|d| d.code).collect();
    assert!(codes.is_empty(), "the entry allows L014: {codes:?}");
}
