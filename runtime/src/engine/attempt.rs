//! A mission attempt, one seed card per step (rules-digest §4, M:317-331). Response windows
//! open on its initiation, on each dilemma encounter (before the result) and on the solve
//! sub-action (F:26, S:110). The bottom seed card is revealed; an artifact moves to the top
//! of the stack (M:319); a nullified dilemma is discarded; a dilemma's encounter text runs
//! with the crew or Away Team present at that moment (M:280); unmet conditions stop the whole group and
//! end the attempt (FAQ:523, M:321); when no seed card is left, the unstopped personnel
//! solve the mission if they meet its requirements (M:329) and score its points (M:300).

use super::action::{ActionRef, ActionType};
use super::turn::context_for;
use super::{AttemptStage, Frame, Step};
use crate::engine::Interrupt;
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::interp::run_block;
use crate::state::Place;
use stccg_lang::ast::AbilityKind;

/// One step of an attempt: what its stage needs next.
pub(super) fn attempt_step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Attempt {
        player,
        location,
        group,
        set_aside_on_top: on_top,
        stage,
        ..
    }) = step.state.flow.last().cloned()
    else {
        return Ok(());
    };
    let mission = step.state.location(location).mission;
    // Those still present and unstopped (killed, relocated or stopped members drop out; one
    // placed atop the mission, as by Make Us Go, is in no crew or Away Team: M:60).
    let present: Vec<CardId> = group
        .iter()
        .copied()
        .filter(|&c| {
            matches!(step.state.card(c).place, Place::Aboard { .. } | Place::Surface { .. })
                && !step.state.is_stopped(c)
        })
        .collect();
    if present.is_empty() {
        // M:290, M:280: no one remains to go on.
        return end(step, location, false);
    }
    if !matches!(stage, AttemptStage::Facing { .. }) && !matching(step, mission, &present) {
        // M:280: the last matching personnel is lost; a dilemma being faced still resolves
        // with those who remain (even when they were removed by a card that suspends play),
        // and the attempt ends before the next seed card or the solving.
        return end(step, location, false);
    }
    match stage {
        AttemptStage::Announced => {
            // The window on the initiation of the attempt (F:26: Fair Play is not valid here).
            set_stage(step, AttemptStage::Seeds);
            step.open_window(ActionRef::new(ActionType::Attempt, mission, player).with_group(present));
            Ok(())
        }
        AttemptStage::Seeds => {
            let stack = step.state.in_place(&Place::SeedStack { location }).to_vec();
            if stack.len() <= on_top {
                // The solve sub-action, which the opponent may respond to (F:26, S:543).
                set_stage(step, AttemptStage::Solving);
                step.open_window(ActionRef::new(ActionType::Solve, mission, player).with_group(present));
                return Ok(());
            }
            let card = stack[0];
            if super::misseed::reveal(step, player, location, card) {
                return Ok(());
            }
            step.emit(Event::Encountered { card });
            if step.def(card).is("artifact") {
                // M:319: moved to the top, just beneath the mission; earned only on solving.
                step.state.move_card(card, Place::SeedStack { location });
                set_on_top(step, on_top + 1);
                return Ok(());
            }
            // The dilemma is revealed; valid responses to it come before its result (S:110).
            set_stage(step, AttemptStage::Facing { dilemma: card });
            step.open_window(ActionRef::new(ActionType::Encounter, card, player).with_group(present));
            Ok(())
        }
        AttemptStage::Facing { dilemma } => {
            set_stage(step, AttemptStage::Seeds);
            let facing = ActionRef::new(ActionType::Encounter, dilemma, player).with_group(present.clone());
            if super::forbid::nullified(step, &facing)? {
                step.nullify(dilemma);
            }
            if let Some(position) = step.state.nullified.iter().position(|&c| c == dilemma) {
                // A nullified dilemma has no effect and is discarded.
                step.state.nullified.remove(position);
                let owner = step.state.card(dilemma).owner;
                step.move_to(dilemma, Place::Discard { player: owner });
                return Ok(());
            }
            if step.state.card(dilemma).place != (Place::SeedStack { location }) {
                return Ok(());
            }
            encounter(step, player, location, dilemma, present)
        }
        AttemptStage::Solving => solve(step, player, location, present),
    }
}

fn set_stage(step: &mut Step<'_>, value: AttemptStage) {
    if let Some(Frame::Attempt { stage, .. }) = step.state.flow.last_mut() {
        *stage = value;
    }
}

fn set_on_top(step: &mut Step<'_>, value: usize) {
    if let Some(Frame::Attempt { set_aside_on_top, .. }) = step.state.flow.last_mut() {
        *set_aside_on_top = value;
    }
}

