//! A personnel's fields from the set data: affiliation, classification, attributes, the
//! skills at the start of its text (the rest is game text), and its characteristics read as
//! species, gender and the others.

use super::fields::FileText;
use super::{name_value, quoted, DataCard};

impl FileText<'_> {
    /// A personnel's fields; returns its game text beyond the classification and skills.
    pub(super) fn personnel(&mut self, card: &DataCard) -> String {
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
}
