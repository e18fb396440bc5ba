//! Playing cards: the normal card play of a turn, interrupts, initiation (step 1: the card is
//! set aside and its response window opens, see `window`) and results (step 3). Responses
//! nest: a response is itself a play with its own window (M:79: Q's Tent ← Wrong Door ←
//! Amanda Rogers); when the window closes with both players passing, the play resolves unless
//! it was nullified.

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::interp::{run_block, Value};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::Frame;
use crate::state::Place;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::AbilityKind;

pub(crate) use super::interrupts::interrupt_plays;
pub(crate) use super::options::{event_plays, PlayOption};

/// The normal card plays open to a player: reporting personnel, ships and equipment to one
/// of their facilities, and events on the table or on what they play on.
pub(crate) fn normal_plays(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let mut plays = Vec::new();
    let hand: Vec<CardId> = step.state.in_place(&Place::Hand { player }).to_vec();
    let facilities: Vec<CardId> = step
        .in_play_of_kind("facility")
        .into_iter()
        .filter(|&f| step.state.card(f).controller == player)
        .collect();
    for card in hand {
        if !super::earned::playable_from_hand(step, card) {
            continue;
        }
        // Converted to an event by a static text (Tijuana Crass): played so, on the table.
        if let Some(converted) = super::converted::converted_plays(step, player, card) {
            plays.extend(converted);
            continue;
        }
        let def = step.def(card);
        match def.kind.as_str() {
            // A unique card whose copy is in play is left out by `forbid::allowed_plays`.
            "personnel" | "ship" | "equipment" => {
                // "Must report ... at end of spaceline" (I.K.S. T'Ong): only where its text says.
                let to_facilities = if def.reports_only_where_text_says {
                    &[][..]
                } else {
                    &facilities[..]
                };
                for &facility in to_facilities {
                    let fdef = step.def(facility);
                    // "Stations without sites (such as Colony ...) do not allow cards to report
                    // unless the station itself has text explicitly allowing reporting" (F:20).
                    if fdef.class.as_deref() == Some("Station") {
                        continue;
                    }
                    let compatible =
                        def.kind == "equipment" || step.any_compatible(player, &def.affiliations, &fdef.affiliations);
                    if !compatible {
                        continue;
                    }
                    // M:219-220, M:225: a personnel or ship reports to a facility in the
                    // quadrant it is native to.
                    let native = step
                        .location_of(facility)
                        .is_none_or(|at| crate::rules::quadrants::native_at(step, card, at));
                    if !native {
                        continue;
                    }
                    let destination = match (def.kind.as_str(), step.state.card(facility).place) {
                        ("ship", Place::AtLocation { location, .. }) => Place::AtLocation { location, player },
                        _ => Place::Aboard { card: facility },
                    };
                    plays.push(PlayOption {
                        label: format!("report {} at {}", step.named(card), step.named(facility)),
                        card,
                        destination,
                        target: None,
                    });
                }
                if def.kind != "equipment" {
                    plays.extend(reports_where_text_says(step, player, card, def)?);
                    plays.extend(reports_where_a_card_says(step, player, card));
                }
                plays.extend(super::where_present::reports_where_present(step, player, card));
            }
            // An objective plays as an event does, with the normal card play, on the table or
            // on the card its text names (First Edition Rulebook, Objective; docs/rules.md,
            // objective-play).
            // A Q-mission from hand (Q's Planet, once Q's Tent gave it) plays as an event does,
            // its text putting it on the spaceline (docs/rules.md, card-type-q-mission).
            "event" | "doorway" | "objective" | "q_mission" => plays.extend(event_plays(step, player, card)?),
            // Building a facility (F:17): played with the normal card play on a mission its
            // `plays on` condition accepts, it goes to the player's side of that location.
            "facility" => {
                for play in event_plays(step, player, card)? {
                    let Some(mission) = play.target.filter(|&m| step.def(m).is("mission")) else {
                        continue;
                    };
                    let Some(location) = step.location_of(mission) else {
                        continue;
                    };
                    // F:17: a facility is built in its native quadrant only.
                    if !crate::rules::quadrants::native_at(step, card, location) {
                        continue;
                    }
                    plays.push(PlayOption {
                        label: format!("build {} at {}", step.named(card), step.named(mission)),
                        card,
                        destination: Place::AtLocation { location, player },
                        target: Some(mission),
                    });
                }
            }
            // A site joins a station (S:423; rules/stations).
            "site" => plays.extend(crate::rules::stations::site_plays(step, player, card)?),
            // "Plays as [Event]" (Kurlan Naiskos): with the abilities of its `play as event`.
            "artifact" if super::options::played_as(def, "event").is_some() => {
                plays.extend(event_plays(step, player, card)?)
            }
            _ => {}
        }
    }
    crate::rules::statics::forbid::allowed_plays(step, player, plays)
}

