//! What a ship's way along the spaceline may pass: a move is allowed when no card in play
//! forbids the move itself (Menthar Booby Trap), flying by any location on the way (Tetryon
//! Field: `forbid fly_by(ship, at: here)`), or crossing any gap between two locations on the
//! way (Q-Net: `forbid cross(ship, at: here)`, the gap to the right of `here`). The ends of the
//! spaceline are adjacent for a player with a `static { grant PLAYER with move_around }` card in play
//! (Where No One Has Gone Before); the gap between them is the one to the right of the
//! rightmost location.

use super::ships::ShipMove;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::forbids_read::ReadForbids;
use crate::rules::statics::layer::rule_effect;
use crate::state::{ActionRef, ActionType, LastingEffect, PlayerGrant, RuleKind};
use stccg_lang::ast::ExprKind;

/// Whether any card forbids flying by or crossing now, in a `static` or for a time: when none
/// does, the locations on a move's way need no looking at, one by one.
pub(crate) fn barriers(step: &Step<'_>) -> bool {
    const KINDS: [&str; 2] = ["fly_by", "cross"];
    let timed = step.state.lasting.iter().any(|l| {
        matches!(&l.effect, LastingEffect::Forbid { action, .. } if KINDS.contains(&action.as_str()))
            && step.state.in_force(l)
    });
    if timed {
        return true;
    }
    step.state.statics.rules_of(|k| k == RuleKind::Forbid).any(|rule| {
        rule_effect(step, rule)
            .and_then(|effect| effect.subject.as_ref())
            .is_some_and(|s| matches!(&s.kind, ExprKind::Call { callee, .. } if KINDS.contains(&callee.name.as_str())))
    })
}

/// What the moves of one orders list were found to meet, kept while the list is built
/// (nothing changes then): whether the last ship asked may move at all, and each fly-by and
/// crossing answered, by ship, kind and location. A ship's moves to every destination ask the
/// same questions again and again (its own move; the locations nearer on its way).
#[derive(Default)]
pub(crate) struct MovesChecked {
    /// The last ship asked, and whether a card forbids its move.
    ship: Option<(CardId, bool)>,
    /// Each fly-by (or crossing) of a ship at a location answered: whether it is forbidden.
    ways: Vec<(CardId, ActionType, LocationId, bool)>,
}

/// Whether no card forbids this move, nor (with `barriers`) a fly-by or a crossing on its way;
/// the forbids are read once for all the moves of a list, and each answer kept in `checked`
/// for the list's other moves.
pub(crate) fn allowed<'a>(
    step: &mut Step<'a>,
    forbids: &mut ReadForbids<'a>,
    player: PlayerId,
    chosen: &ShipMove,
    barriers: bool,
    checked: &mut MovesChecked,
) -> Result<bool, Interrupt> {
    let ship = chosen.ship;
    let forbidden = match checked.ship {
        Some((asked, forbidden)) if asked == ship => {
            if cfg!(debug_assertions) {
                let fresh = forbids.forbidden(step, &ActionRef::new(ActionType::Move, ship, player))?;
                assert_eq!(fresh, forbidden, "a ship's move forbid kept for its list is stale");
            }
            forbidden
        }
        _ => {
            let forbidden = forbids.forbidden(step, &ActionRef::new(ActionType::Move, ship, player))?;
            checked.ship = Some((ship, forbidden));
            forbidden
        }
    };
    if forbidden {
        return Ok(false);
    }
    if !barriers {
        return Ok(true);
    }
    way_open_checked(step, forbids, player, chosen, &mut checked.ways)
}

/// Whether no card forbids a fly-by or a crossing on a move's way. A required move (Cytherians,
/// Incoming Message) is held to this, though its card forbids the ship's other moves.
pub(crate) fn way_open<'a>(
    step: &mut Step<'a>,
    forbids: &mut ReadForbids<'a>,
    player: PlayerId,
    chosen: &ShipMove,
) -> Result<bool, Interrupt> {
    way_open_checked(step, forbids, player, chosen, &mut Vec::new())
}

/// [`way_open`], each fly-by and crossing answered kept in `ways` (and read from it).
fn way_open_checked<'a>(
    step: &mut Step<'a>,
    forbids: &mut ReadForbids<'a>,
    player: PlayerId,
    chosen: &ShipMove,
    ways: &mut Vec<(CardId, ActionType, LocationId, bool)>,
) -> Result<bool, Interrupt> {
    let ship = chosen.ship;
    let mut forbidden = |step: &mut Step<'a>, kind: ActionType, at: LocationId| {
        let kept = ways
            .iter()
            .find(|&&(s, k, l, _)| (s, k, l) == (ship, kind, at))
            .map(|w| w.3);
        if kept.is_some() && !cfg!(debug_assertions) {
            return Ok(kept == Some(true));
        }
        let mission = step.state.location(at).mission;
        let answer = forbids.forbidden(step, &ActionRef::new(kind, ship, player).with_group(vec![mission]))?;
        match kept {
            // Debug builds: the answer kept for the list is the one given again.
            Some(kept) => assert_eq!(kept, answer, "a fly-by or crossing kept for its list is stale"),
            None => ways.push((ship, kind, at, answer)),
        }
        Ok(answer)
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
            step.state.spaceline_of(at).end - 1
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
/// they were adjacent: a `static` with `grant PLAYER with move_around` naming the player.
pub(crate) fn wraps(step: &mut Step<'_>, player: PlayerId) -> Result<bool, Interrupt> {
    Ok(step.state.statics.grants(player, PlayerGrant::MoveAround))
}
