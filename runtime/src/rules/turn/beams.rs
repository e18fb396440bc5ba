//! The beam orders of personnel and equipment (M:437): from a ship, facility or planet surface
//! to another place at the same location (the player's ships and facilities there, the planet
//! if the mission has one), each checked against the forbids in force, a hologram's host and a
//! personnel's compatibility with the crew it joins (F:20). Stopped cards may not beam (S:757).

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::forbids_read::ReadForbids;
use crate::rules::statics::granted::Compatibility;
use crate::state::{LastingEffect, Place};

use super::beam_crews::{AffiliationBits, Side};

/// Room for the places beamed from, and the locations beamed at, of a usual list at once.
const USUAL_PLACES: usize = 16;

/// A place a card at a location may beam to, with what is read of it once per list.
struct Destination {
    place: Place,
    /// F:20: no beaming to a Nor unless a card allows it.
    to_nor: bool,
    /// What a personnel boarding it must meet, read when a personnel first may.
    boarding: Option<Boarding>,
}

/// What a personnel boarding a ship or facility must meet (F:20).
struct Boarding {
    /// Whether the host is under its controller's control only for a time.
    borrowed: bool,
    /// The sides of compatibility to meet.
    needs: Needs,
}

/// The sides of compatibility a personnel boarding a host must meet.
enum Needs {
    /// None: the surface, or the opponent's ship (intruders, not crew).
    Nothing,
    /// Compatibility with each of these sides (the host's, its crew's).
    Sides(Vec<Side>),
    /// Asked card by card: the list met more affiliations than it has bits.
    CardByCard,
}

/// Where a player's personnel at a location may beam: their ships and facilities there (not
/// in stasis, S:689), and the surface if the mission has a planet.
fn beam_places(step: &Step<'_>, player: PlayerId, location: LocationId) -> Vec<Destination> {
    let aboard = step.state.in_place(&Place::AtLocation { location, player });
    let mut places = Vec::with_capacity(aboard.len() + 1);
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
    places
}

/// The places a card may beam from (aboard a ship, on a planet's surface) where there is
/// somewhere else to beam to: a card in any other place has no beam to list, and needs no
/// looking at. The places to beam to are found per location into `places_at`.
fn beam_from(step: &Step<'_>, player: PlayerId, places_at: &mut Vec<(LocationId, Vec<Destination>)>) -> Vec<Place> {
    let mut from = Vec::with_capacity(USUAL_PLACES);
    for &place in step.state.zones.keys() {
        let location = match place {
            Place::Surface { location, .. } => Some(location),
            Place::Aboard { card: host } => step.location_of(host),
            _ => None,
        };
        let Some(location) = location else {
            continue;
        };
        let index = match places_at.iter().position(|(at, _)| *at == location) {
            Some(index) => index,
            None => {
                places_at.push((location, beam_places(step, player, location)));
                places_at.len() - 1
            }
        };
        if places_at[index].1.iter().any(|to| to.place != place) {
            from.push(place);
        }
    }
    from
}

/// The personnel, then the equipment, in the places `from`, each kind in the order of their
/// ids: read from those places' lists alone, in one pass, not by walking every place of the
/// game.
fn personnel_then_equipment_in(step: &Step<'_>, from: &[Place]) -> Vec<CardId> {
    // Room for every card of those places at once: most are personnel.
    let cards = from.iter().map(|place| step.state.in_place(place).len()).sum();
    let (mut personnel, mut equipment) = (Vec::with_capacity(cards), Vec::new());
    for &card in from.iter().flat_map(|place| step.state.in_place(place)) {
        let def = step.def(card);
        if def.is("personnel") {
            personnel.push(card);
        } else if def.is("equipment") {
            equipment.push(card);
        }
    }
    personnel.sort_unstable();
    equipment.sort_unstable();
    personnel.append(&mut equipment);
    personnel
}