/// The reports a personnel's or ship's own text allows besides those to a facility: a card
/// with `plays on mission where ...` may also report at each mission it accepts, a ship to
/// the spaceline there, a personnel to the planet surface ("Enters play ... at any
/// location": U.S.S. Enterprise-C). Reporting for duty is to a compatible facility unless a
/// card's text says otherwise (First Edition Rulebook, "Reporting for duty"; docs/rules.md,
/// report-where-text-says).
fn reports_where_text_says(
    step: &mut Step<'_>,
    player: PlayerId,
    card: CardId,
    def: &crate::defs::CardDef,
) -> Result<Vec<PlayOption>, Interrupt> {
    if !def
        .abilities
        .iter()
        .any(|a| matches!(a.kind, AbilityKind::PlaysOn { .. }))
    {
        return Ok(Vec::new());
    }
    let mut plays = Vec::new();
    for play in event_plays(step, player, card)? {
        let Some(mission) = play.target.filter(|&m| step.def(m).is("mission")) else {
            continue;
        };
        let Some(location) = step.location_of(mission) else {
            continue;
        };
        let destination = if def.is("ship") {
            Place::AtLocation { location, player }
        } else {
            Place::Surface { location, player }
        };
        plays.push(PlayOption {
            label: format!("report {} at {}", step.named(card), step.named(mission)),
            card,
            destination,
            target: None,
        });
    }
    Ok(plays)
}

/// The reports another card's text allows: at each location where a card's `report_here`
/// names this card (Seal Rift: "[AU] ships may report here"), a ship to the spaceline, a
/// personnel to the planet surface, whatever quadrant the card is native to (the native
/// quadrant binds reports to a facility, M:219-220). Reporting for duty is to a facility
/// unless a card says otherwise (Rulebook v2.5.4, Reporting for duty; docs/rules.md,
/// report-where-a-card-says).
fn reports_where_a_card_says(step: &Step<'_>, player: PlayerId, card: CardId) -> Vec<PlayOption> {
    let mut locations: Vec<_> = (step.state.statics.report_here.iter())
        .filter(|(_, c)| *c == card)
        .map(|(location, _)| *location)
        .collect();
    locations.dedup();
    let ship = step.def(card).is("ship");
    locations
        .into_iter()
        .map(|location| {
            let mission = step.state.location(location).mission;
            PlayOption {
                label: format!("report {} at {}", step.named(card), step.named(mission)),
                card,
                destination: if ship {
                    Place::AtLocation { location, player }
                } else {
                    Place::Surface { location, player }
                },
                target: None,
            }
        })
        .collect()
}

