//! Functions that count and rank: `half` of a number (Nagilum; Phased Matter's rounded up),
//! the `most` cards by an attribute (El-Adrel Creature's "two strongest"), the `farthest`
//! mission along the spaceline (the Love Interests, M:454) and whether a ship is `docked`
//! (REM Fatigue).

use super::exprs::{unimplemented, Value};
use super::Context;
use crate::defs::FunctionOp;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Expr;

/// The arguments of a call, positional (`None`) or named.
pub(super) type Arguments = [(Option<String>, Value)];

/// The `i`th argument given without a name.
pub(super) fn positional(values: &Arguments, i: usize) -> Option<Value> {
    values
        .iter()
        .filter(|(n, _)| n.is_none())
        .nth(i)
        .map(|(_, v)| v.clone())
}

/// The argument given with this name: `count: 2`.
pub(super) fn named(values: &Arguments, key: &str) -> Option<Value> {
    values
        .iter()
        .find(|(n, _)| n.as_deref() == Some(key))
        .map(|(_, v)| v.clone())
}

/// Calls one of these functions; any other name is not implemented.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &mut Context,
    op: FunctionOp,
    values: &Arguments,
    expr: &Expr,
) -> Result<Value, Interrupt> {
    let positional = |i: usize| positional(values, i);
    let named = |key: &str| named(values, key);
    let subject = positional(0).unwrap_or(Value::Cards(Vec::new()));
    let number = |value: &Value| match value {
        Value::Number(n) => *n,
        Value::Cards(cards) => cards.len() as i64,
        Value::Card(_) => 1,
        _ => 0,
    };
    Ok(match op {
        FunctionOp::Half => Value::Number(number(&subject).div_euclid(2)),
        FunctionOp::Most => {
            let attribute = match positional(1).or_else(|| named("by")) {
                Some(Value::Name(attribute)) => attribute,
                _ => "total_attributes".into(),
            };
            let count = positional(2).or_else(|| named("count")).map_or(1, |v| number(&v));
            let decider = super::picking::tie_decider(step, ctx, values);
            Value::Cards(most(
                step,
                ctx,
                subject.cards(),
                &attribute,
                count.max(0) as usize,
                decider,
            )?)
        }
        FunctionOp::Farthest => {
            // A tie left is the opponent's choice, unless the text names who.
            let decider = named("ties").map_or(ctx.controller.other(), |v| v.player(ctx.controller));
            Value::Cards(farthest(step, ctx, subject.cards(), decider)?)
        }
        FunctionOp::Docked => Value::Bool(subject.cards().first().is_some_and(|&ship| docked(step, ship))),
        other => return Err(unimplemented(step, ctx, expr, other.name())),
    })
}

/// The `count` cards with the highest values of an attribute; among those tied at the edge,
/// `decider` chooses (`picking::tie_decider`).
fn most(
    step: &mut Step<'_>,
    ctx: &Context,
    mut cards: Vec<CardId>,
    attribute: &str,
    count: usize,
    decider: crate::ids::PlayerId,
) -> Result<Vec<CardId>, Interrupt> {
    cards.sort_by_key(|&c| std::cmp::Reverse(step.attribute(c, attribute)));
    if cards.len() <= count {
        return Ok(cards);
    }
    if count == 0 {
        return Ok(Vec::new());
    }
    let edge = step.attribute(cards[count - 1], attribute);
    let mut chosen: Vec<CardId> = cards
        .iter()
        .copied()
        .filter(|&c| step.attribute(c, attribute) > edge)
        .collect();
    let mut tied: Vec<CardId> = cards
        .iter()
        .copied()
        .filter(|&c| step.attribute(c, attribute) == edge)
        .collect();
    while chosen.len() < count && !tied.is_empty() {
        let options = tied.iter().map(|&c| step.describe(c)).collect();
        let prompt = format!("{}: choose among the tied cards", step.title(ctx.this));
        let index = step.decide(decider, prompt, options)?;
        chosen.push(tied.remove(index));
    }
    Ok(chosen)
}

/// The mission among these farthest from this card's location, counted in locations along
/// the spaceline, then in span; never the location itself. Two still as far are the
/// opponent's choice (the Glossary's `ties` entry, for "far end of spaceline" and the like).
fn farthest(
    step: &mut Step<'_>,
    ctx: &Context,
    missions: Vec<CardId>,
    decider: crate::ids::PlayerId,
) -> Result<Vec<CardId>, Interrupt> {
    let Some(here) = ctx.location.or_else(|| step.location_of(ctx.this)) else {
        return Ok(Vec::new());
    };
    let distance = |step: &Step<'_>, c: CardId| {
        step.location_of(c)
            .and_then(|l| step.state.distance(l, here))
            .unwrap_or(0)
    };
    // The total span between here and there, on the way along the spaceline.
    let span = |step: &Step<'_>, c: CardId| -> i64 {
        let Some(there) = step.location_of(c) else { return 0 };
        step.state
            .path(here, there)
            .into_iter()
            .map(|l| {
                let location = step.state.location(l);
                location
                    .span
                    .or_else(|| step.def(location.mission).mission.as_ref().map(|m| m.span))
                    .unwrap_or(1)
            })
            .sum()
    };
    // Ties (the Glossary's `ties` entry): the number of cards first, then the total span; a tie
    // left is the opponent's choice.
    let key = |step: &Step<'_>, c: CardId| (distance(step, c), span(step, c));
    let Some(best) = missions.iter().map(|&c| key(step, c)).max() else {
        return Ok(Vec::new());
    };
    if best.0 == 0 {
        return Ok(Vec::new());
    }
    let mut tied: Vec<CardId> = missions.into_iter().filter(|&c| key(step, c) == best).collect();
    let options = tied.iter().map(|&c| step.describe(c)).collect();
    let prompt = format!("{}: choose the farthest location", step.title(ctx.this));
    let index = step.decide(decider, prompt, options)?;
    Ok(vec![tied.swap_remove(index)])
}

/// Whether a ship is at a location where its controller has a facility (the engine has no
/// docking action: a ship there counts as docked).
fn docked(step: &Step<'_>, ship: CardId) -> bool {
    let controller = step.state.card(ship).controller;
    let Some(location) = step.location_of(ship) else {
        return false;
    };
    step.def(ship).is("ship")
        && step
            .state
            .in_place(&Place::AtLocation {
                location,
                player: controller,
            })
            .iter()
            .any(|&c| step.def(c).is("facility"))
}
