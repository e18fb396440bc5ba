//! The titles of the printed cards the project knows of: the set data of `data/` (each set's
//! `cards.json` and `glossary-cards.json`), built into the binary. A card may refer to a title
//! printed in a set but not scripted yet: that is a warning (lint rule L024,
//! `unscripted-card`), not the error `pool::unknown-card` of a title no set prints.

use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The set data files, as built in.
const FILES: &[&str] = &[
    include_str!("../../data/premiere/cards.json"),
    include_str!("../../data/alternate-universe/cards.json"),
    include_str!("../../data/q-continuum/cards.json"),
    include_str!("../../data/official-tournament-sealed-deck/cards.json"),
    include_str!("../../data/introductory-two-player-game/cards.json"),
    include_str!("../../data/glossary-cards.json"),
];

/// A card record of the set data, of which only the title is read.
#[derive(serde::Deserialize)]
struct Titled {
    name: Option<String>,
}

/// Every title of the set data.
pub fn printed_titles() -> &'static BTreeSet<String> {
    static TITLES: OnceLock<BTreeSet<String>> = OnceLock::new();
    TITLES.get_or_init(|| {
        let mut titles = BTreeSet::new();
        for text in FILES {
            // Only the titles are read: the other fields of a record are skipped, not built.
            let cards: Vec<Titled> = serde_json::from_str(text).unwrap_or_default();
            titles.extend(cards.into_iter().filter_map(|card| card.name));
        }
        titles
    })
}

/// The set data files, as built in: each a JSON list of card records.
pub(crate) fn data_files() -> &'static [&'static str] {
    FILES
}

/// Whether a set of the data prints a card of this title.
pub fn is_printed_title(title: &str) -> bool {
    printed_titles().contains(title)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_data_holds_the_sets() {
        // data/README.md: Premiere 363 cards, Alternate Universe 122, Q-Continuum 121, ...
        assert!(printed_titles().len() > 600, "{}", printed_titles().len());
        assert!(is_printed_title("Interphasic Plasma Creatures"));
        assert!(is_printed_title("Brain Drain"));
        assert!(!is_printed_title("Brain Drian"));
    }
}
