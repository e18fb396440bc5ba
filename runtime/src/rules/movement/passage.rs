//! What a ship's way along the spaceline may pass: a move is allowed when no card in play
//! forbids the move itself (Menthar Booby Trap), flying by any location on the way (Tetryon
//! Field: `forbid fly_by(ship, at: here)`), or crossing any gap between two locations on the
//! way (Q-Net: `forbid cross(ship, at: here)`, the gap to the right of `here`). The ends of the
//! spaceline are adjacent for a player with a `static { move_around PLAYER }` card in play
//! (Where No One Has Gone Before); the gap between them is the one to the right of the
//! rightmost location.

use super::ships::ShipMove;
use crate::ids::{LocationId, PlayerId};
use crate::interp::{eval_value, Value};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::markers::static_effects;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::{AbilityKind, ExprKind, StatementKind};

/// Whether any card forbids flying by or crossing now, in a `static` or for a time: when none
/// does, the locations on a move's way need no looking at, one by one.
pub(crate) fn barriers(step: &Step<'_>) -> bool {
    const KINDS: [&str; 2] = ["fly_by", "cross"];
    if step.state.forbids.iter().any(|f| KINDS.contains(&f.action.as_str())) {
        return true;
    }
    step.in_play_with_text().into_iter().any(|card| {
        step.text_abilities(card).iter().any(|ability| {
            let AbilityKind::Static { body, .. } = &ability.kind else {
                return false;
            };
            body.statements.iter().any(|statement| {
                matches!(&statement.kind, StatementKind::Effect(effect)
                    if effect.verb.name == "forbid"
                        && effect.subject.as_ref().is_some_and(|s| matches!(&s.kind,
                            ExprKind::Call { callee, .. } if KINDS.contains(&callee.name.as_str()))))
            })
        })
    })
}

/// Whether no card forbids this move, nor (with `barriers`) a fly-by or a crossing on its way.
pub(crate) fn allowed(
    step: &mut Step<'_>,
    player: PlayerId,
    chosen: &ShipMove,
    barriers: bool,
) -> Result<bool, Interrupt> {
    let ship = chosen.ship;
    if crate::rules::statics::forbid::forbidden(step, &ActionRef::new(ActionType::Move, ship, player))? {
        return Ok(false);
    }
    if !barriers {
        return Ok(true);
    }
    way_open(step, player, chosen)
}

/// Whether no card forbids a fly-by or a crossing on a move's way. A required move (Cytherians,
/// Incoming Message) is held to this, though its card forbids the ship's other moves.
pub(crate) fn way_open(step: &mut Step<'_>, player: PlayerId, chosen: &ShipMove) -> Result<bool, Interrupt> {
    let ship = chosen.ship;
    let forbidden = |step: &mut Step<'_>, kind: ActionType, at: LocationId| {
        let mission = step.state.location(at).mission;
        crate::rules::statics::forbid::forbidden(step, &ActionRef::new(kind, ship, player).with_group(vec![mission]))
    };
    let passed = &chosen.path[..chosen.path.len().saturating_sub(1)];
    for &location in passed {
        if forbidden(step, ActionType::FlyBy, location)? {
            return Ok(false);
        }
    }
    let mut at = chosen.from;
    for &next in &chosen.path {
        // A gap is named by the location on its left; the way around crosses the gap past
        // the right end.
        let (Some(here), Some(there)) = (step.state.position(at), step.state.position(next)) else {
            return Ok(false);
        };
        let gap_position = if here.abs_diff(there) == 1 {
            here.min(there)
        } else {
            step.state.spaceline.len() - 1
        };
        let Some(gap) = step.state.at_position(gap_position) else {
            return Ok(false);
        };
        if forbidden(step, ActionType::Cross, gap)? {
            return Ok(false);
        }
        at = next;
    }
    Ok(true)
}

/// Whether a card in play lets the player move ships between the spaceline's ends as if
/// they were adjacent: a `static` with `move_around PLAYER` naming the player.
pub(crate) fn wraps(step: &mut Step<'_>, player: PlayerId) -> Result<bool, Interrupt> {
    let cards = step.in_play_with_text();
    for found in static_effects(step, cards, "move_around") {
        let mut ctx = context_for(step, found.card);
        if let Some(condition) = found.condition {
            if !crate::interp::truth(step, &mut ctx, condition)? {
                continue;
            }
        }
        let named = match &found.effect.subject {
            Some(expr) => Value::player(eval_value(step, &mut ctx, expr)?, ctx.controller),
            None => ctx.controller,
        };
        if named == player {
            return Ok(true);
        }
    }
    Ok(false)
}
