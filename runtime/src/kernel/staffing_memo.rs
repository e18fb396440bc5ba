//! Whether each ship was staffed (S:345-351), kept with what the answer was read from: the
//! orders list asks it of every ship at every decision, and between two decisions most ships'
//! crews are as they were. An answer reads the ship's state, the cards aboard it (their
//! states and the list of them), the lasting effects and the static layer in force, and
//! nothing else; it is given again while each of those is the same (the same shared value, or
//! an equal one), else read afresh. Debug builds read it afresh at every hit and assert that
//! the kept one is the same.

use crate::ids::CardId;
use crate::state::{CardState, GameState, Lastings, Place, Shared, StaticLayer};
use std::cell::RefCell;

/// The staffing answers kept, by ship.
#[derive(Clone, Default)]
pub(crate) struct StaffingMemo {
    kept: RefCell<Vec<Option<Kept>>>,
}

/// One ship's answer, and what it was read from.
#[derive(Clone)]
struct Kept {
    /// The ship's state.
    ship: Shared<CardState>,
    /// The list of cards aboard it (none when no card was aboard).
    aboard: Option<Shared<Vec<CardId>>>,
    /// The state of each card aboard, in the list's order.
    crew: Vec<Shared<CardState>>,
    /// The lasting effects.
    lasting: Shared<Lastings>,
    /// The static layer in force.
    layer: Shared<StaticLayer>,
    /// Whether the ship was staffed.
    staffed: bool,
}

impl Kept {
    /// What an answer about `ship` reads in `state`, with the answer.
    fn of(state: &GameState, ship: CardId, staffed: bool) -> Kept {
        let aboard = state.zones.get(&Place::Aboard { card: ship }).cloned();
        let crew = aboard
            .as_deref()
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|card| state.cards[card.index()].clone())
            .collect();
        Kept {
            ship: state.cards[ship.index()].clone(),
            aboard,
            crew,
            lasting: state.lasting.clone(),
            layer: state.statics.clone(),
            staffed,
        }
    }

    /// Whether everything the answer read about `ship` is the same in `state`.
    fn holds_in(&self, state: &GameState, ship: CardId) -> bool {
        let aboard_now = state.zones.get(&Place::Aboard { card: ship });
        let aboard_same = match (&self.aboard, aboard_now) {
            (Some(then), Some(now)) => then == now,
            (then, now) => then.as_deref().is_none_or(Vec::is_empty) && now.is_none_or(|now| now.is_empty()),
        };
        aboard_same
            && self.ship == state.cards[ship.index()]
            && self
                .crew
                .iter()
                .zip(aboard_now.map_or(&[][..], |now| now.as_slice()))
                .all(|(then, card)| *then == state.cards[card.index()])
            && self.lasting == state.lasting
            && self.layer == state.statics
    }
}

impl StaffingMemo {
    /// Whether `ship` is staffed in `state`: the kept answer if what it read is the same,
    /// else `read`'s, then kept.
    pub(crate) fn staffed(&self, state: &GameState, ship: CardId, read: impl Fn() -> bool) -> bool {
        let kept = self
            .kept
            .borrow()
            .get(ship.index())
            .and_then(Option::as_ref)
            .filter(|kept| kept.holds_in(state, ship))
            .map(|kept| kept.staffed);
        if let Some(staffed) = kept {
            debug_assert_eq!(staffed, read(), "a kept staffing answer is stale");
            return staffed;
        }
        let staffed = read();
        let mut all = self.kept.borrow_mut();
        if all.len() <= ship.index() {
            all.resize(ship.index() + 1, None);
        }
        all[ship.index()] = Some(Kept::of(state, ship, staffed));
        staffed
    }
}
