//! The engine's options read back as what they do. The engine names every card in an option
//! as `Title (#id)` (`Step::describe`) and begins each option with its verb ("report",
//! "move", "beam", "attempt", ...), so an option's verb and the ids it names say which order
//! or play it is; the agent acts only through the option's index.

use crate::ids::CardId;

/// One option of a decision: its verb, the cards it names in order, and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Choice<'a> {
    /// The first word ("report", "move", "beam", "attempt", "end", "pass", ...).
    pub(super) verb: &'a str,
    /// The cards named, in the order the label names them.
    pub(super) cards: Vec<CardId>,
    /// The whole label.
    pub(super) text: &'a str,
}

impl<'a> Choice<'a> {
    /// An option read from its label.
    pub(super) fn read(text: &'a str) -> Self {
        Choice {
            verb: text.split_whitespace().next().unwrap_or(""),
            cards: cards_named(text),
            text,
        }
    }

    /// The `n`th card named, if there is one.
    pub(super) fn card(&self, n: usize) -> Option<CardId> {
        self.cards.get(n).copied()
    }
}

/// Every `(#id)` in a label, in order.
fn cards_named(text: &str) -> Vec<CardId> {
    let mut cards = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("(#") {
        let after = &rest[start + 2..];
        let digits: &str = &after[..after.find(|c: char| !c.is_ascii_digit()).unwrap_or(after.len())];
        if after[digits.len()..].starts_with(')') {
            if let Ok(id) = digits.parse() {
                cards.push(CardId(id));
            }
        }
        rest = after;
    }
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_option_names_its_verb_and_cards_in_order() {
        let option = Choice::read("move U.S.S. Enterprise (#41) to Explore Black Cluster (#3) (RANGE 2)");
        assert_eq!(option.verb, "move");
        assert_eq!(option.cards, vec![CardId(41), CardId(3)]);
        assert_eq!(Choice::read("end orders").cards, Vec::new());
        assert_eq!(Choice::read("seed Q (#13) under X (#101)").card(1), Some(CardId(101)));
    }
}
