//! The `stccg` command, run in-process: exit statuses, the summary line, positions in
//! diagnostics, JSON output, `parse` and `parse --json`.

use stccg_tests::{run_cli, workspace_root};

fn path(relative: &str) -> String {
    workspace_root().join(relative).display().to_string()
}

#[test]
fn check_on_the_bundled_pool_exits_zero_with_a_summary() {
    let (status, out, err) = run_cli(&["check", &path("cards")]);
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("checked ") && out.contains(" 0 errors"), "{out}");
}

#[test]
fn check_on_a_file_with_an_error_exits_one_and_names_line_and_column() {
    let fixture = path("tests/language/malformed/unknown_skill.card");
    let (status, out, err) = run_cli(&["check", &fixture]);
    assert_eq!(status, 1);
    assert!(out.contains("1 errors"), "{out}");
    assert!(err.contains("unknown_skill.card:8:20"), "{err}");
    assert!(err.contains("did you mean `Geology`?"), "{err}");
}

#[test]
fn check_format_json_reports_the_same_for_machines() {
    let fixture = path("tests/language/malformed/out_of_range.card");
    let (status, out, _) = run_cli(&["check", "--format", "json", &fixture]);
    assert_eq!(status, 1);
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON output");
    assert_eq!(report["errors"], 1);
    let diagnostic = &report["diagnostics"][0];
    assert_eq!(diagnostic["code"], "field::out-of-range");
    assert_eq!(
        (diagnostic["line"].as_u64(), diagnostic["column"].as_u64()),
        (Some(5), Some(14))
    );
    assert!(diagnostic["help"].is_string());
}

#[test]
fn parse_json_prints_the_syntax_tree() {
    let (status, out, err) = run_cli(&["parse", "--json", &path("cards/premiere/archer.card")]);
    assert_eq!(status, 0, "{err}");
    let tree: serde_json::Value = serde_json::from_str(&out).expect("JSON output");
    assert_eq!(tree["items"][0]["item"], "card");
    assert_eq!(tree["items"][0]["title"]["name"], "Archer");
}

#[test]
fn parse_without_json_prints_an_outline() {
    let (status, out, err) = run_cli(&["parse", &path("cards/premiere/archer.card")]);
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("     1:1  card dilemma \"Archer\"\n"), "{out}");
    assert!(out.contains("     2:3    field   set: Premiere\n"), "{out}");
    assert!(out.contains("    11:3    ability encounter { ...\n"), "{out}");
    assert!(
        serde_json::from_str::<serde_json::Value>(&out).is_err(),
        "not JSON: {out}"
    );
}

#[test]
fn usage_errors_exit_two() {
    assert_eq!(run_cli(&["frobnicate"]).0, 2);
    assert_eq!(run_cli(&["check", "--format", "xml"]).0, 2);
    assert_eq!(run_cli(&[]).0, 2);
}
