//! Every scenario under `tests/scenarios/` as a test of its own (a harness of its own, so each
//! file is one line of the test output), and the runner's own test: a scenario with a wrong
//! expectation, kept in `tests/scenario_runner/`, must fail with a readable report.

use stccg::cli::test::{report, run_files};
use stccg_tests::{runtime_pool, workspace_root};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod rules_map;
mod rulings_table;

fn scenario_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("the scenario folder is readable") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "scenario") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The runner's own test: the wrong expectation fails, and the report says where, what was
/// expected and what was found.
fn wrong_expectation_fails_readably() -> Result<(), String> {
    let path = workspace_root().join("tests/scenario_runner/wrong-expectation.scenario");
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(path.display().to_string(), text.clone());
    let scenario = stccg_runtime::scenario::parse(&text, file).map_err(|d| d.message.clone())?;
    let outcome = stccg_runtime::scenario::run(&scenario, runtime_pool(), file).map_err(|d| d.message.clone())?;
    let failure = outcome.failure.ok_or("the wrong expectation passed")?;
    let shown = report(&text, &path, &failure);
    for wanted in [
        "wrong-expectation.scenario:16: expect score P1 35",
        "expected: P1 at 35 points",
        "actual:   30 points",
        "recent events:",
        "\"event\":\"scored\"",
    ] {
        if !shown.contains(wanted) {
            return Err(format!("the report lacks {wanted:?}:\n{shown}"));
        }
    }
    Ok(())
}

/// A scenario covering a card it does not put on its board is refused with a diagnostic
/// pointing at the title in `covers`.
fn covers_off_board_is_refused() -> Result<(), String> {
    let path = workspace_root().join("tests/scenario_runner/covers-off-board.scenario");
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(path.display().to_string(), text.clone());
    let scenario = stccg_runtime::scenario::parse(&text, file).map_err(|d| d.message.clone())?;
    if scenario.covers.iter().map(|(t, _)| t.as_str()).ne(["Nausicaans"]) {
        return Err(format!("covers read as {:?}", scenario.covers));
    }
    let refused = match stccg_runtime::scenario::run(&scenario, runtime_pool(), file) {
        Ok(_) => return Err("the scenario ran".into()),
        Err(diagnostic) => diagnostic,
    };
    let span = refused.labels.first().ok_or("the diagnostic has no label")?.span;
    let at = &text[span.start()..span.end()];
    if refused.code != "scenario::covers" || at != "\"Nausicaans\"" {
        return Err(format!("refused with {} at {at:?}: {}", refused.code, refused.message));
    }
    Ok(())
}

/// A scenario with no expectation is refused with a diagnostic at its header.
fn no_expectation_is_refused() -> Result<(), String> {
    let path = workspace_root().join("tests/scenario_runner/no-expectation.scenario");
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(path.display().to_string(), text.clone());
    // It reads, and its board builds; it is refused when it would run (so that an error in
    // its board is reported first).
    let scenario = stccg_runtime::scenario::parse(&text, file).map_err(|d| d.message.clone())?;
    match stccg_runtime::scenario::run(&scenario, runtime_pool(), file) {
        Ok(_) => Err("a scenario with no expectation was run".into()),
        Err(d) if d.code == "scenario::no_expectation" => Ok(()),
        Err(d) => Err(format!("refused with {}: {}", d.code, d.message)),
    }
}

/// A board whose decisions all have one option runs on past its turn: the first step fails
/// and says where the game went; a status expectation names the statuses in words.
fn a_board_that_runs_on_says_where() -> Result<(), String> {
    let path = workspace_root().join("tests/scenario_runner/runs-on.scenario");
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(path.display().to_string(), text.clone());
    let scenario = stccg_runtime::scenario::parse(&text, file).map_err(|d| d.message.clone())?;
    let outcome = stccg_runtime::scenario::run(&scenario, runtime_pool(), file).map_err(|d| d.message.clone())?;
    let failure = outcome.failure.ok_or("the run-on board passed")?;
    for wanted in [
        "the game still at the board's turn (P1 turn 3)",
        "the board ran on to P2 turn 4",
    ] {
        if !format!("{} {}", failure.expected, failure.actual).contains(wanted) {
            return Err(format!("the failure lacks {wanted:?}: {failure:?}"));
        }
    }
    // Acknowledged with `expect turn`, the step that follows runs; it fails in words.
    let acknowledged = text.replace("expect stopped picard", "expect turn P2 4\nexpect stopped picard");
    let scenario = stccg_runtime::scenario::parse(&acknowledged, file).map_err(|d| d.message.clone())?;
    let outcome = stccg_runtime::scenario::run(&scenario, runtime_pool(), file).map_err(|d| d.message.clone())?;
    let failure = outcome.failure.ok_or("picard was expected stopped and is not")?;
    if failure.actual != "picard: no status" {
        return Err(format!("the status failure reads {:?}", failure.actual));
    }
    Ok(())
}

