//! Hands played revealed: while a card in play has `static { grant PLAYER with hand_revealed }`
//! (Alien Probe: "Players play with their hands revealed" is `grant each_player with
//! hand_revealed`), that
//! player's hand is seen by the opponent. The board view lists it, and a scenario checks it
//! with `expect revealed NAME`. Read from the static layer, which the interpreter computes from
//! the cards in play (not in stasis) whose static's condition holds.

use crate::defs::CardPool;
use crate::ids::{CardId, PlayerId};
use crate::state::{GameState, Place, PlayerGrant};

/// Whether `player`'s hand is revealed to the opponent by a card in play.
pub fn hand_revealed(state: &GameState, _pool: &CardPool, player: PlayerId) -> bool {
    state.statics.grants(player, PlayerGrant::HandRevealed)
}

/// Whether a card is seen by the opponent of its owner: it is in a hand played revealed.
pub fn revealed(state: &GameState, pool: &CardPool, card: CardId) -> bool {
    match state.card(card).place {
        Place::Hand { player } => hand_revealed(state, pool, player),
        _ => false,
    }
}
