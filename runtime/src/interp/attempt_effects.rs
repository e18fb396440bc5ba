//! The effects that act on mission attempts: `end_attempt` (a dilemma ends the attempt
//! without stopping anyone: Radioactive Garbage Scow, M:291), `must_attempt` (the crews of
//! ships that stop at a location must attempt its mission: Samaritan Snare, S:46), and
//! `replay` and `end_turn` (Temporal Causality Loop).

use super::exprs::{eval, subject_cards};
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// Runs an attempt effect; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    Some(match effect.verb.name.as_str() {
        "end_attempt" => {
            // M:291: read by the attempt when the dilemma's text has run.
            ctx.attempt_ended = true;
            Ok(())
        }
        "must_attempt" => must_attempt(step, ctx, effect),
        "end_turn" => {
            // Read by the attempt when the dilemma's text has run.
            ctx.turn_ended = true;
            Ok(())
        }
        "replay" => replay(step, ctx, effect),
        _ => return None,
    })
}

/// `must_attempt SHIPS`: each ship now at this card's location owes an attempt of the mission
/// there with its crew; a ship elsewhere owes none here any more (S:46: "each time they stop
/// at the location"). The orders enforce the debt; an attempt by the crew pays it.
fn must_attempt(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let ships = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let Some(here) = step.location_of(ctx.this) else {
        return Ok(());
    };
    for ship in ships {
        let at = step.location_of(ship);
        let owed = &mut step.state.card_mut(ship).status.must_attempt;
        if at == Some(here) {
            *owed = Some(here);
        } else if *owed == Some(here) {
            *owed = None;
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