/// Step 1 of an action, initiation: the card leaves the hand and its response window opens.
pub(crate) fn initiate(step: &mut Step<'_>, player: PlayerId, play: PlayOption, responding: Option<(CardId, usize)>) {
    if responding.is_none() {
        let abilities = &step.def(play.card).abilities;
        for (index, ability) in abilities.iter().enumerate() {
            if let AbilityKind::OnPlay { limit: Some(limit), .. } = &ability.kind {
                crate::rules::timing::uses::record(step, play.card, index, Some(*limit), player);
            }
        }
    }
    if super::hidden_agenda::is_activation(step, play.card) {
        // Activated: turned face up where it lies, its text still to run (1E wiki, Hidden
        // Agenda).
        step.state.card_mut(play.card).status.face_down = false;
    } else {
        if responding.is_none() && super::hidden_agenda::plays_face_down(step, play.card, play.destination) {
            step.state.card_mut(play.card).status.face_down = true;
        }
        step.move_to(play.card, Place::SetAside { player });
    }
    step.state.card_mut(play.card).target = play.target;
    step.emit(Event::Played {
        card: play.card,
        player,
    });
    let opened_at = step.checkpoint();
    step.state.flow.push(Frame::Play {
        card: play.card,
        player,
        target: play.target,
        responding,
        responder: player.other(),
        passes: 0,
        destination: play.destination,
        opened_at,
    });
}

/// Step 3, results: a nullified play is discarded; otherwise its text runs and the card goes
/// where it plays (the table, the card it plays on, a facility), or to the discard pile.
pub(crate) fn resolve(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Play {
        card,
        player,
        target,
        responding,
        destination,
        ..
    }) = step.state.flow.pop()
    else {
        return Ok(());
    };
    // A card in play that nullifies such plays while it is in play (a `static` `nullify
    // play(...)`: Thermal Deflectors' "While in play, nullifies {Fire Sculptor}", F:62).
    if crate::rules::statics::forbid::nullified(step, &ActionRef::new(ActionType::Play, card, player))? {
        step.nullify(card);
    }
    if let Some(position) = step.state.nullified.iter().position(|&c| c == card) {
        step.state.nullified.remove(position);
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
        return Ok(());
    }
    let activated = step.def(card).is_hidden_agenda() && step.state.card(card).place == destination;
    if step.state.card(card).place != (Place::SetAside { player }) && !activated {
        // Cancelled while being played (Energy Vortex: "card returns to hand").
        return Ok(());
    }
    if step.hidden_agenda_face_down(card) {
        // A hidden agenda goes to the table face down, its text not run until activated.
        step.move_to(card, destination);
        return Ok(());
    }
    step.emit(Event::Resolved { card, player });
    let abilities = super::options::played_abilities(step.def(card), destination);
    let mut ctx = context_for(step, card);
    ctx.controller = player;
    ctx.target = target;
    let is_event = step.def(card).is("event");
    if (is_event || !matches!(destination, Place::Discard { .. })) && !activated {
        step.move_to(card, destination);
        ctx.location = step.location_of(card);
        if step.def(card).is_one_of(&["personnel", "ship", "equipment"]) {
            step.emit(Event::Reported { card, player });
            // A multi-affiliation card is declared in a mode as it reports (M:473).
            crate::rules::affiliation::declare(step, player, card)?;
        }
        if step.def(card).is("site") {
            // A site joins its level's group where its player places it (S:425).
            crate::rules::stations::place_in_level(step, player, card)?;
        }
    }
    match responding {
        Some((answered, index)) => {
            // `group` in a response: the crew or Away Team taking the answered action (the
            // Away Team solving a mission, Particle Fountain).
            if let Some(action) = step.state.flow.last().and_then(Frame::action) {
                if action.subject == answered {
                    ctx.group = action.group;
                }
            }
            if let AbilityKind::Response { body, .. } | AbilityKind::Trigger { body, .. } = &abilities[index].kind {
                let name = crate::rules::timing::abilities::binding_name(abilities[index]);
                ctx.bindings.push((name, Value::Card(answered)));
                step.emit(Event::Answered {
                    card,
                    subject: answered,
                });
                step.emit(Event::AbilityUsed { card, ability: index });
                run_block(step, &mut ctx, body)?;
            }
        }
        None => {
            // A card that affects all players runs its text for each of them as its `you`,
            // its player first (Glossary, Mirror Image, M:206).
            let players = super::all_players::players_affected(step, card, player)?;
            for (index, ability) in abilities.iter().enumerate() {
                if let AbilityKind::OnPlay { body, .. } = &ability.kind {
                    let bound = ctx.bindings.len();
                    for &each in &players {
                        ctx.bindings.truncate(bound);
                        ctx.controller = each;
                        step.emit(Event::AbilityUsed { card, ability: index });
                        run_block(step, &mut ctx, body)?;
                    }
                    ctx.controller = player;
                    break;
                }
            }
        }
    }
    if !ctx.self_moved && step.state.card(card).place == (Place::SetAside { player }) {
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
    }
    if ctx.turn_ended {
        // "Immediately end your turn" (End Transmission): the turn goes on to its end, as
        // after a dilemma that ends it (Temporal Causality Loop, `rules/attempt/`).
        crate::rules::turn::segments::set_segment(step, crate::state::Segment::End);
    }
    // A card played where its cure or nullify condition already holds (Plasma Fire on a ship
    // with SECURITY aboard) is cured at once.
    crate::rules::turn::segments::check_cures(step)
}

