//! The cards in play, listed once while the places stay the same. A step's passes (the
//! orders list's moves, forbids, uses; the static layer) each ask for the cards in play, and
//! so does the next step when no card has moved: the game keeps the lists with the places
//! they were read from, and gives them again while the state's places are that very value. The memo holds a share of the places (`Shared`), so any change
//! to the state's places copies them first and no longer matches: a kept list is never stale.

use crate::ids::CardId;
use crate::state::Shared;
use std::cell::RefCell;

/// The state's places: the cards in each, in order.
type Zones = Shared<crate::state::Zones>;

/// A list of cards and the places it was read from.
type Kept = RefCell<Option<(Zones, Vec<CardId>)>>;

/// The lists of cards in play a step has read: every card, and those with game text.
#[derive(Clone, Default)]
pub(crate) struct InPlayMemo {
    /// Every card in play.
    all: Kept,
    /// The cards in play whose definition has game text.
    with_text: Kept,
}

impl InPlayMemo {
    /// Every card in play: the kept list if it was read from these places, else `read`'s.
    pub(crate) fn all(&self, zones: &Zones, read: impl FnOnce() -> Vec<CardId>) -> Vec<CardId> {
        kept_or_read(&self.all, zones, read)
    }

    /// The cards in play with game text: the kept list if it was read from these places,
    /// else `read`'s.
    pub(crate) fn with_text(&self, zones: &Zones, read: impl FnOnce() -> Vec<CardId>) -> Vec<CardId> {
        kept_or_read(&self.with_text, zones, read)
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
