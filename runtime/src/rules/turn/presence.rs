//! The locations where a player has cards in space or on a planet's surface, found in one pass
//! over the places that hold cards: the orders list's attempts and battles look only at those
//! locations, not up each location's places in turn.

use crate::ids::{LocationId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// Whether a player has a card in space or on the planet at each location, by location index.
pub(crate) struct Presence(Vec<bool>);

impl Presence {
    /// Where `player` has a card in space (ships, facilities, cards moving as ships) or on a
    /// planet's surface now.
    pub(crate) fn of(step: &Step<'_>, player: PlayerId) -> Presence {
        let mut present = Vec::new();
        for (place, cards) in step.state.zones.iter() {
            let location = match *place {
                Place::AtLocation { location, player: side } | Place::Surface { location, player: side }
                    if side == player =>
                {
                    location
                }
                _ => continue,
            };
            if cards.is_empty() {
                continue;
            }
            if present.len() <= location.index() {
                present.resize(location.index() + 1, false);
            }
            present[location.index()] = true;
        }
        Presence(present)
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
