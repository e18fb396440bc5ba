//! `stccg test [--cards DIR]... [PATH...]`: runs scenario files (`*.scenario` under each path,
//! by default `tests/scenarios/`) and prints one line per scenario, the report of each
//! failure (expected, actual, the events that led there), and "N passed, N failed".

use super::args::TestArgs;
use super::render;
use stccg_lang::source::SourceMap;
use stccg_runtime::defs::RulesetPools;
use stccg_runtime::scenario;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Runs the command.
pub(super) fn run(args: &TestArgs, out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let cards = args.pool.layers(&[])?;
    let mut paths = args.paths.clone();
    if paths.is_empty() {
        paths.push(default_scenarios_dir());
    }
    let lang_pool =
        stccg_lang::load::load_cached(&cards, &stccg_lang::load::StdlibSource::Embedded, &args.pool.cache());
    if lang_pool.diagnostics.iter().any(|d| d.is_error()) {
        render(&lang_pool.diagnostics, &lang_pool.sources, colour, err);
        return Err("the card pool has errors; run `stccg check`".into());
    }
    let stdlib = stccg_lang::load::StdlibSource::Embedded;
    let pools = RulesetPools::from_lang(&lang_pool, &cards, &stdlib).map_err(|e| e.to_string())?;
    let mut files = Vec::new();
    for path in &paths {
        collect(path, &mut files).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    }
    files.sort();
    let (passed, failed) = run_files(&files, &pools, out, err, colour);
    writeln!(out, "{passed} passed, {failed} failed").map_err(|e| e.to_string())?;
    Ok(u8::from(failed > 0))
}

/// Runs scenario files; returns (passed, failed). A file that does not parse or whose board
/// cannot be built counts as failed, with its diagnostic. Each scenario plays with the pool of
/// its ruleset (the errata in force at the ruleset's date).
pub fn run_files(
    files: &[PathBuf],
    pools: &RulesetPools,
    out: &mut dyn Write,
    err: &mut dyn Write,
    colour: bool,
) -> (usize, usize) {
    let (mut passed, mut failed) = (0, 0);
    for path in files {
        let mut sources = SourceMap::new();
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                let _ = writeln!(out, "FAIL {}: cannot read it: {e}", path.display());
                failed += 1;
                continue;
            }
        };
        let file = sources.add(path.display().to_string(), text.clone());
        let mut pool = None;
        let outcome = scenario::parse(&text, file).and_then(|s| {
            let named = pool.insert(pools.named(&s.ruleset.0)).clone();
            scenario::run(&s, named, file)
        });
        match outcome {
            Err(diagnostic) => {
                let _ = writeln!(out, "FAIL {}", path.display());
                render(&[diagnostic], &sources, colour, err);
                failed += 1;
            }
            Ok(outcome) => match &outcome.failure {
                None => {
                    let _ = writeln!(out, "ok   {} {}", outcome.id, outcome.title);
                    passed += 1;
                }
                Some(failure) => {
                    let _ = writeln!(out, "FAIL {} {}", outcome.id, outcome.title);
                    let _ = write!(out, "{}", report(&text, path, failure));
                    if let (Some(error), Some(pool)) = (&failure.engine, &pool) {
                        let _ = write!(err, "{}", crate::diagnostics::engine_error_text(error, pool, colour));
                    }
                    failed += 1;
                }
            },
        }
    }
    (passed, failed)
}

/// A failure for people: the step's line, expected against actual, the recent events.
pub fn report(text: &str, path: &Path, failure: &scenario::Failure) -> String {
    let line = text[..failure.span.start()].matches('\n').count() + 1;
    let step = text[failure.span.start()..failure.span.end()].trim_end();
    let mut report = format!(
        "  at {}:{line}: {step}\n    expected: {}\n    actual:   {}\n    recent events:\n",
        path.display(),
        failure.expected,
        failure.actual
    );
    for event in &failure.recent {
        report.push_str(&format!("      {event}\n"));
    }
    report
}

pub(crate) fn collect(path: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if path.is_file() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    for entry in std::fs::read_dir(path)? {
        let entry = entry?.path();
        if entry.is_dir() {
            collect(&entry, files)?;
        } else if entry.extension().is_some_and(|e| e == "scenario") {
            files.push(entry);
        }
    }
    Ok(())
}

/// The bundled scenarios: `tests/scenarios` in the current folder, else in the source tree.
pub(crate) fn default_scenarios_dir() -> PathBuf {
    super::project_dir("tests/scenarios")
}
