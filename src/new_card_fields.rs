//! The text of a new card file from one record of the set data: the printed fields by card
//! type, each value checked against the stdlib's vocabulary, then the game text as a comment
//! and a `todo` per clause. What the data gives but no field takes is kept in a comment.

use crate::new_card::{clauses, name_value, quoted, quoted_comment, set_name, DataCard};
use stccg_lang::symbols::Symbols;

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
struct FileText<'a> {
    symbols: &'a Symbols,
    fields: Vec<String>,
    notes: Vec<String>,
}

impl FileText<'_> {
    fn field(&mut self, name: &str, value: String) {
        self.fields.push(format!("{name}: {value}"));
    }

    fn note(&mut self, note: String) {
        self.notes.push(note);
    }

    /// Whether the vocabulary holds the word.
    fn knows(&self, vocabulary: &str, word: &str) -> bool {
        self.symbols
            .vocabularies
            .get(vocabulary)
            .is_some_and(|words| words.contains_key(word))
    }

    /// A field of vocabulary words; the words it does not know go to a note.
    fn vocab_field(&mut self, name: &str, vocabulary: &str, words: &[&str]) {
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
    fn icons(&mut self, name: &str, icons: &[&str]) {
        let (known, unknown): (Vec<&str>, Vec<&str>) = icons.iter().partition(|w| self.knows("icon", w));
        if !known.is_empty() {
            let values: Vec<String> = known.iter().map(|i| format!("[{i}]")).collect();
            self.field(name, values.join(", "));
        }
        if !unknown.is_empty() {
            self.note(format!("{name}: [{}] (not in the icon vocabulary)", unknown.join("][")));
        }
    }

    fn number(&mut self, name: &str, text: &str) {
        match text.parse::<i64>() {
            Ok(n) => self.field(name, n.to_string()),
            Err(_) if text.is_empty() => {}
            Err(_) => self.note(format!("{name}: {text}")),
        }
    }

    fn text_field(&mut self, name: &str, text: &str) {
        if !text.is_empty() {
            self.field(name, quoted(text));
        }
    }

    /// Affiliations written `Federation`, `Romulan/Vulcan` or as icons `[FED][KLI]`.
    fn affiliations(&mut self, name: &str, text: &str) {
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

    /// A personnel's fields; returns its game text beyond the classification and skills.
    fn personnel(&mut self, card: &DataCard) -> String {
        self.affiliations("affiliation", card.get("affiliation"));
        let classification = card.get("class");
        self.vocab_field("classification", "classification", &[classification]);
        self.number("integrity", card.get("integrity_or_range"));
        self.number("cunning", card.get("cunning_or_weapons"));
        self.number("strength", card.get("strength_or_shields"));
        let text = card.get("text");
        let rest = text.strip_prefix(classification).unwrap_or(text).trim();
        let (skills, rest) = self.leading_skills(rest);
        if !skills.is_empty() {
            self.field("skills", skills.join(", "));
        }
        let mut species = Vec::new();
        let mut other = Vec::new();
        for piece in card
            .get("characteristics")
            .split(';')
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let lower = piece.to_ascii_lowercase();
            if self.knows("gender", &lower) {
                self.field("gender", lower);
            } else if piece.split('/').all(|s| self.knows("species", s.trim())) {
                species.extend(piece.split('/').map(|s| name_value(s.trim())));
            } else {
                other.push(quoted(piece));
            }
        }
        if !species.is_empty() {
            self.field("species", species.join(", "));
        }
        if !other.is_empty() {
            self.field("characteristics", other.join(", "));
        }
        rest
    }

    /// The skills at the start of a personnel's text (`Empathy x 2 Honor` → `Empathy x2`,
    /// `Honor`), longest vocabulary name first; the text after them.
    fn leading_skills(&self, text: &str) -> (Vec<String>, String) {
        let Some(vocabulary) = self.symbols.vocabularies.get("skill") else {
            return (Vec::new(), text.to_string());
        };
        let mut names: Vec<&String> = vocabulary.keys().collect();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        let mut skills = Vec::new();
        let mut rest = text.trim_start();
        'next: loop {
            for name in &names {
                if let Some(after) = rest.strip_prefix(name.as_str()) {
                    if !(after.is_empty() || after.starts_with(' ')) {
                        continue;
                    }
                    let after = after.trim_start();
                    let (times, after) = match after.strip_prefix("x ").or_else(|| after.strip_prefix("x")) {
                        Some(count) => {
                            let digits: String = count.chars().take_while(char::is_ascii_digit).collect();
                            if digits.is_empty() {
                                (None, after)
                            } else {
                                (Some(digits.clone()), count[digits.len()..].trim_start())
                            }
                        }
                        None => (None, after),
                    };
                    let mut skill = name_value(name);
                    if let Some(times) = times {
                        skill.push_str(&format!(" x{times}"));
                    }
                    skills.push(skill);
                    rest = after;
                    continue 'next;
                }
            }
            break;
        }
        (skills, rest.to_string())
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
        if !commander.is_empty() && stccg_lang::set_data::is_printed_title(commander) {
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
