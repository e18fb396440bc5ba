//! `stccg fmt [--check] [--cards DIR]... [PATH...]`: lay card files out in the canonical layout
//! (`docs/format.md`). Without `--check` it rewrites the files that change and names them;
//! with `--check` it only names them and exits 1 if any would change. A file that does not
//! parse gets its diagnostics and is left untouched.

use super::args::FmtArgs;
use super::{project_dir, render};
use stccg_lang::format::format_source;
use stccg_lang::source::SourceMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What one run of `stccg fmt` found.
#[derive(Default)]
struct Tally {
    /// Files read.
    checked: usize,
    /// Files whose layout differs from the canonical one.
    changed: usize,
    /// Files left untouched because they do not parse or cannot be read or written.
    failed: usize,
}

/// Runs `stccg fmt`.
/// The files are those under the PATHs given, or else the bundled `cards/` and `stdlib/`
/// (unless `--no-bundled`) and each `--cards` folder.
pub(crate) fn run(args: &FmtArgs, out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let check_only = args.check;
    let mut paths: Vec<PathBuf> = args.paths.clone();
    if paths.is_empty() {
        if !args.pool.no_bundled {
            paths = ["cards", "stdlib"].into_iter().map(project_dir).collect();
        }
        paths.extend(args.pool.cards.iter().cloned());
    }
    if paths.is_empty() {
        return Err("--no-bundled leaves nothing to format: give --cards DIR or a PATH".into());
    }
    let mut files = Vec::new();
    for path in &paths {
        if !path.exists() {
            return Err(format!("no such file or folder: {}", path.display()));
        }
        collect_card_files(path, &mut files);
    }
    files.sort();
    let mut tally = Tally::default();
    for path in &files {
        tally.checked += 1;
        match format_file(path, check_only, err, colour) {
            Ok(None) => {}
            Ok(Some(line)) => {
                tally.changed += 1;
                let verb = if check_only { "would reformat" } else { "formatted" };
                writeln!(out, "{verb}: {} (from line {line})", path.display()).map_err(|e| e.to_string())?;
            }
            Err(message) => {
                tally.failed += 1;
                if let Some(message) = message {
                    let _ = writeln!(err, "error: {message}");
                }
            }
        }
    }
    let changed = if check_only {
        "would be reformatted"
    } else {
        "reformatted"
    };
    writeln!(
        out,
        "{} files checked, {} {changed}, {} left untouched (errors)",
        tally.checked, tally.changed, tally.failed
    )
    .map_err(|e| e.to_string())?;
    Ok(u8::from(tally.failed > 0 || (check_only && tally.changed > 0)))
}

/// Formats one file: `Ok(Some(line))` if its layout changes, first at that line (the file is
/// rewritten unless `check_only`), `Ok(None)` if it is canonical, `Err` if it is left
/// untouched, with a message unless its diagnostics were already rendered.
fn format_file(
    path: &Path,
    check_only: bool,
    err: &mut dyn Write,
    colour: bool,
) -> Result<Option<usize>, Option<String>> {
    let text = std::fs::read_to_string(path).map_err(|e| Some(format!("cannot read {}: {e}", path.display())))?;
    let mut sources = SourceMap::new();
    let file = sources.add(path.display().to_string(), text.as_str());
    let formatted = format_source(file, &text).map_err(|diagnostics| {
        render(&diagnostics, &sources, colour, err);
        None
    })?;
    if formatted == text {
        return Ok(None);
    }
    let first_changed_line = text
        .split_inclusive('\n')
        .zip(formatted.split_inclusive('\n'))
        .take_while(|(old, new)| old == new)
        .count()
        + 1;
    if !check_only {
        std::fs::write(path, formatted).map_err(|e| Some(format!("cannot write {}: {e}", path.display())))?;
    }
    Ok(Some(first_changed_line))
}

/// The `.card` files at or under a path.
fn collect_card_files(path: &Path, files: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "card") {
            files.push(path.to_path_buf());
        }
        return;
    }
    for entry in std::fs::read_dir(path).into_iter().flatten().flatten() {
        collect_card_files(&entry.path(), files);
    }
}
