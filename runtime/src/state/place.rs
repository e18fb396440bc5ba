//! Places a card can be, and the one operation that moves a card: it keeps each place's
//! ordered list and each card's own record of its place in step, which
//! [`GameState::check_places`] verifies.

use super::GameState;
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// Where a card is (rules-digest §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "place", rename_all = "snake_case")]
pub enum Place {
    /// A player's draw deck (last = top).
    DrawDeck {
        /// Whose.
        player: PlayerId,
    },
    /// A player's seed cards not yet seeded (missions, dilemmas, artifacts, facilities).
    SeedDeck {
        /// Whose.
        player: PlayerId,
    },
    /// A player's hand.
    Hand {
        /// Whose.
        player: PlayerId,
    },
    /// A player's discard pile (last = top).
    Discard {
        /// Whose.
        player: PlayerId,
    },
    /// Out of play.
    OutOfPlay {
        /// Whose.
        player: PlayerId,
    },
    /// Set aside (not in hand, M:77).
    SetAside {
        /// Whose.
        player: PlayerId,
    },
    /// In play on the table, not on the spaceline (S:597).
    Table {
        /// Whose.
        player: PlayerId,
    },
    /// A player's bonus point area (S:103).
    BonusArea {
        /// Whose.
        player: PlayerId,
    },
    /// The mission card of a location.
    Mission {
        /// Which location.
        location: LocationId,
    },
    /// The seed stack under a mission (first = bottom, encountered first: S:201).
    SeedStack {
        /// Which location.
        location: LocationId,
    },
    /// Cards placed atop a mission (a dilemma with its captives, Alien Abduction).
    AtopMission {
        /// Which location.
        location: LocationId,
    },
    /// A player's ships and facilities at a location, on their side (S:213).
    AtLocation {
        /// Which location.
        location: LocationId,
        /// Whose side.
        player: PlayerId,
    },
    /// A player's Away Team on a planet's surface (M:286).
    Surface {
        /// Which location.
        location: LocationId,
        /// Whose.
        player: PlayerId,
    },
    /// Aboard a ship or facility.
    Aboard {
        /// The ship or facility.
        card: CardId,
    },
    /// The face-up cards under a player's Q-Continuum side deck: its cards that were
    /// discarded or left play (S:392), shuffled back into it when it runs out (M:325).
    QContinuum {
        /// Whose.
        player: PlayerId,
    },
    /// A player's cards outside the game (M:403: "a Phoenix from outside the game"): cards of
    /// his in none of the game's zones, which a card's text may bring into the game (Trust Me);
    /// the deck file's `outside_game` section lists them.
    OutsideGame {
        /// Whose.
        player: PlayerId,
    },
    /// A side deck opened by a card (Q's Tent): its cards, last = top.
    SideDeck {
        /// Whose.
        player: PlayerId,
        /// The definition of the card that opens it.
        deck: crate::ids::DefId,
    },
    /// Played on, or placed on, another card.
    On {
        /// The card.
        card: CardId,
    },
}

impl Place {
    /// The zone a vocabulary word names for a player: `hand`, `draw_deck`, `discard_pile`
    /// (or `discard`), `out_of_play`, `set_aside`, `table`, `bonus_area`.
    pub fn of_zone(word: &str, player: PlayerId) -> Option<Place> {
        Some(match word {
            "hand" => Place::Hand { player },
            "draw_deck" => Place::DrawDeck { player },
            "seed_deck" => Place::SeedDeck { player },
            "discard_pile" | "discard" => Place::Discard { player },
            "out_of_play" => Place::OutOfPlay { player },
            "set_aside" => Place::SetAside { player },
            "table" => Place::Table { player },
            "bonus_area" => Place::BonusArea { player },
            "under_q_continuum" => Place::QContinuum { player },
            "outside_game" => Place::OutsideGame { player },
            _ => return None,
        })
    }

    /// The same place as the owner's: a card goes only to its owner's hand, draw deck,
    /// discard pile or out-of-play pile, whoever's effect sends it there (Rulebook v2.5.4,
    /// "Discard pile" and "Out-of-play": the owner's pile; Glossary 1.9.1, "Owner"). Other
    /// places (a bonus area, the table, a location) are kept as named.
    pub fn for_owner(self, owner: PlayerId) -> Place {
        match self {
            Place::Hand { .. } => Place::Hand { player: owner },
            Place::DrawDeck { .. } => Place::DrawDeck { player: owner },
            Place::Discard { .. } => Place::Discard { player: owner },
            Place::OutOfPlay { .. } => Place::OutOfPlay { player: owner },
            other => other,
        }
    }

