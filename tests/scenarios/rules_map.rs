//! The rules map `docs/rules.md` checked against the files, as the rulings table is: every
//! row has an id (once), a rule, a source and a status of the allowed set (`done`, `partial:
//! WHAT`, `not needed: WHY`); the scenarios it names exist and pass, and a `done` row names
//! one at least; each `fn NAME` of its engine column is a function under `runtime/src/` and
//! each path there exists; every `RULES:id` a scenario file cites is a row of the map; and
//! every line of the coverage list (after `<!-- coverage -->`: a Rulebook section or Glossary
//! entry, where the list comes from, the rows that cover it) names rows of the map, one at least.

use std::collections::BTreeSet;
use std::path::Path;

/// One row of the map.
pub(crate) struct Row {
    /// The row's id: `ties`.
    pub(crate) id: String,
    /// Its cells: rule, source, engine, scenarios, status.
    pub(crate) cells: Vec<String>,
    /// The line of `docs/rules.md` it is on (1-based).
    pub(crate) line: usize,
}

/// The marker that opens the coverage list, after the rows.
const COVERAGE: &str = "<!-- coverage -->";

/// The cells of a table line (`| a | b |`), trimmed.
fn cells_of(line: &str) -> Vec<String> {
    line.trim()
        .trim_matches('|')
        .split(" | ")
        .map(|c| c.trim().to_string())
        .collect()
}

/// The rows of the table after the `<!-- table -->` marker, up to the coverage list.
pub(crate) fn rows(text: &str) -> Vec<Row> {
    let Some(start) = text.find("<!-- table -->") else {
        return Vec::new();
    };
    let end = text[start..].find(COVERAGE).map_or(text.len(), |at| start + at);
    let before = text[..start].lines().count();
    text[start..end]
        .lines()
        .enumerate()
        .filter(|(_, line)| line.starts_with("| ") && !line.starts_with("| id ") && !line.starts_with("|---"))
        .map(|(index, line)| {
            let cells = cells_of(line);
            Row {
                id: cells.first().cloned().unwrap_or_default(),
                cells: cells.into_iter().skip(1).collect(),
                line: before + index + 1,
            }
        })
        .collect()
}

/// One line of the coverage list: a Rulebook section or a Glossary general entry.
pub(crate) struct Covered {
    /// The section or entry: `Glossary, seed deck (S:169)`.
    pub(crate) topic: String,
    /// The row ids that cover it.
    pub(crate) ids: Vec<String>,
    /// The line of `docs/rules.md` it is on (1-based).
    pub(crate) line: usize,
    /// How many cells the line has (three expected).
    pub(crate) width: usize,
}

/// The lines of the coverage list after the `<!-- coverage -->` marker, each with the row ids
/// of its last cell (comma-separated).
pub(crate) fn coverage(text: &str) -> Vec<Covered> {
    let Some(start) = text.find(COVERAGE) else {
        return Vec::new();
    };
    let before = text[..start].lines().count();
    text[start..]
        .lines()
        .enumerate()
        .filter(|(_, line)| line.starts_with("| ") && !line.starts_with("| section ") && !line.starts_with("|---"))
        .map(|(index, line)| {
            let cells = cells_of(line);
            let ids = cells
                .last()
                .map(|c| {
                    c.split(',')
                        .map(str::trim)
                        .filter(|id| !id.is_empty())
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default();
            Covered {
                topic: cells.first().cloned().unwrap_or_default(),
                ids,
                line: before + index + 1,
                width: cells.len(),
            }
        })
        .collect()
}

/// The status words a row may have.
fn status_ok(status: &str) -> bool {
    status == "done"
        || ["partial:", "not needed:"]
            .iter()
            .any(|p| status.strip_prefix(p).is_some_and(|why| !why.trim().is_empty()))
}

/// The `fn NAME` and `path/...` items of an engine cell, between backticks.
fn engine_items(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// Every function name defined under a folder's `.rs` files.
fn functions(dir: &Path) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for word in text.split("fn ").skip(1) {
                    let name: String = word.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    names.insert(name);
                }
            }
        }
    }
    names
}

/// The `RULES:id` citations of a scenario's `cites` line.
pub(crate) fn cited_rules(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("cites "))
        .flat_map(|l| l.split(','))
        .filter_map(|c| c.trim().strip_prefix("RULES:").map(str::to_string))
        .collect()
}

/// Checks the map: every problem found, and the rows by status word.
pub(crate) fn check(
    root: &Path,
    map: &str,
    scenario_texts: &[(String, String)],
    passes: &dyn Fn(&Path) -> bool,
) -> (Vec<String>, [usize; 3]) {
    let mut problems = Vec::new();
    let mut counts = [0; 3];
    let fns = functions(&root.join("runtime/src"));
    let rows = rows(map);
    if rows.is_empty() {
        problems.push("docs/rules.md has no table after `<!-- table -->`".into());
    }
    let mut ids = BTreeSet::new();
    for row in &rows {
        let at = format!("docs/rules.md:{} ({})", row.line, row.id);
        if row.cells.len() != 5 {
            problems.push(format!("{at}: {} cells, expected 6", row.cells.len() + 1));
            continue;
        }
        if !ids.insert(row.id.clone()) {
            problems.push(format!("{at}: the id is used twice"));
        }
        let [rule, source, engine, scenarios, status] = [0, 1, 2, 3, 4].map(|i| row.cells[i].as_str());
        if rule.is_empty() || source.is_empty() {
            problems.push(format!("{at}: a row needs its rule and its source"));
        }
        if !status_ok(status) {
            problems.push(format!(
                "{at}: status {status:?} must be `done`, `partial: WHAT` or `not needed: WHY`"
            ));
        }
        counts[if status == "done" {
            0
        } else if status.starts_with("partial:") {
            1
        } else {
            2
        }] += 1;
        for item in engine_items(engine) {
            if let Some(name) = item.strip_prefix("fn ") {
                if !fns.contains(name) {
                    problems.push(format!("{at}: no `fn {name}` under runtime/src/"));
                }
            } else if !root.join(item).exists() {
                problems.push(format!("{at}: no file {item}"));
            }
        }
        let files: Vec<&str> = scenarios.split(',').map(str::trim).filter(|f| !f.is_empty()).collect();
        if status == "done" && files.is_empty() {
            problems.push(format!("{at}: a done row names a scenario that shows it"));
        }
        for file in files {
            let path = root.join("tests/scenarios").join(file);
            if !path.is_file() {
                problems.push(format!("{at}: no scenario {file}"));
            } else if !passes(&path) {
                problems.push(format!("{at}: {file} fails"));
            }
        }
    }
    for covered in coverage(map) {
        let at = format!("docs/rules.md:{} ({})", covered.line, covered.topic);
        if covered.width != 3 {
            problems.push(format!(
                "{at}: {} cells, expected 3 (topic, listed in, rows)",
                covered.width
            ));
        }
        if covered.ids.is_empty() {
            problems.push(format!("{at}: a section or entry names the rows that cover it"));
        }
        for id in covered.ids.iter().filter(|id| !ids.contains(*id)) {
            problems.push(format!("{at}: names {id}, which is no row of docs/rules.md"));
        }
    }
    for (name, text) in scenario_texts {
        for id in cited_rules(text) {
            if !ids.contains(&id) {
                problems.push(format!("{name} cites RULES:{id}, which is no row of docs/rules.md"));
            }
        }
    }
    (problems, counts)
}
