//! A player's counters: score and the normal card plays of the turn (FAQ:115) and what
//! changes them. Draws forbidden for a time are lasting effects on the player.

use crate::ids::CardId;
use serde::{Deserialize, Serialize};

/// A player's counters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// Points scored (may be negative, M:65).
    pub score: i64,
    /// Whether the normal card play of this turn is used (FAQ:115): set when the player has
    /// no normal card play left this turn.
    pub card_play_used: bool,
    /// The normal card plays made this turn (an additional one may be granted: Horga'hn).
    #[serde(default)]
    pub card_plays_made: u32,
    /// The card of the player's latest normal card play this turn (Energy Vortex: "Plays while
    /// opponent's normal card play is being played").
    #[serde(default)]
    pub normal_play: Option<CardId>,
    /// Plays made in place of the normal card play, with what grants them (Red Alert!: "In
    /// place of your normal card play, you may play up to five personnel and/or \[Equipment\]").
    #[serde(default)]
    pub batch: Option<CardPlayBatch>,
    /// Whether the player did anything in this turn but play interrupts: until then it is the
    /// start of the turn (FAQ:119), when "plays at the start of your turn" cards may be played.
    #[serde(default)]
    pub acted: bool,
    /// The number of the player's turn that is a double turn: another turn of theirs follows
    /// it at once, each a full turn (`double_turn`, Temporal Narcosis; FAQ:147).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_turn: Option<u32>,
}

/// Cards played in place of the normal card play, as a card in play grants (Red Alert!).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardPlayBatch {
    /// The card whose text grants the plays.
    pub source: CardId,
    /// The plays left.
    pub left: u32,
}

impl super::GameState {
    /// The number of `player`'s next turn: the turn after this one if this one is the
    /// opponent's, or the first of the player's double turn (another of theirs follows it,
    /// FAQ:147); else the one after the opponent's next.
    pub fn next_turn_of(&self, player: crate::ids::PlayerId) -> u32 {
        let now = self.turn();
        if self.whose_turn() != player || self.players[player.index()].double_turn == Some(now) {
            now + 1
        } else {
            now + 2
        }
    }
}
