//! The locations where a player has cards in space or on a planet's surface, read from each
//! location's places (`GameState::presence`): the orders list's attempts and battles look only
//! at those locations.

use crate::ids::{LocationId, PlayerId};
use crate::kernel::Step;

/// Whether a player has a card in space or on the planet at each location, by location index.
pub(crate) struct Presence(Vec<bool>);

impl Presence {
    /// Where `player` has a card in space (ships, facilities, cards moving as ships) or on a
    /// planet's surface now.
    pub(crate) fn of(step: &Step<'_>, player: PlayerId) -> Presence {
        Presence(step.state.presence(player))
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
