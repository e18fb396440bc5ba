//! Facts about the whole pool that several rules need, gathered once per lint run so that a
//! rule looking across the pool stays linear in its size: the cards by title, and the first
//! card of each collector number.

use super::walk::{name_field, number_field};
use crate::ast::Card;
use crate::load::Pool;
use crate::source::FileId;
use std::collections::HashMap;

/// The pool's cards indexed for the rules.
pub struct PoolFacts<'a> {
    /// The first card of each title.
    by_title: HashMap<&'a str, &'a Card>,
    /// The first card (file, start) of each set and collector number.
    first_of_number: HashMap<(&'a str, i64), (FileId, usize, &'a str)>,
}

impl<'a> PoolFacts<'a> {
    /// Indexes the cards of `pool`.
    pub fn gather(pool: &'a Pool) -> Self {
        let mut facts = PoolFacts {
            by_title: HashMap::new(),
            first_of_number: HashMap::new(),
        };
        for (file, card) in pool.cards() {
            facts.by_title.entry(card.title.name.as_str()).or_insert(card);
            if let (Some(set), Some((number, _))) = (name_field(card, "set"), number_field(card, "number")) {
                facts
                    .first_of_number
                    .entry((set, number))
                    .or_insert((file, card.span.start, card.title.name.as_str()));
            }
        }
        facts
    }

    /// The card with this title.
    pub fn card(&self, title: &str) -> Option<&'a Card> {
        self.by_title.get(title).copied()
    }

    /// The title of the first card with this set and number, if it is another card than the
    /// one in `file` at `start`.
    pub fn earlier_with_number(&self, set: &str, number: i64, file: FileId, start: usize) -> Option<&'a str> {
        self.first_of_number
            .get(&(set, number))
            .filter(|(f, s, _)| (*f, *s) != (file, start))
            .map(|(_, _, title)| *title)
    }
}
