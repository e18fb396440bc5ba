//! `stccg fmt` on a copied folder: `--check` names the files that would change and exits 1,
//! without touching them; without `--check` the files are rewritten and named; a file that
//! does not parse gets its diagnostic and is left as it was.

use stccg_tests::run_cli;
use std::path::PathBuf;

/// A fresh folder for one test, holding the given files.
fn folder(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stccg-fmt-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    for (name, text) in files {
        std::fs::write(dir.join(name), text).expect("write a card file");
    }
    dir
}

const CANONICAL: &str = "event \"Tidy\" {\n  plays on table\n}\n";
const MESSY: &str = "event \"Messy\"{\n      plays on table   \n}";
const LATE_CHANGE: &str = "event \"Late\" {\n  plays on table\n\n\n  cumulative\n}\n";
const BROKEN: &str = "event \"Broken\" {\n  plays on table\n";

#[test]
fn check_names_the_files_that_would_change_and_exits_one() {
    let dir = folder("check", &[("tidy.card", CANONICAL), ("messy.card", MESSY)]);
    let (status, out, err) = run_cli(&["fmt", "--check", &dir.display().to_string()]);
    assert_eq!(status, 1, "{err}");
    let named = format!("would reformat: {} (from line 1)", dir.join("messy.card").display());
    assert!(out.contains(&named), "{out}");
    assert!(!out.contains("tidy.card"), "{out}");
    assert!(out.contains("2 files checked, 1 would be reformatted"), "{out}");
    assert_eq!(std::fs::read_to_string(dir.join("messy.card")).expect("read"), MESSY);
}

#[test]
fn check_names_the_first_line_that_changes() {
    let dir = folder("line", &[("late.card", LATE_CHANGE)]);
    let (status, out, _) = run_cli(&["fmt", "--check", &dir.display().to_string()]);
    assert_eq!(status, 1);
    assert!(out.contains("late.card (from line 4)"), "{out}");
}

#[test]
fn check_on_canonical_files_exits_zero() {
    let dir = folder("clean", &[("tidy.card", CANONICAL)]);
    let (status, out, err) = run_cli(&["fmt", "--check", &dir.display().to_string()]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("1 files checked, 0 would be reformatted"), "{out}");
}

#[test]
fn without_check_the_files_are_rewritten_and_named() {
    let dir = folder("write", &[("tidy.card", CANONICAL), ("messy.card", MESSY)]);
    let (status, out, err) = run_cli(&["fmt", &dir.display().to_string()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains(&format!("formatted: {}", dir.join("messy.card").display())),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("messy.card")).expect("read"),
        "event \"Messy\" {\n  plays on table\n}\n"
    );
    assert_eq!(std::fs::read_to_string(dir.join("tidy.card")).expect("read"), CANONICAL);
    assert_eq!(run_cli(&["fmt", "--check", &dir.display().to_string()]).0, 0);
}

#[test]
fn a_file_that_does_not_parse_gets_its_diagnostic_and_is_left_untouched() {
    let dir = folder("broken", &[("broken.card", BROKEN), ("messy.card", MESSY)]);
    let (status, out, err) = run_cli(&["fmt", &dir.display().to_string()]);
    assert_eq!(status, 1);
    assert!(
        err.contains("this `{` is never closed") && err.contains("broken.card:1:16"),
        "{err}"
    );
    assert!(out.contains("1 left untouched"), "{out}");
    assert_eq!(std::fs::read_to_string(dir.join("broken.card")).expect("read"), BROKEN);
    assert_ne!(std::fs::read_to_string(dir.join("messy.card")).expect("read"), MESSY);
}

#[test]
fn a_missing_path_is_a_usage_error() {
    assert_eq!(run_cli(&["fmt", "no/such/folder"]).0, 2);
    assert_eq!(run_cli(&["fmt", "--frobnicate"]).0, 2);
}
