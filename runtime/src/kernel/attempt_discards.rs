//! What an attempt threw away, and putting it back: the cards that went to a discard pile
//! from a location since the attempt there began, and their return to where they were, seed
//! cards under the mission again (Temporal Causality Loop: "returns here (re-plays) all cards
//! in discard piles discarded from here this attempt (re-seed seed cards)").

use super::Step;
use crate::event::Event;
use crate::ids::{CardId, LocationId};
use crate::state::Place;

impl Step<'_> {
    /// The cards discarded from `here` since the latest attempt there began and still in a
    /// discard pile, each with the place it left, in the order they were discarded.
    pub(crate) fn discarded_this_attempt(&self, here: LocationId) -> Vec<(CardId, Place)> {
        self.beyond_board.set(true);
        let start = self
            .log
            .iter()
            .rposition(|e| matches!(e, Event::AttemptBegan { location, .. } if *location == here));
        let Some(start) = start else {
            return Vec::new();
        };
        let mut discarded: Vec<(CardId, Place)> = Vec::new();
        for event in &self.log[start..] {
            if let Event::Moved { card, from, to } = event {
                discarded.retain(|(c, _)| c != card);
                if matches!(to, Place::Discard { .. }) {
                    discarded.push((*card, *from));
                }
            }
        }
        let from_here: Vec<(CardId, Place)> = discarded
            .iter()
            .copied()
            .filter(|&(card, from)| {
                matches!(self.state.place_of(card), Place::Discard { .. })
                    && self.location_left(from, &discarded, 0) == Some(here)
            })
            .collect();
        from_here
    }

    /// The location of a place a card left: for a card aboard or on another, that card's, or
    /// where that card was itself discarded from.
    fn location_left(&self, from: Place, discarded: &[(CardId, Place)], depth: u8) -> Option<LocationId> {
        match from {
            Place::Aboard { card: host } | Place::On { card: host } => {
                match discarded.iter().find(|(c, _)| *c == host) {
                    Some(&(_, host_from)) if depth < 8 => self.location_left(host_from, discarded, depth + 1),
                    _ => self.location_of(host),
                }
            }
            Place::SeedStack { location }
            | Place::AtopMission { location }
            | Place::AtLocation { location, .. }
            | Place::Surface { location, .. } => Some(location),
            _ => None,
        }
    }

    /// Puts these cards back where they were discarded from this attempt, the last discarded
    /// first (a ship before its crew): seed cards under the mission, the one encountered first
    /// at the bottom; a card whose host is no longer in play stays where it is.
    pub(crate) fn replay_discarded(&mut self, here: LocationId, cards: &[CardId]) {
        let discarded = self.discarded_this_attempt(here);
        for &(card, from) in discarded.iter().rev() {
            if !cards.contains(&card) {
                continue;
            }
            let host_in_play = match from {
                Place::Aboard { card: host } | Place::On { card: host } => self.state.place_of(host).in_play(),
                _ => true,
            };
            if !host_in_play {
                continue;
            }
            if let Place::SeedStack { .. } = from {
                let was = self.state.move_card_to_bottom(card, from);
                self.emit(Event::Moved {
                    card,
                    from: was,
                    to: from,
                });
            } else {
                self.move_to(card, from);
            }
        }
    }
}
