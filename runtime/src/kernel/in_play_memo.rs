//! The cards in play, listed once while they stay the same. A step's passes (the orders
//! list's moves, forbids, uses; the static layer) each ask for the cards in play, and so does
//! the next step when no card has moved: the game keeps the lists with what they were read
//! from, and gives them again while the state's places are that very value (the memo holds a
//! share of the places, `Shared`, so any change to them copies them first and no longer
//! matches), or while the state's [`InPlayStamp`] is the one they were read under: a move that
//! keeps every card in or out of play as it was (a beam, a draw, a discard from hand) keeps
//! the stamp, and the lists with it. A kept list is never stale; debug builds read the list
//! again at each hit by stamp and assert that it is the one kept.

use super::CardList;
use crate::ids::CardId;
use crate::state::{InPlayStamp, Shared};
use std::cell::RefCell;

/// The state's places: the cards in each, in order.
type Zones = Shared<crate::state::Zones>;

/// What a kept list was read from: the places, and the stamp of the cards in play.
#[derive(Clone)]
pub(crate) struct ReadFrom {
    zones: Zones,
    stamp: InPlayStamp,
}

impl ReadFrom {
    /// The places and stamp of a state.
    pub(crate) fn of(state: &crate::state::GameState) -> Self {
        ReadFrom {
            zones: state.zones.clone(),
            stamp: state.in_play_stamp,
        }
    }

    /// Whether a list read from `self` is the list of a state whose places and stamp are
    /// `now`'s, without being read again.
    fn holds_for(&self, now: &ReadFrom) -> Hit {
        if Shared::same(&self.zones, &now.zones) {
            Hit::SamePlaces
        } else if self.stamp.same_cards(now.stamp) {
            Hit::SameStamp
        } else {
            Hit::Miss
        }
    }
}

/// How a kept list was found to hold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hit {
    SamePlaces,
    SameStamp,
    Miss,
}

/// A list of cards and what it was read from.
type Kept = RefCell<Option<(ReadFrom, Vec<CardId>)>>;

/// The cards in play with game text, shared, and those of them that are hidden agendas
/// (whose text does nothing while face down), and what they were read from.
type KeptWithText = RefCell<Option<(ReadFrom, WithText)>>;

/// The cards in play with game text: the list handed out, and the hidden agendas in it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct WithText {
    /// The cards in play whose definition has game text, in order.
    pub(crate) cards: CardList,
    /// Those of them whose definition is a hidden agenda.
    pub(crate) hidden_agendas: Vec<CardId>,
}

/// The lists of cards in play a step has read: every card, and those with game text; and the
/// game's cards whose text works from anywhere, and whether one has an action taken from
/// its discard pile; and the ships' staffing answers.
#[derive(Clone, Default)]
pub(crate) struct InPlayMemo {
    /// Every card in play.
    all: Kept,
    /// The cards in play whose definition has game text.
    with_text: KeptWithText,
    /// The game's cards whose definition has a trigger `from anywhere`, with the number of
    /// the game's cards they were read from. Cards are only ever added to a game (its setup,
    /// a scenario's board) and a card keeps its definition or turns to its other face, which
    /// the list counts too, so the list holds while that number is the same, wherever the
    /// cards move.
    remote_triggers: RefCell<Option<(usize, Vec<CardId>)>>,
    /// Whether one of the game's cards has an action taken from its discard pile, with the
    /// number of the game's cards it was read from (kept as `remote_triggers` is).
    pile_actions: std::cell::Cell<Option<(usize, bool)>>,
    /// Whether each ship was staffed, kept with what the answer read (the orders list's
    /// moves ask it of every ship at every decision).
    pub(crate) staffing: super::staffing_memo::StaffingMemo,
    /// The game's cards whose definition may answer a response window from play, kept as
    /// `remote_triggers` is.
    answerers: RefCell<Option<(usize, CardList)>>,
    /// For each card type asked, the game's cards that may be of it, kept as
    /// `remote_triggers` is.
    of_card_type: RefCell<Vec<(crate::defs::NameId, usize, Vec<CardId>)>>,
    /// For each kind of definition asked, the game's cards (either face) of that kind, kept
    /// as `remote_triggers` is.
    by_definition: RefCell<Vec<(GameCards, usize, CardList)>>,
    /// The game's cards that may answer some response window, with what each may answer
    /// (`rules::timing::window_answers`), kept as `remote_triggers` is.
    pub(crate) window_answerers: super::GameAnswerers,
}

/// A kind of definition the orders list looks for among the game's cards, rather than among
/// every card in play at each list: what a card of it may do is told by its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GameCards {
    /// Multi-affiliation personnel, ships and facilities, which may change their mode
    /// (M:475).
    MultiAffiliation,
}

impl InPlayMemo {
    /// Every card in play: the kept list if it holds for `now`, else `read`'s.
    pub(crate) fn all(&self, now: ReadFrom, read: impl Fn() -> Vec<CardId>) -> Vec<CardId> {
        kept_or_read(&self.all, now, read)
    }

    /// The cards in play with game text: the kept list if it holds for `now`, else
    /// `read`'s; shared, not copied.
    pub(crate) fn with_text(&self, now: ReadFrom, read: impl Fn() -> WithText) -> WithText {
        kept_or_read(&self.with_text, now, read)
    }

