//! Objectives and their targets (Glossary (Decipher), sheet 50, objective): an objective that
//! plays on a target, or targets a card, is discarded when that target leaves play.

use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// Discards every objective in play whose target has left play: the card it is on, or the card
/// it was played on or downloaded to (Reflection Therapy's captive, killed). Run after every
/// step, as the holograms' hosts are checked, so the objective goes as soon as its target does.
pub(crate) fn discard_without_target(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let orphans: Vec<CardId> = step
        .in_play_with_text()
        .into_iter()
        .filter(|&card| step.def(card).is("objective"))
        .filter(|&card| {
            let state = step.state.card(card);
            let target = match state.place {
                Place::On { card: host } => Some(host),
                _ => state.target,
            };
            target.is_some_and(|target| !step.state.card(target).place.in_play())
        })
        .collect();
    for objective in orphans {
        let owner = step.state.card(objective).owner;
        step.move_to(objective, Place::Discard { player: owner });
    }
    Ok(())
}
