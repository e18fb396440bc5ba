//! Bad input: every file under `malformed/` is an annotated fixture. Its `// expect: CODE`
//! lines name the diagnostics it must get; its rendered diagnostics are an insta snapshot.
//! Inputs that cannot live in a text file (bytes that are not UTF-8, nesting 100,000 deep,
//! a 10 MB pool) are made here.

use stccg_lang::diag::Severity;
use stccg_lang::load::{load, load_bytes, StdlibSource};
use stccg_lang::source::FileId;
use stccg_tests::{diagnostics_in, expected_codes, render_plain};
use std::path::PathBuf;

#[test]
fn each_malformed_fixture_gets_its_diagnostics() {
    let mut count = 0;
    insta::glob!("malformed/*.card", |path| {
        count += 1;
        let relative = PathBuf::from("language/malformed").join(path.file_name().expect("a file"));
        let text = std::fs::read_to_string(path).expect("fixture is readable");
        // The fixture is checked in a pool with the bundled cards, as an author's file would be.
        let pool = load(&[PathBuf::from("../cards"), relative], &StdlibSource::Embedded);
        let fixture = FileId(pool.sources.len() as u32 - 1);
        let found = diagnostics_in(&pool.diagnostics, fixture);
        for code in expected_codes(&text) {
            assert!(
                found.iter().any(|d| d.code == code),
                "{}: expected a `{code}` diagnostic, got {:?}",
                path.display(),
                found.iter().map(|d| d.code).collect::<Vec<_>>()
            );
        }
        assert!(
            found.iter().any(|d| d.is_error()),
            "{}: malformed input must give an error",
            path.display()
        );
        insta::assert_snapshot!(render_plain(&found, &pool.sources));
    });
    assert!(count >= 25, "at least 25 malformed fixtures, found {count}");
}

/// Loads in-memory files after the stdlib and renders their diagnostics.
fn render_in_memory(files: &[(&str, &[u8])]) -> (Vec<&'static str>, String) {
    let pool = load_bytes(files, &[]);
    let own: Vec<_> = pool
        .diagnostics
        .iter()
        .filter(|d| d.primary().file.0 as usize >= pool.stdlib_files)
        .collect();
    (own.iter().map(|d| d.code).collect(), render_plain(&own, &pool.sources))
}

#[test]
fn bytes_that_are_not_utf8_are_reported_at_the_first_bad_byte() {
    let bytes = b"event \"Test Bytes\" {\n  plays on table // caf\xe9\n}\n";
    let (codes, rendered) = render_in_memory(&[("latin1.card", bytes)]);
    assert_eq!(codes, ["load::not-utf8"]);
    insta::assert_snapshot!(rendered);
}

#[test]
fn an_empty_file_is_a_warning() {
    let pool = load_bytes(&[("empty.card", b"")], &[]);
    let own: Vec<_> = pool
        .diagnostics
        .iter()
        .filter(|d| d.primary().file.0 as usize >= pool.stdlib_files)
        .collect();
    assert_eq!(own.len(), 1);
    assert_eq!((own[0].code, own[0].severity), ("load::empty-file", Severity::Warning));
    insta::assert_snapshot!(render_plain(&own, &pool.sources));
}

#[test]
fn nesting_100000_deep_is_an_error_not_a_stack_overflow() {
    let mut text = String::from("dilemma \"Test Deep\" {\n  seeds: planet\n  encounter {\n    kill ");
    text.push_str(&"(\n".repeat(100_000));
    text.push_str("away_team");
    text.push_str(&")".repeat(100_000));
    text.push_str("\n  }\n}\n");
    let (codes, rendered) = render_in_memory(&[("deep.card", text.as_bytes())]);
    assert_eq!(codes, ["syntax::too-deep"]);
    insta::assert_snapshot!(rendered);
}

#[test]
fn long_chains_without_brackets_are_an_error_not_a_stack_overflow() {
    let text = format!(
        "dilemma \"Test Not\" {{\n  seeds: planet\n  encounter {{\n    cannot get past unless {}MEDICAL\n  }}\n}}\n",
        "not ".repeat(100_000)
    );
    let (codes, _) = render_in_memory(&[("not.card", text.as_bytes())]);
    assert_eq!(codes, ["syntax::too-deep"]);
    let members = format!(
        "interrupt \"Test Dots\" {{\n  on play {{\n    kill away_team{}\n  }}\n}}\n",
        ".random()".repeat(100_000)
    );
    let (codes, _) = render_in_memory(&[("dots.card", members.as_bytes())]);
    assert_eq!(codes, ["syntax::too-deep"]);
    let modal = format!(
        "interrupt \"Test Modal\" {{\n  on play {{\n    {}draw 1\n  }}\n}}\n",
        "you may ".repeat(100_000)
    );
    let (codes, _) = render_in_memory(&[("modal.card", modal.as_bytes())]);
    assert_eq!(codes, ["syntax::too-deep"]);
}

#[test]
fn two_cards_with_one_title_in_two_files_point_at_both() {
    let first = b"event \"Test Same Title\" {\n  plays on table\n}\n";
    let second = b"// another author's file\nevent \"Test Same Title\" {\n  plays on table\n}\n";
    let (codes, rendered) = render_in_memory(&[("first.card", first), ("second.card", second)]);
    assert_eq!(codes, ["pool::duplicate-title"]);
    assert!(
        rendered.contains("first.card") && rendered.contains("second.card"),
        "{rendered}"
    );
    insta::assert_snapshot!(rendered);
}

#[test]
fn a_ten_megabyte_file_of_valid_cards_loads() {
    let template = "personnel \"Test Bulk NUMBER\" {\n  affiliation: Federation\n  classification: SCIENCE\n  integrity: 6\n  cunning: 8\n  strength: 2\n  skills: Physics, Diplomacy x2, \"Computer Skill\"\n  species: Human\n  gender: female\n}\n\n";
    let mut text = String::new();
    let mut n = 0;
    while text.len() < 10 * 1024 * 1024 {
        text.push_str(&template.replace("NUMBER", &n.to_string()));
        n += 1;
    }
    let pool = load_bytes(&[("bulk.card", text.as_bytes())], &[]);
    assert!(pool.diagnostics.is_empty(), "{:?}", pool.diagnostics.first());
    assert_eq!(pool.cards().count(), n);
}
