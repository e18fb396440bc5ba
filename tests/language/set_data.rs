//! The set data of `data/` read for the printed-data test: each set file's records by title,
//! and the readings of its fields that need more than a split (bracketed icon tokens, a
//! personnel's skills written after the classification, a ship's special equipment).

use serde_json::Value;
use stccg_tests::workspace_root;
use std::collections::BTreeMap;

/// The data file of the cards of later sets that the glossary rules on (a few of each set).
pub(crate) const GLOSSARY_CARDS: &str = "glossary-cards";

/// One record of a `cards.json`: field → value (all strings).
pub(crate) type Record = BTreeMap<String, String>;

/// The data's records by set file, each set file's records by title.
pub(crate) struct Data {
    /// Set file → title → record.
    pub(crate) sets: BTreeMap<String, BTreeMap<String, Record>>,
}

impl Data {
    /// Reads every set file of `data/`.
    pub(crate) fn read() -> Data {
        let root = workspace_root().join("data");
        let mut sets = BTreeMap::new();
        let mut files: Vec<_> = std::fs::read_dir(&root)
            .expect("data/ holds the set data")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        files.sort();
        for path in files {
            let (key, file) = if path.is_dir() {
                let key = path.file_name().unwrap().to_string_lossy().into_owned();
                (key, path.join("cards.json"))
            } else if path.extension().is_some_and(|e| e == "json") {
                let key = path.file_stem().unwrap().to_string_lossy().into_owned();
                (key, path.clone())
            } else {
                continue;
            };
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let records: Vec<BTreeMap<String, Value>> =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let by_title = records
                .into_iter()
                .map(|r| {
                    let record: Record = r
                        .into_iter()
                        .map(|(k, v)| (k, v.as_str().unwrap_or_default().to_string()))
                        .collect();
                    (record["name"].clone(), record)
                })
                .collect();
            sets.insert(key, by_title);
        }
        Data { sets }
    }

    /// The data file that holds a set: its folder named after the set, else the glossary's
    /// cards of later sets.
    pub(crate) fn set_key(&self, set: &str) -> String {
        let key = set.to_lowercase().replace(' ', "-");
        if self.sets.contains_key(&key) {
            key
        } else {
            GLOSSARY_CARDS.into()
        }
    }

    /// The sets whose data hold a title.
    pub(crate) fn holding(&self, title: &str) -> Vec<&str> {
        self.sets
            .iter()
            .filter(|(_, cards)| cards.contains_key(title))
            .map(|(key, _)| key.as_str())
            .collect()
    }
}

/// The bracketed tokens of a data field (`[AU][Cmd]` → AU, Cmd), lower-cased, sorted.
pub(crate) fn tokens(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text
        .split('[')
        .filter_map(|t| t.split_once(']').map(|(token, _)| token.to_lowercase()))
        .collect();
    out.sort();
    out
}

/// A personnel's skills as the data writes them after the classification
/// (`Diplomacy x 2 Leadership`), read with the skill vocabulary (names may hold spaces).
pub(crate) fn data_skills(text: &str, skills: &[&str]) -> Result<Vec<(String, u32)>, String> {
    // Some skill boxes separate their skills with commas ("ENGINEER, Computer Skill, Music",
    // Data's Body): a comma ends a skill's name, never part of it.
    let words: Vec<&str> = text
        .split_whitespace()
        .skip(1)
        .map(|w| w.trim_end_matches(','))
        .collect();
    let mut out = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let found = skills
            .iter()
            .filter(|skill| {
                let parts: Vec<&str> = skill.split(' ').collect();
                words.len() >= at + parts.len() && words[at..at + parts.len()] == parts[..]
            })
            .max_by_key(|skill| skill.len());
        if words[at] == "DL/" {
            // A special download icon with the card it downloads (`DL/ {Title}`, S:858): the
            // card file's `special download`, not a skill.
            let end = words[at..]
                .iter()
                .position(|w| w.ends_with('}'))
                .ok_or_else(|| format!("no downloaded card after \"{}\"", words[at..].join(" ")))?;
            at += end + 1;
            continue;
        }
        let Some(found) = found else {
            // A special skill is a sentence (S:436, S:450): it runs to its full stop, inside
            // brackets or quotes too ("(Discard both.)", Berlingoff Rasmussen; "X=4 but
            // "stopped."", Juliana Tainer); the card file writes it as game text, not in its
            // skills box.
            let end = words[at..]
                .iter()
                .position(|w| w.ends_with('.') || w.ends_with(".)") || w.ends_with(".\""))
                .ok_or_else(|| format!("no skill of the vocabulary at \"{}\"", words[at..].join(" ")))?;
            at += end + 1;
            continue;
        };
        at += found.split(' ').count();
        let mut level = 1;
        if let Some(word) = words.get(at).filter(|w| w.starts_with('x')) {
            let number = if *word == "x" {
                words.get(at + 1).copied()
            } else {
                Some(&word[1..])
            };
            at += if *word == "x" { 2 } else { 1 };
            // A negative modifier ("Leadership x -1", Mortal Q) makes a special skill (S:450):
            // the card file writes it as game text, not in its skills box.
            if number.is_some_and(|n| n.starts_with('-')) {
                continue;
            }
            level = number
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| format!("unreadable multiplier after {found}"))?;
        }
        out.push((found.to_string(), level));
    }
    Ok(out)
}

/// A ship's text segment that names special equipment: every word capitalised
/// (`Tractor Beam`, `Particle Scattering Device`), not a sentence.
pub(crate) fn is_equipment_name(segment: &str) -> bool {
    !segment.is_empty()
        && !segment.contains(['=', '{'])
        && segment
            .split(' ')
            .all(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
}
