//! The locations where a player has cards in space or on a planet's surface, found in one pass
//! over the places that hold cards, for both players at once, with the places the player's
//! beams start from: the orders list's moves, attempts, battles and beams look only at those
//! locations and places, not up each location's places in turn, nor again over every place of
//! the game.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// A card of the player's in space at the location (`Place::AtLocation`).
const IN_SPACE: u8 = 1;
/// A card of the player's on the planet's surface there (`Place::Surface`).
const ON_SURFACE: u8 = 2;

/// Where a player has a card in space or on the planet at each location, by location index.
pub(crate) struct Presence(Vec<u8>);

/// What the orders list reads of the places that hold cards, in one pass over them: where
/// each player has cards in space or on a planet, and the places on a planet or aboard a card
/// that hold a card of the player's (where his beams start).
pub(crate) struct Board {
    /// Where the player has cards.
    pub(crate) own: Presence,
    /// Where the opponent has cards.
    pub(crate) opposed: Presence,
    /// The places on a planet's surface or aboard a card holding a card `player` controls, in
    /// the order of the places.
    pub(crate) crewed: Vec<Place>,
}

impl Board {
    /// Where each player has a card in space (ships, facilities, cards moving as ships) or on
    /// a planet's surface now, and where `player`'s cards on planets and aboard cards are: one
    /// pass over the places, as the orders list reads the player's presence (moves, attempts,
    /// battles), the opponent's (battles) and the places his beams start from.
    pub(crate) fn of(step: &Step<'_>, player: PlayerId) -> Board {
        let mut present = [Vec::new(), Vec::new()];
        let mut crewed = Vec::new();
        for (place, cards) in step.state.zones.iter() {
            // The place's kind first: the cards of a hand, deck, pile or mission are not read.
            let (location, side, bit) = match *place {
                Place::AtLocation { location, player } => (location, player, IN_SPACE),
                Place::Surface { location, player } => (location, player, ON_SURFACE),
                Place::Aboard { .. } => {
                    if cards.iter().any(|&card| step.state.card(card).controller == player) {
                        crewed.push(*place);
                    }
                    continue;
                }
                _ => continue,
            };
            if cards.is_empty() {
                continue;
            }
            if bit == ON_SURFACE && cards.iter().any(|&card| step.state.card(card).controller == player) {
                crewed.push(*place);
            }
            let present = &mut present[side.index()];
            if present.len() <= location.index() {
                present.resize(location.index() + 1, 0);
            }
            present[location.index()] |= bit;
        }
        let [first, second] = present.map(Presence);
        let (own, opposed) = if player.index() == 0 {
            (first, second)
        } else {
            (second, first)
        };
        Board { own, opposed, crewed }
    }
}

impl Presence {
    /// Whether the player has a card there.
    pub(crate) fn at(&self, location: LocationId) -> bool {
        self.0.get(location.index()).is_some_and(|&bits| bits != 0)
    }

    /// Whether the player has a card at no location.
    pub(crate) fn nowhere(&self) -> bool {
        self.0.iter().all(|&bits| bits == 0)
    }

    /// The cards `keep` keeps among those `player` (whose presence this is) has in space at
    /// any location, in the order of their ids: read from the locations where he has some,
    /// not from every place of the game (as `GameState::cards_placed` would).
    pub(crate) fn in_space(&self, step: &Step<'_>, player: PlayerId, keep: impl Fn(CardId) -> bool) -> Vec<CardId> {
        let mut cards = Vec::new();
        for (index, &bits) in self.0.iter().enumerate() {
            if bits & IN_SPACE == 0 {
                continue;
            }
            let location = LocationId(index as u16);
            let listed = step.state.in_place(&Place::AtLocation { location, player });
            cards.extend(listed.iter().copied().filter(|&card| keep(card)));
        }
        cards.sort_unstable();
        debug_assert_eq!(
            cards,
            step.state.cards_placed(
                |place| matches!(place, Place::AtLocation { player: side, .. } if side == player),
                &keep
            ),
            "the cards in space read by presence differ from those of every place"
        );
        cards
    }
}
