//! The cards in play, listed once while the places stay the same. A step's passes (the
//! orders list's moves, forbids, uses; the static layer) each ask for the cards in play, and
//! so does the next step when no card has moved: the game keeps the lists with the places
//! they were read from, and gives them again while the state's places are that very value. The memo holds a share of the places (`Shared`), so any change
//! to the state's places copies them first and no longer matches: a kept list is never stale.

use super::CardList;
use crate::ids::CardId;
use crate::state::Shared;
use std::cell::RefCell;

/// The state's places: the cards in each, in order.
type Zones = Shared<crate::state::Zones>;

/// A list of cards and the places it was read from.
type Kept = RefCell<Option<(Zones, Vec<CardId>)>>;

/// The cards in play with game text, shared, and those of them that are hidden agendas
/// (whose text does nothing while face down), read from these places.
type KeptWithText = RefCell<Option<(Zones, WithText)>>;

/// The cards in play with game text: the list handed out, and the hidden agendas in it.
#[derive(Clone, Default)]
pub(crate) struct WithText {
    /// The cards in play whose definition has game text, in order.
    pub(crate) cards: CardList,
    /// Those of them whose definition is a hidden agenda.
    pub(crate) hidden_agendas: Vec<CardId>,
}

/// The lists of cards in play a step has read: every card, and those with game text.
#[derive(Clone, Default)]
pub(crate) struct InPlayMemo {
    /// Every card in play.
    all: Kept,
    /// The cards in play whose definition has game text.
    with_text: KeptWithText,
}

impl InPlayMemo {
    /// Every card in play: the kept list if it was read from these places, else `read`'s.
    pub(crate) fn all(&self, zones: &Zones, read: impl FnOnce() -> Vec<CardId>) -> Vec<CardId> {
        kept_or_read(&self.all, zones, read)
    }

    /// The cards in play with game text: the kept list if it was read from these places,
    /// else `read`'s; shared, not copied.
    pub(crate) fn with_text(&self, zones: &Zones, read: impl FnOnce() -> WithText) -> WithText {
        if let Some((seen, kept)) = self.with_text.borrow().as_ref() {
            if Shared::same(seen, zones) {
                return kept.clone();
            }
        }
        let list = read();
        *self.with_text.borrow_mut() = Some((zones.clone(), list.clone()));
        list
    }
}

/// The list kept in `slot` if it was read from `zones` itself, else `read`'s, then kept.
fn kept_or_read(slot: &Kept, zones: &Zones, read: impl FnOnce() -> Vec<CardId>) -> Vec<CardId> {
    if let Some((seen, list)) = slot.borrow().as_ref() {
        if Shared::same(seen, zones) {
            return list.clone();
        }
    }
    let list = read();
    *slot.borrow_mut() = Some((zones.clone(), list.clone()));
    list
}
