//! A new card file written from the set data (`data/<set>/cards.json`, `stccg new "Title"`):
//! the printed fields the data gives, each checked against the stdlib's vocabulary (a value
//! it does not know is left in a comment rather than guessed), the game text quoted as a
//! comment, and a `todo` for each of its clauses. The file is then laid out canonically.

mod fields;
mod personnel;

pub use fields::card_file;

use crate::symbols::Symbols;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// One card of the set data.
#[derive(Clone, Debug)]
pub struct DataCard {
    /// The record as the data writes it.
    pub record: serde_json::Map<String, Value>,
}

impl DataCard {
    /// A field of the record, trimmed; empty if absent.
    pub fn get(&self, field: &str) -> &str {
        self.record.get(field).and_then(Value::as_str).unwrap_or("").trim()
    }

    /// The card's title.
    pub fn title(&self) -> &str {
        self.get("name")
    }
}

/// Every card of the set data under `data`: each `<set>/cards.json`, then
/// `glossary-cards.json`. A file that does not read is an error.
pub fn read_data_cards(data: &Path) -> Result<Vec<DataCard>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data)
        .map_err(|e| format!("cannot read the set data {}: {e}", data.display()))?
        .flatten()
        .map(|entry| entry.path().join("cards.json"))
        .filter(|file| file.is_file())
        .collect();
    files.sort();
    let glossary = data.join("glossary-cards.json");
    if glossary.is_file() {
        files.push(glossary);
    }
    let mut cards = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let records: Vec<Value> =
            serde_json::from_str(&text).map_err(|e| format!("{} is not a list of cards: {e}", file.display()))?;
        cards.extend(records.into_iter().filter_map(|record| match record {
            Value::Object(record) => Some(DataCard { record }),
            _ => None,
        }));
    }
    Ok(cards)
}

/// The card set's name as the `set:` field writes it, if the vocabulary knows it: the data's
/// `set_folder` (`PR`, `Alternate_Universe`, `Q_Continuum`).
pub fn set_name(card: &DataCard, symbols: &Symbols) -> Option<String> {
    let folder = normalise(card.get("set_folder"));
    let folder = if folder == "pr" { "premiere".to_string() } else { folder };
    symbols
        .vocabularies
        .get("set_name")?
        .keys()
        .find(|name| normalise(name) == folder)
        .cloned()
}

/// A set's name for matching: lower case, letters and digits only, so the data's folder
/// `alternate-universe` matches the cards' `"Alternate Universe"`.
pub fn normalise(set: &str) -> String {
    set.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The cards of the set data built into the binary ([`crate::set_data`]), in the order
/// [`read_data_cards`] reads a `data/` folder: each set, then the glossary's cards.
pub fn built_in_cards() -> &'static [DataCard] {
    static CARDS: std::sync::OnceLock<Vec<DataCard>> = std::sync::OnceLock::new();
    CARDS.get_or_init(|| {
        crate::set_data::data_files()
            .iter()
            .flat_map(|text| serde_json::from_str::<Vec<Value>>(text).unwrap_or_default())
            .filter_map(|record| match record {
                Value::Object(record) => Some(DataCard { record }),
                _ => None,
            })
            .collect()
    })
}

/// The folder of a set under the cards folder (`Alternate Universe` → `alternate_universe`),
/// and the file name of a title (`I.P. Scanner` → `i_p_scanner.card`).
pub fn snake_case(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('_') && !out.is_empty() {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_string()
}

/// A value as the card language writes it: a bare name if it is one word, else quoted.
pub fn name_value(text: &str) -> String {
    let bare = text.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if bare {
        text.to_string()
    } else {
        quoted(text)
    }
}

/// Text in quotes, with `"` and `\` escaped.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The clauses of a game text, one `todo` each: its sentences, and the alternatives of an
/// ` OR ` between two sentences' worth of text.
pub fn clauses(text: &str) -> Vec<String> {
    let mut clauses = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        current.push(c);
        let ends_sentence = matches!(c, '.' | '!' | '?')
            && chars.get(i + 1) == Some(&' ')
            && chars
                .get(i + 2)
                .is_some_and(|n| n.is_uppercase() || *n == '(' || *n == '{')
            && i > 0
            && (chars[i - 1].is_lowercase() || chars[i - 1] == ')' || chars[i - 1] == '}');
        if ends_sentence {
            clauses.push(current.trim().to_string());
            current.clear();
        }
    }
    if !current.trim().is_empty() {
        clauses.push(current.trim().to_string());
    }
    clauses
}

/// `// ` comment lines holding `"text"`, wrapped before 96 columns.
pub fn quoted_comment(text: &str, indent: &str) -> String {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in format!("\"{text}\"").split_whitespace() {
        if !line.is_empty() && indent.len() + 3 + line.len() + 1 + word.len() > 96 {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.iter().map(|l| format!("{indent}// {l}\n")).collect()
}
