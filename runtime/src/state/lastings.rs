//! [`Lastings`]: the list of lasting effects, with a mark of the cards some effect is on and
//! of the kinds of effect it holds. The rules ask of a card whether it is stopped or lost a
//! feature many times a step, and most cards have no lasting effect at all, most games no
//! effect of most kinds: the marks answer those without a walk over the list. Each mark is
//! read from the list when first asked and forgotten whenever the list is changed (every
//! change goes through `DerefMut`), so it is never stale.

use super::{Lasting, LastingKinds, Subject};
use crate::ids::CardId;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::OnceLock;

/// The lasting effects of a game, in the order they were made. It reads, compares, prints
/// and serialises as the list.
#[derive(Clone, Default)]
pub struct Lastings {
    /// The effects.
    list: Vec<Lasting>,
    /// A bit per card id, set for the cards some effect of the list is on; read when first
    /// asked after a change.
    on_cards: OnceLock<Vec<u64>>,
    /// The kinds of effect the list holds; read when first asked after a change.
    kinds: OnceLock<LastingKinds>,
}

impl Lastings {
    /// The kinds of lasting effect the list holds (in force or not): a kind it does not hold
    /// need not be looked for.
    #[inline]
    pub fn kinds(&self) -> LastingKinds {
        *self.kinds.get_or_init(|| LastingKinds::of(&self.list))
    }

    /// Whether some lasting effect of the list (in force or not) is on the card: when not, no
    /// effect on it need be looked for.
    #[inline]
    pub fn may_be_on(&self, card: CardId) -> bool {
        let marks = self.on_cards.get_or_init(|| {
            let mut marks = Vec::new();
            for lasting in &self.list {
                if let Subject::Card(card) = lasting.subject {
                    let word = card.index() / 64;
                    if marks.len() <= word {
                        marks.resize(word + 1, 0u64);
                    }
                    marks[word] |= 1 << (card.index() % 64);
                }
            }
            marks
        });
        marks
            .get(card.index() / 64)
            .is_some_and(|word| word & (1 << (card.index() % 64)) != 0)
    }
}

/// Whether there is no lasting effect (serde's `skip_serializing_if` takes a path to a
/// function).
pub(super) fn none(lastings: &super::Shared<Lastings>) -> bool {
    lastings.is_empty()
}

impl From<Vec<Lasting>> for Lastings {
    fn from(list: Vec<Lasting>) -> Self {
        Lastings {
            list,
            on_cards: OnceLock::new(),
            kinds: OnceLock::new(),
        }
    }
}

impl Deref for Lastings {
    type Target = Vec<Lasting>;

    #[inline]
    fn deref(&self) -> &Vec<Lasting> {
        &self.list
    }
}

impl DerefMut for Lastings {
    /// The list, to change it: the mark of the cards is read again when next asked.
    fn deref_mut(&mut self) -> &mut Vec<Lasting> {
        self.on_cards = OnceLock::new();
        self.kinds = OnceLock::new();
        &mut self.list
    }
}

impl<'a> IntoIterator for &'a Lastings {
    type Item = &'a Lasting;
    type IntoIter = std::slice::Iter<'a, Lasting>;

    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

impl<'a> IntoIterator for &'a super::Shared<Lastings> {
    type Item = &'a Lasting;
    type IntoIter = std::slice::Iter<'a, Lasting>;

    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

impl PartialEq for Lastings {
    fn eq(&self, other: &Self) -> bool {
        self.list == other.list
    }
}

impl Eq for Lastings {}

impl fmt::Debug for Lastings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.list.fmt(f)
    }
}

impl Serialize for Lastings {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.list.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Lastings {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<Lasting>::deserialize(deserializer).map(Lastings::from)
    }
}

#[cfg(test)]
mod tests {
    use super::Lastings;
    use crate::ids::CardId;
    use crate::state::{Lasting, LastingEffect, Subject, Until};

    fn stopped(card: u32) -> Lasting {
        Lasting {
            effect: LastingEffect::Stopped,
            subject: Subject::Card(CardId(card)),
            source: None,
            until: Until::RestOfGame,
        }
    }

    #[test]
    fn the_mark_follows_every_change_of_the_list() {
        let mut lastings = Lastings::from(vec![stopped(3)]);
        assert!(lastings.may_be_on(CardId(3)));
        assert!(!lastings.may_be_on(CardId(70)));
        lastings.push(stopped(70));
        assert!(lastings.may_be_on(CardId(70)));
        lastings.retain(|l| l.subject != Subject::Card(CardId(3)));
        assert!(!lastings.may_be_on(CardId(3)));
        assert!(lastings.may_be_on(CardId(70)));
    }
}
