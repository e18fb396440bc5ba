//! Menus in two steps for the long decisions of the seed phases: instead of one option per
//! card and mission (137 options to seed dilemmas), first the mission to seed under (or the
//! mission card to place), then the card (or where it goes). A seed decision also gets "done
//! seeding", which passes now and at each of the player's later turns of that phase (S:189:
//! the phase ends when both players pass in a row).

use stccg_runtime::decision::Decision;

/// An entry of the first menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// An option of the decision, as the engine names it: its index.
    Option(usize, String),
    /// A group of options, chosen in a second menu: its label, and each option's index with
    /// the words that tell it from the others of the group.
    Group(String, Vec<(usize, String)>),
    /// Pass now and at each later turn of this seed phase: the index of `pass`.
    DoneSeeding(usize),
}

impl Entry {
    /// The entry as the menu lists it.
    pub fn label(&self) -> String {
        match self {
            Entry::Option(_, text) => text.clone(),
            Entry::Group(label, options) => format!("{label} ({} choices)", options.len()),
            Entry::DoneSeeding(_) => "done seeding (pass now and for the rest of this phase)".into(),
        }
    }
}

/// How few options a decision needs before it is grouped.
const GROUPED_FROM: usize = 9;

/// The first menu of a decision, or `None` when it is short enough to show whole.
pub fn menu(decision: &Decision) -> Option<Vec<Entry>> {
    let seeding = decision.prompt.starts_with("seed");
    let pass = decision.options.iter().position(|o| o == "pass");
    if decision.options.len() < GROUPED_FROM {
        // A short seed decision still gets "done seeding".
        return match (seeding, pass) {
            (true, Some(pass)) => {
                let mut entries: Vec<Entry> = decision
                    .options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| Entry::Option(i, o.clone()))
                    .collect();
                entries.push(Entry::DoneSeeding(pass));
                Some(entries)
            }
            _ => None,
        };
    }
    let mut entries: Vec<Entry> = Vec::new();
    for (index, option) in decision.options.iter().enumerate() {
        match group_of(option) {
            Some((label, item)) => match entries
                .iter_mut()
                .find(|e| matches!(e, Entry::Group(l, _) if *l == label))
            {
                Some(Entry::Group(_, items)) => items.push((index, item)),
                _ => entries.push(Entry::Group(label, vec![(index, item)])),
            },
            None => entries.push(Entry::Option(index, option.clone())),
        }
    }
    // A group of one is an option like the others.
    let entries: Vec<Entry> = entries
        .into_iter()
        .map(|entry| match entry {
            Entry::Group(_, items) if items.len() == 1 => {
                Entry::Option(items[0].0, decision.options[items[0].0].clone())
            }
            other => other,
        })
        .collect();
    let mut entries = entries;
    if let (true, Some(pass)) = (seeding, pass) {
        entries.push(Entry::DoneSeeding(pass));
    }
    (entries.len() < decision.options.len()).then_some(entries)
}

/// The group of an option and the words that tell it from the others of its group:
/// `seed Archer (#3) under Avert Disaster (#1)` → (`seed under Avert Disaster (#1)`,
/// `seed Archer (#3)`); `place Avert Disaster (#1) at the left end` → (`place Avert
/// Disaster (#1)`, `at the left end`); `seed Outpost (#5) at Avert Disaster (#1)` → (`seed at
/// Avert Disaster (#1)`, `seed Outpost (#5)`).
fn group_of(option: &str) -> Option<(String, String)> {
    if let Some(rest) = option.strip_prefix("seed ") {
        for word in [" under ", " at "] {
            if let Some((card, mission)) = rest.split_once(word) {
                return Some((format!("seed{word}{mission}"), format!("seed {card}")));
            }
        }
        return None;
    }
    let rest = option.strip_prefix("place ")?;
    for word in [" at the left end", " at the right end", " between "] {
        if let Some(at) = rest.find(word) {
            let (card, place) = rest.split_at(at);
            return Some((format!("place {card}"), place.trim_start().to_string()));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use stccg_runtime::ids::PlayerId;

    #[test]
    fn seeding_options_group_by_mission_with_done_seeding() {
        let mut options = vec!["pass".to_string()];
        for card in ["Archer (#3)", "Cytherians (#4)", "Q-Net (#5)"] {
            for mission in ["Avert Disaster (#1)", "Survey Mission (#2)", "Plunder Site (#6)"] {
                options.push(format!("seed {card} under {mission}"));
            }
        }
        let decision = Decision {
            player: PlayerId(0),
            prompt: "seed a dilemma or artifact, or pass".into(),
            options,
        };
        let entries = menu(&decision).expect("ten options are grouped");
        assert_eq!(entries.len(), 5, "{entries:?}");
        assert_eq!(entries[0], Entry::Option(0, "pass".into()));
        assert_eq!(
            entries[1],
            Entry::Group(
                "seed under Avert Disaster (#1)".into(),
                vec![
                    (1, "seed Archer (#3)".into()),
                    (4, "seed Cytherians (#4)".into()),
                    (7, "seed Q-Net (#5)".into())
                ]
            )
        );
        assert_eq!(entries[4], Entry::DoneSeeding(0));
    }

    #[test]
    fn a_short_decision_that_is_no_seeding_is_shown_whole() {
        let decision = Decision {
            player: PlayerId(0),
            prompt: "choose".into(),
            options: vec!["a".into(), "b".into()],
        };
        assert_eq!(menu(&decision), None);
    }
}
