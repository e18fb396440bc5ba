//! `stccg coverage [--json] [--cards DIR]... [--scenarios DIR] [--data DIR]`: for each set, the
//! cards defined (against the set data of `data/`), fully scripted and covered by a scenario,
//! then the gaps card by card, and for the sets with a ledger of native changes
//! (`native.json` in a card folder) the cards that needed Rust and the share that did not.
//! Without the set data it says so, and counts what it can.

use super::args::CoverageArgs;
use super::project_dir;
use crate::coverage::ledger::read_ledgers;
use crate::coverage::{measure, read_set_lists, Coverage, SetLists};
use stccg_lang::load::{load_cached, StdlibSource};
use stccg_lang::source::SourceMap;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;

/// Runs `stccg coverage`. Exit status 0; 1 if a scenario does not parse or a ledger names a
/// card or primitive that does not exist; 2 if a folder or ledger cannot be read.
pub(crate) fn run(args: &CoverageArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let paths = args.pool.layers(&[])?;
    let pool = load_cached(&paths, &StdlibSource::Embedded, &args.pool.cache());
    let data = args.data.clone().unwrap_or_else(|| project_dir("data"));
    let lists = if data.is_dir() {
        read_set_lists(&data)?
    } else if args.data.is_some() {
        return Err(format!("no such folder: {}", data.display()));
    } else {
        SetLists::new()
    };
    if lists.is_empty() {
        writeln!(
            err,
            "warning: no set data in {} (a folder per set holding cards.json): the sets' sizes and missing cards are not counted",
            data.display()
        )
        .map_err(|e| e.to_string())?;
    }
    let scenarios = args
        .scenarios
        .clone()
        .unwrap_or_else(super::test::default_scenarios_dir);
    let (covered, unreadable) = covered_titles(&scenarios, err)?;
    let ledgers = read_ledgers(&paths)?;
    let coverage = measure(&pool, &lists, &covered, &ledgers);
    for problem in &coverage.ledger_problems {
        writeln!(err, "error: {problem}").map_err(|e| e.to_string())?;
    }
    let io = |e: std::io::Error| e.to_string();
    if args.json {
        let text = serde_json::to_string_pretty(&coverage).map_err(|e| e.to_string())?;
        writeln!(out, "{text}").map_err(io)?;
    } else {
        print_human(&coverage, out).map_err(io)?;
    }
    Ok(u8::from(unreadable > 0 || !coverage.ledger_problems.is_empty()))
}

/// The titles the scenarios under `dir` cover, and how many scenario files did not parse
/// (each reported on `err`).
fn covered_titles(dir: &Path, err: &mut dyn Write) -> Result<(BTreeSet<String>, usize), String> {
    let mut files = Vec::new();
    super::test::collect(dir, &mut files).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut titles = BTreeSet::new();
    let mut unreadable = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut sources = SourceMap::new();
        let file = sources.add(path.display().to_string(), text.clone());
        match stccg_runtime::scenario::parse(&text, file) {
            Ok(scenario) => titles.extend(scenario.covers.into_iter().map(|(t, _)| t)),
            Err(diagnostic) => {
                unreadable += 1;
                super::render(&[diagnostic], &sources, false, err);
            }
        }
    }
    Ok((titles, unreadable))
}

/// The table, then the gaps.
fn print_human(coverage: &Coverage, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{:<34} {:>9} {:>9} {:>9} {:>9} {:>9}",
        "set", "defined", "scripted", "with text", "covered", "no Rust"
    )?;
    for set in &coverage.sets {
        let defined = match set.known {
            Some(known) => format!("{}/{known}", set.defined),
            None => set.defined.to_string(),
        };
        let no_rust = set
            .no_rust
            .map_or_else(|| "-".to_string(), |n| format!("{n}/{}", n + set.native.len()));
        writeln!(
            out,
            "{:<34} {:>9} {:>9} {:>9} {:>9} {:>9}",
            set.set,
            defined,
            format!("{}/{}", set.scripted, set.defined),
            set.with_text,
            format!("{}/{}", set.covered, set.with_text),
            no_rust
        )?;
    }
    let mut gaps = Vec::new();
    for set in &coverage.sets {
        for (what, titles) in [
            ("not defined", &set.undefined),
            ("todo", &set.todo),
            ("no scenario", &set.uncovered),
        ] {
            if !titles.is_empty() {
                gaps.push(format!("{} {what} ({}): {}", set.set, titles.len(), titles.join("; ")));
            }
        }
    }
    if !coverage.keyword_todos.is_empty() {
        gaps.push(format!(
            "stdlib keywords with todo: {}",
            coverage.keyword_todos.join("; ")
        ));
    }
    if !coverage.unknown_covers.is_empty() {
        gaps.push(format!(
            "covered but not defined: {}",
            coverage.unknown_covers.join("; ")
        ));
    }
    print_native(coverage, out)?;
    if gaps.is_empty() {
        writeln!(out, "\nno gaps")?;
    } else {
        writeln!(out, "\ngaps:")?;
        for gap in gaps {
            writeln!(out, "  {gap}")?;
        }
    }
    Ok(())
}

/// The cards that needed Rust, set by set, with their reasons, then the share that did not
/// (sets without a ledger show `-` in the table and are not counted).
fn print_native(coverage: &Coverage, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(share) = &coverage.no_rust else {
        return Ok(());
    };
    writeln!(out, "\nneeded Rust (a new or changed native primitive or engine code):")?;
    for set in coverage.sets.iter().filter(|s| s.ledger) {
        if set.native.is_empty() {
            writeln!(out, "  {}: none", set.set)?;
        }
        for card in &set.native {
            let what: Vec<&str> = card.primitives.iter().chain(&card.engine).map(String::as_str).collect();
            writeln!(
                out,
                "  {}: {}: {} ({})",
                set.set,
                card.title,
                card.reason,
                what.join(", ")
            )?;
        }
    }
    let percent = if share.cards == 0 {
        100.0
    } else {
        share.no_rust as f64 * 100.0 / share.cards as f64
    };
    writeln!(
        out,
        "no Rust: {} of the {} cards scripted or needing Rust in the sets with a ledger ({percent:.1}%)",
        share.no_rust, share.cards
    )
}
