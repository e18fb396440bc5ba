//! The beam orders of personnel and equipment (M:437): from a ship, facility or planet surface
//! to another place at the same location (the player's ships and facilities there, the planet
//! if the mission has one), each checked against the forbids in force, a hologram's host and a
//! personnel's compatibility with the crew it joins (F:20). Stopped cards may not beam (S:757).

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::forbids_read::{for_a_time, ReadForbids};
use crate::state::{ActionType, Place};

use super::beam_boarding::{Boarder, Destination};
use super::beam_crews::AffiliationBits;

/// Room for the places beamed from, and the locations beamed at, of a usual list at once.
const USUAL_PLACES: usize = 16;

/// The places to beam to at each location of one list, read once per location: every
/// location's destinations in one list (not a list per location), each location with its
/// range in it.
#[derive(Default)]
struct Destinations {
    /// Each location read, and the range of its destinations in `all`.
    at: Vec<(LocationId, std::ops::Range<usize>)>,
    /// The destinations of every location read, location by location.
    all: Vec<Destination>,
}

impl Destinations {
    /// The index in `at` of a location's destinations, read (`beam_places`) when first asked.
    fn index_of(&mut self, step: &Step<'_>, player: PlayerId, location: LocationId) -> usize {
        if let Some(index) = self.at.iter().position(|(at, _)| *at == location) {
            return index;
        }
        let start = self.all.len();
        beam_places(step, player, location, &mut self.all);
        self.at.push((location, start..self.all.len()));
        self.at.len() - 1
    }
}

/// Where a player's personnel at a location may beam: their ships and facilities there (not
/// in stasis, S:689), those landed on its planet, and the surface if the mission has a planet;
/// added to `places`.
fn beam_places(step: &Step<'_>, player: PlayerId, location: LocationId, places: &mut Vec<Destination>) {
    let aboard = step.state.in_place(&Place::AtLocation { location, player });
    for &host in aboard {
        let status = &step.state.card(host).status;
        let def = step.def(host);
        if def.is_one_of(&["ship", "facility"]) && !status.stasis && !status.cloaked {
            places.push(Destination {
                place: Place::Aboard { card: host },
                to_nor: crate::rules::stations::is_nor(step, host),
                boarding: None,
            });
        }
    }
    // Cards may beam to and from a ship landed there (the Glossary's "landed ships").
    for &host in step.state.in_place(&Place::Surface { location, player }) {
        if step.def(host).is("ship") && !step.state.card(host).status.stasis {
            places.push(Destination {
                place: Place::Aboard { card: host },
                to_nor: false,
                boarding: None,
            });
        }
    }
    let kind = step
        .mission_kind_str(step.state.location(location).mission)
        .unwrap_or("planet");
    if kind != "space" {
        places.push(Destination {
            place: Place::Surface { location, player },
            to_nor: false,
            boarding: None,
        });
    }
}

/// The places a card of `player`'s may beam from (aboard a ship it may beam off, on a planet's
/// surface) where there is somewhere else to beam to, each with the index of its location's
/// destinations in `places_at.at`, among `crewed` (the places on a planet or aboard a card that
/// hold a card of his, `presence::Board`): a place without one, or in any other place, has no
/// beam to list, and needs no looking at (nor its location's destinations reading). The places
/// to beam to are found per location into `places_at`.
fn beam_from(step: &Step<'_>, player: PlayerId, crewed: &[Place], places_at: &mut Destinations) -> Vec<(Place, usize)> {
    let mut from = Vec::with_capacity(USUAL_PLACES);
    for &place in crewed {
        let location = match place {
            Place::Surface { location, .. } => Some(location),
            Place::Aboard { card: host } if !may_beam_off(step, host) => None,
            Place::Aboard { card: host } => step.location_of(host),
            _ => None,
        };
        let Some(location) = location else {
            continue;
        };
        let index = places_at.index_of(step, player, location);
        let range = places_at.at[index].1.clone();
        if places_at.all[range].iter().any(|to| to.place != place) {
            from.push((place, index));
        }
    }
    from
}

/// Whether cards aboard `host` may beam off it: not with the transporters of a ship in stasis
/// (S:691), nor from a cloaked ship (FAQ:755-765), nor from a Nor unless a card allows it
/// (F:20). Read once per place, for every card aboard.
fn may_beam_off(step: &Step<'_>, host: CardId) -> bool {
    let status = &step.state.card(host).status;
    !status.stasis && !status.cloaked && !crate::rules::stations::is_nor(step, host)
}

