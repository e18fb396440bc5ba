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

/// Room for the places beamed from, and the locations beamed at, of a usual list at once.
const USUAL_PLACES: usize = 16;

/// Where a player's personnel at a location may beam: their ships and facilities there (not
/// in stasis, S:689), and the surface if the mission has a planet.
fn beam_places(step: &Step<'_>, player: PlayerId, location: LocationId) -> Vec<Place> {
    let mut places: Vec<Place> = step
        .state
        .in_place(&Place::AtLocation { location, player })
        .iter()
        .filter(|&&c| {
            let status = &step.state.card(c).status;
            step.def(c).is_one_of(&["ship", "facility"]) && !status.stasis && !status.cloaked
        })
        .map(|&c| Place::Aboard { card: c })
        .collect();
    let kind = step
        .mission_kind_str(step.state.location(location).mission)
        .unwrap_or("planet");
    if kind != "space" {
        places.push(Place::Surface { location, player });
    }
    places
}

/// The places a card may beam from (aboard a ship, on a planet's surface) where there is
/// somewhere else to beam to: a card in any other place has no beam to list, and needs no
/// looking at. The places to beam to are found per location into `places_at`.
fn beam_from(step: &Step<'_>, player: PlayerId, places_at: &mut Vec<(LocationId, Vec<Place>)>) -> Vec<Place> {
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
        if places_at[index].1.iter().any(|&to| to != place) {
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
    let mut places_at: Vec<(LocationId, Vec<Place>)> = Vec::with_capacity(USUAL_PLACES);
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
        // The card's side of compatibility, read once for all the places it may board.
        let mut side = None;
        let index = match places_at.iter().position(|(at, _)| *at == location) {
            Some(index) => index,
            None => {
                places_at.push((location, beam_places(step, player, location)));
                places_at.len() - 1
            }
        };
        for &place in &places_at[index].1 {
            // F:20: no beaming to a Nor unless a card allows it.
            let to_nor = matches!(place, Place::Aboard { card: host } if crate::rules::stations::is_nor(step, host));
            if place != from
                && !to_nor
                && may_enter(step, card, place, &mut side)
                && crate::rules::movement::beaming::allowed(step, forbids, player, card, (from, place))?
                && (!hologram || crate::rules::statics::holograms::may_exist(step, card, place)?)
            {
                listed(card, place);
            }
        }
    }
    Ok(())
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
    let borrowed = |c: CardId| {
        step.state
            .has_lasting(c, |e| matches!(e, LastingEffect::Control { .. }))
    };
    if borrowed(card) != borrowed(host) {
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
