//! The text of a new card file from one record of the set data: the printed fields by card
//! type, each value checked against the stdlib's vocabulary, then the game text as a comment
//! and a `todo` per clause. What the data gives but no field takes is kept in a comment.

use super::{clauses, name_value, quoted, quoted_comment, set_name, DataCard};
use crate::symbols::Symbols;

/// Builds a card file's text (not yet laid out canonically). With `requirements_as_written`,
/// a mission's text is written as its `requirements` (the data writes them in the card
/// language's own notation, `Geology + Honor + INTEGRITY>35`) instead of a `todo`: the caller
/// checks that reading and falls back to the `todo` if it does not check.
pub fn card_file(card: &DataCard, symbols: &Symbols, requirements_as_written: bool) -> String {
    let kind = card.get("type").to_ascii_lowercase().replace(' ', "_");
    let mut file = FileText {
        symbols,
        fields: Vec::new(),
        notes: Vec::new(),
    };
    match set_name(card, symbols) {
        Some(set) => file.field("set", name_value(&set)),
        None => file.note(format!("set: {} (not a set of the vocabulary)", card.get("set_folder"))),
    }
    let rarity_info = card.get("rarity_info");
    let mut parts = rarity_info.split_whitespace().rev();
    if let Some(rarity) = parts.next() {
        file.vocab_field("rarity", "rarity", &[rarity]);
    }
    if let Some(number) = parts.next().filter(|n| n.parse::<u32>().is_ok()) {
        file.field("number", number.to_string());
    }
    if card.get("uniqueness") == "univ" {
        file.fields.push("universal".into());
    }
    let icons = bracketed(card.get("icons"));
    if !icons.is_empty() {
        file.icons("icons", &icons);
    }
    let mut text = card.get("text").to_string();
    match kind.as_str() {
        "personnel" => text = file.personnel(card),
        "ship" => file.ship(card),
        "facility" => {
            file.affiliations("affiliation", card.get("affiliation"));
            file.text_field("class", card.get("class"));
            file.number("shields", card.get("strength_or_shields"));
        }
        "mission" => {
            text = file.mission(card);
            if requirements_as_written && !text.is_empty() {
                file.field("requirements", text.clone());
                file.note(format!("\"{text}\""));
                text.clear();
            }
        }
        "dilemma" | "artifact" => {
            if let Some(seeds) = seed_kind(card.get("mission_dilemma_type")) {
                file.field("seeds", seeds.into());
            }
        }
        _ => {}
    }
    if kind != "personnel" {
        file.characteristics(card.get("characteristics"));
    }
    let mut out = format!("{kind} {} {{\n", quoted(card.title()));
    for field in &file.fields {
        out.push_str(&format!("  {field}\n"));
    }
    for note in &file.notes {
        out.push_str(&format!("  // {note}\n"));
    }
    let clauses = clauses(&text);
    if !clauses.is_empty() {
        out.push('\n');
        out.push_str(&quoted_comment(&text, "  "));
        for clause in clauses {
            out.push_str(&format!("  todo {}\n", quoted(&clause)));
        }
    }
    out.push_str("}\n");
    out
}

