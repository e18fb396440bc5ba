//! Every card file's printed data against the set data in `data/` (a copy of the shared card
//! data): type, collector number and rarity, universality, icons, affiliation, classification
//! or class, attributes, skills (a multi-affiliation personnel's per mode), staffing, special
//! equipment, points, and a mission's kind,
//! span, quadrant, region and affiliation icons; a dilemma's or artifact's seeding type. The
//! cards are read with every erratum applied (the data holds today's wording). A card whose
//! set the data holds must match its record; a card written from the glossary's text alone
//! (no `set` field) must not be in the data, which would mean its record was missed.

use crate::set_data::{data_skills, is_equipment_name, tokens, Data, Record, GLOSSARY_CARDS};
use stccg_lang::ast::{Card, ExprKind, Member};
use stccg_lang::load::{load, Pool, StdlibSource};
use stccg_tests::workspace_root;

/// The names among a field's values (bare, quoted and icon names), as written.
fn names(card: &Card, field: &str) -> Vec<String> {
    let Some(field) = card.field(field) else {
        return Vec::new();
    };
    field
        .values
        .iter()
        .filter_map(|v| match &v.kind {
            ExprKind::Name { name } | ExprKind::Text { value: name } | ExprKind::Icon { name } => {
                Some(name.to_string())
            }
            ExprKind::Number { value } => Some(value.to_string()),
            _ => None,
        })
        .collect()
}

/// A field's first value, as text ("" when absent).
fn one(card: &Card, field: &str) -> String {
    names(card, field).into_iter().next().unwrap_or_default()
}

fn sorted_lower(values: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = values.into_iter().map(|v| v.to_lowercase()).collect();
    out.sort();
    out
}