/// Lists the rulings not encoded, each with what it lacks (the card missing from the pool, or
/// the mechanic), so a run says what stands between the table and every ruling.
fn print_not_encoded() {
    let Ok(readme) = std::fs::read_to_string(workspace_root().join("tests/README.md")) else {
        return;
    };
    let rows = rulings_table::table_rows(&readme);
    let missing: Vec<_> = rows.iter().filter(|r| r.status.starts_with("missing:")).collect();
    println!("  {} rulings not encoded:", missing.len());
    for row in missing {
        println!("    {} {}", row.id, row.status);
    }
}

/// The table of tests/README.md against rulings.md and the scenario files; `results` holds
/// whether each scenario file passed this run. Returns how many rulings are encoded and pass.
fn rulings_table_matches_the_files(results: &HashMap<PathBuf, bool>) -> Result<usize, String> {
    let root = workspace_root();
    let rulings_path = rulings_table::rulings_file(&root)
        .ok_or("the shared rules are missing: no shared/rules/rulings.md beside the project or a folder above it (CI lays shared/ beside the clone)")?;
    let rulings = std::fs::read_to_string(&rulings_path).map_err(|e| e.to_string())?;
    let readme = std::fs::read_to_string(root.join("tests/README.md")).map_err(|e| e.to_string())?;
    let passes = |path: &Path| results.get(path).copied().unwrap_or(false);
    let (problems, passing) = rulings_table::check(&root, &rulings, &readme, &passes);
    if problems.is_empty() {
        Ok(passing)
    } else {
        Err(problems.join("\n"))
    }
}

/// The table check itself: a row for a file that is not there, a ruling with no row and a
/// `missing:` with no mechanic are each reported.
fn table_check_catches_drift() -> Result<(), String> {
    let rulings =
        "- **GM-01** One — M:1 — `[x]` — L\n- **GM-02** Two — M:2 — `[x]` — L\n- **GM-03** Three — M:3 — `[x]` — L\n";
    let readme = "| GM-01 | rulings/no-such-file.scenario | pass | |\n| GM-03 |  | missing: | |\n";
    let (problems, passing) = rulings_table::check(&workspace_root(), rulings, readme, &|_: &Path| true);
    let all = problems.join("\n");
    for wanted in [
        "missing [\"GM-02\"]",
        "no file rulings/no-such-file.scenario",
        "(GM-03): status",
    ] {
        if !all.contains(wanted) {
            return Err(format!("the check did not report {wanted:?}:\n{all}"));
        }
    }
    if passing != 0 {
        return Err(format!("{passing} rulings counted as passing, expected none"));
    }
    Ok(())
}

/// The rules map `docs/rules.md` against the files; returns its rows by status (done,
/// partial, not needed).
fn rules_map_matches_the_files(results: &HashMap<PathBuf, bool>, files: &[PathBuf]) -> Result<[usize; 3], String> {
    let root = workspace_root();
    let map = std::fs::read_to_string(root.join("docs/rules.md")).map_err(|e| e.to_string())?;
    let texts: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            let name = f.strip_prefix(&root).unwrap_or(f).display().to_string();
            (name, std::fs::read_to_string(f).unwrap_or_default())
        })
        .collect();
    let passes = |path: &Path| results.get(path).copied().unwrap_or(false);
    let (problems, counts) = rules_map::check(&root, &map, &texts, &passes);
    if problems.is_empty() {
        Ok(counts)
    } else {
        Err(problems.join("\n"))
    }
}

