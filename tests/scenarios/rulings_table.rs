//! The rulings table of `tests/README.md` checked against the files, so it cannot drift: every
//! ruling of `../shared/rules/rulings.md` has one row, in the same order; a row marked `pass`
//! names scenario files that exist, carry the row's ruling id in their header and pass; a row
//! not encoded names the mechanic that is missing; and every scenario under
//! `tests/scenarios/rulings/` is named by some row.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// One row of the table.
pub(crate) struct Row {
    /// The ruling id, such as `GM-10`.
    pub(crate) id: String,
    /// The scenario files, relative to `tests/scenarios/`; empty when not encoded.
    pub(crate) files: Vec<String>,
    /// `pass`, or `missing: <mechanic>`.
    pub(crate) status: String,
    /// The line of `tests/README.md` the row is on (1-based), for messages.
    pub(crate) line: usize,
}

/// Where the shared rules are: `shared/rules/rulings.md` beside the project (`../shared`, as
/// CI lays it out) or beside a folder above it (a worktree kept in a subfolder). No path of
/// one machine: without it, the caller says what is missing.
pub(crate) fn rulings_file(root: &Path) -> Option<PathBuf> {
    root.ancestors()
        .skip(1)
        .map(|folder| folder.join("shared/rules/rulings.md"))
        .find(|p| p.is_file())
}

/// The ruling ids of rulings.md, in order: entries written `- **GM-01** title ...`.
pub(crate) fn ruling_ids(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix("- **"))
        .filter_map(|rest| rest.split_once("**").map(|(id, _)| id.to_string()))
        .filter(|id| id.starts_with('G') && id.contains('-'))
        .collect()
}

/// The table rows of tests/README.md: lines `| GM-01 | files | status | notes |`.
pub(crate) fn table_rows(readme: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    for (index, line) in readme.lines().enumerate() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 4 || !cells[1].starts_with('G') || !cells[1].contains('-') {
            continue;
        }
        let files = cells[2]
            .split(',')
            .map(|f| f.trim().trim_matches('`').to_string())
            .filter(|f| !f.is_empty() && f != "—" && f != "-")
            .collect();
        rows.push(Row {
            id: cells[1].to_string(),
            files,
            status: cells[3].to_string(),
            line: index + 1,
        });
    }
    rows
}

/// The id a scenario file names in its header (`scenario "GM-10" "..."`).
pub(crate) fn header_id(text: &str) -> Option<String> {
    let line = text.lines().find(|l| l.trim_start().starts_with("scenario "))?;
    let rest = line.trim_start().strip_prefix("scenario ")?.trim_start();
    let rest = rest.strip_prefix('"')?;
    rest.split_once('"').map(|(id, _)| id.to_string())
}

/// Checks the table against rulings.md and the files; `passes` runs one scenario file and says
/// whether it passed. Returns every problem found, and the number of rulings encoded and passing.
pub(crate) fn check(root: &Path, rulings: &str, readme: &str, passes: &dyn Fn(&Path) -> bool) -> (Vec<String>, usize) {
    let mut problems = Vec::new();
    let ids = ruling_ids(rulings);
    let rows = table_rows(readme);
    let row_ids: Vec<&str> = rows.iter().map(|r| r.id.as_str()).collect();
    if ids.iter().map(String::as_str).collect::<Vec<_>>() != row_ids {
        let known: BTreeSet<&str> = ids.iter().map(String::as_str).collect();
        let listed: BTreeSet<&str> = row_ids.iter().copied().collect();
        problems.push(format!(
            "the table's ruling ids differ from rulings.md: missing {:?}, unknown {:?}{}",
            known.difference(&listed).collect::<Vec<_>>(),
            listed.difference(&known).collect::<Vec<_>>(),
            if known == listed && ids.len() == row_ids.len() {
                " (same ids, another order)"
            } else {
                ""
            }
        ));
    }
    let scenarios = root.join("tests/scenarios");
    let mut named = BTreeSet::new();
    let mut passing = 0;
    for row in &rows {
        let at = format!("tests/README.md:{} ({})", row.line, row.id);
        match (row.status.as_str(), row.files.is_empty()) {
            ("pass", false) => {
                let mut all = true;
                for file in &row.files {
                    named.insert(file.clone());
                    let path = scenarios.join(file);
                    match std::fs::read_to_string(&path) {
                        Err(_) => {
                            problems.push(format!("{at}: no file {file}"));
                            all = false;
                        }
                        Ok(text) if header_id(&text).as_deref() != Some(&row.id) => {
                            problems.push(format!("{at}: {file} does not name {}", row.id));
                            all = false;
                        }
                        Ok(_) if !passes(&path) => {
                            problems.push(format!("{at}: {file} is marked pass but fails"));
                            all = false;
                        }
                        Ok(_) => {}
                    }
                }
                passing += usize::from(all);
            }
            (status, true) if status.strip_prefix("missing:").is_some_and(|m| !m.trim().is_empty()) => {}
            (status, _) => problems.push(format!(
                "{at}: status {status:?} must be `pass` with files, or `missing: <mechanic>` without"
            )),
        }
    }
    let dir = scenarios.join("rulings");
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let name = format!("rulings/{}", entry.file_name().to_string_lossy());
        if name.ends_with(".scenario") && !named.contains(&name) {
            problems.push(format!("tests/scenarios/{name} is in no row of tests/README.md"));
        }
    }
    (problems, passing)
}
