//! [`Cards`]: every card of a game, indexed by [`CardId`]: each card's state in shared chunks
//! ([`Chunked`], so a move after a snapshot copies one chunk), and beside them each card's
//! definition and owner in one flat list. Those two are fixed when the card is made and read
//! far more often than anything else of a card (every look at its definition), so they are
//! read from the flat list, one step from the state, not through the chunks.

use super::{CardState, Chunked, Shared, Written};
use crate::ids::{DefId, PlayerId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Index, IndexMut};

/// Every card of a game: their states, and their definitions and owners read apart. It reads,
/// compares, prints and serialises as the list of the cards' states.
#[derive(Clone, Default)]
pub struct Cards {
    /// Each card's definition and owner, as its state has them: the owner never changes, the
    /// definition only when a double-sided card turns to its other face ([`Cards::turn_to`]).
    fixed: Shared<Vec<(DefId, PlayerId)>>,
    /// Each card's state.
    states: Chunked<Shared<CardState>>,
    /// The cards (and places, marked by the state's moves) written to since a stamp: not
    /// compared, not saved.
    written: Written,
}

impl Cards {
    /// How many cards.
    #[inline]
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether there is none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// Adds a card at the end: its id is the number of cards before it.
    pub fn push(&mut self, card: Shared<CardState>) {
        self.written.card(self.states.len());
        self.fixed.push((card.def, card.owner));
        self.states.push(card);
    }

    /// Gives a card the definition of its other face (a double-sided card turned over, S:579),
    /// in its state and in the flat list alike.
    pub fn turn_to(&mut self, index: usize, def: DefId) {
        self.written.card(index);
        self.states[index].def = def;
        self.fixed[index].0 = def;
    }

    /// A card's definition, from the flat list.
    #[inline]
    pub fn def(&self, index: usize) -> DefId {
        self.fixed[index].0
    }

    /// A card's owner, from the flat list.
    #[inline]
    pub fn owner(&self, index: usize) -> PlayerId {
        self.fixed[index].1
    }

    /// What was written to since a stamp ([`Written`]).
    #[inline]
    pub fn written(&self) -> &Written {
        &self.written
    }

    /// What was written to since a stamp, to mark a place or count from a new stamp.
    #[inline]
    pub fn written_mut(&mut self) -> &mut Written {
        &mut self.written
    }

    /// The cards' states in the order of their ids.
    pub fn iter(&self) -> impl Iterator<Item = &Shared<CardState>> + '_ {
        self.states.iter()
    }

    /// Whether every card's definition and owner are those of the flat list (a card's state
    /// changed through `IndexMut` must keep them): the first card that does not, if any.
    pub fn check_fixed(&self) -> Result<(), String> {
        match self
            .iter()
            .zip(self.fixed.iter())
            .position(|(card, &fixed)| (card.def, card.owner) != fixed)
        {
            Some(index) => Err(format!("card {index} changed its definition or owner")),
            None => Ok(()),
        }
    }
}

impl Index<usize> for Cards {
    type Output = Shared<CardState>;

    #[inline]
    fn index(&self, index: usize) -> &Shared<CardState> {
        &self.states[index]
    }
}

impl IndexMut<usize> for Cards {
    /// A card's state, to change it (marked written); its definition and owner stay as they
    /// are.
    #[inline]
    fn index_mut(&mut self, index: usize) -> &mut Shared<CardState> {
        self.written.card(index);
        &mut self.states[index]
    }
}

impl PartialEq for Cards {
    fn eq(&self, other: &Self) -> bool {
        self.states == other.states
    }
}

impl Eq for Cards {}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.states.fmt(f)
    }
}

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.states.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let states = Vec::<Shared<CardState>>::deserialize(deserializer)?;
        let mut cards = Cards::default();
        for card in states {
            cards.push(card);
        }
        Ok(cards)
    }
}
