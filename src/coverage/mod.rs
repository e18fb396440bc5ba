//! How far each card set is scripted: for each set, the cards defined (against the set's card
//! list in the set data of `data/`, where there is one), the cards fully scripted (no `todo` clause),
//! the cards whose text goes beyond printed stats (they have abilities), and of those the
//! ones a scenario `covers`. What is missing is listed card by card. A set with a ledger
//! (`ledger`: a card folder's `native.json`) also reports the cards whose scripting needed
//! Rust, each with its reason, and the share of its cards that needed none.

pub mod ledger;

use ledger::{LedgerFile, NativeCard};
use serde::Serialize;
use stccg_lang::ast::{count_todos, Card, ExprKind};
use stccg_lang::load::Pool;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The coverage of one set.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct SetCoverage {
    /// The set's name, as the cards' `set:` field writes it.
    pub set: String,
    /// How many cards the set has, when the set data lists it.
    pub known: Option<usize>,
    /// Cards with a card file.
    pub defined: usize,
    /// Defined cards without a `todo` clause.
    pub scripted: usize,
    /// Defined cards with abilities: text beyond printed stats.
    pub with_text: usize,
    /// Cards with text that a scenario covers.
    pub covered: usize,
    /// Titles the data lists that no card file defines.
    pub undefined: Vec<String>,
    /// Titles of cards with `todo` clauses, with the file.
    pub todo: Vec<String>,
    /// Titles of cards with text that no scenario covers.
    pub uncovered: Vec<String>,
    /// Whether a ledger of native changes tracks the set.
    pub ledger: bool,
    /// The cards whose scripting added or changed a native primitive or engine code.
    pub native: Vec<NativeCard>,
    /// With a ledger, the cards scripted without `todo` that needed no Rust (a card with a
    /// `todo` is not counted either way until it is scripted, unless the ledger lists it).
    pub no_rust: Option<usize>,
}

/// How many cards of the sets with a ledger needed no Rust.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct NoRustShare {
    /// Cards of the sets with a ledger that are scripted without `todo` or listed in it.
    pub cards: usize,
    /// Of those, the cards that needed no new primitive and no engine change.
    pub no_rust: usize,
}

/// The coverage of the whole pool.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Coverage {
    /// One entry per set, by name.
    pub sets: Vec<SetCoverage>,
    /// Keywords of the stdlib that still hold a `todo`.
    pub keyword_todos: Vec<String>,
    /// Titles that scenarios cover but no card file defines.
    pub unknown_covers: Vec<String>,
    /// Across the sets with a ledger, the cards that needed no Rust.
    pub no_rust: Option<NoRustShare>,
    /// What is wrong with the ledgers (`ledger::check`).
    pub ledger_problems: Vec<String>,
}

/// The card list of one set of the data.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SetList {
    /// The set's name, from its folder (`alternate-universe` → `Alternate Universe`).
    pub name: String,
    /// The titles of its cards, as the data writes them.
    pub titles: Vec<String>,
}

/// The card lists of the set data: set name (normalised) → its list.
pub type SetLists = BTreeMap<String, SetList>;

pub use stccg_lang::new_card::normalise;

/// Reads the card lists of the set data: every `DIR/<set>/cards.json`, a list of objects
/// with a `name`. Folders without one are skipped; a list that does not read is an error.
pub fn read_set_lists(data: &Path) -> Result<SetLists, String> {
    let mut lists = SetLists::new();
    let Ok(entries) = std::fs::read_dir(data) else {
        return Ok(lists);
    };
    for entry in entries.flatten() {
        let file = entry.path().join("cards.json");
        if !file.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let cards: Vec<serde_json::Value> =
            serde_json::from_str(&text).map_err(|e| format!("{} is not a list of cards: {e}", file.display()))?;
        let titles = cards
            .iter()
            .filter_map(|c| c.get("name").and_then(|n| n.as_str()).map(str::to_string))
            .collect();
        let folder = entry.file_name().to_string_lossy().into_owned();
        let name = folder
            .split('-')
            .map(|word| {
                let mut chars = word.chars();
                chars
                    .next()
                    .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
            })
            .collect::<Vec<_>>()
            .join(" ");
        lists.insert(normalise(&folder), SetList { name, titles });
    }
    Ok(lists)
}