/// The beams of personnel and equipment open to the player, each checked as it is found:
/// against the forbids in force (`forbids`, read for the whole list, unless the player ignores
/// some of them for beams), and, for a hologram, where it may exist; each allowed beam is
/// given to `listed`, card by card, each card's places in order.
pub(super) fn beams<'a>(
    step: &mut Step<'a>,
    player: PlayerId,
    forbids: &mut ReadForbids<'a>,
    mut listed: impl FnMut(CardId, Place),
) -> Result<(), Interrupt> {
    // Where one may beam depends on the location only: found once per location, not once
    // per card (nothing changes while the orders are listed).
    let mut places_at: Vec<(LocationId, Vec<Destination>)> = Vec::with_capacity(USUAL_PLACES);
    let mut bits = AffiliationBits::new(player);
    let beam_from = beam_from(step, player, &mut places_at);
    let mut own_forbids = crate::rules::movement::beaming::own_beam_forbids(step, player);
    let forbids = own_forbids.as_mut().unwrap_or(forbids);
    // Personnel beam, and carry Equipment with them (M:437): equipment beams the same way.
    for card in personnel_then_equipment_in(step, &beam_from) {
        let state = step.state.card(card);
        if state.controller != player
            || step.state.is_stopped(card)
            || state.status.quarantine
            || state.status.stasis
            || state.status.captive.is_some()
        {
            // A captive is moved by its escort, not by its owner (Rulebook, Capture).
            continue;
        }
        if !matches!(state.place, Place::Aboard { .. } | Place::Surface { .. }) {
            continue;
        }
        if matches!(state.place, Place::Aboard { card: host } if step.state.card(host).status.stasis) {
            // S:691: no beaming off with the transporters of a ship in stasis.
            continue;
        }
        if matches!(state.place, Place::Aboard { card: host } if step.state.card(host).status.cloaked) {
            // A cloaked ship may not beam (FAQ:755-765).
            continue;
        }
        if matches!(state.place, Place::Aboard { card: host } if crate::rules::stations::is_nor(step, host)) {
            // F:20: no beaming from or within a Nor unless a card allows it.
            continue;
        }
        let Some(location) = step.location_of(card) else {
            continue;
        };
        let from = state.place;
        // A hologram beams only where it may exist (Holodeck, Holo-Projectors); any other
        // card anywhere.
        let hologram = crate::rules::statics::holograms::needs_host(step, card);
        // The card's side of compatibility, and whether it is borrowed, read once for all
        // the places it may board.
        let mut boarder = Boarder::new(step, card);
        let index = match places_at.iter().position(|(at, _)| *at == location) {
            Some(index) => index,
            None => {
                places_at.push((location, beam_places(step, player, location)));
                places_at.len() - 1
            }
        };
        for to in 0..places_at[index].1.len() {
            let destination = &mut places_at[index].1[to];
            let place = destination.place;
            if place != from
                && !destination.to_nor
                && boarder.may_enter(step, &mut bits, destination)
                && crate::rules::movement::beaming::allowed_at(step, forbids, (player, location), card, (from, place))?
                && (!hologram || crate::rules::statics::holograms::may_exist(step, card, place)?)
            {
                listed(card, place);
            }
        }
    }
    Ok(())
}

/// A card that may beam, with what is read of it for boarding once for all its places.
struct Boarder {
    card: CardId,
    personnel: bool,
    /// Whether it is under its controller's control only for a time, once read.
    borrowed: Option<bool>,
    /// Its side of compatibility in the list's bits, once read (`None` inside: too many
    /// affiliations for bits).
    side: Option<Option<Side>>,
    /// Its side of compatibility read for [`may_enter`], card by card.
    compatibility: Option<Compatibility>,
}

impl Boarder {
    fn new(step: &Step<'_>, card: CardId) -> Self {
        Boarder {
            card,
            personnel: step.def(card).is("personnel"),
            borrowed: None,
            side: None,
            compatibility: None,
        }
    }

