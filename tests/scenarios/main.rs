//! Every scenario under `tests/scenarios/` as a test of its own (a harness of its own, so each
//! file is one line of the test output), and the runner's own test: a scenario with a wrong
//! expectation, kept in `tests/scenario_runner/`, must fail with a readable report.

use stccg::cli::test::{report, run_files};
use stccg_tests::{runtime_pool, workspace_root};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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

fn main() -> ExitCode {
    let pool = runtime_pool();
    let files = scenario_files(&workspace_root().join("tests/scenarios"));
    let mut failed = 0;
    println!("\nrunning {} scenario tests", files.len() + 1);
    for path in &files {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let (_, bad) = run_files(std::slice::from_ref(path), &pool, &mut out, &mut err, false);
        let name = path
            .strip_prefix(workspace_root())
            .unwrap_or(path)
            .display()
            .to_string();
        if bad == 0 {
            println!("test {name} ... ok");
        } else {
            failed += 1;
            println!("test {name} ... FAILED");
            print!("{}{}", String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
        }
    }
    match wrong_expectation_fails_readably() {
        Ok(()) => println!("test runner::wrong_expectation_fails_readably ... ok"),
        Err(why) => {
            failed += 1;
            println!("test runner::wrong_expectation_fails_readably ... FAILED\n{why}");
        }
    }
    println!(
        "\ntest result: {}. {} passed; {failed} failed",
        if failed == 0 { "ok" } else { "FAILED" },
        files.len() + 1 - failed
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