/// The set a card's `set:` field names, or `(no set)`.
fn set_of(card: &Card) -> String {
    let value = card.field("set").and_then(|f| f.values.first());
    match value.map(|v| &v.kind) {
        Some(ExprKind::Name { name }) => name.to_string(),
        Some(ExprKind::Text { value }) => value.to_string(),
        _ => "(no set)".into(),
    }
}

/// Measures the pool against the set lists, the titles scenarios cover and the ledgers of
/// native changes.
pub fn measure(pool: &Pool, lists: &SetLists, covered: &BTreeSet<String>, ledgers: &[LedgerFile]) -> Coverage {
    let mut sets: BTreeMap<String, SetCoverage> = BTreeMap::new();
    let mut defined = BTreeSet::new();
    let mut set_by_title = BTreeMap::new();
    let mut scripted_titles = BTreeSet::new();
    for (file, card) in pool.cards() {
        let title = card.title.name.to_string();
        let name = set_of(card);
        let entry = sets.entry(normalise(&name)).or_insert_with(|| SetCoverage {
            set: name.clone(),
            ..SetCoverage::default()
        });
        entry.defined += 1;
        if count_todos(&card.members) == 0 {
            entry.scripted += 1;
            scripted_titles.insert(title.clone());
        } else {
            entry.todo.push(format!("{title} ({})", pool.sources.name(file)));
        }
        if card.abilities().next().is_some() {
            entry.with_text += 1;
            if covered.contains(&title) {
                entry.covered += 1;
            } else {
                entry.uncovered.push(title.clone());
            }
        }
        set_by_title.insert(title.clone(), name.clone());
        defined.insert((normalise(&name), title));
    }
    for (set, list) in lists {
        let titles = &list.titles;
        // A set of the data with no card file yet is listed too, every card of it missing.
        let entry = sets.entry(set.clone()).or_insert_with(|| SetCoverage {
            set: list.name.clone(),
            ..SetCoverage::default()
        });
        entry.known = Some(titles.len());
        let mut missing: Vec<String> = titles
            .iter()
            .filter(|t| !defined.contains(&(set.clone(), (*t).clone())))
            .cloned()
            .collect();
        missing.dedup();
        entry.undefined = missing;
    }
    let set_of = |title: &str| set_by_title.get(title).cloned();
    let ledger_problems = ledger::check(ledgers, &set_of, &ledger::declared_names(pool));
    let mut share: Option<NoRustShare> = None;
    for file in ledgers {
        let Some(entry) = sets.get_mut(&normalise(&file.ledger.set)) else {
            continue;
        };
        entry.ledger = true;
        entry
            .native
            .extend(file.ledger.cards.iter().filter(|c| set_of(&c.title).is_some()).cloned());
        let native: BTreeSet<&String> = entry.native.iter().map(|c| &c.title).collect();
        let no_rust = set_by_title
            .iter()
            .filter(|(title, set)| {
                normalise(set) == normalise(&file.ledger.set)
                    && scripted_titles.contains(*title)
                    && !native.contains(title)
            })
            .count();
        entry.no_rust = Some(no_rust);
        let total = share.get_or_insert_with(NoRustShare::default);
        total.cards += no_rust + native.len();
        total.no_rust += no_rust;
    }
    let all_titles: BTreeSet<&String> = defined.iter().map(|(_, t)| t).collect();
    Coverage {
        sets: sets.into_values().collect(),
        keyword_todos: keyword_todos(pool),
        unknown_covers: covered.iter().filter(|t| !all_titles.contains(t)).cloned().collect(),
        no_rust: share,
        ledger_problems,
    }
}

/// The stdlib keywords that still hold a `todo`.
fn keyword_todos(pool: &Pool) -> Vec<String> {
    pool.modules
        .iter()
        .flat_map(|(_, module)| &module.items)
        .filter_map(|item| match item {
            stccg_lang::ast::Item::Keyword(k) if count_todos(&k.members) > 0 => Some(k.name.name.to_string()),
            _ => None,
        })
        .collect()
}
