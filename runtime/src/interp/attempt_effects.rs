//! The effects that act on mission attempts: `end_attempt` (a dilemma ends the attempt
//! without stopping anyone: Radioactive Garbage Scow, M:291), `must_attempt` (the crews of
//! ships that stop at a location must attempt its mission: Samaritan Snare, S:46), and
//! `replay` and `end_turn` (Temporal Causality Loop).

use super::exprs::{eval, subject_cards};
use super::Context;
use crate::defs::EffectOp;
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
