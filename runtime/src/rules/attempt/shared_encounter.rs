//! A dilemma that applies to another ship and crew as well: "Any space dilemmas you encounter
//! this turn also apply to that ship and crew" (Receptacle Stones). Once the encountering
//! player's dilemma at a space mission has been resolved, it applies to each ship of the
//! opponent's that a card grants `shares_opponents_encounters`, with its crew, as if that ship
//! had encountered it separately at its own location: the player whose turn it is first, then
//! the opponent (Glossary 1.9.5, Receptacle Stones, as openCards gives it; the Alternate
//! Universe rulesheet). Conditions that crew does not meet stop it and its ship (S:751); the
//! attempt goes on or ends by the first encounter alone.

use super::encounter_texts::run_encounter_texts;
use super::stopped_group::whole_group;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::Place;

/// The permission (vocabulary `permission`) a card grants a ship whose crew shares the
/// opponent's encounters.
const SHARES: &str = "shares_opponents_encounters";

/// Applies a dilemma `player` encountered at `location` to each ship of the opponent's that
/// shares the player's encounters, if the location is a space mission.
pub(crate) fn apply_to_sharing_ships(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    dilemma: CardId,
) -> Result<(), Interrupt> {
    let mission = step.state.location(location).mission;
    if step.mission_kind_str(mission) != Some("space") {
        return Ok(());
    }
    let opponent = player.other();
    let ships: Vec<CardId> = step
        .state
        .cards_placed(
            |place| matches!(place, Place::AtLocation { player: side, .. } if side == opponent),
            |card| step.def(card).is("ship"),
        )
        .into_iter()
        .filter(|&ship| step.state.statics.marked(ship, SHARES))
        .collect();
    for ship in ships {
        let crew: Vec<CardId> = step
            .state
            .in_place(&Place::Aboard { card: ship })
            .iter()
            .copied()
            .filter(|&card| step.def(card).is("personnel"))
            .collect();
        let Some(there) = step.location_of(ship) else {
            continue;
        };
        if crew.is_empty() {
            continue;
        }
        let mut ctx = context_for(step, dilemma);
        ctx.controller = opponent;
        ctx.group = crew.clone();
        ctx.location = Some(there);
        run_encounter_texts(step, dilemma, &mut ctx)?;
        if ctx.conditions_failed {
            let next_turn = step.state.turn_number + 1;
            for member in whole_group(step, &crew) {
                if step.state.card(member).place.in_play() {
                    step.stop_until(member, next_turn);
                }
            }
        }
        crate::rules::turn::segments::check_cures(step)?;
    }
    Ok(())
}
