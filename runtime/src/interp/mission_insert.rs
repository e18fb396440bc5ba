//! `insert_mission CARD [by PLAYER]`: a mission card brought into play during the game goes
//! onto its quadrant's spaceline (M:259) at a place the player chooses, between any two
//! locations or at either end, and is a mission there like any other ("Owner inserts anywhere
//! on spaceline": Q's Planet, the Glossary's mission entry keeping a mission without a point
//! box to the Alpha Quadrant).

use super::exprs::{clause, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::{Location, Place};
use stccg_lang::ast::Effect;

/// Runs `insert_mission`: nothing for a card that is no mission or already forms a location.
pub(super) fn insert_mission(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = match &effect.subject {
        Some(expr) => super::exprs::eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let Some(&card) = cards.first() else {
        return Ok(());
    };
    if step.def(card).mission.is_none() || step.state.location_formed_by(card).is_some() {
        return Ok(());
    }
    let chooser = match clause(step, ctx, effect, "by")? {
        Some(Value::Player(player)) => player,
        _ => ctx.controller,
    };
    let quadrant = step.def(card).native_quadrant();
    let line = step.state.quadrant_positions(quadrant);
    let positions: Vec<usize> = (line.start..=line.end).collect();
    let name = |step: &Step<'_>, position: usize| match step.state.at_position(position) {
        Some(location) => step.describe(step.state.location(location).mission),
        None => String::new(),
    };
    let options = positions
        .iter()
        .map(|&p| match p {
            _ if line.is_empty() => "to start the spaceline".to_string(),
            _ if p == line.start => format!("at the left end, before {}", name(step, p)),
            _ if p == line.end => format!("at the right end, after {}", name(step, p - 1)),
            _ => format!("between {} and {}", name(step, p - 1), name(step, p)),
        })
        .collect();
    let prompt = format!("{}: insert it into the spaceline", step.title(ctx.this));
    let chosen = step.decide(chooser, prompt, options)?;
    let id = step
        .state
        .insert_location(positions[chosen], Location::new(card).in_quadrant(quadrant));
    if card == ctx.this {
        ctx.self_moved = true;
    }
    step.move_to(card, Place::Mission { location: id });
    step.emit(crate::event::Event::MissionPlaced { card, location: id });
    Ok(())
}
