//! A dilemma encounter in a mission attempt: its text runs with the crew or Away Team
//! present (M:280); conditions not met stop the whole group and end the attempt (FAQ:523,
//! M:321); an overcome dilemma is discarded or scored, a failed one stays (FAQ:509-511).

use super::encounter_texts::run_encounter_texts;
use super::ending::end;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::Frame;
use crate::state::Place;

/// A dilemma encounter: its text runs; conditions not met stop the group (FAQ:523); an
/// overcome dilemma, or one without conditions, is discarded, or scores its points into the
/// bonus area (FAQ:533); a failed one stays under the mission (FAQ:509-511).
pub(crate) fn encounter(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    dilemma: CardId,
    group: Vec<CardId>,
) -> Result<(), Interrupt> {
    if crate::rules::borg::dilemmas::discard_gender_related(step, location, dilemma) {
        return Ok(());
    }
    let mut ctx = context_for(step, dilemma);
    ctx.controller = player;
    ctx.group = group.clone();
    ctx.location = Some(location);
    ctx.points_ignored = crate::rules::borg::dilemmas::scouting_at(step, location);
    run_encounter_texts(step, dilemma, &mut ctx)?;
    if ctx.points_ignored {
        // S:106: "Abandon mission attempt" does not affect the Borg: scouting continues.
        ctx.attempt_ended = false;
    }
    // A dilemma placed on a crew or Away Team that already meets its cure is cured at once.
    crate::rules::turn::segments::check_cures(step)?;
    let turn_ended = ctx.turn_ended;
    resolve(step, player, location, dilemma, group, &ctx)?;
    // Then to the opponent's ships that share the player's encounters (Receptacle Stones).
    super::shared_encounter::apply_to_sharing_ships(step, player, location, dilemma)?;
    if turn_ended {
        // "Turn ends" (Temporal Causality Loop): the attempt is over, and so is the turn.
        if matches!(step.state.flow.last(), Some(Frame::Attempt { .. })) {
            end(step, location, false)?;
        }
        crate::rules::turn::segments::set_segment(step, crate::state::Segment::End);
    }
    Ok(())
}

/// What follows a dilemma's text: the group stopped if its conditions failed, the dilemma
/// discarded or scored if it is still under the mission.
fn resolve(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    dilemma: CardId,
    group: Vec<CardId>,
    ctx: &crate::interp::Context,
) -> Result<(), Interrupt> {
    let still_under = step.state.card(dilemma).place == (Place::SeedStack { location });
    // A card a Q-Flash drew leaves when faced, overcome or not (M:325); when discarded it goes
    // under its side deck (S:392). A Q dilemma overcome still scores its points below.
    let flashed = step.state.location(location).flashed.contains(&dilemma);
    let scores_when_overcome = step.def(dilemma).is("q_dilemma") && step.def(dilemma).points.is_some();
    if flashed && still_under && (ctx.conditions_failed || !scores_when_overcome) {
        let owner = step.state.card(dilemma).owner;
        step.move_to(dilemma, Place::Discard { player: owner });
    }
    let still_under = step.state.card(dilemma).place == (Place::SeedStack { location });
    if ctx.attempt_ended && !ctx.conditions_failed {
        // M:291: a dilemma prevents the attempt from continuing; no one is stopped.
        return end(step, location, false);
    }
    if ctx.conditions_failed {
        // The whole group is stopped and the attempt ends; a dilemma still under the mission
        // stays there, at the bottom, for the next attempt to face.
        let next_turn = step.state.turn_number + 1;
        for member in super::stopped_group::whole_group(step, &group) {
            if step.state.card(member).place.in_play() {
                step.stop_until(member, next_turn);
            }
        }
        return end(step, location, false);
    }
    let owner = step.state.card(dilemma).owner;
    if ctx.points_ignored && matches!(step.state.card(dilemma).place, Place::BonusArea { .. }) {
        // S:103: discarded rather than placed in the bonus point area.
        step.move_to(dilemma, Place::Discard { player: owner });
    }
    if still_under && ctx.points_ignored {
        step.move_to(dilemma, Place::Discard { player: owner });
    } else if still_under {
        match step.def(dilemma).points {
            Some(points) => {
                step.move_to(dilemma, Place::BonusArea { player });
                step.score(player, points, dilemma, format!("overcame {}", step.title(dilemma)));
            }
            None => step.move_to(dilemma, Place::Discard { player: owner }),
        }
    }
    Ok(())
}
