//! Identifiers of players, cards and card definitions.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two players: 0 is the starting player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// Both players, starting player first.
    pub const BOTH: [PlayerId; 2] = [PlayerId(0), PlayerId(1)];

    /// The other player.
    pub fn other(self) -> PlayerId {
        PlayerId(1 - self.0)
    }

    /// The index into per-player arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 + 1)
    }
}

/// A physical card in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u32);

impl CardId {
    /// The index into the game's card table.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A card definition in the pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DefId(pub u32);

impl DefId {
    /// The index into the pool's definitions.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A location, by a stable id: its index in the game's store of locations, given when it is
/// created and never changed. Its place on the spaceline is a separate matter
/// (`GameState::position`): locations inserted later take new ids wherever they go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LocationId(pub u16);

impl LocationId {
    /// The index into the game's store of locations.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}
