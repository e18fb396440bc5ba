//! A list of cards handed out shared: the lists of cards in play a step keeps
//! (`in_play_memo.rs`) are given to every pass that asks, without a copy. It iterates by value
//! as a `Vec<CardId>` does, and reads as a slice.

use crate::ids::CardId;
use std::sync::Arc;

/// A shared, read-only list of cards.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardList(Arc<[CardId]>);

impl CardList {
    /// The cards, in order, as a vector of their own.
    pub fn to_vec(&self) -> Vec<CardId> {
        self.0.to_vec()
    }
}

impl From<Vec<CardId>> for CardList {
    fn from(cards: Vec<CardId>) -> Self {
        CardList(cards.into())
    }
}

impl std::ops::Deref for CardList {
    type Target = [CardId];

    fn deref(&self) -> &[CardId] {
        &self.0
    }
}

impl IntoIterator for CardList {
    type Item = CardId;
    type IntoIter = Cards;

    fn into_iter(self) -> Cards {
        Cards { list: self, next: 0 }
    }
}

/// The cards of a [`CardList`], by value, in order.
#[derive(Clone, Debug)]
pub struct Cards {
    list: CardList,
    next: usize,
}

impl Iterator for Cards {
    type Item = CardId;

    fn next(&mut self) -> Option<CardId> {
        let card = self.list.0.get(self.next).copied()?;
        self.next += 1;
        Some(card)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.list.0.len() - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Cards {}
