//! Putting cards somewhere: `place`, `return` and `relocate`, and the time locations
//! (Temporal Rift, Time Travel Pod). A time location is a card on the table, off the
//! spaceline (S:597): a card relocated to it sits on it, at no spaceline location, and
//! remembers where it came from, so that `return_to_former` puts it back there.

use super::effects::mismatch_at;
use super::exprs::{eval, mismatch, unimplemented, Value};
use super::Context;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;

/// `place`, `return` and `relocate`.
pub(super) fn place(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
    subject: Value,
    verb: &str,
) -> Result<(), Interrupt> {
    let cards = subject.cards();
    let mut destination = None;
    for clause in &effect.clauses {
        let value = eval(step, ctx, &clause.value)?;
        destination = Some(match (clause.word.name.as_str(), value) {
            (_, Value::Place(place)) => place,
            ("on" | "onto", value) => match value.cards().first() {
                Some(&host) => Place::On { card: host },
                None => return Ok(()),
            },
            ("to", Value::Location(location)) if verb == "relocate" => relocated(step, &cards, location),
            ("atop" | "to", Value::Location(location)) => Place::AtopMission { location },
            ("atop", value) | ("under", value) => match value.cards().first().and_then(|&c| step.location_of(c)) {
                Some(location) if clause.word.name == "atop" => Place::AtopMission { location },
                Some(location) => Place::SeedStack { location },
                None => return Ok(()),
            },
            // A zone word first: `to hand` names a zone, not a card to go onto.
            (_, Value::Name(zone)) => {
                Place::of_zone(&zone, ctx.controller).ok_or_else(|| unimplemented(step, ctx, &clause.value, &zone))?
            }
            ("to", value) => match value.cards().first() {
                // `relocate crew to ship`: aboard a ship or facility (Escape Pod).
                Some(&host) if verb == "relocate" && step.def(host).is_one_of(&["ship", "facility"]) => {
                    Place::Aboard { card: host }
                }
                // `relocate engineer to member`: into that personnel's crew or Away Team (Make
                // Us Go: "the ENGINEER returns to the crew or Away Team that cures it", M:60).
                Some(&host)
                    if verb == "relocate"
                        && step.def(host).is("personnel")
                        && matches!(
                            step.state.card(host).place,
                            Place::Aboard { .. } | Place::Surface { .. }
                        ) =>
                {
                    step.state.card(host).place
                }
                Some(&host) => match step.location_of(host) {
                    Some(location) if verb == "relocate" => relocated(step, &cards, location),
                    _ => Place::On { card: host },
                },
                None => return Ok(()),
            },
            _ => return Err(mismatch(step, ctx, &clause.value, "a place")),
        });
    }
    let destination = match destination {
        Some(place) => place,
        None if verb == "return" => Place::Hand { player: ctx.controller },
        None => return Err(mismatch_at(step, ctx, effect.verb.span, "a destination")),
    };
    for card in cards {
        if card == ctx.this {
            ctx.self_moved = true;
        }
        if verb == "relocate" {
            // A relocated ship did not move there (S:818).
            let status = &mut step.state.card_mut(card).status;
            status.arrived = None;
            status.arrived_before = None;
        }
        let destination = match destination {
            // Each relocated card goes to its own side: a ship to the spaceline, the personnel
            // of its Away Teams to the planet surface (M:36, M:435).
            Place::AtLocation { location, .. } | Place::Surface { location, .. } if verb == "relocate" => {
                relocated(step, &[card], location)
            }
            // A hand, deck or pile is always the card's owner's.
            other => other.for_owner(step.state.card(card).owner),
        };
        if verb == "relocate" {
            remember_former(step, card, destination);
        }
        step.move_to(card, destination);
    }
    Ok(())
}

/// Where relocated cards go at a location: a ship or facility to its player's side of the
/// spaceline, wherever it was (at another location, at a time location, on a planet); other
/// cards (the personnel of an Away Team) to the planet surface (M:36: "Any Away Teams
/// associated with the ship are relocated to the planet surface at the new location").
fn relocated(step: &Step<'_>, cards: &[CardId], location: crate::ids::LocationId) -> Place {
    let Some(&first) = cards.first() else {
        return Place::Surface {
            location,
            player: step.state.whose_turn(),
        };
    };
    let card = step.state.card(first);
    match card.place {
        Place::AtLocation { player, .. } => Place::AtLocation { location, player },
        _ if step.def(first).is_one_of(&["ship", "facility"]) => Place::AtLocation {
            location,
            player: card.controller,
        },
        _ => Place::Surface {
            location,
            player: card.controller,
        },
    }
}

/// A card relocated to a time location remembers the place it left and its position there.
fn remember_former(step: &mut Step<'_>, card: CardId, destination: Place) {
    let Place::On { card: host } = destination else {
        return;
    };
    if !step.def(host).time_location {
        return;
    }
    let from = step.state.card(card).place;
    let position = step.state.in_place(&from).iter().position(|&c| c == card).unwrap_or(0);
    step.state.card_mut(card).former = Some((from, position as u32));
}

/// `return_to_former CARDS`: each card that came to a time location goes back to the place
/// it left, at the position it had there; a card that remembers none stays where it is.
pub(super) fn return_to_former(step: &mut Step<'_>, ctx: &mut Context, cards: &[CardId]) {
    for &card in cards {
        let Some((place, position)) = step.state.card_mut(card).former.take() else {
            continue;
        };
        if card == ctx.this {
            ctx.self_moved = true;
        }
        step.move_to(card, place);
        step.state.reposition(card, position as usize);
    }
}
