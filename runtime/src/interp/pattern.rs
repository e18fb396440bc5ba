//! Action patterns of triggers, responses and `forbid`: `play(interrupt and not [Shield], by:
//! opponent)` matches an action of that type whose subject meets the condition and whose
//! other named parts are what the pattern says. While the parts are evaluated, `it` names
//! the action's subject, so a part may depend on it: `solve(mission, by: opponent_of(owner(it)))`.

use super::exprs::{eval, truth_over, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::ActionRef;
use stccg_lang::ast::{Expr, ExprKind};

/// Whether a pattern matches an action.
pub fn matches_action(
    step: &mut Step<'_>,
    ctx: &mut Context,
    pattern: &Expr,
    action: &ActionRef,
) -> Result<bool, Interrupt> {
    let args = match &pattern.kind {
        ExprKind::Call { args, .. } if names_kind_of(pattern, action) => args.as_slice(),
        ExprKind::Name { .. } if names_kind_of(pattern, action) => &[][..],
        _ => return Ok(false),
    };
    let depth = ctx.bindings.len();
    ctx.bindings.push(("it".to_string(), Value::Card(action.subject)));
    let result = parts_match(step, ctx, args, action);
    ctx.bindings.truncate(depth);
    result
}

/// Whether a pattern names the type of the action (`play(...)` for a play, `solve(...)` for
/// a solving): a pattern that does not can never match it, whatever its parts say, so this
/// needs no evaluation.
pub fn names_kind_of(pattern: &Expr, action: &ActionRef) -> bool {
    let callee = match &pattern.kind {
        ExprKind::Call { callee, .. } => callee.name.as_str(),
        ExprKind::Name { name } => name.as_str(),
        _ => return false,
    };
    callee == action.kind.name()
}

fn parts_match(
    step: &mut Step<'_>,
    ctx: &mut Context,
    args: &[stccg_lang::ast::Arg],
    action: &ActionRef,
) -> Result<bool, Interrupt> {
    for arg in args {
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
                    Value::Card(card) => action.group.contains(&card),
                    Value::Cards(cards) => cards.iter().any(|c| action.group.contains(c)),
                    _ => true,
                };
                if !matched {
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
