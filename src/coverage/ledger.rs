//! The ledger of what needed Rust: a `native.json` in a card folder lists, for one set, the
//! cards whose scripting added or changed a native primitive (a declaration of the stdlib the
//! runtime implements) or engine code, each with the reason and what changed. Every other
//! defined card of a set with a ledger needed no Rust: its text is written in the existing
//! language. The ledger is data about cards, never read by the engine.
//!
//! ```json
//! { "set": "Alternate Universe",
//!   "cards": [ { "title": "Thermal Deflectors",
//!                "reason": "nullifying each encounter of a named dilemma while in play",
//!                "primitives": ["nullify"],
//!                "engine": ["runtime/src/rules/statics/forbid.rs"] } ] }
//! ```

use serde::{Deserialize, Serialize};
use stccg_lang::ast::Item;
use stccg_lang::load::Pool;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The file name of a ledger inside a card folder.
pub const LEDGER_FILE: &str = "native.json";

/// One set's ledger, as its file writes it.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Ledger {
    /// The set, as the cards' `set:` field writes it.
    pub set: String,
    /// The cards that needed Rust.
    pub cards: Vec<NativeCard>,
}

/// A card whose scripting added or changed a native primitive or engine code.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct NativeCard {
    /// The card's title.
    pub title: String,
    /// Why the existing language could not say it.
    pub reason: String,
    /// The stdlib declarations (primitives, roots, keywords, rules) added or changed for it.
    #[serde(default)]
    pub primitives: Vec<String>,
    /// The engine files (relative to the project's root) changed for it.
    #[serde(default)]
    pub engine: Vec<String>,
}

/// A ledger read from disk, with the file it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerFile {
    /// Where it was read.
    pub path: PathBuf,
    /// What it says.
    pub ledger: Ledger,
}

/// Reads every `native.json` under the card folders, in folder order. A ledger that does not
/// read or does not parse (an unknown field among them) is an error naming the file.
pub fn read_ledgers(folders: &[PathBuf]) -> Result<Vec<LedgerFile>, String> {
    let mut files = Vec::new();
    for folder in folders {
        collect(folder, &mut files).map_err(|e| format!("cannot read {}: {e}", folder.display()))?;
    }
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let ledger = serde_json::from_str(&text)
                .map_err(|e| format!("{} is not a ledger of native changes: {e}", path.display()))?;
            Ok(LedgerFile { path, ledger })
        })
        .collect()
}

/// The ledger files under `dir` (or `dir` itself when it is one).
fn collect(dir: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if dir.is_file() {
        if dir.file_name().is_some_and(|n| n == LEDGER_FILE) {
            files.push(dir.to_path_buf());
        }
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, files)?;
        } else if path.file_name().is_some_and(|n| n == LEDGER_FILE) {
            files.push(path);
        }
    }
    Ok(())
}

/// The names a ledger may give as primitives: every primitive, root, keyword and core rule the
/// stdlib (and the pool) declares.
pub fn declared_names(pool: &Pool) -> BTreeSet<String> {
    pool.modules
        .iter()
        .flat_map(|(_, module)| &module.items)
        .filter_map(|item| match item {
            Item::Primitive(p) => Some(p.name.name.to_string()),
            Item::Root(r) => Some(r.name.name.to_string()),
            Item::Keyword(k) => Some(k.name.name.to_string()),
            Item::Rule(r) => Some(r.name.name.to_string()),
            _ => None,
        })
        .collect()
}

/// What is wrong with the ledgers against the pool: a title no card defines, a card of another
/// set, a title listed twice, an entry that names no change, a primitive the stdlib does not
/// declare, a set with two ledgers. `set_of` gives a defined card's set.
pub fn check(
    ledgers: &[LedgerFile],
    set_of: &dyn Fn(&str) -> Option<String>,
    declared: &BTreeSet<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    let mut sets = BTreeSet::new();
    let mut titles = BTreeSet::new();
    for file in ledgers {
        let at = file.path.display();
        let set = &file.ledger.set;
        if !sets.insert(super::normalise(set)) {
            problems.push(format!("{at}: the set {set:?} has another ledger"));
        }
        for card in &file.ledger.cards {
            let title = &card.title;
            match set_of(title) {
                None => problems.push(format!("{at}: {title:?} is not a defined card")),
                Some(its) if super::normalise(&its) != super::normalise(set) => {
                    problems.push(format!("{at}: {title:?} is a card of {its:?}, not of {set:?}"));
                }
                Some(_) => {}
            }
            if !titles.insert(title.clone()) {
                problems.push(format!("{at}: {title:?} is listed twice"));
            }
            if card.reason.trim().is_empty() {
                problems.push(format!("{at}: {title:?} gives no reason"));
            }
            if card.primitives.is_empty() && card.engine.is_empty() {
                problems.push(format!("{at}: {title:?} names no primitive and no engine change"));
            }
            for name in &card.primitives {
                if !declared.contains(name) {
                    problems.push(format!(
                        "{at}: {title:?} names {name:?}, which the stdlib does not declare"
                    ));
                }
            }
        }
    }
    problems
}
