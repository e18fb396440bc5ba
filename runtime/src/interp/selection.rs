//! Functions that count and rank: `half` of a number (Nagilum; Phased Matter's rounded up),
//! the `most` cards by an attribute (El-Adrel Creature's "two strongest"), the `farthest`
//! mission along the spaceline (the Love Interests, M:454), the spaceline's `far_end` from a
//! location (Borg Ship), the missions `within_span` of a location (Gomtuu's hurl) and whether
//! a ship is `docked`
//! (REM Fatigue), and how many `different_affiliations` cards stand for (Diplomatic
//! Conference).

use super::exprs::{unimplemented, Value};
use super::Context;
use crate::defs::FunctionOp;
use crate::ids::{CardId, LocationId};
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
        FunctionOp::DifferentAffiliations => Value::Number(different_affiliations(step, &subject.cards()) as i64),
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
        FunctionOp::Farthest | FunctionOp::Nearest => {
            // A tie left is the opponent's choice, unless the text names who.
            let decider = named("ties")
                .and_then(|v| v.player(ctx.controller))
                .unwrap_or(ctx.controller.other());
            // Counted from the location `from` names, else from this card's own.
            let origin = match named("from") {
                Some(Value::Location(location)) => Some(location),
                _ => None,
            };
            let farthest_wanted = op == FunctionOp::Farthest;
            Value::Cards(farthest(step, ctx, subject.cards(), decider, farthest_wanted, origin)?)
        }
        FunctionOp::WithinSpan => {
            let span = positional(1).or_else(|| named("span")).map_or(0, |v| number(&v));
            let origin = match named("from") {
                Some(Value::Location(location)) => Some(location),
                _ => None,
            };
            Value::Cards(within_span(step, ctx, subject.cards(), span, origin))
        }
        // Two ends as far are the opponent's choice (the Glossary's ties entry).
        FunctionOp::FarEnd => far_end(step, ctx, &subject, ctx.controller.other())?,
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
    // Only a tie across the edge is a choice: while more cards are tied than places are
    // left, the decider takes one; tied cards that all fit are all taken, unasked.
    while chosen.len() < count && tied.len() > count - chosen.len() {
        let options = tied.iter().map(|&c| step.describe(c)).collect();
        let prompt = format!("{}: choose among the tied cards", step.title(ctx.this));
        let index = step.decide(decider, prompt, options)?;
        chosen.push(tied.remove(index));
    }
    let room = count - chosen.len();
    chosen.extend(tied.into_iter().take(room));
    Ok(chosen)
}

/// The mission among these farthest from this card's location, counted in locations along
/// the spaceline, then in span; never the location itself. Two still as far are the
/// decider's choice (the Glossary's `ties` entry, for "far end of spaceline" and the like).
/// With `farthest` false, the one nearest (`nearest(...)`: Hippocratic Oath), counted alike.
fn farthest(
    step: &mut Step<'_>,
    ctx: &Context,
    missions: Vec<CardId>,
    decider: crate::ids::PlayerId,
    farthest: bool,
    origin: Option<LocationId>,
) -> Result<Vec<CardId>, Interrupt> {
    let Some(here) = origin.or(ctx.location).or_else(|| step.location_of(ctx.this)) else {
        return Ok(Vec::new());
    };
    let located: Vec<(CardId, LocationId)> = missions
        .into_iter()
        .filter_map(|c| step.location_of(c).map(|l| (c, l)))
        .collect();
    let candidates: Vec<LocationId> = located.iter().map(|&(_, l)| l).collect();
    let chosen = if farthest {
        let prompt = format!("{}: choose the farthest location", step.title(ctx.this));
        crate::kernel::farthest_location(step, here, &candidates, decider, prompt)?
    } else {
        let prompt = format!("{}: choose the nearest location", step.title(ctx.this));
        crate::kernel::nearest_location(step, here, &candidates, decider, prompt)?
    };
    Ok(located
        .into_iter()
        .find(|&(_, l)| Some(l) == chosen)
        .map(|(c, _)| c)
        .into_iter()
        .collect())
}

