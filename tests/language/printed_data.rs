//! Every card file's printed data against the set data in `data/` (a copy of the shared card
//! data): type, collector number and rarity, universality, icons, affiliation, classification
//! or class, attributes, skills, staffing, special equipment, points, and a mission's kind,
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
            ExprKind::Name { name } | ExprKind::Text { value: name } | ExprKind::Icon { name } => Some(name.clone()),
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
            ExprKind::Name { name } | ExprKind::Text { value: name } => Some((name.clone(), 1)),
            ExprKind::Multiplied { term, multiplier } => match &term.kind {
                ExprKind::Name { name } | ExprKind::Text { value: name } => Some((name.clone(), multiplier.numerator)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The differences between a card file and its data record, one line each.
fn differences(card: &Card, record: &Record, skills: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut differ = |what: &str, file: String, data: String| {
        if file != data {
            out.push(format!("{what}: the file has {file:?}, the data {data:?}"));
        }
    };
    let kind = record["type"].to_lowercase().replace(' ', "_");
    differ("type", card.kind.name.clone(), kind.clone());
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
    differ(
        "icons",
        format!("{:?}", sorted_lower(names(card, "icons"))),
        format!("{:?}", tokens(&record["icons"])),
    );
    let attributes = match kind.as_str() {
        "personnel" => ["integrity", "cunning", "strength"],
        "ship" => ["range", "weapons", "shields"],
        _ => ["", "", ""],
    };
    let columns = ["integrity_or_range", "cunning_or_weapons", "strength_or_shields"];
    for (field, column) in attributes.iter().zip(columns) {
        if !field.is_empty() {
            differ(field, one(card, field), record[column].clone());
        }
    }
    if kind == "facility" {
        differ("shields", one(card, "shields"), record["strength_or_shields"].clone());
    }
    if matches!(kind.as_str(), "personnel" | "ship" | "facility") {
        let affiliation = names(card, "affiliation").join("/");
        differ("affiliation", affiliation, record["affiliation"].clone());
    }
    match kind.as_str() {
        "personnel" => {
            let classification = record["text"].split_whitespace().next().unwrap_or_default().to_string();
            differ("classification", one(card, "classification"), classification);
            match data_skills(&record["text"], skills) {
                Ok(data) => differ("skills", format!("{:?}", card_skills(card)), format!("{data:?}")),
                Err(why) => differ("skills", "readable".into(), format!("unreadable: {why}")),
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
            differ("span", one(card, "span"), record["span"].clone());
            // A point box printed "35*" is 35, its asterisk pointing at the game text (Impose
            // Order); a box printed "X" is no number: the text scores it (Investigate Incursion).
            let points = record["points"].trim_end_matches('*');
            let points = if points == "X" {
                String::new()
            } else {
                points.to_string()
            };
            differ("points", one(card, "points"), points);
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
        differ("points", one(card, "points"), record["points"].clone());
    }
    out
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
        for difference in differences(card, record, &skills) {
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
