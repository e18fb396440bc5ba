//! A ship and crew facing the next dilemma under a mission outside a mission attempt: "When
//! opponent scores points, your ship here encounters next seed card" (Nebula). The Glossary's
//! Nebula entry (open-cards' copy, letter N) reads it as the ship and its crew facing the next
//! dilemma under the mission, the first one in the order an attempt meets them (S:201). The
//! dilemma's text runs with the crew as the group; conditions it does not meet stop the ship
//! and crew (S:751) and the dilemma stays under the mission, as a failed dilemma does in an
//! attempt (FAQ:509-511); one overcome, or without conditions, is discarded, or scores its
//! points into the bonus area (FAQ:533). No attempt begins or ends: nothing is solved, and the
//! seed cards that are not dilemmas stay where they are.

use super::encounter_texts::run_encounter_texts;
use super::stopped_group::whole_group;
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::Place;

/// `player`'s `crew` faces the next dilemma under the mission at `location`, if there is one.
pub(crate) fn face_next_dilemma(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    crew: Vec<CardId>,
) -> Result<(), Interrupt> {
    let Some(dilemma) = next_dilemma(step, location) else {
        return Ok(());
    };
    if crew.is_empty() {
        return Ok(());
    }
    step.emit(Event::Encountered { card: dilemma });
    let mut ctx = context_for(step, dilemma);
    ctx.controller = player;
    ctx.group = crew.clone();
    ctx.location = Some(location);
    run_encounter_texts(step, dilemma, &mut ctx)?;
    crate::rules::turn::segments::check_cures(step)?;
    if ctx.conditions_failed {
        let next_turn = step.state.turn_number + 1;
        for member in whole_group(step, &crew) {
            if step.state.card(member).place.in_play() {
                step.stop_until(member, next_turn);
            }
        }
        return Ok(());
    }
    if step.state.card(dilemma).place != (Place::SeedStack { location }) {
        // Its text placed it somewhere (on the ship, atop the mission).
        return Ok(());
    }
    match step.def(dilemma).points {
        Some(points) => {
            step.move_to(dilemma, Place::BonusArea { player });
            step.score(player, points, dilemma, format!("overcame {}", step.title(dilemma)));
        }
        None => {
            let owner = step.state.card(dilemma).owner;
            step.move_to(dilemma, Place::Discard { player: owner });
        }
    }
    Ok(())
}

/// The dilemma under the mission at `location` an attempt would meet first (S:201).
fn next_dilemma(step: &Step<'_>, location: LocationId) -> Option<CardId> {
    step.state
        .in_place(&Place::SeedStack { location })
        .iter()
        .copied()
        .find(|&card| step.def(card).is_one_of(&["dilemma", "q_dilemma"]))
}
