//! Completing an objective: "completing the objective (and scoring points if applicable)"
//! (Major Rakal's Romulan Review, Objectives, open-cards.com 1997): its point box is scored
//! for its player; then the artifacts still seeded at the location it targets (moved to the
//! back of the stack while the Borg scouted, S:108) are acquired by a personnel of that player
//! there who may acquire artifacts (Survey Drone: on the planet or aboard a ship at the
//! location), or, with none there, placed face up atop the mission, where such a personnel
//! may acquire them later (S:108, S:853).

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// The permission (vocabulary `permission`) of a personnel that may acquire artifacts.
const ACQUIRES: &str = "acquire_artifacts";

/// `player` completes `objective` (the `complete` effect).
pub(crate) fn complete(step: &mut Step<'_>, player: PlayerId, objective: CardId) -> Result<(), Interrupt> {
    let location = target_location(step, objective);
    step.emit(Event::ObjectiveCompleted {
        player,
        card: objective,
        location,
    });
    let points = step.point_box(objective).unwrap_or(0);
    if points != 0 {
        let reason = format!("completed {}", step.title(objective));
        step.score(player, points, objective, reason);
    }
    if step.state.phase == crate::state::Phase::Over {
        return Ok(());
    }
    if let Some(location) = location {
        artifacts_on_completion(step, player, location);
    }
    Ok(())
}

/// Whether `objective` was completed (its completion is permanent).
pub(crate) fn completed(step: &Step<'_>, objective: CardId) -> bool {
    step.log
        .iter()
        .any(|e| matches!(e, Event::ObjectiveCompleted { card, .. } if *card == objective))
}

/// The location of the mission an objective targets (the first mission its `name_cards`
/// kept), if it targets one.
pub(crate) fn target_location(step: &Step<'_>, objective: CardId) -> Option<LocationId> {
    step.state
        .card(objective)
        .named_cards
        .iter()
        .find(|&&card| step.def(card).is("mission"))
        .and_then(|&mission| step.location_of(mission))
}

/// S:108: the artifacts left in the seed stack at `location` go to a personnel of `player`
/// there who may acquire artifacts, else face up atop the mission.
fn artifacts_on_completion(step: &mut Step<'_>, player: PlayerId, location: LocationId) {
    let artifacts = crate::rules::attempt::seeded_artifacts(step, location);
    if artifacts.is_empty() {
        return;
    }
    match acquirers_at(step, player, location).first() {
        Some(&acquirer) => {
            crate::rules::attempt::earn_artifacts(step, player, Some(location), &[acquirer], &artifacts);
        }
        None => {
            for artifact in artifacts {
                step.move_to(artifact, Place::AtopMission { location });
            }
        }
    }
}

/// `player`'s personnel at `location`, on the planet or aboard a ship there, who may acquire
/// artifacts and are not stopped.
fn acquirers_at(step: &Step<'_>, player: PlayerId, location: LocationId) -> Vec<CardId> {
    let mut here: Vec<CardId> = step.state.in_place(&Place::Surface { location, player }).to_vec();
    for &host in step.state.in_place(&Place::AtLocation { location, player }) {
        if step.def(host).is("ship") {
            here.extend(step.state.in_place(&Place::Aboard { card: host }).iter().copied());
        }
    }
    here.into_iter()
        .filter(|&card| step.state.statics.marked(card, ACQUIRES) && !step.state.is_stopped(card))
        .collect()
}
