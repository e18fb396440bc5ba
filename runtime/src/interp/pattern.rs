//! Action patterns of triggers, responses and `forbid`: `play(interrupt and not [Shield], by:
//! opponent)` matches an action of that type whose subject meets the condition and whose
//! other named parts are what the pattern says. While the parts are evaluated, `it` names
//! the action's subject, so a part may depend on it: `solve(mission, by: opponent_of(owner(it)))`.

use super::exprs::{eval, truth_over, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::ActionRef;
use stccg_lang::ast::{Expr, ExprKind};

/// The action type a pattern names (`play` in `play(interrupt, by: opponent)`), or `None` for
/// a form that is no action pattern (it matches nothing).
fn pattern_action(pattern: &Expr) -> Option<(&str, &[stccg_lang::ast::Arg])> {
    match &pattern.kind {
        ExprKind::Call { callee, args } => Some((callee.name.as_str(), args.as_slice())),
        ExprKind::Name { name } => Some((name.as_str(), &[][..])),
        _ => None,
    }
}

/// The name of the action type a pattern names (`play` in `play(interrupt, by: opponent)`),
/// if it is an action pattern: what [`names_action_type`] compares, for a caller that reads
/// it once rather than at each action.
pub fn pattern_action_name(pattern: &Expr) -> Option<&str> {
    pattern_action(pattern).map(|(callee, _)| callee)
}

/// Whether a pattern names the action's type: the one test of [`matches_action`] that reads
/// neither the state nor the context, so a caller may make it before building a context or
/// listing the cards a pattern is read with. A pattern that fails it matches no action of
/// that type whatever the rest says.
pub fn names_action_type(pattern: &Expr, action: &ActionRef) -> bool {
    pattern_action(pattern).is_some_and(|(callee, _)| callee == action.kind.name())
}

/// Whether a pattern matches an action.
pub fn matches_action(
    step: &mut Step<'_>,
    ctx: &mut Context,
    pattern: &Expr,
    action: &ActionRef,
) -> Result<bool, Interrupt> {
    let Some((callee, args)) = pattern_action(pattern) else {
        return Ok(false);
    };
    if callee != action.kind.name() {
        return Ok(false);
    }
    let depth = ctx.bindings.len();
    ctx.bindings.push(("it".to_string(), Value::Card(action.subject)));
    let result = parts_match(step, ctx, args, action);
    ctx.bindings.truncate(depth);
    result
}

/// Whether a card being played is played as this card type: its own type, or that of the
/// `play as` its play resolves with (as an interrupt to the discard pile, as an event
/// elsewhere: `playing::options::played_abilities`).
fn played_as(step: &Step<'_>, card: crate::ids::CardId, kind: &str) -> bool {
    let def = step.def(card);
    if def.is(kind) {
        return true;
    }
    let destination = step.state.flow.iter().rev().find_map(|frame| match frame {
        crate::state::Frame::Play {
            card: c, destination, ..
        } if *c == card => Some(*destination),
        _ => None,
    });
    let Some(destination) = destination else {
        return false;
    };
    let way = if matches!(destination, crate::state::Place::Discard { .. }) {
        "interrupt"
    } else {
        "event"
    };
    way == kind
        && def
            .abilities
            .iter()
            .any(|a| matches!(&a.kind, stccg_lang::ast::AbilityKind::PlayAs { kind: k, .. } if k.name == kind))
}

fn parts_match(
    step: &mut Step<'_>,
    ctx: &mut Context,
    args: &[stccg_lang::ast::Arg],
    action: &ActionRef,
) -> Result<bool, Interrupt> {
    // Every part must hold, so the named parts (`at: here`, `by: opponent`), mostly a value
    // compared, are tested before the subject's condition, which may count or read the log.
    let named = args.iter().filter(|arg| arg.name.is_some());
    for arg in named.chain(args.iter().filter(|arg| arg.name.is_none())) {
        match &arg.name {
            None => {
                if !truth_over(step, ctx, &arg.value, &[action.subject])? {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "by" => {
                let matched = match eval(step, ctx, &arg.value)? {
                    Value::Player(wanted) => wanted == action.by,
                    Value::BothPlayers => true,
                    // An action by a player nobody named yet matches no action.
                    Value::NoPlayer => false,
                    Value::Card(card) => action.group.contains(&card),
                    Value::Cards(cards) => cards.iter().any(|c| action.group.contains(c)),
                    _ => true,
                };
                if !matched {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "way" && action.kind == crate::state::ActionType::Play => {
                // `play(artifact, way: interrupt)`: the card is played as that card type, its
                // own or the one of the `play as` it resolves with (an artifact "played as an
                // Interrupt card": Vorgon Raiders).
                // A card type written bare (`interrupt`) is its name; anything else is read.
                let kind = match super::requirement::atom_name(&arg.value) {
                    Some(name) => name.to_string(),
                    None => match eval(step, ctx, &arg.value)? {
                        Value::Name(name) => name,
                        _ => return Ok(false),
                    },
                };
                if !played_as(step, action.subject, &kind) {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "feature" && action.kind == crate::state::ActionType::UsedAs => {
                // `used_as(self, feature: Android)`: the feature the personnel was used as;
                // `feature: Android or "Soong-type android"`, any of them.
                let alternatives = match &arg.value.kind {
                    stccg_lang::ast::ExprKind::Or { operands } => operands.iter().collect(),
                    _ => vec![&arg.value],
                };
                let mut any = false;
                for alternative in alternatives {
                    let feature = match super::requirement::atom_name(alternative) {
                        Some(name) => name.to_string(),
                        None => match eval(step, ctx, alternative)? {
                            Value::Name(name) => name,
                            _ => continue,
                        },
                    };
                    any |= action.feature.as_deref() == Some(feature.as_str());
                }
                if !any {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "from" && action.kind == crate::state::ActionType::Battle => {
                // `battle(any_card, from: [Bor] or {Borg Ship})`: a card taking the action
                // (an attacker) meets the condition.
                let mut any = false;
                for &card in &action.group {
                    if truth_over(step, ctx, &arg.value, &[card])? {
                        any = true;
                        break;
                    }
                }
                if !any {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "between" && action.kind == crate::state::ActionType::Beam => {
                // `beam(any_card, between: ship)`: a beam from one card to another (not to or
                // from a planet), both of which meet the condition (Quash Conspiracy's
                // "ship-to-ship beaming").
                if action.group.len() != 2 {
                    return Ok(false);
                }
                for &card in &action.group {
                    if !truth_over(step, ctx, &arg.value, &[card])? {
                        return Ok(false);
                    }
                }
            }
            Some(name) if name.name == "at" && action.kind == crate::state::ActionType::Play => {
                // `play(..., at: here)`: the play's location, where it went or whose card it
                // played on (set for a forbid before the play and for a trigger once it
                // resolved: Nebula's `when play({Scan}, at: here)`).
                let matched = match eval(step, ctx, &arg.value)? {
                    Value::Location(location) => action.location == Some(location),
                    Value::Card(card) => action.location.is_some() && action.location == step.location_of(card),
                    _ => false,
                };
                if !matched {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "at" => {
                // `fly_by(ship, at: here)`: the location is the mission in the action's group.
                let matched = match eval(step, ctx, &arg.value)? {
                    Value::Location(location) => action.group.contains(&step.state.location(location).mission),
                    Value::Card(card) => action.group.contains(&card),
                    _ => false,
                };
                if !matched {
                    return Ok(false);
                }
            }
            Some(name) if name.name == "from" => {
                // `move(ship, from: here)`: the location the move left.
                let matched = match eval(step, ctx, &arg.value)? {
                    Value::Location(location) => action.location == Some(location),
                    _ => false,
                };
                if !matched {
                    return Ok(false);
                }
            }
            Some(_) => {}
        }
    }
    Ok(true)
}
