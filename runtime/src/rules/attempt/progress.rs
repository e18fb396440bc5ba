//! A mission attempt, one seed card per step (rules-digest §4, M:317-331). Response windows
//! open on its initiation, on each dilemma encounter (before the result) and on the solve
//! sub-action (F:26, S:110). The bottom seed card is revealed; an artifact moves to the top
//! of the stack (M:319); a nullified dilemma is discarded; a dilemma's encounter text runs
//! with the crew or Away Team present at that moment (M:280); unmet conditions stop the whole group and
//! end the attempt (FAQ:523, M:321); when no seed card is left, the unstopped personnel
//! solve the mission if they meet its requirements (M:329) and score its points (M:300). The
//! encounter of one dilemma is in `attempt_encounter`.

use super::ending::end;
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::Place;
use crate::state::{ActionRef, ActionType};
use crate::state::{AttemptStage, Frame};
use stccg_lang::ast::AbilityKind;

/// One step of an attempt: what its stage needs next.
pub(crate) fn attempt_step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Attempt {
        player,
        location,
        group,
        set_aside_on_top: on_top,
        stage,
        scouting,
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
    // Borg scouting matches no icon (S:97): the Borg never attempt missions.
    if scouting.is_none() && !matches!(stage, AttemptStage::Facing { .. }) && !matching(step, mission, &present) {
        // M:280: the last matching personnel is lost; a dilemma being faced still resolves
        // with those who remain (even when they were removed by a card that suspends play),
        // and the attempt ends before the next seed card or the solving.
        return end(step, location, false);
    }
    match stage {
        AttemptStage::Announced => {
            // The window on the initiation of the attempt (F:26: Fair Play is not valid here).
            set_stage(step, AttemptStage::Seeds);
            let kind = if scouting.is_some() {
                ActionType::Scout
            } else {
                ActionType::Attempt
            };
            step.open_window(ActionRef::new(kind, mission, player).with_group(present));
            Ok(())
        }
        AttemptStage::Seeds => {
            if super::ending::q_flash_over(step, location, player) {
                // "After this Q-Flash ends" comes before the next seed card or the solving.
                return Ok(());
            }
            let stack = step.state.in_place(&Place::SeedStack { location }).to_vec();
            if stack.len() <= on_top && scouting.is_some() {
                // S:112: the scouting attempt is over once nothing remains to encounter; its
                // completion waits for the end of the turn (S:114).
                return end(step, location, false);
            }
            if stack.len() <= on_top {
                // The solve sub-action, which the opponent may respond to (F:26, S:543).
                set_stage(step, AttemptStage::Solving);
                step.open_window(ActionRef::new(ActionType::Solve, mission, player).with_group(present));
                return Ok(());
            }
            let card = stack[0];
            if super::misseed::reveal(step, player, location, card)? {
                return Ok(());
            }
            step.emit(Event::Encountered { card });
            if step.def(card).is("artifact") || crate::rules::seeding::hosted::like_artifact(step, location, card) {
                // M:319: moved to the top, just beneath the mission; earned only on solving
                // (an artifact, or a card seeded like one: S:208). Nullified as it is revealed
                // (Pla-Net's "nullify the next seed card"), it is discarded (M:252).
                if let Some(position) = step.state.nullified.iter().position(|&c| c == card) {
                    step.state.nullified.remove(position);
                    let owner = step.state.card(card).owner;
                    step.move_to(card, Place::Discard { player: owner });
                    return Ok(());
                }
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
            if crate::rules::statics::forbid::nullified(step, &facing)? {
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
            super::encounter::encounter(step, player, location, dilemma, present)
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

/// The cards with a crew or Away Team that are no personnel but have attributes or skills
/// of their own, which count toward the mission's requirements as a member's do: an artifact
/// used as equipment (Data's Head: "Head has CUNNING=10 and Computer Skill"), where a member
/// of the group is, in play and not stopped, disabled nor in stasis.
fn equipment_with_own_skills(step: &Step<'_>, group: &[CardId]) -> Vec<CardId> {
    let mut found = Vec::new();
    let mut places: Vec<Place> = Vec::new();
    for &member in group {
        let place = step.state.place_of(member);
        if !places.contains(&place) {
            places.push(place);
        }
    }
    for place in places {
        for &card in step.state.in_place(&place) {
            let def = step.def(card);
            let own = !def.skills.is_empty()
                || ["INTEGRITY", "CUNNING", "STRENGTH"]
                    .iter()
                    .any(|a| def.attributes.contains_key(*a));
            if own && !def.is("personnel") && !group.contains(&card) && crate::interp::is_able(step, card) {
                found.push(card);
            }
        }
    }
    found
}

/// The solve sub-action (F:26, S:543): requirements met by the unstopped personnel, with one
/// of them matching the mission's icons, score the points; then artifacts are earned (M:300).
fn solve(step: &mut Step<'_>, player: PlayerId, location: LocationId, group: Vec<CardId>) -> Result<(), Interrupt> {
    let mission = step.state.location(location).mission;
    let def = step.def(mission).clone();
    let matching = matching(step, mission, &group);
    let mut requirements_ctx = None;
    let met = match def.mission.as_ref().and_then(|m| m.requirements.as_ref()) {
        Some(requirements) => {
            let mut ctx = context_for(step, mission);
            ctx.controller = player;
            ctx.group = group.clone();
            ctx.group.extend(equipment_with_own_skills(step, &group));
            let met = crate::interp::truth(step, &mut ctx, requirements)?;
            requirements_ctx = Some((ctx, requirements));
            met
        }
        None => false,
    };
    if !(matching && met) || super::misseed::barred(step, location, player) {
        // M:248: a player who revealed his own mis-seed here may never solve it.
        return end(step, location, false);
    }
    let solving = ActionRef::new(ActionType::Solve, mission, player).with_group(group.clone());
    if crate::rules::statics::forbid::forbidden(step, &solving)? {
        // A card in play forbids it (Fair Play): the attempt ends unsolved (M:293).
        return end(step, location, false);
    }
    if let Some((mut ctx, requirements)) = requirements_ctx {
        // The requirements met: the personnel whose features they name were used as such.
        let members = crate::interp::able(step, &ctx.group);
        crate::interp::note_features_used(step, &mut ctx, requirements, &members)?;
    }
    step.state.location_mut(location).solved_by = Some(player);
    let points = step.point_box(mission).unwrap_or(0).max(0);
    step.score(player, points, mission, format!("solved {}", def.title));
    if step.state.phase == crate::state::Phase::Over {
        return Ok(());
    }
    step.emit(Event::MissionSolved {
        card: mission,
        location,
        player,
        group: group.clone(),
    });
    let mut artifacts = Vec::new();
    for artifact in seeded_artifacts(step, location) {
        // An artifact a card keeps from being acquired (The Charybdis) is placed face up atop
        // the completed mission (S:853), where a card may later let it be acquired.
        let earning = ActionRef::new(ActionType::Earn, artifact, player)
            .with_group(group.clone())
            .at(location);
        if crate::rules::statics::forbid::forbidden(step, &earning)? {
            step.move_to(artifact, Place::AtopMission { location });
        } else {
            artifacts.push(artifact);
        }
    }
    let earned = earn_artifacts(step, player, Some(location), &group, &artifacts);
    // Cards seeded like artifacts, with the host that let them seed (S:208, M:252).
    crate::rules::seeding::hosted::earn_hosted(step, player, location, &group, &earned)?;
    end(step, location, true)
}

/// Whether one of the group matches one of the mission's affiliation icons (M:280), or an
/// icon a card on the mission lets the group's controller attempt it as (Espionage).
pub(crate) fn matching(step: &Step<'_>, mission: CardId, group: &[CardId]) -> bool {
    // "Any crew may attempt mission" (M:279): no icon to match.
    if step.def(mission).any_may_attempt && !step.lost(mission, "affiliation_icons") {
        return !group.is_empty();
    }
    let mut icons = step.affiliation_icons(mission);
    if let Some(&first) = group.first() {
        icons.extend(step.attempt_affiliations(step.state.card(first).controller, mission));
    }
    // Each member's affiliations read in place, not listed (no list built per member).
    group
        .iter()
        .any(|&c| step.any_affiliation_icon(c, |a| icons.iter().any(|icon| icon == a)))
}

/// The artifacts still seeded at a location (its seed stack), which solving or an objective's
/// completion earns (M:300, S:108).
pub(crate) fn seeded_artifacts(step: &Step<'_>, location: LocationId) -> Vec<CardId> {
    step.state
        .in_place(&Place::SeedStack { location })
        .iter()
        .copied()
        .filter(|&card| step.def(card).is("artifact"))
        .collect()
}

/// `player` earns `artifacts` (M:300): each comes under his control and goes to his hand, or,
/// one used as Equipment ("Use as Equipment"), joins the group that earned it (FAQ:613-615).
/// Solving earns the artifacts under the mission; an objective's completion, or a card that
/// acquires artifacts (Survey Drone, S:108), earns them the same way. Returns those earned.
pub(crate) fn earn_artifacts(
    step: &mut Step<'_>,
    player: PlayerId,
    location: Option<LocationId>,
    group: &[CardId],
    artifacts: &[CardId],
) -> Vec<CardId> {
    for &artifact in artifacts {
        step.state.card_mut(artifact).controller = player;
        crate::rules::playing::earned::mark(step, artifact);
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
        if let Some(location) = location {
            step.emit(Event::Earned {
                card: artifact,
                player,
                location,
            });
        }
    }
    artifacts.to_vec()
}
