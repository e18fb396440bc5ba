//! [`Zones`]: the cards in each place, in order, found by arithmetic on the place instead of
//! by hashing it. A place's slot is fixed when it first holds a card: a player's piles are
//! slots by player and kind, a location's places by location and kind, the places aboard and
//! on a card by card and kind ([`Slots`]). The lists are [`Chunked`], so the first move after a
//! snapshot copies one chunk of list pointers and the two lists it changes, not a hash table
//! and a pointer per place; the slots and the order of the places are shared until a new
//! place appears.

use super::{Chunked, Place, Shared};
use crate::ids::{CardId, DefId, LocationId, PlayerId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// No slot yet.
const NONE: u32 = u32::MAX;

/// The kinds of a player's own places ([`Slots::by_player`]).
const PLAYER_KINDS: usize = 9;
/// The kinds of a location's places ([`Slots::by_location`]).
const LOCATION_KINDS: usize = 7;
/// The slot kinds of a location's places on a player's side (the first player's; the second's
/// follows): his ships and facilities there, and his cards on its planet's surface.
const AT_LOCATION: usize = 3;
const SURFACE: usize = 5;
/// The kinds of the places on a card ([`Slots::by_card`]).
const CARD_KINDS: usize = 2;

/// The cards in each place, in order (for decks and stacks, the last is the top), the places
/// in the order they first held a card.
#[derive(Clone, Default)]
pub struct Zones {
    /// The place of each slot: the places in the order they first held a card.
    order: Shared<Vec<Place>>,
    /// The slot of each place that has one.
    slots: Shared<Slots>,
    /// The cards of each slot, each list shared on its own.
    lists: Chunked<Shared<Vec<CardId>>>,
}

/// Where each place's slot is: a place is a kind and a player, a location or a card, each a
/// small dense number, so its slot is read from a table without hashing.
#[derive(Clone)]
struct Slots {
    /// Each player's piles: hand, decks, discard pile, out of play, set aside, table, bonus
    /// area, the cards under the Q-Continuum side deck.
    by_player: [[u32; PLAYER_KINDS]; 2],
    /// Each location's mission, seed stack, cards atop the mission, and both sides' ships and
    /// facilities and planet surfaces, by location id.
    by_location: Vec<[u32; LOCATION_KINDS]>,
    /// The places aboard and on each card, by card id.
    by_card: Vec<[u32; CARD_KINDS]>,
    /// The side decks opened by a card (rare: a few a game), each with its slot.
    side_decks: Vec<(PlayerId, DefId, u32)>,
}

impl Default for Slots {
    fn default() -> Self {
        Slots {
            by_player: [[NONE; PLAYER_KINDS]; 2],
            by_location: Vec::new(),
            by_card: Vec::new(),
            side_decks: Vec::new(),
        }
    }
}

/// Which cell of [`Slots`] a place's slot is in.
enum Cell {
    Player(usize, usize),
    Location(usize, usize),
    Card(usize, usize),
    SideDeck(PlayerId, DefId),
}

impl Cell {
    /// The cell of a place.
    #[inline]
    fn of(place: &Place) -> Cell {
        let two = |player: PlayerId| player.index();
        match *place {
            Place::DrawDeck { player } => Cell::Player(player.index(), 0),
            Place::SeedDeck { player } => Cell::Player(player.index(), 1),
            Place::Hand { player } => Cell::Player(player.index(), 2),
            Place::Discard { player } => Cell::Player(player.index(), 3),
            Place::OutOfPlay { player } => Cell::Player(player.index(), 4),
            Place::SetAside { player } => Cell::Player(player.index(), 5),
            Place::Table { player } => Cell::Player(player.index(), 6),
            Place::BonusArea { player } => Cell::Player(player.index(), 7),
            Place::QContinuum { player } => Cell::Player(player.index(), 8),
            Place::Mission { location } => Cell::Location(location.index(), 0),
            Place::SeedStack { location } => Cell::Location(location.index(), 1),
            Place::AtopMission { location } => Cell::Location(location.index(), 2),
            Place::AtLocation { location, player } => Cell::Location(location.index(), AT_LOCATION + two(player)),
            Place::Surface { location, player } => Cell::Location(location.index(), SURFACE + two(player)),
            Place::Aboard { card } => Cell::Card(card.index(), 0),
            Place::On { card } => Cell::Card(card.index(), 1),
            Place::SideDeck { player, deck } => Cell::SideDeck(player, deck),
        }
    }
}

impl Slots {
    /// The slot of a place, if it has one.
    #[inline]
    fn get(&self, place: &Place) -> Option<usize> {
        let slot = match Cell::of(place) {
            Cell::Player(player, kind) => self.by_player[player][kind],
            Cell::Location(location, kind) => self.by_location.get(location).map_or(NONE, |cells| cells[kind]),
            Cell::Card(card, kind) => self.by_card.get(card).map_or(NONE, |cells| cells[kind]),
            Cell::SideDeck(player, deck) => self
                .side_decks
                .iter()
                .find(|&&(p, d, _)| p == player && d == deck)
                .map_or(NONE, |&(_, _, slot)| slot),
        };
        (slot != NONE).then_some(slot as usize)
    }

    /// Gives a place that has none the slot `slot`.
    fn add(&mut self, place: &Place, slot: usize) {
        let slot = slot as u32;
        match Cell::of(place) {
            Cell::Player(player, kind) => self.by_player[player][kind] = slot,
            Cell::Location(location, kind) => {
                if self.by_location.len() <= location {
                    self.by_location.resize(location + 1, [NONE; LOCATION_KINDS]);
                }
                self.by_location[location][kind] = slot;
            }
            Cell::Card(card, kind) => {
                if self.by_card.len() <= card {
                    self.by_card.resize(card + 1, [NONE; CARD_KINDS]);
                }
                self.by_card[card][kind] = slot;
            }
            Cell::SideDeck(player, deck) => self.side_decks.push((player, deck, slot)),
        }
    }
}

impl Zones {
    /// The cards of a place, if it ever held one.
    #[inline]
    pub fn get(&self, place: &Place) -> Option<&Shared<Vec<CardId>>> {
        self.slots.get(place).map(|slot| &self.lists[slot])
    }

    /// The cards of a place, to change them (the list copied first if shared), if it ever held
    /// one.
    #[inline]
    pub fn get_mut(&mut self, place: &Place) -> Option<&mut Vec<CardId>> {
        let slot = self.slots.get(place)?;
        Some(&mut *self.lists[slot])
    }

    /// The cards of a place, to change them: the place gets a slot, after every other, if it
    /// has none.
    pub fn list_mut(&mut self, place: Place) -> &mut Vec<CardId> {
        let slot = match self.slots.get(&place) {
            Some(slot) => slot,
            None => {
                let slot = self.order.len();
                self.slots.add(&place, slot);
                self.order.push(place);
                self.lists.push(Shared::default());
                slot
            }
        };
        &mut self.lists[slot]
    }

    /// Puts `cards` as the cards of a place.
    pub fn insert(&mut self, place: Place, cards: Vec<CardId>) {
        *self.list_mut(place) = cards;
    }

    /// Every place that ever held a card, with its cards, in the order they first held one.
    pub fn iter(&self) -> impl Iterator<Item = (&Place, &Shared<Vec<CardId>>)> + '_ {
        self.order.iter().zip(self.lists.iter())
    }

    /// Every place that ever held a card, in the order they first held one.
    pub fn keys(&self) -> impl Iterator<Item = &Place> + '_ {
        self.order.iter()
    }

    /// How many places ever held a card.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Whether no place ever held a card.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
}

