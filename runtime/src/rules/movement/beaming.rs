//! Beaming as an action cards may forbid or answer (M:437): each beam order is checked against
//! the `forbid beam(...)` of cards in play, and logged as a beam to or from a planet surface
//! when it is one. `forbid beam(any_card, at: here)` forbids beaming to or from the planet at
//! this card's location (Distortion Field); `beams_this_turn(here, by: PLAYER)` counts the
//! personnel a player beamed to or from it this turn (Atmospheric Ionization). A player with a
//! card whose `static` has `grant you with ignore_beam_prevention` ignores the beaming forbids of dilemmas,
//! events and missions, and their triggers on that player's just-beamed cards (Pattern
//! Enhancers). A static text may let a ship's transporters beam cards that are not personnel
//! (`grant CARDS with beaming on SHIP`: Lore Returns' Rogue Borg), to and from other ships at its location.
//! A beam between two cards at a location (ship to ship, ship to facility) names both in the
//! action a forbid is checked against, so `forbid beam(any_card, between: ship and
//! among(cards_at(here)))` forbids ship-to-ship beaming there (Quash Conspiracy, M:269).

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::forbids_read::{none_ignored, Ignored, ReadForbids};
use crate::state::{ActionRef, ActionType};
use crate::state::{GameState, Place};

/// The beam action an event reports: its group holds the mission when it touched the planet,
/// or the two cards it went between (`ends`, the places it left and reached) when it went
/// from one ship or facility to another, as the beam a forbid is checked against does.
pub(crate) fn beam_action(
    state: &GameState,
    card: CardId,
    player: PlayerId,
    location: LocationId,
    planet: bool,
    ends: Option<(Place, Place)>,
) -> ActionRef {
    let action = ActionRef::new(ActionType::Beam, card, player).at(location);
    if planet {
        return action.with_group(vec![state.location(location).mission]);
    }
    match ends {
        Some((
            Place::Aboard { card: source } | Place::On { card: source },
            Place::Aboard { card: host } | Place::On { card: host },
        )) => action.with_group(vec![source, host]),
        _ => action,
    }
}

/// The forbids `player`'s beams are checked against, read once for all the beams of an orders
/// list: every card's, or with Pattern Enhancers, all but those of dilemmas, events and
/// missions.
pub(crate) fn beam_forbids<'a>(step: &Step<'a>, player: PlayerId) -> ReadForbids<'a> {
    ReadForbids::read(step, beam_forbids_ignored(step, player))
}

/// The forbids `player`'s beams are checked against when they are not every card's (Pattern
/// Enhancers: all but those of dilemmas, events and missions), taken from `every` (every
/// forbid in force, which the orders list reads once for its moves, beams and battles alike)
/// without reading them again; `None` when his beams are checked against every forbid.
pub(crate) fn own_beam_forbids<'a>(
    step: &Step<'a>,
    player: PlayerId,
    every: &ReadForbids<'a>,
) -> Option<ReadForbids<'a>> {
    ignores_prevention(step, player).then(|| every.leaving_out(step, is_ignorable_source))
}

/// The cards whose forbids `player`'s beams ignore.
fn beam_forbids_ignored(step: &Step<'_>, player: PlayerId) -> Ignored {
    if ignores_prevention(step, player) {
        is_ignorable_source
    } else {
        none_ignored
    }
}

/// Whether `player` may beam `card` from one place to another at its location, by the forbids
/// `beam_forbids` read.
pub(crate) fn allowed<'a>(
    step: &mut Step<'a>,
    forbids: &mut ReadForbids<'a>,
    player: PlayerId,
    card: CardId,
    (from, to): (Place, Place),
) -> Result<bool, Interrupt> {
    let Some(location) = step.location_of(card) else {
        return Ok(true);
    };
    allowed_at(step, forbids, (player, location), card, (from, to))
}

/// Whether `player` may beam `card`, at `location`, from one place to another there, by the
/// forbids `beam_forbids` read: as [`allowed`], the card's location known.
pub(crate) fn allowed_at<'a>(
    step: &mut Step<'a>,
    forbids: &mut ReadForbids<'a>,
    (player, location): (PlayerId, LocationId),
    card: CardId,
    (from, to): (Place, Place),
) -> Result<bool, Interrupt> {
    debug_assert_eq!(
        step.location_of(card),
        Some(location),
        "{card:?} beams from where it is"
    );
    let planet = matches!(from, Place::Surface { .. }) || matches!(to, Place::Surface { .. });
    let action = |step: &Step<'_>| beam_action(step.state, card, player, location, planet, Some((from, to)));
    Ok(!forbids.forbidden_built(step, (ActionType::Beam, card), action)?)
}

