//! Diagnostics past column 65,535 (`fixtures/min_col65536.*`): miette pads a label as wide as
//! its column, which Rust's formatting refuses past 65,535 (a panic in every command that
//! rendered one). The line is now elided around the label, and the header still gives the
//! original line and column. Each input goes through every command that renders it.

use super::{fixture, fixtures, run, scratch};

/// Checks a command's report of a diagnostic on a long line: the status, the location, the
/// elided line, and nothing near 65,536 columns wide.
fn check_report(command: &str, status: u8, err: &str, wanted: u8, location: &str) {
    assert_eq!(status, wanted, "{command}: {err}");
    assert!(err.contains(location), "{command}: no {location} in {err}");
    assert!(err.contains('…'), "{command}: the long line is not elided: {err}");
    let widest = err.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(widest < 400, "{command}: a line of {widest} characters");
}

#[test]
fn a_card_error_past_column_65535_renders_in_check_fmt_parse_lint_and_export() {
    let card = fixture("min_col65536.card");
    let location = "min_col65536.card:2:65553]";
    for args in [
        vec!["check", &card],
        vec!["lint", &card],
        vec!["fmt", "--check", &card],
        vec!["parse", &card],
        vec!["export", "--json", &card],
    ] {
        let (status, _, err) = run(&args);
        check_report(args[0], status, &err, 1, location);
    }
    let (status, out, _) = run(&["check", "--format", "json", &card]);
    assert_eq!(status, 1);
    assert!(
        out.contains("\"column\": 65553") || out.contains("\"column\":65553"),
        "{out}"
    );
}

#[test]
fn a_deck_error_past_column_65535_renders_in_play() {
    let klingon = stccg_tests::workspace_root().join("cards/decks/klingon.deck");
    let (status, _, err) = run(&[
        "play",
        "--deck",
        &fixture("min_col65536.deck"),
        "--deck",
        &klingon.display().to_string(),
    ]);
    check_report("play", status, &err, 2, "min_col65536.deck:3:65541]");
}

#[test]
fn a_scenario_error_past_column_65535_renders_in_test() {
    let (status, out, err) = run(&["test", &fixture("min_col65536.scenario")]);
    check_report("test", status, &err, 1, "min_col65536.scenario:6:65541]");
    assert!(out.contains("0 passed, 1 failed"), "{out}");
}

#[test]
fn an_errata_error_past_column_65535_renders_in_check_and_errata() {
    let dir = scratch("long-errata");
    std::fs::copy(fixtures().join("min_col65536.errata"), dir.join("min_col65536.errata")).expect("a copy");
    let cards = stccg_tests::workspace_root().join("cards").display().to_string();
    let dir = dir.display().to_string();
    let (status, _, err) = run(&["check", &cards, &dir]);
    check_report("check", status, &err, 1, "min_col65536.errata:5:65543]");
    // `errata` lists the errata in force; the entry's unknown field is the checker's to report.
    let (status, out, err) = run(&["errata", "--cards", &cards, "--cards", &dir]);
    assert!(status <= 1, "{out}{err}");
}

#[test]
fn an_error_on_a_long_line_at_its_start_or_spanning_it_renders_too() {
    // A label at the start of a 100,000-character line, and one that spans the whole line.
    let long = format!("event \"Long\" {{\n  plays on table {}\n}}\n", "x ".repeat(50_000));
    let pool = stccg_lang::load::load_texts(&[("long.card", &long)]);
    assert!(!pool.diagnostics.is_empty(), "the card is malformed");
    let mut diagnostics: Vec<_> = pool.diagnostics.clone();
    let file = diagnostics[0].primary().file;
    diagnostics.push(stccg_lang::diag::Diagnostic::error(
        "test::whole-line",
        file,
        stccg_lang::span::Span::new(16, long.len() - 3),
        "a span over the whole long line",
    ));
    let text = stccg_tests::render_plain(&diagnostics.iter().collect::<Vec<_>>(), &pool.sources);
    let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(widest < 400, "a line of {widest} characters");
    assert!(text.contains("long.card:2:"), "{text}");
}