/// The personnel, then the equipment, `player` controls in the places `from`, each kind in the
/// order of their ids, each with the index of its location's destinations: read from those
/// places' lists alone, in one pass, not by walking every place of the game.
fn personnel_then_equipment_in(step: &Step<'_>, player: PlayerId, from: &[(Place, usize)]) -> Vec<(CardId, usize)> {
    // Room for every card of those places at once: most are personnel.
    let cards = from.iter().map(|(place, _)| step.state.in_place(place).len()).sum();
    let (mut personnel, mut equipment) = (Vec::with_capacity(cards), Vec::new());
    for &(place, index) in from {
        for &card in step.state.in_place(&place) {
            if step.state.card(card).controller != player {
                // Only the player's own cards beam in his orders.
                continue;
            }
            let def = step.def(card);
            if def.is("personnel") {
                personnel.push((card, index));
            } else if def.is("equipment") {
                equipment.push((card, index));
            }
        }
    }
    // By card: each card is in one place.
    personnel.sort_unstable();
    equipment.sort_unstable();
    personnel.append(&mut equipment);
    personnel
}

/// The beams of personnel and equipment open to the player, each checked as it is found:
/// against the forbids in force (`forbids`, read for the whole list, unless the player ignores
/// some of them for beams), and, for a hologram, where it may exist; each allowed beam is
/// given to `listed`, card by card, each card's places in order. The beams start from the
/// places `crewed` (`presence::Board`).
pub(super) fn beams<'a>(
    step: &mut Step<'a>,
    player: PlayerId,
    forbids: &mut ReadForbids<'a>,
    crewed: &[Place],
    mut listed: impl FnMut(CardId, Place),
) -> Result<(), Interrupt> {
    // Where one may beam depends on the location only: found once per location, not once
    // per card (nothing changes while the orders are listed).
    let mut places_at = Destinations {
        at: Vec::with_capacity(USUAL_PLACES),
        all: Vec::with_capacity(USUAL_PLACES),
    };
    let mut bits = AffiliationBits::new(player);
    let beam_from = beam_from(step, player, crewed, &mut places_at);
    let mut own_forbids = crate::rules::movement::beaming::own_beam_forbids(step, player, forbids);
    let forbids = own_forbids.as_mut().unwrap_or(forbids);
    // With no statement in force naming beams, only a forbid for a time can stop a card's
    // beams, whatever the place: read once per card, not once per place.
    let beams_named = forbids.names(ActionType::Beam);
    // Personnel beam, and carry Equipment with them (M:437): equipment beams the same way.
    for (card, index) in personnel_then_equipment_in(step, player, &beam_from) {
        let state = step.state.card(card);
        // Its status read before whether it is stopped, the costlier question.
        if state.controller != player
            || state.status.quarantine
            || state.status.stasis
            || state.status.captive.is_some()
            || step.state.is_stopped(card)
        {
            // A captive is moved by its escort, not by its owner (Rulebook, Capture).
            continue;
        }
        // Its place is one it may beam off (`beam_from`, `may_beam_off`).
        debug_assert!(
            match state.place {
                Place::Surface { .. } => true,
                Place::Aboard { card: host } => may_beam_off(step, host),
                _ => false,
            },
            "{card:?} beams from a place it may beam off"
        );
        // The card's location, read with its place (`beam_from`).
        let (location, range) = places_at.at[index].clone();
        debug_assert_eq!(
            step.location_of(card),
            Some(location),
            "{card:?} beams from where it is"
        );
        let from = state.place;
        // A hologram beams only where it may exist (Holodeck, Holo-Projectors); any other
        // card anywhere.
        let hologram = crate::rules::statics::holograms::needs_host(step, card);
        // The card's side of compatibility, and whether it is borrowed, read once for all
        // the places it may board.
        let mut boarder = Boarder::new(step, card);
        let mut forbidden_for_a_time = None;
        for to in range {
            let destination = &mut places_at.all[to];
            let place = destination.place;
            if place != from
                && !destination.to_nor
                && boarder.may_enter(step, &mut bits, destination)
                && if beams_named {
                    crate::rules::movement::beaming::allowed_at(step, forbids, (player, location), card, (from, place))?
                } else {
                    !*forbidden_for_a_time.get_or_insert_with(|| for_a_time(step, ActionType::Beam, card))
                }
                && (!hologram || crate::rules::statics::holograms::may_exist(step, card, place)?)
            {
                listed(card, place);
            }
        }
    }
    Ok(())
}
