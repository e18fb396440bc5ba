//! The effects that act on mission attempts: `end_attempt` (a dilemma ends the attempt
//! without stopping anyone: Radioactive Garbage Scow, M:291), `must_attempt` (the crews of
//! ships that stop at a location must attempt its mission: Samaritan Snare, S:46), and
//! `replay` and `end_turn` (Temporal Causality Loop), and `face_next_dilemma` (a ship and crew
//! facing the next dilemma under its mission outside an attempt: Nebula).

use super::exprs::{eval, subject_cards};
use super::Context;
use crate::defs::EffectOp;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, Subject, Until};
use stccg_lang::ast::Effect;

/// Runs an attempt effect.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    match op {
        EffectOp::EndAttempt => {
            // M:291: read by the attempt when the dilemma's text has run.
            ctx.attempt_ended = true;
            Ok(())
        }
        EffectOp::MustAttempt => must_attempt(step, ctx, effect),
        EffectOp::EndTurn => {
            // Read by the attempt when the dilemma's text has run, or by the card play when
            // the played card's text has (End Transmission).
            ctx.turn_ended = true;
            Ok(())
        }
        EffectOp::Replay => replay(step, ctx, effect),
        EffectOp::FaceNextDilemma => face_next_dilemma(step, ctx, effect),
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
}

/// `must_attempt SHIPS`: each ship now at this card's location owes an attempt of the mission
/// there with its crew, while it stays there (a lasting effect until the ship and this card
/// are apart: S:46, "each time they stop at the location"); a ship elsewhere owes none here
/// any more. The orders enforce the debt; an attempt by the crew pays it.
fn must_attempt(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let ships = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let Some(here) = step.location_of(ctx.this) else {
        return Ok(());
    };
    let owed_here = |e: &LastingEffect| matches!(e, LastingEffect::MustAttempt { location } if *location == here);
    for ship in ships {
        step.state.end_lasting(ship, |l| owed_here(&l.effect));
        if step.location_of(ship) == Some(here) {
            step.state.add_lasting(Lasting {
                effect: LastingEffect::MustAttempt { location: here },
                subject: Subject::Card(ship),
                source: Some(ctx.this),
                until: Until::Together,
            });
        }
    }
    Ok(())
}

/// `replay CARDS`: the cards discarded from this card's location this attempt go back.
fn replay(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject_cards(step, ctx, effect)?;
    if let Some(here) = ctx.location.or_else(|| step.location_of(ctx.this)) {
        step.replay_discarded(here, &cards);
    }
    Ok(())
}

/// `face_next_dilemma SHIPS`: one of these ships that may face a dilemma here faces, with its
/// crew, the next dilemma under the mission at its location, outside a mission attempt, for
/// its controller. A ship may if it is not docked nor cloaked and has a crew: personnel aboard,
/// not disabled nor in stasis (the Glossary's Nebula entry). Of several, the controller of the
/// first chooses ("your ship here": one ship).
fn face_next_dilemma(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let mut facing: Vec<(CardId, Vec<CardId>)> = Vec::new();
    for ship in subject_cards(step, ctx, effect)? {
        let crew = crew_facing(step, ship);
        let open = step.def(ship).is("ship")
            && !step.state.card(ship).status.cloaked
            && !super::selection::docked(step, ship)
            && step.location_of(ship).is_some();
        if open && !crew.is_empty() {
            facing.push((ship, crew));
        }
    }
    let Some(&(first, _)) = facing.first() else {
        return Ok(());
    };
    let player = step.state.card(first).controller;
    let index = if facing.len() == 1 {
        0
    } else {
        let options = facing.iter().map(|&(ship, _)| step.describe(ship)).collect();
        let prompt = format!("{}: choose the ship that faces the next dilemma", step.title(ctx.this));
        step.decide(player, prompt, options)?
    };
    let (ship, crew) = facing.swap_remove(index);
    let Some(location) = step.location_of(ship) else {
        return Ok(());
    };
    step.rules().face_next_dilemma(step, player, location, crew)
}

/// A ship's crew that faces a dilemma: the personnel aboard, not disabled nor in stasis.
fn crew_facing(step: &Step<'_>, ship: CardId) -> Vec<CardId> {
    step.state
        .in_place(&crate::state::Place::Aboard { card: ship })
        .iter()
        .copied()
        .filter(|&c| {
            let status = step.state.status_of(c);
            step.def(c).is("personnel") && !status.disabled && !status.stasis
        })
        .collect()
}