/// The card file's skills: (name, level).
fn card_skills(card: &Card) -> Vec<(String, u32)> {
    let Some(field) = card.field("skills") else {
        return Vec::new();
    };
    field
        .values
        .iter()
        .filter_map(|v| match &v.kind {
            ExprKind::Name { name } | ExprKind::Text { value: name } => Some((name.to_string(), 1)),
            ExprKind::Multiplied { term, multiplier } => match &term.kind {
                ExprKind::Name { name } | ExprKind::Text { value: name } => {
                    Some((name.to_string(), multiplier.numerator))
                }
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// Each affiliation mode with its skills: (name, level).
type ModeSkills = Vec<(String, Vec<(String, u32)>)>;

/// A multi-affiliation personnel's skills box printed per affiliation ("Romulan: Tal Shiar,
/// Empathy, Treachery Federation: Empathy, Diplomacy, INTEGRITY +4, CUNNING -1"): each mode's
/// skills, in order, the attribute adjustments left out; `None` for a single box.
fn data_mode_skills(record: &Record, skills: &[&str]) -> Option<Result<ModeSkills, String>> {
    let modes: Vec<&str> = record["affiliation"].split('/').collect();
    let text = record["text"].replace(',', " ");
    let words: Vec<&str> = text.split_whitespace().collect();
    let header = |w: &str| modes.iter().position(|m| w == format!("{m}:"));
    let starts: Vec<(usize, usize)> = words
        .iter()
        .enumerate()
        .filter_map(|(i, w)| header(w).map(|m| (i, m)))
        .collect();
    if modes.len() < 2 || starts.is_empty() {
        return None;
    }
    let mut out = Vec::new();
    for (n, &(at, mode)) in starts.iter().enumerate() {
        let end = starts.get(n + 1).map_or(words.len(), |&(next, _)| next);
        let mut section: Vec<&str> = vec!["-"];
        let mut i = at + 1;
        while i < end {
            if matches!(words[i], "INTEGRITY" | "CUNNING" | "STRENGTH") {
                i += 2;
                continue;
            }
            section.push(words[i]);
            i += 1;
        }
        match data_skills(&section.join(" "), skills) {
            Ok(found) => out.push((modes[mode].to_string(), found)),
            Err(why) => return Some(Err(why)),
        }
    }
    Some(Ok(out))
}

/// The skills a card file gives each affiliation mode: its `static while
/// count(self.where(in_mode(MODE))) > 0 { gain_skill self with SKILL ... }` blocks, read from
/// the file's text.
fn card_mode_skills(text: &str) -> ModeSkills {
    let mut out = Vec::new();
    let mut current: Option<(String, Vec<(String, u32)>)> = None;
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("static while count(self.where(in_mode(") {
            let mode = rest.split(')').next().unwrap_or_default().to_string();
            current = Some((mode, Vec::new()));
        } else if line == "}" {
            out.extend(current.take());
        } else if let (Some((_, found)), Some(skill)) = (current.as_mut(), line.strip_prefix("gain_skill self with ")) {
            found.push((skill.trim_matches('"').to_string(), 1));
        }
    }
    out
}

/// The number a card's text gives its X ("X=8 However, ..."), if it gives one.
fn x_value(text: &str) -> Option<String> {
    let compact: String = text.chars().filter(|c| *c != ' ').collect();
    let rest = &compact[compact.find("X=")? + 2..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    (!digits.is_empty()).then_some(digits)
}

/// The differences between a card file and its data record, one line each.
fn differences(card: &Card, text: &str, record: &Record, skills: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut differ = |what: &str, file: String, data: String| {
        if file != data {
            out.push(format!("{what}: the file has {file:?}, the data {data:?}"));
        }
    };
    let kind = record["type"].to_lowercase().replace(' ', "_");
    differ("type", card.kind.name.to_string(), kind.clone());
    let (number, rarity) = match record["rarity_info"].split_once(' ') {
        Some((number, rarity)) => (number.to_string(), rarity.to_string()),
        None => (one(card, "number"), record["rarity_info"].clone()),
    };
    differ("number", one(card, "number"), number);
    differ("rarity", one(card, "rarity"), rarity);
    let flag = |name: &str| {
        card.members
            .iter()
            .any(|m| matches!(m, Member::Flag(f) if f.name == name))
    };
    // "Plays on table as a [Univ] time location": the card in play is universal.
    let universal = record["uniqueness"] == "univ" || record["text"].contains("as a [Univ]");
    differ("universal", flag("universal").to_string(), universal.to_string());
    // The Q-Continuum set's Q Events, Q Interrupts and Q Dilemmas are printed with the Q icon
    // (Glossary, "Q-Continuum side deck": the cards "identified by the Q-icon"); that set's
    // data gives it by their type, not in the icons column. Earlier Q cards (Premiere's
    // Anti-Time Anomaly) have no Q icon.
    let mut printed_icons = tokens(&record["icons"]);
    let q_card_of_the_set = record["set_folder"] == "Q_Continuum" && kind.starts_with("q_");
    if q_card_of_the_set && !printed_icons.iter().any(|i| i == "q") {
        printed_icons.push("q".to_string());
        printed_icons.sort();
    }
    differ(
        "icons",
        format!("{:?}", sorted_lower(names(card, "icons"))),
        format!("{printed_icons:?}"),
    );
    let attributes = match kind.as_str() {
        "personnel" => ["integrity", "cunning", "strength"],
        "ship" => ["range", "weapons", "shields"],
        _ => ["", "", ""],
    };
    let columns = ["integrity_or_range", "cunning_or_weapons", "strength_or_shields"];
    for (field, column) in attributes.iter().zip(columns) {
        if !field.is_empty() {
            // A box printed "X" that the game text sets ("X=8": Edo Vessel's SHIELDS) is written
            // as that number; `undefined` stands for an attribute printed as something other
            // than a number (Mortal Q's CUNNING "Q"; Glossary, undefined attribute).
            // A box printed "N+X" (Juliana Tainer's "7+X") is written as N, X being the
            // game text's.
            let printed = match record[column].as_str() {
                "X" => x_value(&record["text"]).unwrap_or_else(|| "X".to_string()),
                other => other.strip_suffix("+X").unwrap_or(other).to_string(),
            };
            let file = match one(card, field) {
                undefined if undefined == "undefined" && printed.parse::<i64>().is_err() => printed.clone(),
                other => other,
            };
            differ(field, file, printed);
        }
    }
    if kind == "facility" {
        differ("shields", one(card, "shields"), record["strength_or_shields"].clone());
    }
    if matches!(kind.as_str(), "personnel" | "ship" | "facility") {
        let affiliation = names(card, "affiliation").join("/");
        // The Neutral affiliation icon (Colony) is written Non-Aligned: the vocabulary has no
        // Neutral affiliation, and a neutral facility is open to every affiliation (GAPS.md,
        // "Neutral facilities").
        let printed = match record["affiliation"].as_str() {
            "Neutral" => "Non-Aligned".to_string(),
            other => other.to_string(),
        };
        differ("affiliation", affiliation, printed);
    }
    match kind.as_str() {
        "personnel" => {
            // A classification box printed "*" is chosen as the card reports (Soong-type
            // Android): the file prints none.
            let classification = match record["text"].split_whitespace().next().unwrap_or_default() {
                "*" => String::new(),
                printed => printed.to_string(),
            };
            differ("classification", one(card, "classification"), classification);
            match data_mode_skills(record, skills) {
                // A skills box per affiliation: the card's `skills` is empty and each mode's
                // skills are its `static while ... in_mode(MODE)` (M:473).
                Some(Ok(data)) => {
                    differ("skills", format!("{:?}", card_skills(card)), "[]".into());
                    differ(
                        "mode skills",
                        format!("{:?}", card_mode_skills(text)),
                        format!("{data:?}"),
                    );
                }
                Some(Err(why)) => differ("skills", "readable".into(), format!("unreadable: {why}")),
                None => match data_skills(&record["text"], skills) {
                    Ok(data) => differ("skills", format!("{:?}", card_skills(card)), format!("{data:?}")),
                    Err(why) => differ("skills", "readable".into(), format!("unreadable: {why}")),
                },
            }
        }
        "ship" => {
            differ("class", one(card, "class"), record["class"].clone());
            differ(
                "staffing",
                format!("{:?}", sorted_lower(names(card, "staffing"))),
                format!("{:?}", tokens(&record["staff"])),
            );
            let equipment: Vec<String> = record["text"]
                .split(['.', ','])
                .map(str::trim)
                .filter(|s| is_equipment_name(s))
                .map(str::to_string)
                .collect();
            differ(
                "special equipment",
                format!("{:?}", sorted_lower(names(card, "special_equipment"))),
                format!("{:?}", sorted_lower(equipment)),
            );
        }
        "facility" => differ("class", one(card, "class"), record["class"].clone()),
        "mission" => {
            let mission_kind = match record["mission_dilemma_type"].as_str() {
                "[P]" => "planet",
                "[S]" => "space",
                _ => "dual",
            };
            differ("kind", one(card, "kind"), mission_kind.into());
            // A span printed "X" that the text sets from a fixed part ("X = 3 + Number of
            // adjacent [Univ] locations": Space) is written as that part.
            let span = match record["span"].as_str() {
                "X" => x_value(&record["text"]).unwrap_or_else(|| "X".to_string()),
                other => other.to_string(),
            };
            differ("span", one(card, "span"), span);
            if let Some(points) = point_box(record) {
                differ("points", one(card, "points"), points);
            }
            differ("quadrant", one(card, "quadrant"), record["quadrant"].clone());
            differ("region", one(card, "region"), record["region"].clone());
            let attempted = sorted_lower(names(card, "attempted_by").iter().map(|a| a[..3].to_string()).collect());
            differ(
                "affiliation icons",
                format!("{attempted:?}"),
                format!("{:?}", tokens(&record["affiliation"])),
            );
        }
        "dilemma" | "artifact" if !record["mission_dilemma_type"].is_empty() => {
            let seeds = match record["mission_dilemma_type"].as_str() {
                "[P]" => "planet",
                "[S]" => "space",
                _ => "space_planet",
            };
            differ("seeds", one(card, "seeds"), seeds.into());
        }
        _ => {}
    }
    if matches!(kind.as_str(), "dilemma" | "interrupt") && !record["points"].is_empty() {
        if let Some(points) = point_box(record) {
            differ("points", one(card, "points"), points);
        }
    }
    out
}

/// The data's points when they are a point box the `points` field holds (a whole number, or
/// none); points that vary or are lost ("X", "4X", "-5", "5 or -5": The Higher... The Fewer,
/// Reunion, Punishment Zone) are the card's game text, scored by its abilities.
fn point_box(record: &Record) -> Option<String> {
    // A box printed "35*" is 35, its asterisk pointing at the game text (Impose Order).
    let points = record["points"].trim_end_matches('*');
    (points.is_empty() || points.parse::<u32>().is_ok()).then(|| points.to_string())
}

fn bundled() -> Pool {
    load(&[workspace_root().join("cards")], &StdlibSource::Embedded)
}

#[test]
fn every_card_file_matches_the_printed_data() {
    let pool = bundled();
    let data = Data::read();
    let skills: Vec<&str> = pool.symbols.vocabularies["skill"].keys().map(String::as_str).collect();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (file, card) in pool.cards() {
        let name = pool.sources.name(file);
        let title = &card.title.name;
        let set = one(card, "set");
        if set.is_empty() {
            let holding = data.holding(title);
            if !holding.is_empty() {
                problems.push(format!(
                    "{name}: {title} has no set, but the data of {holding:?} holds it"
                ));
            }
            continue;
        }
        let key = data.set_key(&set);
        let Some(record) = data.sets.get(&key).and_then(|cards| cards.get(title.as_str())) else {
            // The glossary's file holds only some cards of later sets; a set of its own lists
            // all its cards.
            if key != GLOSSARY_CARDS {
                problems.push(format!("{name}: {title} is not in the data of its set ({key})"));
            }
            continue;
        };
        checked += 1;
        for difference in differences(card, pool.sources.text(file), record, &skills) {
            problems.push(format!("{name}: {title}: {difference}"));
        }
    }
    assert!(
        problems.is_empty(),
        "{} differences:\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(checked >= 380, "only {checked} cards were checked against the data");
}

#[test]
fn the_skills_of_the_data_read_with_the_vocabulary() {
    let skills = ["Diplomacy", "Leadership", "Computer Skill", "ENGINEER"];
    assert_eq!(
        data_skills("OFFICER Diplomacy x 2 Computer Skill ENGINEER x2", &skills),
        Ok(vec![
            ("Diplomacy".into(), 2),
            ("Computer Skill".into(), 1),
            ("ENGINEER".into(), 2)
        ])
    );
    assert!(data_skills("OFFICER Basket Weaving", &skills).is_err());
    assert_eq!(
        data_skills("OFFICER Each time you score, score 1 more. Diplomacy x 2", &skills),
        Ok(vec![("Diplomacy".into(), 2)])
    );
}
