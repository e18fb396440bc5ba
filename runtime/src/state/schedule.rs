//! Scheduled actions brought forward (Samuel Clemens' Pocketwatch, S:51-58): an action that
//! must happen on a player's next turn happened earlier, so it does not happen again then.

use crate::ids::CardId;
use serde::{Deserialize, Serialize};

/// An action the rules or a card schedule for a turn (rules-digest §3.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "scheduled", rename_all = "snake_case")]
pub enum Scheduled {
    /// The mandatory end-of-turn card draw (S:53).
    Draw,
    /// A card's countdown at the end of its controller's turn (S:55).
    Countdown {
        /// The card with the countdown icon.
        card: CardId,
    },
    /// A card's text at the start or end of a turn (S:56-58).
    TurnText {
        /// The card.
        card: CardId,
        /// The ability's index.
        ability: usize,
    },
    /// The duties a card's text left due in that turn (`owe`): brought forward, they are due
    /// now (S:54, showing a Devidian Door).
    Duty {
        /// The card whose text made them.
        card: CardId,
    },
}

/// A scheduled action that already happened and is skipped in the turn it was due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skip {
    /// The turn number it was due in.
    pub turn: u32,
    /// What.
    pub what: Scheduled,
}

impl super::GameState {
    /// Whether a scheduled action of the current turn was brought forward into an earlier one
    /// (S:51-58), so it does not happen again now.
    pub fn brought_forward(&self, what: Scheduled) -> bool {
        super::reads::rest(super::reads::Rest::TURN | super::reads::Rest::BOOKKEEPING);
        self.skips.iter().any(|s| s.turn == self.turn_number && s.what == what)
    }
}