/// `within_span(N)`: the missions on this card's spaceline (or that of `from`) at most N span
/// away, the spans of the locations passed and reached counted as the card's controller's
/// ships move by them (M:441); never the location itself, nor one on another spaceline
/// (M:454).
fn within_span(
    step: &Step<'_>,
    ctx: &Context,
    missions: Vec<CardId>,
    span: i64,
    origin: Option<LocationId>,
) -> Vec<CardId> {
    let Some(here) = origin.or(ctx.location).or_else(|| step.location_of(ctx.this)) else {
        return Vec::new();
    };
    missions
        .into_iter()
        .filter(|&mission| {
            step.location_of(mission).is_some_and(|there| {
                there != here
                    && step.state.same_spaceline(here, there)
                    && step
                        .state
                        .path(here, there)
                        .into_iter()
                        .map(|l| step.location_span(l, ctx.controller))
                        .sum::<i64>()
                        <= span
            })
        })
        .collect()
}

/// `far_end(location)`: the spaceline end farther from it (Borg Ship's "furthest spaceline
/// end"); two ends as far are the decider's choice. Nothing when the location is off the
/// spaceline.
fn far_end(
    step: &mut Step<'_>,
    ctx: &Context,
    subject: &Value,
    decider: crate::ids::PlayerId,
) -> Result<Value, Interrupt> {
    let Value::Location(from) = subject else {
        return Ok(Value::Cards(Vec::new()));
    };
    Ok(match crate::kernel::far_end(step, *from, decider, ctx.this)? {
        Some(end) => Value::Location(end),
        None => Value::Cards(Vec::new()),
    })
}

/// Whether a ship is at a location where its controller has a facility (the engine has no
/// docking action: a ship there counts as docked). A ship landed on the planet there or
/// carried aboard another is not in space, so not docked (M:36: "a docked (but not landed)
/// ship").
pub(crate) fn docked(step: &Step<'_>, ship: CardId) -> bool {
    let controller = step.state.controller_of(ship);
    let Place::AtLocation { location, .. } = step.state.place_of(ship) else {
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

/// The most different affiliations the cards stand for, each card standing for one of its
/// affiliations as the game reads them now (a multi-affiliation card's mode, M:475): "one
/// V.I.P. from each of four different affiliations" (Diplomatic Conference) is
/// `different_affiliations(group.where("V.I.P.")) >= 4`. A card with two affiliations counts
/// once, for whichever leaves the most: the largest matching of cards to affiliations, found
/// by augmenting paths (Kuhn's algorithm).
fn different_affiliations(step: &Step<'_>, cards: &[CardId]) -> usize {
    let choices: Vec<Vec<String>> = cards.iter().map(|&c| step.affiliation_icons(c)).collect();
    // For each affiliation given a card, the index of that card.
    let mut holder: Vec<(String, usize)> = Vec::new();
    let mut matched = 0;
    for card in 0..choices.len() {
        let mut seen = Vec::new();
        if augment(card, &choices, &mut holder, &mut seen) {
            matched += 1;
        }
    }
    matched
}

/// Gives card `card` an affiliation, moving others to another of theirs if need be.
fn augment(card: usize, choices: &[Vec<String>], holder: &mut Vec<(String, usize)>, seen: &mut Vec<String>) -> bool {
    for affiliation in &choices[card] {
        if seen.contains(affiliation) {
            continue;
        }
        seen.push(affiliation.clone());
        match holder.iter().position(|(a, _)| a == affiliation) {
            None => {
                holder.push((affiliation.clone(), card));
                return true;
            }
            Some(index) => {
                let other = holder[index].1;
                if augment(other, choices, holder, seen) {
                    // `other` took another affiliation (this one is in `seen`, so its entry
                    // stayed where it was): it is free for `card`.
                    holder[index].1 = card;
                    return true;
                }
            }
        }
    }
    false
}