/// The beams a static text allows of cards that are not personnel (`grant CARDS with beaming on SHIP`:
/// Lore Returns, "beam your Rogue Borg"): the ship's transporters beam a card the player
/// controls, not stopped (S:757), from the ship onto another ship at its location, or from
/// another ship there onto it. No ship involved may be cloaked (FAQ:755-765) or in stasis
/// (S:689), and the beaming ship may not be stopped.
pub(crate) fn text_beams(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(String, CardId, Place)>, Interrupt> {
    let usable = |step: &Step<'_>, c: CardId| {
        let status = &step.state.card(c).status;
        !status.cloaked && !status.stasis
    };
    if step.state.statics.beamable.is_empty() {
        // No static text lets a ship beam other cards (most lists): nothing to list, and no
        // forbids to read.
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    // The layer is shared: holding it costs a pointer, not a copy of its list.
    let layer = step.state.statics.clone();
    for &(card, host) in &layer.beamable {
        let state = step.state.card(card);
        let Place::AtLocation { location, .. } = step.state.card(host).place else {
            continue;
        };
        let Place::On { card: on } = state.place else {
            continue;
        };
        if state.controller != player
            || step.state.is_stopped(card)
            || step.state.is_stopped(host)
            || !usable(step, host)
        {
            continue;
        }
        let ships_here: Vec<CardId> = [player, player.other()]
            .into_iter()
            .flat_map(|side| {
                step.state
                    .in_place(&Place::AtLocation { location, player: side })
                    .to_vec()
            })
            .filter(|&c| c != host && step.def(c).is("ship") && usable(step, c))
            .collect();
        let destinations = if on == host {
            ships_here
        } else if ships_here.contains(&on) {
            vec![host]
        } else {
            Vec::new()
        };
        for to in destinations {
            let label = format!("beam {} aboard {}", step.describe(card), step.describe(to));
            found.push((label, card, Place::On { card: to }));
        }
    }
    let mut permitted = Vec::with_capacity(found.len());
    let mut forbids = beam_forbids(step, player);
    for (label, card, to) in found {
        let from = step.state.card(card).place;
        if allowed(step, &mut forbids, player, card, (from, to))?
            && !permitted.iter().any(|(_, c, t)| (*c, *t) == (card, to))
        {
            permitted.push((label, card, to));
        }
    }
    Ok(permitted)
}

/// Carries out a beam order: the card moves, and the beam is logged.
pub(crate) fn beam(step: &mut Step<'_>, player: PlayerId, card: CardId, to: Place) {
    let from = step.state.card(card).place;
    step.move_to(card, to);
    let Some(location) = step.location_of(card) else {
        return;
    };
    let planet = matches!(from, Place::Surface { .. }) || matches!(to, Place::Surface { .. });
    step.emit(Event::Beamed {
        card,
        player,
        location,
        planet,
    });
}

/// A beam a card's text makes (Near-Warp Transport, Emergency Transporter Armbands, Portal
/// Guard): it overcomes no obstacle to beaming, neither being stopped (S:757), nor a cloaked
/// ship at either end (FAQ:755-765), nor a card that forbids the beam (Atmospheric
/// Ionization, Distortion Field), as the Glossary's `beaming` entry says of special beaming
/// cards and dilemmas. The card's controller beams it; the beam is logged as a beam order's
/// is. Whether it happened.
pub(crate) fn beam_by_text(step: &mut Step<'_>, card: CardId, to: Place) -> Result<bool, Interrupt> {
    let player = step.state.card(card).controller;
    let from = step.state.card(card).place;
    let cloaked = |place: Place| matches!(place, Place::Aboard { card: host } if step.state.card(host).status.cloaked);
    if step.state.is_stopped(card) || cloaked(from) || cloaked(to) {
        return Ok(false);
    }
    let Some(location) = step.location_of(card) else {
        beam(step, player, card, to);
        return Ok(true);
    };
    let planet = matches!(from, Place::Surface { .. }) || matches!(to, Place::Surface { .. });
    let action = beam_action(step.state, card, player, location, planet, Some((from, to)));
    let ignored = beam_forbids_ignored(step, player);
    if crate::rules::statics::forbid::forbidden_ignoring(step, &action, &ignored)? {
        return Ok(false);
    }
    beam(step, player, card, to);
    Ok(true)
}

/// How many personnel `player` beamed to or from the planet at `location` in this turn.
pub(crate) fn beams_this_turn(step: &Step<'_>, location: LocationId, player: PlayerId) -> i64 {
    let turn_start = step
        .log
        .iter()
        .rposition(|e| matches!(e, Event::TurnBegan { .. }))
        .unwrap_or(0);
    step.log[turn_start..]
        .iter()
        .filter(|e| {
            matches!(e, Event::Beamed { card, player: p, location: l, planet: true }
                if *p == player && *l == location && step.def(*card).is("personnel"))
        })
        .count() as i64
}

/// Whether a trigger of `source` answering this action is one the beaming player ignores: a
/// dilemma's, event's or mission's, on that player's just-beamed card (Pattern Enhancers).
pub(crate) fn ignored(step: &Step<'_>, source: CardId, action: &ActionRef) -> bool {
    action.kind == ActionType::Beam && is_ignorable_source(step, source) && ignores_prevention(step, action.by)
}

fn is_ignorable_source(step: &Step<'_>, source: CardId) -> bool {
    step.def(source).is_one_of(&["dilemma", "event", "mission"])
}

fn ignores_prevention(step: &Step<'_>, player: PlayerId) -> bool {
    step.state
        .statics
        .grants(player, crate::state::PlayerGrant::IgnoreBeamPrevention)
}
