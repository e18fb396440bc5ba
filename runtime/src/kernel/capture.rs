//! Capturing and captives, as the Rulebook's Capture section and the Glossary's "capturing"
//! entry give them:
//!
//! - a captured personnel is disabled and held by its captor; it stays its owner's card;
//! - at once it goes to one of the captor's crews or Away Teams at its location (the captor
//!   chooses among several), who escort it: it goes where they go;
//! - with no crew or Away Team of the captor there, the card that captured it stays atop the
//!   mission as a trap card, the captive under it, until one of the captor's crews or Away
//!   Teams there takes custody (the trap card is discarded then);
//! - a held captive is freed only by a card that releases or rescues it;
//! - a card in play may forbid a capture (`forbid captured(...)`): the personnel stays free.

use super::{Interrupt, Step};
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::{ActionRef, ActionType, FlagStatus, Place, StatusKind};

impl Step<'_> {
    /// Whether a personnel is held captive (by either player).
    pub fn is_captive(&self, card: CardId) -> bool {
        self.state.status_of(card).captive.is_some()
    }

    /// The places at a location where `captor` has a crew or an Away Team to escort a
    /// captive: aboard each of his ships and facilities with his personnel aboard, and his
    /// Away Team on the planet's surface.
    pub fn escorts_at(&self, captor: PlayerId, location: LocationId) -> Vec<Place> {
        let staffed = |place: &Place| {
            self.state.in_place(place).iter().any(|&c| {
                let record = self.state.card(c);
                self.def(c).is("personnel") && record.controller == captor && record.status.captive.is_none()
            })
        };
        let mut places: Vec<Place> = self
            .state
            .in_place(&Place::AtLocation {
                location,
                player: captor,
            })
            .iter()
            .filter(|&&c| self.def(c).is_one_of(&["ship", "facility"]))
            .map(|&card| Place::Aboard { card })
            .filter(|place| staffed(place))
            .collect();
        let surface = Place::Surface {
            location,
            player: captor,
        };
        if staffed(&surface) {
            places.push(surface);
        }
        places
    }

    /// Captures a personnel for `captor`, by the text of `source`: disabled and held, it goes
    /// to an escort at its location or, with none there, under `source` placed atop the
    /// mission as a trap card. A card already captive, or not in play, is left as it is.
    /// Returns whether `source` became a trap card.
    pub fn capture(&mut self, card: CardId, captor: PlayerId, source: CardId) -> Result<bool, Interrupt> {
        let record = self.state.card(card);
        if record.status.captive.is_some() || !record.place.in_play() || !self.def(card).is("personnel") {
            return Ok(false);
        }
        let Some(location) = self.location_of(card) else {
            return Ok(false);
        };
        // A card in play may forbid the capture ("Your personnel may not be captured where
        // present": Secret Agent Julian Bashir, S:155): the personnel stays free.
        let action = ActionRef::new(ActionType::Captured, card, captor);
        if self.rules().forbidden(self, &action)? {
            return Ok(false);
        }
        self.state.card_mut(card).status.captive = Some(captor);
        self.emit(Event::Status {
            card,
            status: StatusKind::Captive,
            on: true,
        });
        self.set_status(card, FlagStatus::Disabled, true);
        let escorts = self.escorts_at(captor, location);
        let escort = if escorts.is_empty() {
            None
        } else {
            let options = escorts.iter().map(|place| self.describe_escort(*place)).collect();
            let prompt = format!(
                "{}: which crew or Away Team escorts {}",
                self.title(source),
                self.describe(card)
            );
            Some(escorts[self.decide(captor, prompt, options)?])
        };
        match escort {
            Some(place) => {
                self.move_to(card, place);
                Ok(false)
            }
            None => {
                if self.state.place_of(source) != (Place::AtopMission { location }) {
                    self.move_to(source, Place::AtopMission { location });
                }
                self.move_to(card, Place::On { card: source });
                Ok(true)
            }
        }
    }

    /// Frees a captive: no longer held nor disabled. It stays where it is.
    pub fn free_captive(&mut self, card: CardId) {
        if self.state.card_mut(card).status.captive.take().is_some() {
            self.emit(Event::Status {
                card,
                status: StatusKind::Captive,
                on: false,
            });
            self.set_status(card, FlagStatus::Disabled, false);
        }
    }

    /// The captives a trap card holds under it.
    pub fn trapped_under(&self, trap: CardId) -> Vec<CardId> {
        self.state
            .in_place(&Place::On { card: trap })
            .iter()
            .copied()
            .filter(|&c| self.is_captive(c))
            .collect()
    }

    /// An escort as an option names it: the ship or facility, or the Away Team.
    fn describe_escort(&self, place: Place) -> String {
        match place {
            Place::Aboard { card } => format!("the crew of {}", self.describe(card)),
            _ => "the Away Team on the planet".into(),
        }
    }
}
