//! `stccg lint`: the registry listed (human and JSON), a rule explained by code or name, an
//! unknown rule refused, and `stccg check` reporting a rule's finding as a warning in JSON.

use super::{run, scratch};
use stccg_lang::lint::registry;

#[test]
fn lint_list_prints_every_rule_with_code_name_level_and_summary() {
    let (status, out, _) = run(&["lint", "--list"]);
    assert_eq!(status, 0);
    assert_eq!(out.lines().count(), registry().len());
    for rule in registry() {
        let line = out.lines().find(|l| l.starts_with(rule.code)).expect("a line per rule");
        assert!(
            line.contains(rule.name) && line.contains("warn") && line.contains(rule.summary),
            "{line}"
        );
    }
    let (status, out, _) = run(&["lint", "--list", "--format", "json"]);
    assert_eq!(status, 0);
    let rules: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let first = &rules[0];
    assert_eq!(
        (first["code"].as_str(), first["name"].as_str()),
        (Some("L001"), Some("never-triggers"))
    );
    assert_eq!(first["level"], "warn");
}

#[test]
fn lint_explain_prints_the_rules_documentation_by_code_or_name() {
    let (status, by_code, _) = run(&["lint", "--explain", "L004"]);
    assert_eq!(status, 0);
    assert!(by_code.starts_with("# L004 unmeetable-mission"), "{by_code}");
    assert!(by_code.contains("**Why it matters**") && by_code.contains("Default level: warn."));
    let (_, by_name, _) = run(&["lint", "--explain", "unmeetable-mission"]);
    assert_eq!(by_code, by_name);
    let (status, json, _) = run(&["lint", "--explain", "L004", "--format", "json"]);
    assert_eq!(status, 0);
    let doc: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert!(doc["doc"].as_str().is_some_and(|d| d.contains("**Example**")));
    let (status, _, err) = run(&["lint", "--explain", "L999"]);
    assert_eq!(status, 2);
    assert!(err.contains("no lint rule `L999`"), "{err}");
}

#[test]
fn check_reports_a_finding_as_a_warning_and_an_allow_comment_silences_it() {
    // Auto-Destruct Sequence's "when countdown expires" without its [1] countdown icon.
    let groupie = "interrupt \"Lint Sequence\" {\n  plays on ship where controlled_by(you)\n  when countdown expires {\n    destroy target\n  }\n}\n";
    let dir = scratch("lint-check", &[("groupie.card", groupie)]);
    let (status, out, _) = run(&["check", "--format", "json", dir.to_str().expect("a UTF-8 path")]);
    assert_eq!(status, 0, "a warning does not fail the check");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["warnings"], 1);
    let finding = &report["diagnostics"][0];
    assert_eq!(
        (finding["code"].as_str(), finding["severity"].as_str()),
        (Some("L001"), Some("warning"))
    );
    assert_eq!(
        (finding["line"].as_u64(), finding["column"].as_u64()),
        (Some(3), Some(3))
    );

    let allowed = groupie.replace("  plays on", "  // lint: allow(never-triggers)\n  plays on");
    let dir = scratch("lint-allowed", &[("groupie.card", &allowed)]);
    let (_, out, _) = run(&["check", "--format", "json", dir.to_str().expect("a UTF-8 path")]);
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["warnings"], 0, "{report}");
}
