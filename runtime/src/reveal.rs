//! Hands played revealed and draw decks turned face up. While a card in play has `static {
//! grant PLAYER with hand_revealed }` (Alien Probe: "Players play with their hands revealed" is
//! `grant each_player with hand_revealed`), that player's hand is seen by the opponent; the
//! board view lists it, and a scenario checks it with `expect revealed NAME`. With `grant
//! PLAYER with deck_face_up` (Heisenberg Compensators), the top card of the player's draw deck
//! is seen by both players (`expect visible NAME to P2`). Read from the static layer, which the
//! interpreter computes from the cards in play (not in stasis) whose static's condition holds.

use crate::defs::CardPool;
use crate::ids::{CardId, PlayerId};
use crate::state::{GameState, Place, PlayerGrant};

/// Whether `player`'s hand is revealed to the opponent by a card in play.
pub fn hand_revealed(state: &GameState, _pool: &CardPool, player: PlayerId) -> bool {
    state.statics.grants(player, PlayerGrant::HandRevealed)
}

/// Whether `player`'s draw deck is turned face up by a card in play (Heisenberg Compensators:
/// "all draw decks are turned face up" is `grant each_player with deck_face_up`): the top
/// card is seen by both players, the cards under it stay covered.
pub fn deck_face_up(state: &GameState, _pool: &CardPool, player: PlayerId) -> bool {
    state.statics.grants(player, PlayerGrant::DeckFaceUp)
}

/// Whether a card is seen by the opponent of its owner: it is in a hand played revealed.
pub fn revealed(state: &GameState, pool: &CardPool, card: CardId) -> bool {
    match state.card(card).place {
        Place::Hand { player } => hand_revealed(state, pool, player),
        _ => false,
    }
}