    /// Whether the card may enter `destination`, as [`may_enter`] says, the destination's
    /// side read once per list and compatibility decided by the list's affiliation bits.
    fn may_enter(&mut self, step: &Step<'_>, bits: &mut AffiliationBits, destination: &mut Destination) -> bool {
        let place = destination.place;
        let Place::Aboard { card: host } = place else {
            return true;
        };
        if !self.personnel {
            return true;
        }
        let boarding = destination.boarding.get_or_insert_with(|| boarding(step, bits, host));
        let card = self.card;
        let borrowed = *self.borrowed.get_or_insert_with(|| is_borrowed(step, card));
        let may = borrowed == boarding.borrowed
            && match &boarding.needs {
                Needs::Nothing => true,
                Needs::Sides(sides) => {
                    let side = *self.side.get_or_insert_with(|| bits.side(step, card));
                    match side {
                        Some(ours) => sides.iter().all(|&theirs| bits.compatible(ours, theirs)),
                        None => may_enter(step, card, place, &mut self.compatibility),
                    }
                }
                Needs::CardByCard => may_enter(step, card, place, &mut self.compatibility),
            };
        debug_assert_eq!(
            may,
            may_enter(step, card, place, &mut None),
            "beaming {card:?} to {place:?}: the list's compatibility differs from the card's own"
        );
        may
    }
}

/// What a personnel boarding `host` must meet: the host's side for a facility, the host's and
/// its crew's aboard the player's own ship, nothing aboard the opponent's.
fn boarding(step: &Step<'_>, bits: &mut AffiliationBits, host: CardId) -> Boarding {
    let host_def = step.def(host);
    let facility = host_def.is("facility");
    let own_ship = host_def.is("ship") && step.state.card(host).controller == bits.player();
    let needs = if !facility && !own_ship {
        Needs::Nothing
    } else {
        match bits.crew_sides(step, host, own_ship) {
            Some(sides) => Needs::Sides(sides),
            None => Needs::CardByCard,
        }
    };
    Boarding {
        borrowed: is_borrowed(step, host),
        needs,
    }
}

/// Whether a card is under its controller's control only for a time (Neural Servo Device,
/// Alien Parasites).
fn is_borrowed(step: &Step<'_>, card: CardId) -> bool {
    step.state
        .has_lasting(card, |e| matches!(e, LastingEffect::Control { .. }))
}

/// F:20: personnel must be compatible with a facility to enter it: of one of its affiliations,
/// either of them Non-Aligned, or made compatible by a card in play (a Treaty). Aboard one's own
/// ship they must be compatible with the ship and with its crew (Rulebook, Compatibility). Cards under a
/// player's control only for a time are compatible with none of that player's other cards
/// (Neural Servo Device, Alien Parasites): personnel may not board a ship or facility across
/// that line. Equipment goes anywhere. `side` keeps the card's side of compatibility once read,
/// for its other places.
fn may_enter(step: &Step<'_>, card: CardId, place: Place, side: &mut Option<Compatibility>) -> bool {
    let Place::Aboard { card: host } = place else {
        return true;
    };
    let (def, host_def) = (step.def(card), step.def(host));
    if !def.is("personnel") {
        return true;
    }
    if is_borrowed(step, card) != is_borrowed(step, host) {
        return false;
    }
    let player = step.state.card(card).controller;
    let facility = host_def.is("facility");
    if !facility && (!host_def.is("ship") || step.state.card(host).controller != player) {
        // Beaming aboard the opponent's ship makes intruders, not crew.
        return true;
    }
    let side = &*side.get_or_insert_with(|| step.compatibility_of(card));
    if facility {
        return step.compatible_to(player, side, host);
    }
    // Rulebook (v2.5.4), Compatibility; Glossary, compatible (M:386): personnel may join a crew
    // only if compatible with the ship and with every crew member already aboard.
    step.compatible_to(player, side, host)
        && step
            .state
            .in_place(&place)
            .iter()
            .filter(|&&c| {
                c != card
                    && step.def(c).is("personnel")
                    && step.state.card(c).controller == player
                    && step.state.card(c).status.captive.is_none()
            })
            .all(|&mate| step.compatible_to(player, side, mate))
}
