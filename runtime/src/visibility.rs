//! Hidden information: which cards a player may see. The board view draws from it, and a
//! scenario checks it with `expect visible NAME to P2` / `expect hidden NAME to P2`.
//!
//! - Decks and seed stacks are face down to both players: the draw deck, the Q-Continuum side
//!   deck, the cards seeded under a mission (S:201); a side deck is seen only by its owner,
//!   and only while the doorway that opened it lets him examine it (S:394). A draw deck turned
//!   face up by a card in play (Heisenberg Compensators) shows its top card to both.
//! - A hand is its owner's, unless a card in play reveals it (Alien Probe); the cards left to
//!   seed are their owner's.
//! - Of a discard pile only the top card is face up; no one looks through the rest unless a
//!   card allows it (FAQ:92-93).
//! - A card played face up is shown when it is played (S:372), and stays seen on the table,
//!   the spaceline, atop a mission, out of play or in a bonus area.
//! - Afterwards the opponent sees a player's personnel and equipment only when a rule needs
//!   it (personnel battle, an "opponent's choice", proving a skill), and his ships only while
//!   uncloaked (S:372): so the crew aboard a ship or facility, an Away Team and what is played
//!   on them are hidden to the opponent, and so is a cloaked ship with its crew.
//! - A card turned face down (Distortion Field) is its controller's alone.
//! - A captive is seen by its captor, who holds it, as by its owner (Rulebook,
//!   Capture).

use crate::defs::CardPool;
use crate::ids::{CardId, PlayerId};
use crate::state::{GameState, Place};

/// How many hosts a card played on a card played on ... is followed through (a bound on a
/// chain of `On` places, which the rules keep short).
const MAX_DEPTH: usize = 16;

/// Whether `viewer` may see the face of `card` now.
pub fn visible_to(state: &GameState, pool: &CardPool, card: CardId, viewer: PlayerId) -> bool {
    seen(state, pool, card, viewer, 0)
}

fn seen(state: &GameState, pool: &CardPool, card: CardId, viewer: PlayerId, depth: usize) -> bool {
    let record = state.card(card);
    let own = record.controller == viewer;
    if record.status.face_down {
        return own;
    }
    if record.status.captive == Some(viewer) {
        // A captor sees the captives he holds (Rulebook, Capture).
        return true;
    }
    match record.place {
        // Turned face up (Heisenberg Compensators), a draw deck shows its top card.
        Place::DrawDeck { player } => {
            crate::reveal::deck_face_up(state, pool, player)
                && state.in_place(&Place::DrawDeck { player }).last() == Some(&card)
        }
        Place::SeedStack { .. } => false,
        // Face up under the side deck (S:392).
        Place::QContinuum { .. } => true,
        Place::SideDeck { player, deck } => {
            let opened = state
                .in_place(&Place::Table { player })
                .iter()
                .any(|&c| state.card(c).def == deck);
            player == viewer && opened && pool.def(deck).side_deck_examinable
        }
        Place::Hand { player } => player == viewer || crate::reveal::hand_revealed(state, pool, player),
        Place::SeedDeck { player } | Place::SetAside { player } | Place::OutsideGame { player } => player == viewer,
        Place::Discard { player } => state.in_place(&Place::Discard { player }).last() == Some(&card),
        Place::OutOfPlay { .. } | Place::BonusArea { .. } | Place::Table { .. } => true,
        Place::Mission { .. } | Place::AtopMission { .. } => true,
        Place::AtLocation { .. } => own || !state.hidden_by_cloak(card),
        Place::Surface { .. } => own,
        Place::Aboard { card: host } => own && seen(state, pool, host, viewer, depth + 1),
        Place::On { card: host } if depth < MAX_DEPTH => {
            // What is played on a card is seen where the card is seen; on an opponent's
            // personnel or ship, as that card is.
            seen(state, pool, host, viewer, depth + 1)
        }
        Place::On { .. } => own,
    }
}