    /// Whether a card here is in play (not in a deck, hand, pile or out of play).
    pub fn in_play(self) -> bool {
        !matches!(
            self,
            Place::DrawDeck { .. }
                | Place::SeedDeck { .. }
                | Place::Hand { .. }
                | Place::Discard { .. }
                | Place::OutOfPlay { .. }
                | Place::SetAside { .. }
                | Place::BonusArea { .. }
                | Place::SeedStack { .. }
                | Place::QContinuum { .. }
                | Place::OutsideGame { .. }
                | Place::SideDeck { .. }
        )
    }
}

impl GameState {
    /// Moves a card to the end (top) of a place. Returns where it was.
    pub fn move_card(&mut self, card: CardId, to: Place) -> Place {
        let from = self.place_of(card);
        self.cards.written_mut().place(&from);
        self.cards.written_mut().place(&to);
        if let Some(list) = self.zones.get_mut(&from) {
            if let Some(position) = list.iter().position(|&c| c == card) {
                list.remove(position);
            }
        }
        self.zones.list_mut(to).push(card);
        self.card_mut(card).place = to;
        if from.in_play() != to.in_play() {
            self.in_play_stamp = super::InPlayStamp::fresh();
        }
        from
    }

    /// Turns a double-sided card to its other printed face, `face` (S:579, M:357): it keeps
    /// its place, statuses and counts, and has that face's definition from now on. The lists
    /// of the cards in play with game text are read from definitions, so the places are
    /// copied and the stamp renewed: no list read before the turn is kept after it.
    pub fn turn_to_face(&mut self, card: CardId, face: crate::ids::DefId) {
        self.cards.turn_to(card.index(), face);
        self.cards.written_mut().forget();
        self.faces_turned += 1;
        self.zones = super::Shared::new(super::Zones::clone(&self.zones));
        self.in_play_stamp = super::InPlayStamp::fresh();
    }

    /// Every card in play, in the order of their ids: read from the places that are in play
    /// (each card is listed in its one place), not from every card of the game.
    pub fn cards_in_play(&self) -> Vec<CardId> {
        super::reads::all_places();
        let mut cards = Vec::with_capacity(self.cards.len());
        for (place, listed) in self.zones.iter() {
            if place.in_play() {
                cards.extend_from_slice(listed);
            }
        }
        cards.sort_unstable();
        cards
    }

    /// The cards in play that `keep` keeps, in the order of their ids (as `cards_in_play`,
    /// sorting only those kept).
    pub fn cards_in_play_where(&self, keep: impl Fn(CardId) -> bool) -> Vec<CardId> {
        self.cards_placed(Place::in_play, keep)
    }

    /// The cards in the places `placed` accepts that `keep` keeps, in the order of their ids:
    /// the places are looked at, and only the cards of those accepted.
    pub fn cards_placed(&self, placed: impl Fn(Place) -> bool, keep: impl Fn(CardId) -> bool) -> Vec<CardId> {
        super::reads::all_places();
        let mut cards = Vec::new();
        for (&place, listed) in self.zones.iter() {
            if placed(place) {
                cards.extend(listed.iter().copied().filter(|&card| keep(card)));
            }
        }
        cards.sort_unstable();
        cards
    }

    /// Moves a card to the start (bottom) of a place: a new seed goes to the bottom (S:201).
    pub fn move_card_to_bottom(&mut self, card: CardId, to: Place) -> Place {
        let from = self.move_card(card, to);
        let list = self.zones.get_mut(&to).expect("just pushed");
        let moved = list.pop().expect("just pushed");
        list.insert(0, moved);
        from
    }

    /// Moves a card within its place to a position (0 = bottom, first), or to the top if
    /// the place holds fewer cards: a card returning from a time location takes back its
    /// place in a seed stack.
    pub fn reposition(&mut self, card: CardId, position: usize) {
        let place = self.place_of(card);
        self.cards.written_mut().place(&place);
        let Some(list) = self.zones.get_mut(&place) else {
            return;
        };
        if let Some(at) = list.iter().position(|&c| c == card) {
            let moved = list.remove(at);
            let position = position.min(list.len());
            list.insert(position, moved);
        }
    }

    /// Checks that every card is in exactly one place, and that place is the one it
    /// records, and that no card's definition or owner changed. Returns a description of the
    /// first problem.
    pub fn check_places(&self) -> Result<(), String> {
        super::reads::all_places();
        self.cards.check_fixed()?;
        let mut seen = vec![0u8; self.cards.len()];
        for (place, cards) in self.zones.iter() {
            for &card in cards {
                let Some(count) = seen.get_mut(card.index()) else {
                    return Err(format!("{place:?} holds unknown card {card:?}"));
                };
                *count += 1;
                if self.place_of(card) != *place {
                    return Err(format!(
                        "{card:?} is listed in {place:?} but records {:?}",
                        self.place_of(card)
                    ));
                }
            }
        }
        match seen.iter().position(|&count| count != 1) {
            Some(index) => Err(format!("card {index} is in {} places", seen[index])),
            None => Ok(()),
        }
    }
}