impl Zones {
    /// Whether `player` has a card on his side of each location (ships, facilities, cards in
    /// space) or on its planet's surface, by location index: read from the slots of each
    /// location, not from every place of the game. The list ends at the last location that
    /// ever held a card.
    pub fn presence(&self, player: PlayerId) -> Vec<bool> {
        let kinds = [AT_LOCATION + player.index(), SURFACE + player.index()];
        let holds = |slot: u32| slot != NONE && !self.lists[slot as usize].is_empty();
        self.slots
            .by_location
            .iter()
            .map(|slots| kinds.iter().any(|&kind| holds(slots[kind])))
            .collect()
    }

    /// The cards on `player`'s side of each location (his ships and facilities in space there),
    /// location by location, up to the last location that ever held a card.
    pub fn on_side_at_locations(&self, player: PlayerId) -> impl Iterator<Item = (LocationId, &[CardId])> + '_ {
        let kind = AT_LOCATION + player.index();
        self.slots.by_location.iter().enumerate().map(move |(index, slots)| {
            let cards = match slots[kind] {
                NONE => &[][..],
                slot => self.lists[slot as usize].as_slice(),
            };
            (LocationId(index as u16), cards)
        })
    }
}

impl PartialEq for Zones {
    /// The same places with the same cards, whatever the order the places came in (as maps
    /// compare); shared lists compare by pointer.
    fn eq(&self, other: &Self) -> bool {
        if Shared::same(&self.order, &other.order) {
            return self.lists == other.lists;
        }
        self.len() == other.len() && self.iter().all(|(place, cards)| other.get(place) == Some(cards))
    }
}