    /// The game's cards with a trigger `from anywhere`, of a game of `cards` cards: the kept
    /// list if it was read from as many cards, else `read`'s. Debug builds read it again and
    /// assert that the kept one is the same.
    pub(crate) fn with_remote_triggers(&self, cards: usize, read: impl Fn() -> Vec<CardId>) -> Vec<CardId> {
        kept_for_game(&self.remote_triggers, cards, read)
    }

    /// Whether one of the game's cards, a game of `cards` cards, has an action taken from its
    /// discard pile: the kept answer if it was read from as many cards, else `read`'s. Debug
    /// builds read it again and assert that the kept one is the same.
    pub(crate) fn with_pile_actions(&self, cards: usize, read: impl Fn() -> bool) -> bool {
        if let Some((_, kept)) = self.pile_actions.get().filter(|(n, _)| *n == cards) {
            debug_assert_eq!(kept, read(), "the kept answer for actions from a discard pile is stale");
            return kept;
        }
        let any = read();
        self.pile_actions.set(Some((cards, any)));
        any
    }

    /// The game's cards that may answer a response window from play, kept as
    /// [`InPlayMemo::with_remote_triggers`].
    /// Shared, not copied.
    pub(crate) fn with_answerers(&self, cards: usize, read: impl Fn() -> Vec<CardId>) -> CardList {
        if let Some((_, kept)) = self.answerers.borrow().as_ref().filter(|(n, _)| *n == cards) {
            debug_assert_eq!(
                kept.to_vec(),
                read(),
                "the kept list of the cards that may answer is stale"
            );
            return kept.clone();
        }
        let list: CardList = read().into();
        *self.answerers.borrow_mut() = Some((cards, list.clone()));
        list
    }

    /// The game's cards that may be of card type `kind`, kept as
    /// [`InPlayMemo::with_remote_triggers`] for each type asked.
    pub(crate) fn of_card_type(
        &self,
        kind: crate::defs::NameId,
        cards: usize,
        read: impl Fn() -> Vec<CardId>,
    ) -> Vec<CardId> {
        kept_by_key(&self.of_card_type, kind, cards, read)
    }

    /// The game's cards of the kind of definition `kind`, of a game of `cards` cards, kept as
    /// [`InPlayMemo::with_remote_triggers`] for each kind asked; shared, not copied.
    pub(crate) fn game_cards(&self, kind: GameCards, cards: usize, read: impl Fn() -> Vec<CardId>) -> CardList {
        kept_by_key(&self.by_definition, kind, cards, read)
    }
}

/// The list kept in `slots` under `key` if it was read from a game of as many cards, else
/// `read`'s, then kept under `key` in place of any older one. Debug builds read it again and
/// assert that the kept one is the same.
fn kept_by_key<K, L>(slots: &RefCell<Vec<(K, usize, L)>>, key: K, cards: usize, read: impl Fn() -> Vec<CardId>) -> L
where
    K: PartialEq + Copy,
    L: Clone + From<Vec<CardId>> + std::ops::Deref<Target = [CardId]>,
{
    let kept = slots
        .borrow()
        .iter()
        .find(|(k, n, _)| *k == key && *n == cards)
        .map(|(_, _, list)| list.clone());
    if let Some(kept) = kept {
        debug_assert_eq!(&*kept, &read()[..], "a kept list of the game's cards by key is stale");
        return kept;
    }
    let list = L::from(read());
    let mut slots = slots.borrow_mut();
    slots.retain(|(k, _, _)| *k != key);
    slots.push((key, cards, list.clone()));
    list
}

/// A list of the game's cards kept in `slot` if it was read from a game of as many cards, else
/// `read`'s, then kept. Debug builds read it again and assert that the kept one is the same.
fn kept_for_game(
    slot: &RefCell<Option<(usize, Vec<CardId>)>>,
    cards: usize,
    read: impl Fn() -> Vec<CardId>,
) -> Vec<CardId> {
    if let Some((_, kept)) = slot.borrow().as_ref().filter(|(n, _)| *n == cards) {
        debug_assert_eq!(*kept, read(), "a kept list of the game's cards is stale");
        return kept.clone();
    }
    let list = read();
    *slot.borrow_mut() = Some((cards, list.clone()));
    list
}

/// The list kept in `slot` if it holds for `now`, else `read`'s, then kept with `now`.
fn kept_or_read<T: Clone + PartialEq + std::fmt::Debug>(
    slot: &RefCell<Option<(ReadFrom, T)>>,
    now: ReadFrom,
    read: impl Fn() -> T,
) -> T {
    let hit = match slot.borrow().as_ref() {
        Some((seen, list)) => match seen.holds_for(&now) {
            Hit::Miss => None,
            hit => Some((hit, list.clone())),
        },
        None => None,
    };
    match hit {
        Some((Hit::SamePlaces, list)) => list,
        Some((_, list)) => {
            // Kept by stamp: the places changed, the cards in play did not.
            debug_assert_eq!(list, read(), "a list of the cards in play kept by stamp is stale");
            // Kept with these places now, so the next reads from them hit by sharing.
            *slot.borrow_mut() = Some((now, list.clone()));
            list
        }
        None => {
            let list = read();
            *slot.borrow_mut() = Some((now, list.clone()));
            list
        }
    }
}
