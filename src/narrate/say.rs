//! How the narration names things: a card as the options and the board name it, a location
//! by its mission, a group of cards, a card's owner, and the engine's `P1` as `player 1`.

use stccg_runtime::defs::CardPool;
use stccg_runtime::ids::{CardId, LocationId, PlayerId};
use stccg_runtime::state::GameState;

/// Names for the lines.
pub(super) struct Say<'a> {
    pub(super) state: &'a GameState,
    pub(super) pool: &'a CardPool,
}

impl Say<'_> {
    /// A card as the options and the board name it: `Title (#n)`.
    pub(super) fn card(&self, id: CardId) -> String {
        format!("{} (#{})", self.pool.def(self.state.card(id).def).title, id.0)
    }

    /// Cards named, comma separated.
    pub(super) fn cards(&self, ids: &[CardId]) -> String {
        if ids.is_empty() {
            return "no one".into();
        }
        ids.iter().map(|&c| self.card(c)).collect::<Vec<_>>().join(", ")
    }

    /// Whether a card is reported for duty rather than played (personnel, ships, equipment,
    /// facilities).
    pub(super) fn reports(&self, id: CardId) -> bool {
        let kind = &self.pool.def(self.state.card(id).def).kind;
        matches!(kind.as_str(), "personnel" | "ship" | "equipment" | "facility")
    }

    /// The card's owner.
    pub(super) fn owner(&self, id: CardId) -> PlayerId {
        self.state.card(id).owner
    }

    /// A location by its mission's title.
    pub(super) fn mission(&self, location: LocationId) -> String {
        if self.state.spaceline.contains(&location) {
            let mission = self.state.location(location).mission;
            self.pool.def(self.state.card(mission).def).title.clone()
        } else {
            "a location no longer on the spaceline".into()
        }
    }

    /// The engine's `P1`, `P2` in a reason as `player 1`, `player 2`.
    pub(super) fn players_named(&self, reason: &str) -> String {
        reason.replace("P1", "player 1").replace("P2", "player 2")
    }
}