impl Eq for Zones {}

impl fmt::Debug for Zones {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl Serialize for Zones {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for Zones {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let places = indexmap::IndexMap::<Place, Vec<CardId>>::deserialize(deserializer)?;
        let mut zones = Zones::default();
        for (place, cards) in places {
            zones.insert(place, cards);
        }
        Ok(zones)
    }
}

#[cfg(test)]
mod tests {
    use super::Zones;
    use crate::ids::{CardId, DefId, LocationId, PlayerId};
    use crate::state::Place;

    #[test]
    fn places_keep_the_order_they_first_held_a_card_in() {
        let mut zones = Zones::default();
        let places = [
            Place::Surface {
                location: LocationId(3),
                player: PlayerId(1),
            },
            Place::Hand { player: PlayerId(0) },
            Place::Aboard { card: CardId(40) },
            Place::SideDeck {
                player: PlayerId(1),
                deck: DefId(7),
            },
            Place::Surface {
                location: LocationId(3),
                player: PlayerId(0),
            },
        ];
        for (n, place) in places.iter().enumerate() {
            zones.list_mut(*place).push(CardId(n as u32));
        }
        zones.list_mut(places[1]).push(CardId(9));
        assert_eq!(zones.keys().copied().collect::<Vec<_>>(), places);
        assert_eq!(
            zones.get(&places[1]).map(|c| c.to_vec()),
            Some(vec![CardId(1), CardId(9)])
        );
        assert_eq!(zones.get(&places[4]).map(|c| c.to_vec()), Some(vec![CardId(4)]));
        assert!(zones.get(&Place::On { card: CardId(40) }).is_none());
        assert!(zones.get(&Place::Hand { player: PlayerId(1) }).is_none());
    }

    #[test]
    fn the_places_read_by_location_are_what_a_walk_over_every_place_finds() {
        let mut zones = Zones::default();
        let (first, second) = (PlayerId(0), PlayerId(1));
        let at = |location: u16, player| Place::AtLocation {
            location: LocationId(location),
            player,
        };
        let surface = |location: u16, player| Place::Surface {
            location: LocationId(location),
            player,
        };
        zones
            .list_mut(Place::Mission {
                location: LocationId(4),
            })
            .push(CardId(0));
        zones.list_mut(at(1, first)).push(CardId(1));
        zones.list_mut(surface(3, first)).push(CardId(2));
        zones.list_mut(at(2, second)).push(CardId(3));
        zones.list_mut(surface(0, second)).push(CardId(4));
        zones.list_mut(Place::Aboard { card: CardId(1) }).push(CardId(5));
        // A place emptied since holds nothing.
        zones.list_mut(at(3, second)).push(CardId(6));
        zones.get_mut(&at(3, second)).expect("held a card").clear();
        for player in [first, second] {
            let mut walked = vec![false; 5];
            for (place, cards) in zones.iter() {
                if let Place::AtLocation { location, player: side } | Place::Surface { location, player: side } = *place
                {
                    if side == player && !cards.is_empty() {
                        walked[location.index()] = true;
                    }
                }
            }
            assert_eq!(zones.presence(player), walked, "player {player:?}");
            let in_space: Vec<CardId> = zones
                .iter()
                .filter(|(place, _)| matches!(place, Place::AtLocation { player: side, .. } if *side == player))
                .flat_map(|(_, cards)| cards.iter().copied())
                .collect();
            let by_location: Vec<CardId> = zones
                .on_side_at_locations(player)
                .flat_map(|(_, cards)| cards.iter().copied())
                .collect();
            assert_eq!(by_location, in_space, "player {player:?}");
        }
    }

    #[test]
    fn a_copy_is_unchanged_by_a_move_in_the_other() {
        let mut first = Zones::default();
        first.list_mut(Place::Hand { player: PlayerId(0) }).push(CardId(1));
        let mut second = first.clone();
        second
            .get_mut(&Place::Hand { player: PlayerId(0) })
            .expect("held a card")
            .clear();
        second.list_mut(Place::Table { player: PlayerId(0) }).push(CardId(1));
        assert_eq!(first.len(), 1);
        assert_eq!(
            first.get(&Place::Hand { player: PlayerId(0) }).map(|c| c.len()),
            Some(1)
        );
        assert_ne!(first, second);
    }
}