/// `[Cmd][Stf]` → `Cmd`, `Stf`.
fn bracketed(text: &str) -> Vec<&str> {
    text.split(['[', ']'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

/// A mission's or a dilemma's `[P]`, `[S]`, `[S/P]`.
fn seed_kind(text: &str) -> Option<&'static str> {
    match text {
        "[P]" => Some("planet"),
        "[S]" => Some("space"),
        "[S/P]" => Some("space_planet"),
        _ => None,
    }
}

/// The fields and notes written so far.
pub(super) struct FileText<'a> {
    pub(super) symbols: &'a Symbols,
    pub(super) fields: Vec<String>,
    pub(super) notes: Vec<String>,
}

impl FileText<'_> {
    pub(super) fn field(&mut self, name: &str, value: String) {
        self.fields.push(format!("{name}: {value}"));
    }

    pub(super) fn note(&mut self, note: String) {
        self.notes.push(note);
    }

    /// Whether the vocabulary holds the word.
    pub(super) fn knows(&self, vocabulary: &str, word: &str) -> bool {
        self.symbols
            .vocabularies
            .get(vocabulary)
            .is_some_and(|words| words.contains_key(word))
    }

    /// A field of vocabulary words; the words it does not know go to a note.
    pub(super) fn vocab_field(&mut self, name: &str, vocabulary: &str, words: &[&str]) {
        let (known, unknown): (Vec<&str>, Vec<&str>) = words.iter().partition(|w| self.knows(vocabulary, w));
        if !known.is_empty() {
            let values: Vec<String> = known.iter().map(|w| name_value(w)).collect();
            self.field(name, values.join(", "));
        }
        if !unknown.is_empty() {
            self.note(format!(
                "{name}: {} (not in the {vocabulary} vocabulary)",
                unknown.join(", ")
            ));
        }
    }

    /// Icons, bracketed.
    pub(super) fn icons(&mut self, name: &str, icons: &[&str]) {
        let (known, unknown): (Vec<&str>, Vec<&str>) = icons.iter().partition(|w| self.knows("icon", w));
        if !known.is_empty() {
            let values: Vec<String> = known.iter().map(|i| format!("[{i}]")).collect();
            self.field(name, values.join(", "));
        }
        if !unknown.is_empty() {
            self.note(format!("{name}: [{}] (not in the icon vocabulary)", unknown.join("][")));
        }
    }

    pub(super) fn number(&mut self, name: &str, text: &str) {
        match text.parse::<i64>() {
            Ok(n) => self.field(name, n.to_string()),
            Err(_) if text.is_empty() => {}
            Err(_) => self.note(format!("{name}: {text}")),
        }
    }

    pub(super) fn text_field(&mut self, name: &str, text: &str) {
        if !text.is_empty() {
            self.field(name, quoted(text));
        }
    }

    /// Affiliations written `Federation`, `Romulan/Vulcan` or as icons `[FED][KLI]`.
    pub(super) fn affiliations(&mut self, name: &str, text: &str) {
        let words: Vec<String> = if text.starts_with('[') {
            bracketed(text)
                .iter()
                .filter_map(|icon| affiliation_of_icon(icon))
                .map(str::to_string)
                .collect()
        } else {
            text.split('/')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        };
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        if !words.is_empty() {
            self.vocab_field(name, "affiliation", &words);
        }
    }

    /// `Klingon/Human; Male; Support Personnel;`: species and gender for a personnel, the
    /// rest as characteristics.
    fn characteristics(&mut self, text: &str) {
        let pieces: Vec<&str> = text.split(';').map(str::trim).filter(|s| !s.is_empty()).collect();
        if !pieces.is_empty() {
            let values: Vec<String> = pieces.iter().map(|p| quoted(p)).collect();
            self.field("characteristics", values.join(", "));
        }
    }

    /// A ship's fields.
    fn ship(&mut self, card: &DataCard) {
        self.affiliations("affiliation", card.get("affiliation"));
        self.text_field("class", card.get("class"));
        self.number("range", card.get("integrity_or_range"));
        self.number("weapons", card.get("cunning_or_weapons"));
        self.number("shields", card.get("strength_or_shields"));
        let staffing = bracketed(card.get("staff"));
        if !staffing.is_empty() {
            self.icons("staffing", &staffing);
        }
        let commander = card.get("command");
        if !commander.is_empty() && crate::set_data::is_printed_title(commander) {
            self.field("commander", format!("{{{commander}}}"));
        }
    }

    /// A mission's fields; returns its text (requirements and game text) for the `todo`s.
    fn mission(&mut self, card: &DataCard) -> String {
        let kind = match card.get("mission_dilemma_type") {
            "[P]" => "planet",
            "[S]" => "space",
            _ => "dual",
        };
        self.field("kind", kind.into());
        // S:197: a mission with no quadrant symbol in its point box is an Alpha Quadrant one.
        let quadrant = Some(card.get("quadrant")).filter(|q| !q.is_empty()).unwrap_or("Alpha");
        self.vocab_field("quadrant", "quadrant", &[quadrant]);
        let region = card.get("region").trim_end_matches(';').trim_end_matches(" Region");
        if !region.is_empty() {
            self.vocab_field("region", "region", &[region]);
        }
        self.number("span", card.get("span"));
        self.number("points", card.get("points"));
        self.affiliations("attempted_by", card.get("affiliation"));
        card.get("text").to_string()
    }
}

/// An affiliation icon of a mission (`[FED]`) as the affiliation's name.
fn affiliation_of_icon(icon: &str) -> Option<&'static str> {
    Some(match icon.to_ascii_uppercase().as_str() {
        "FED" => "Federation",
        "KLI" => "Klingon",
        "ROM" => "Romulan",
        "NON" => "Non-Aligned",
        "BAJ" => "Bajoran",
        "CAR" => "Cardassian",
        "DOM" => "Dominion",
        "FER" => "Ferengi",
        "BOR" => "Borg",
        _ => return None,
    })
}
