//! The locations where a player has cards in space or on a planet's surface, found in one pass
//! over the places that hold cards: the orders list's attempts and battles look only at those
//! locations, not up each location's places in turn.

use crate::ids::LocationId;
use crate::kernel::Step;
use crate::state::Place;

/// Whether a player has a card in space or on the planet at each location, by location index.
pub(crate) struct Presence(Vec<bool>);

impl Presence {
    /// Where each player has a card in space (ships, facilities, cards moving as ships) or on
    /// a planet's surface now, by player index: one pass over the places for both, as the
    /// orders list reads the player's (attempts) and the opponent's (battles).
    pub(crate) fn of_both(step: &Step<'_>) -> [Presence; 2] {
        let mut present = [Vec::new(), Vec::new()];
        for (place, cards) in step.state.zones.iter() {
            let (location, side) = match *place {
                Place::AtLocation { location, player } | Place::Surface { location, player } => (location, player),
                _ => continue,
            };
            if cards.is_empty() {
                continue;
            }
            let present = &mut present[side.index()];
            if present.len() <= location.index() {
                present.resize(location.index() + 1, false);
            }
            present[location.index()] = true;
        }
        present.map(Presence)
    }

    /// Whether the player has a card there.
    pub(crate) fn at(&self, location: LocationId) -> bool {
        self.0.get(location.index()).copied().unwrap_or(false)
    }

    /// Whether the player has a card at no location.
    pub(crate) fn nowhere(&self) -> bool {
        !self.0.contains(&true)
    }
}
