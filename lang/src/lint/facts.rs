//! Facts about the whole pool that several rules need, gathered once per lint run so that a
//! rule looking across the pool stays linear in its size: the cards by title, and the first
//! card of each collector number, what the personnel of each affiliation list bring.

use super::crews::Crews;
use super::walk::{name_field, number_field};
use crate::ast::Card;
use crate::errata::Applied;
use crate::load::Pool;
use crate::source::FileId;
use std::collections::HashMap;

/// The pool's cards indexed for the rules.
pub struct PoolFacts<'a> {
    /// The first card of each title.
    by_title: HashMap<&'a str, &'a Card>,
    /// The first card (file, start) of each set and collector number.
    first_of_number: HashMap<(&'a str, i64), (FileId, usize, &'a str)>,
    /// The personnel, summed by affiliation list.
    pub(crate) crews: Crews<'a>,
    /// The errata applied to the cards of each file, oldest first.
    errata_of_file: HashMap<FileId, Vec<&'a Applied>>,
}

impl<'a> PoolFacts<'a> {
    /// Indexes the cards of `pool`.
    pub fn gather(pool: &'a Pool) -> Self {
        let mut facts = PoolFacts {
            by_title: HashMap::new(),
            first_of_number: HashMap::new(),
            crews: Crews::gather(pool),
            errata_of_file: HashMap::new(),
        };
        for applied in &pool.applied_errata {
            facts.errata_of_file.entry(applied.card_file).or_default().push(applied);
        }
        for (file, card) in pool.cards() {
            facts.by_title.entry(card.title.name.as_str()).or_insert(card);
            if let (Some(set), Some((number, _))) = (name_field(card, "set"), number_field(card, "number")) {
                facts.first_of_number.entry((set, number)).or_insert((
                    file,
                    card.span.start(),
                    card.title.name.as_str(),
                ));
            }
        }
        facts
    }

    /// The errata applied to `card` of `file`, oldest first.
    pub fn errata_of(&self, file: FileId, card: &Card) -> Vec<&'a Applied> {
        self.errata_of_file
            .get(&file)
            .map(|applied| {
                applied
                    .iter()
                    .copied()
                    .filter(|a| a.after.title.name == card.title.name)
                    .collect()
            })
            .unwrap_or_default()
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
