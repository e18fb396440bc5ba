//! What steps and the interpreter ask of the state: titles, attributes with their modifiers,
//! where a card is, who is present with whom, and which cards are in play.

use super::{CardList, Step, WithText};
use crate::defs::CardDef;
use crate::ids::{CardId, DefId, LocationId};
use crate::state::Place;
use std::fmt;
use std::ops::ControlFlow;

/// A card's title and its number in this game, as options name it ([`Step::named`]).
pub struct Named<'a> {
    title: &'a str,
    card: CardId,
}

impl fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (#{})", self.title, self.card.0)
    }
}

impl<'a> Step<'a> {
    /// A card's definition, borrowed from the pool (not the step), so the step stays free to
    /// change while its abilities are read or run.
    pub fn def(&self, card: CardId) -> &'a CardDef {
        let pool: &'a crate::defs::CardPool = self.pool;
        pool.def(self.state.def_of(card))
    }

    /// A card's title.
    pub fn title(&self, card: CardId) -> String {
        self.def(card).title.clone()
    }

    /// A card as an option's text: its title and its number in this game.
    pub fn describe(&self, card: CardId) -> String {
        self.named(card).to_string()
    }

    /// A card as [`Step::describe`] names it, written straight into the text around it (one
    /// string for a whole label instead of one per card named).
    pub fn named(&self, card: CardId) -> Named<'a> {
        Named {
            title: &self.def(card).title,
            card,
        }
    }

    /// An attribute with the modifiers in force: those for a time, and those of the static
    /// layer (`total_attributes` is the sum of the three personnel attributes).
    pub fn attribute(&self, card: CardId, name: &str) -> i64 {
        if name == "total_attributes" {
            return ["INTEGRITY", "CUNNING", "STRENGTH"]
                .iter()
                .map(|a| self.attribute(card, a))
                .sum();
        }
        if name == "POINTS" {
            // The point box as card text modifies it, read where an attribute is compared
            // (Assimilate Planet: "a point box showing at least 35 points"); none counts as 0.
            return self.point_box(card).unwrap_or(0);
        }
        if name == "SPAN" {
            // A mission's printed span as card text modifies it (Space); 0 for another card.
            let printed = self.def(card).mission.as_ref().map_or(0, |m| m.span);
            return printed + self.span_modifiers(card);
        }
        // An undefined attribute counts as zero, and no card modifies it (Glossary, undefined
        // attribute).
        if self.def(card).undefined_attribute(name) {
            return 0;
        }
        let modifiers = self.state.lasting_bonus(card, name);
        let printed = self
            .state
            .statics
            .fixed(card, name)
            .unwrap_or_else(|| self.def(card).attribute(name));
        let sum = printed + modifiers + self.state.statics.bonus(card, name);
        sum.saturating_mul(self.state.statics.factor(card, name))
    }

    /// The location a card is at, if it is on the spaceline.
    pub fn location_of(&self, card: CardId) -> Option<LocationId> {
        self.state.location_of(card)
    }

    /// The cards present with a card: those in the same place (aboard the same ship or
    /// facility, on the same planet surface, whoever controls them: both players' Away Teams
    /// on one planet are present with each other, S:759 and the Glossary's "present"), or,
    /// for a card on another card, those with that card. The card's own side comes first.
    /// Equipment worn by a card there (placed on it: Mobile Holo-Emitter) is present with it.
    pub fn present_with(&self, card: CardId) -> Vec<CardId> {
        let mut present = Vec::new();
        self.walk_present_with(card, |c| {
            present.push(c);
            ControlFlow::Continue(())
        });
        present
    }

    /// Walks the cards present with a card ([`Step::present_with`]) in the same order, without
    /// collecting them: the cards of its places, then the equipment worn by the personnel
    /// among them, until `visit` breaks.
    pub(crate) fn walk_present_with(&self, card: CardId, mut visit: impl FnMut(CardId) -> ControlFlow<()>) {
        let places = self.present_places(card);
        for place in places.iter().flatten() {
            for &c in self.state.in_place(place) {
                if visit(c).is_break() {
                    return;
                }
            }
        }
        for place in places.iter().flatten() {
            for &c in self.state.in_place(place) {
                if !self.def(c).is("personnel") {
                    continue;
                }
                for &worn in self.state.in_place(&Place::On { card: c }) {
                    if self.def(worn).is("equipment") && visit(worn).is_break() {
                        return;
                    }
                }
            }
        }
    }

    /// The places whose cards are present with a card ([`Step::present_with`]): its own
    /// side's, then, on a planet surface, the other player's there.
    pub(crate) fn present_places(&self, card: CardId) -> [Option<Place>; 2] {
        match self.state.place_of(card) {
            Place::Surface { location, player } => [
                Some(Place::Surface { location, player }),
                Some(Place::Surface {
                    location,
                    player: player.other(),
                }),
            ],
            Place::On { card: host } if !matches!(self.state.place_of(host), Place::AtLocation { .. }) => {
                self.present_places(host)
            }
            _ => [self.own_side_place(card), None],
        }
    }

    /// The cards of a card's own side in its place: aboard the same ship or facility, or on
    /// the same planet surface among its controller's cards (its Away Team, M:36); for a card
    /// on another card, those with that card. A crew or Away Team is one player's.
    pub fn with_own_side(&self, card: CardId) -> Vec<CardId> {
        self.own_side_place(card)
            .map_or(Vec::new(), |place| self.state.in_place(&place).to_vec())
    }

    /// The place of a card's own side ([`Step::with_own_side`]), if it has one.
    fn own_side_place(&self, card: CardId) -> Option<Place> {
        match self.state.place_of(card) {
            Place::On { card: host } => match self.state.place_of(host) {
                Place::AtLocation { .. } => Some(Place::Aboard { card: host }),
                _ => self.own_side_place(host),
            },
            place @ (Place::Aboard { .. } | Place::Surface { .. }) => Some(place),
            Place::AtLocation { .. } => Some(Place::Aboard { card }),
            _ => None,
        }
    }

    /// The ship a card is on, aboard, or that the group is aboard.
    pub fn ship_of(&self, card: CardId, group: &[CardId]) -> Option<CardId> {
        let host = |c: CardId| match self.state.place_of(c) {
            Place::On { card: host } | Place::Aboard { card: host } => Some(host),
            _ => None,
        };
        let is_ship = |c: CardId| self.def(c).is("ship");
        host(card)
            .filter(|&h| is_ship(h))
            .or_else(|| group.iter().find_map(|&m| host(m).filter(|&h| is_ship(h))))
    }

    /// Every card in play.
    pub fn in_play(&self) -> Vec<CardId> {
        crate::state::reads::in_play();
        crate::state::reads::unrecorded(|| {
            let now = super::ReadFrom::of(self.state);
            self.in_play_memo.all(now, || self.state.cards_in_play())
        })
    }

    /// The definition of a double-sided card's other face (`other_face`, S:579), the one
    /// `flip` turns it to; `None` for a card with one face.
    pub(crate) fn other_face(&self, card: CardId) -> Option<DefId> {
        let title = self.def(card).other_face.as_deref()?;
        self.pool.find(title)
    }

    /// Whether the face a card shows, or its other face, passes `test`: what a card may do
    /// once turned over, for the lists kept for the whole game.
    pub(crate) fn either_face(&self, card: CardId, test: impl Fn(&CardDef) -> bool) -> bool {
        test(self.def(card)) || self.other_face(card).is_some_and(|face| test(self.pool.def(face)))
    }

    /// The game's cards, in play or not, whose definition has a trigger `from anywhere` (M:410,
    /// Mordock), read once for the game rather than walking every card at each collection of
    /// triggers; none unless the pool has such a trigger.
    pub(crate) fn cards_with_remote_triggers(&self) -> Vec<CardId> {
        if !self.pool.remote_triggers {
            return Vec::new();
        }
        let count = self.state.cards.len();
        // A double-sided card may turn to its other face (`flip`): either face's triggers
        // list it, the trigger collection reading the face it shows.
        self.in_play_memo.with_remote_triggers(count, || {
            (0..count as u32)
                .map(CardId)
                .filter(|&c| self.either_face(c, |def| def.remote_triggers))
                .collect()
        })
    }

    /// Every card in play whose definition has game text: the only cards whose statics,
    /// uses, responses and triggers a pass over the text need look at. The list is shared
    /// with the memo of the cards in play, not copied.
    pub fn in_play_with_text(&self) -> CardList {
        crate::state::reads::in_play();
        let kept = crate::state::reads::unrecorded(|| {
            // Read from the list of every card in play (kept while the cards in play are the
            // same), not from the places again.
            self.in_play_memo.with_text(super::ReadFrom::of(self.state), || {
                let mut cards = self.in_play();
                cards.retain(|&card| !self.def(card).abilities.is_empty());
                let hidden_agendas = cards
                    .iter()
                    .copied()
                    .filter(|&c| self.def(c).is_hidden_agenda())
                    .collect();
                WithText {
                    cards: cards.into(),
                    hidden_agendas,
                }
            })
        });
        // A hidden agenda face down is not in play and its text does nothing (1E wiki, Hidden
        // Agenda). Turning it over changes no place, so it is tested here, out of the list
        // kept per places, and the card's state is recorded as read. A list with no hidden
        // agenda is handed out as it is kept.
        let face_down: Vec<CardId> = kept
            .hidden_agendas
            .iter()
            .copied()
            .filter(|&card| self.hidden_agenda_face_down(card))
            .collect();
        if face_down.is_empty() {
            return kept.cards;
        }
        let mut cards = kept.cards.to_vec();
        cards.retain(|card| !face_down.contains(card));
        cards.into()
    }

    /// Whether a card is a hidden agenda lying face down (seeded or played, not activated).
    pub fn hidden_agenda_face_down(&self, card: CardId) -> bool {
        // A definition never changes, so the flag is read before the card's state, which is
        // recorded: most cards stop at the flag.
        self.def(card).is_hidden_agenda() && self.state.status_of(card).face_down
    }

    /// Whether a card is in stasis, or is suspended by being in play on or aboard a card in
    /// stasis (S:697).
    pub fn in_stasis_or_on_it(&self, card: CardId) -> bool {
        if self.state.status_of(card).stasis {
            return true;
        }
        match self.state.place_of(card) {
            Place::On { card: host } | Place::Aboard { card: host } => self.state.status_of(host).stasis,
            _ => false,
        }
    }

    /// The cards, with the cards aboard those that are ships (S:697: "cards aboard a ship in
    /// stasis are also in stasis").
    pub fn with_aboard(&self, cards: Vec<CardId>) -> Vec<CardId> {
        let mut all = cards.clone();
        for card in cards.into_iter().filter(|&c| self.def(c).is("ship")) {
            all.extend_from_slice(self.state.in_place(&Place::Aboard { card }));
        }
        all
    }

    /// Every card in play of a card type.
    pub fn in_play_of_kind(&self, kind: &str) -> Vec<CardId> {
        self.in_play().into_iter().filter(|&c| self.def(c).is(kind)).collect()
    }

    /// Every card in play at a location, in the order of their ids: read from the places of
    /// the location (its mission, seed stack, the cards atop it, each side's ships and
    /// facilities and planet surface) and, down from each card there, the places aboard and
    /// on it, so that a condition reading it reads those places alone, not every card in play.
    pub fn cards_at(&self, location: LocationId) -> Vec<CardId> {
        let mut cards = self.cards_at_unordered(location);
        cards.sort_unstable();
        cards
    }

    /// A card's Borg hive: its controller's Borg-affiliation cards at its location, in space,
    /// on the planet, aboard the ships and facilities there (Glossary 1.9.1, Borg: all of a
    /// player's Borg-affiliation cards at one spaceline or time location make up a hive; in a
    /// Borg against Borg game each player has his own). Empty for a card at no location.
    pub fn hive(&self, card: CardId) -> Vec<CardId> {
        let Some(location) = self.location_of(card) else {
            return Vec::new();
        };
        let controller = self.state.controller_of(card);
        self.cards_at(location)
            .into_iter()
            .filter(|&c| self.state.controller_of(c) == controller && self.any_affiliation_icon(c, |a| a == "Borg"))
            .collect()
    }

    /// The cards of [`Step::cards_at`] in the order its walk meets them, for a reader to whom
    /// the order is nothing (a count, a test every card must pass): no sort.
    pub fn cards_at_unordered(&self, location: LocationId) -> Vec<CardId> {
        let mut cards = Vec::new();
        self.walk_cards_at(location, |card| {
            cards.push(card);
            ControlFlow::Continue(())
        });
        cards
    }

    /// Walks the cards of [`Step::cards_at_unordered`], in its order, without collecting
    /// them, until `visit` breaks (a count decided before the end): each place of the
    /// location, the last first, and after each place's cards the places on and aboard them,
    /// the last card's first ([`Step::walk_place`]).
    pub(crate) fn walk_cards_at(&self, location: LocationId, mut visit: impl FnMut(CardId) -> ControlFlow<()>) {
        let [first, second] = crate::ids::PlayerId::BOTH;
        let places = [
            Place::Surface {
                location,
                player: second,
            },
            Place::AtLocation {
                location,
                player: second,
            },
            Place::Surface {
                location,
                player: first,
            },
            Place::AtLocation {
                location,
                player: first,
            },
            Place::AtopMission { location },
            Place::SeedStack { location },
            Place::Mission { location },
        ];
        for place in places {
            if self.walk_place(place, &mut visit).is_break() {
                return;
            }
        }
    }

    /// Walks the cards of a place, if it is in play, then, from its last card to its first,
    /// the places on and aboard each (depth first), until `visit` breaks.
    fn walk_place(&self, place: Place, visit: &mut impl FnMut(CardId) -> ControlFlow<()>) -> ControlFlow<()> {
        let cards = self.state.in_place(&place);
        if place.in_play() {
            for &card in cards {
                visit(card)?;
            }
        }
        for &card in cards.iter().rev() {
            self.walk_place(Place::On { card }, visit)?;
            self.walk_place(Place::Aboard { card }, visit)?;
        }
        ControlFlow::Continue(())
    }

    /// The cards on or aboard a card, which go where it goes when it leaves play.
    pub fn hosted(&self, card: CardId) -> Vec<CardId> {
        let mut hosted = self.state.in_place(&Place::Aboard { card }).to_vec();
        hosted.extend_from_slice(self.state.in_place(&Place::On { card }));
        hosted
    }
}