/// Plays a card from `player`'s hand now, as if played normally (Manheim's Dimensional Door:
/// "plays any card from hand as if played normally", M:70): the player chooses among the ways
/// it could be played as a normal card play or an interrupt; with `at`, among those that go to
/// that location alone ("play for free here": on a card there, reporting or placed there). A
/// card that cannot be played stays in hand.
pub(crate) fn play_as_if_normal(
    step: &mut Step<'_>,
    player: PlayerId,
    card: CardId,
    at: Option<LocationId>,
) -> Result<(), Interrupt> {
    if step.state.card(card).place != (Place::Hand { player }) {
        return Ok(());
    }
    // A card's text that plays a card lets it enter play (Space-Time Portal: "Your [AU] cards
    // may ... (once per turn) play"): the gate of its icons is lifted for this play alone
    // (docs/rules.md, alternate-universe-icon).
    let permitted = step.state.statics.permitted_icons.len();
    let icons = step.def(card).icons.clone();
    step.state
        .statics
        .permitted_icons
        .extend(icons.into_iter().map(|icon| (player, icon)));
    let ways = plays_of(step, player, card);
    step.state.statics.permitted_icons.truncate(permitted);
    let mut ways = ways?;
    if let Some(location) = at {
        ways.retain(|way| goes_to(step, way) == Some(location));
    }
    if ways.is_empty() {
        return Ok(());
    }
    let labels = ways.iter().map(|w| w.label.clone()).collect();
    let chosen = step.decide(
        player,
        format!("play {} as if played normally", step.named(card)),
        labels,
    )?;
    initiate(step, player, ways[chosen].clone(), None);
    Ok(())
}

/// The location a play goes to: that of the card it plays on, or of the place it reports or
/// is placed (none for the table or a hand).
fn goes_to(step: &Step<'_>, way: &PlayOption) -> Option<LocationId> {
    match way.target {
        Some(target) => step.state.location_of(target),
        None => match way.destination {
            Place::Mission { location }
            | Place::SeedStack { location }
            | Place::AtopMission { location }
            | Place::AtLocation { location, .. }
            | Place::Surface { location, .. } => Some(location),
            Place::Aboard { card } | Place::On { card } => step.state.location_of(card),
            _ => None,
        },
    }
}

/// The normal plays and interrupt plays of one card in `player`'s hand.
fn plays_of(step: &mut Step<'_>, player: PlayerId, card: CardId) -> Result<Vec<PlayOption>, Interrupt> {
    let mut ways: Vec<PlayOption> = normal_plays(step, player)?
        .into_iter()
        .filter(|p| p.card == card)
        .collect();
    ways.extend(interrupt_plays(step, player)?.into_iter().filter(|p| p.card == card));
    Ok(ways)
}
