//! The end of a mission attempt (M:290-291): the attempt leaves the flow, and the log says
//! whether it solved the mission and who of the group is still in play. Both the progress of
//! an attempt and a dilemma's encounter end one.

use crate::event::Event;
use crate::ids::LocationId;
use crate::kernel::{Interrupt, Step};
use crate::state::{Frame, Place};

/// Ends the attempt on top of the flow, solved or not, and logs it with the group still in
/// play.
pub(crate) fn end(step: &mut Step<'_>, location: LocationId, solved: bool) -> Result<(), Interrupt> {
    let Some(Frame::Attempt {
        player,
        group,
        scouting,
        ..
    }) = step.state.flow.pop()
    else {
        return Ok(());
    };
    // The cards a Q-Flash drew that no one faced go back (M:325: they are faced while
    // personnel are present only), face up under their side deck (S:392).
    let flashed = std::mem::take(&mut step.state.location_mut(location).flashed);
    let flash_in_progress = !flashed.is_empty();
    for card in flashed {
        if step.state.card(card).place == (Place::SeedStack { location }) {
            let owner = step.state.card(card).owner;
            step.move_to(card, Place::Discard { player: owner });
        }
    }
    if flash_in_progress {
        // The attempt ending ends its Q-Flash too.
        step.emit(Event::QFlashEnded { location, player });
    }
    let group = group
        .into_iter()
        .filter(|&c| step.state.card(c).place.in_play())
        .collect();
    if scouting.is_some() {
        // S:112: a scouting attempt, not a mission attempt, is over.
        step.emit(Event::ScoutingEnded {
            location,
            player,
            group,
        });
        return Ok(());
    }
    step.emit(Event::AttemptEnded {
        location,
        solved,
        player,
        group,
    });
    Ok(())
}

/// Whether the attempt's Q-Flash at `location` has just ended: it drew cards and none of them
/// is left under the mission to face (M:325). Its cards are then forgotten and the end is logged
/// (`finish_q_flash` triggers answer it: Aldebaran Serpent's "after this Q-Flash ends"), so a
/// later Q-Flash of the same attempt begins afresh.
pub(crate) fn q_flash_over(step: &mut Step<'_>, location: LocationId, player: crate::ids::PlayerId) -> bool {
    let flashed = &step.state.location(location).flashed;
    if flashed.is_empty()
        || flashed
            .iter()
            .any(|&card| step.state.card(card).place == (Place::SeedStack { location }))
    {
        return false;
    }
    step.state.location_mut(location).flashed.clear();
    step.emit(Event::QFlashEnded { location, player });
    true
}