/// The map check itself: a row without a source, with an unknown status, naming a function
/// that does not exist or a scenario that is not there, and a citation of no row, are each
/// reported.
fn rules_map_check_catches_drift() -> Result<(), String> {
    let map = "<!-- table -->\n\n| id | rule | source | engine | scenarios | status |\n|---|---|---|---|---|---|\n\
| a | A rule. |  | `fn no_such_function_here` | rules/no-such.scenario | done |\n\
| b | B rule. | S:1 | `fn draw` |  | maybe |\n\n<!-- coverage -->\n\n| section or entry | listed in | rows |\n|---|---|---|\n\
| Glossary, b | S:1 | b, nope |\n| Glossary, c | S:2 |  |\n";
    let texts = vec![("x.scenario".to_string(), "cites RULES:zzz\n".to_string())];
    let (problems, _) = rules_map::check(&workspace_root(), map, &texts, &|_: &Path| true);
    let all = problems.join("\n");
    for wanted in [
        "(a): a row needs its rule and its source",
        "no `fn no_such_function_here`",
        "no scenario rules/no-such.scenario",
        "(b): status \"maybe\"",
        "x.scenario cites RULES:zzz",
        "(Glossary, b): names nope, which is no row",
        "(Glossary, c): a section or entry names the rows",
    ] {
        if !all.contains(wanted) {
            return Err(format!("the check did not report {wanted:?}:\n{all}"));
        }
    }
    Ok(())
}

/// One of the harness's own tests: `Err` says what went wrong.
type SelfTest = fn() -> Result<(), String>;

fn main() -> ExitCode {
    let pools = stccg_tests::ruleset_pools();
    // The scenarios of `invented/` play invented cards (`tests/engine/fixtures/`) beside the
    // bundled pool: rules that no bundled card exercises yet.
    let invented = workspace_root().join("tests/scenarios/invented");
    let files = scenario_files(&workspace_root().join("tests/scenarios"));
    let mut failed = 0;
    let mut results = HashMap::new();
    println!("\nrunning {} scenario tests", files.len() + 8);
    for path in &files {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let pools = if path.starts_with(&invented) {
            stccg_tests::ruleset_pools_with_fixtures()
        } else {
            pools.clone()
        };
        let (_, bad) = run_files(std::slice::from_ref(path), &pools, &mut out, &mut err, false);
        let name = path
            .strip_prefix(workspace_root())
            .unwrap_or(path)
            .display()
            .to_string();
        results.insert(path.clone(), bad == 0);
        if bad == 0 {
            println!("test {name} ... ok");
        } else {
            failed += 1;
            println!("test {name} ... FAILED");
            print!("{}{}", String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
        }
    }
    let own_tests: [(&str, SelfTest); 6] = [
        (
            "runner::wrong_expectation_fails_readably",
            wrong_expectation_fails_readably,
        ),
        ("runner::covers_off_board_is_refused", covers_off_board_is_refused),
        ("runner::no_expectation_is_refused", no_expectation_is_refused),
        (
            "runner::a_board_that_runs_on_says_where",
            a_board_that_runs_on_says_where,
        ),
        ("rulings_table::catches_drift", table_check_catches_drift),
        ("rules_map::catches_drift", rules_map_check_catches_drift),
    ];
    for (name, test) in own_tests {
        match test() {
            Ok(()) => println!("test {name} ... ok"),
            Err(why) => {
                failed += 1;
                println!("test {name} ... FAILED\n{why}");
            }
        }
    }
    match rulings_table_matches_the_files(&results) {
        Ok(passing) => {
            println!("test rulings_table_matches_the_files ({passing} rulings pass) ... ok");
            print_not_encoded();
        }
        Err(why) => {
            failed += 1;
            println!("test rulings_table_matches_the_files ... FAILED\n{why}");
        }
    }
    match rules_map_matches_the_files(&results, &files) {
        Ok([done, partial, not_needed]) => println!(
            "test rules_map_matches_the_files ({done} done, {partial} partial, {not_needed} not needed) ... ok"
        ),
        Err(why) => {
            failed += 1;
            println!("test rules_map_matches_the_files ... FAILED\n{why}");
        }
    }
    println!(
        "\ntest result: {}. {} passed; {failed} failed",
        if failed == 0 { "ok" } else { "FAILED" },
        files.len() + 8 - failed
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
