//! Hands played revealed: while a card in play has `static { reveal_hands PLAYER }` (Alien
//! Probe: "Players play with their hands revealed" is `reveal_hands each_player`), that
//! player's hand is seen by the opponent. The board view lists it, and a scenario checks it
//! with `expect revealed NAME`. Read from the text of the cards in play (not in stasis), like
//! the other statics the engine reads; a `static while` condition is not read here.

use crate::defs::CardPool;
use crate::ids::{CardId, PlayerId};
use crate::state::{GameState, Place};
use stccg_lang::ast::{AbilityKind, ExprKind, StatementKind};

/// Whether `player`'s hand is revealed to the opponent by a card in play.
pub fn hand_revealed(state: &GameState, pool: &CardPool, player: PlayerId) -> bool {
    state.cards.iter().any(|card| {
        if !card.place.in_play() || card.status.stasis {
            return false;
        }
        pool.def(card.def).abilities.iter().any(|ability| {
            let AbilityKind::Static { body, .. } = &ability.kind else {
                return false;
            };
            body.statements.iter().any(|statement| match &statement.kind {
                StatementKind::Effect(effect) if effect.verb.name == "reveal_hands" => {
                    match effect.subject.as_ref().map(|s| &s.kind) {
                        Some(ExprKind::Name { name }) => match name.as_str() {
                            "each_player" => true,
                            "you" => card.controller == player,
                            "opponent" => card.controller != player,
                            _ => false,
                        },
                        _ => false,
                    }
                }
                _ => false,
            })
        })
    })
}

/// Whether a card is seen by the opponent of its owner: it is in a hand played revealed.
pub fn revealed(state: &GameState, pool: &CardPool, card: CardId) -> bool {
    match state.card(card).place {
        Place::Hand { player } => hand_revealed(state, pool, player),
        _ => false,
    }
}