/// A dilemma encounter: its text runs; conditions not met stop the group (FAQ:523); an
/// overcome dilemma, or one without conditions, is discarded, or scores its points into the
/// bonus area (FAQ:533); a failed one stays under the mission (FAQ:509-511).
fn encounter(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    dilemma: CardId,
    group: Vec<CardId>,
) -> Result<(), Interrupt> {
    let mut ctx = context_for(step, dilemma);
    ctx.controller = player;
    ctx.group = group.clone();
    ctx.location = Some(location);
    let abilities = step.def(dilemma).abilities.clone();
    for (index, ability) in abilities.iter().enumerate() {
        if let AbilityKind::Encounter { body } = &ability.kind {
            step.emit(Event::AbilityUsed {
                card: dilemma,
                ability: index,
            });
            run_block(step, &mut ctx, body)?;
        }
    }
    // A dilemma placed on a crew or Away Team that already meets its cure is cured at once.
    super::turn::check_cures(step)?;
    let turn_ended = ctx.turn_ended;
    resolve(step, player, location, dilemma, group, &ctx)?;
    if turn_ended {
        // "Turn ends" (Temporal Causality Loop): the attempt is over, and so is the turn.
        if matches!(step.state.flow.last(), Some(Frame::Attempt { .. })) {
            end(step, location, false)?;
        }
        super::turn::set_segment(step, super::Segment::End);
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
    if ctx.attempt_ended && !ctx.conditions_failed {
        // M:291: a dilemma prevents the attempt from continuing; no one is stopped.
        return end(step, location, false);
    }
    if ctx.conditions_failed {
        // The whole group is stopped and the attempt ends; a dilemma still under the mission
        // stays there, at the bottom, for the next attempt to face.
        let next_turn = step.state.turn_number + 1;
        for member in whole_group(step, &group) {
            if step.state.card(member).place.in_play() {
                step.stop_until(member, next_turn);
            }
        }
        return end(step, location, false);
    }
    if still_under {
        let owner = step.state.card(dilemma).owner;
        match step.def(dilemma).points {
            Some(points) => {
                step.move_to(dilemma, Place::BonusArea { player });
                step.score(player, points, format!("overcame {}", step.title(dilemma)));
            }
            None => step.move_to(dilemma, Place::Discard { player: owner }),
        }
    }
    Ok(())
}

/// What a dilemma with conditions not met stops: the entire Away Team or ship and crew
/// (S:751), with the Equipment cards in that Away Team or crew (S:763).
fn whole_group(step: &Step<'_>, group: &[CardId]) -> Vec<CardId> {
    let mut stopped = group.to_vec();
    let mut places: Vec<Place> = group.iter().map(|&c| step.state.card(c).place).collect();
    places.dedup();
    for place in places {
        if let Place::Aboard { card: ship } = place {
            if step.def(ship).is("ship") && !stopped.contains(&ship) {
                stopped.push(ship);
            }
        }
        for &card in step.state.in_place(&place) {
            if step.def(card).is("equipment") && !stopped.contains(&card) {
                stopped.push(card);
            }
        }
    }
    stopped
}

/// The solve sub-action (F:26, S:543): requirements met by the unstopped personnel, with one
/// of them matching the mission's icons, score the points; then artifacts are earned (M:300).
fn solve(step: &mut Step<'_>, player: PlayerId, location: LocationId, group: Vec<CardId>) -> Result<(), Interrupt> {
    let mission = step.state.location(location).mission;
    let def = step.def(mission).clone();
    let matching = matching(step, mission, &group);
    let met = match def.mission.as_ref().and_then(|m| m.requirements.as_ref()) {
        Some(requirements) => {
            let mut ctx = context_for(step, mission);
            ctx.controller = player;
            ctx.group = group.clone();
            crate::interp::truth(step, &mut ctx, requirements)?
        }
        None => false,
    };
    if !(matching && met) || super::misseed::barred(step, location, player) {
        // M:248: a player who revealed his own mis-seed here may never solve it.
        return end(step, location, false);
    }
    let solving = ActionRef::new(ActionType::Solve, mission, player).with_group(group.clone());
    if super::forbid::forbidden(step, &solving)? {
        // A card in play forbids it (Fair Play): the attempt ends unsolved (M:293).
        return end(step, location, false);
    }
    step.state.location_mut(location).solved_by = Some(player);
    let points = step.point_box(mission).unwrap_or(0).max(0);
    step.score(player, points, format!("solved {}", def.title));
    if step.state.phase == crate::state::Phase::Over {
        return Ok(());
    }
    step.emit(Event::MissionSolved {
        card: mission,
        location,
        player,
        group: group.clone(),
    });
    for artifact in step.state.in_place(&Place::SeedStack { location }).to_vec() {
        if step.def(artifact).is("artifact") {
            step.state.card_mut(artifact).controller = player;
            // "Use as Equipment": it joins the group that earned it (M:300; FAQ:613-615).
            let as_equipment = step
                .def(artifact)
                .abilities
                .iter()
                .any(|a| matches!(&a.kind, AbilityKind::PlayAs { kind, .. } if kind.name == "equipment"));
            let with_group = group.first().map(|&c| step.state.card(c).place);
            match with_group {
                Some(place) if as_equipment => step.move_to(artifact, place),
                _ => step.move_to(artifact, Place::Hand { player }),
            }
            step.emit(Event::Earned {
                card: artifact,
                player,
                location,
            });
        }
    }
    end(step, location, true)
}

/// Whether one of the group matches one of the mission's affiliation icons (M:280), or an
/// icon a card on the mission lets the group's controller attempt it as (Espionage).
pub(super) fn matching(step: &Step<'_>, mission: CardId, group: &[CardId]) -> bool {
    let mut icons = step.affiliation_icons(mission);
    if let Some(&first) = group.first() {
        icons.extend(step.attempt_affiliations(step.state.card(first).controller, mission));
    }
    group
        .iter()
        .any(|&c| step.affiliation_icons(c).iter().any(|a| icons.contains(a)))
}

fn end(step: &mut Step<'_>, location: LocationId, solved: bool) -> Result<(), Interrupt> {
    let Some(Frame::Attempt { player, group, .. }) = step.state.flow.pop() else {
        return Ok(());
    };
    let group = group
        .into_iter()
        .filter(|&c| step.state.card(c).place.in_play())
        .collect();
    step.emit(Event::AttemptEnded {
        location,
        solved,
        player,
        group,
    });
    Ok(())
}
