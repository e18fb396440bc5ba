//! Effects on who has a card and where personnel stand: `take_control` (for good, or `until`
//! a time: Alien Parasites), `enable` (the end of a disablement, at a cure: Two-Dimensional
//! Creatures) and `beam` (aboard a ship or facility, or down to a planet: Portal Guard).

use super::exprs::{clause, eval, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;

/// Runs one of these effects; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    Some(match effect.verb.name.as_str() {
        "take_control" => take_control(step, ctx, effect),
        "enable" => subject(step, ctx, effect).map(|cards| {
            for card in cards {
                step.set_status(card, "disabled", false);
            }
        }),
        "beam" => beam(step, ctx, effect),
        _ => return None,
    })
}

/// The cards of the effect's subject.
fn subject(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<Vec<crate::ids::CardId>, Interrupt> {
    Ok(match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    })
}

/// `take_control CARDS [for PLAYER] [until TIME]`: with `until`, each card's control goes back
/// to whoever had it, at the start of that turn. A ship taken crosses to its new controller's
/// side of its location (Lore Returns).
fn take_control(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject(step, ctx, effect)?;
    let player = clause(step, ctx, effect, "for")?.map_or(ctx.controller, |v| v.player(ctx.controller));
    let until = match clause(step, ctx, effect, "until")? {
        Some(Value::Until(turn)) => Some(turn),
        _ => None,
    };
    for card in cards {
        let state = step.state.card_mut(card);
        if let Some(turn) = until {
            let back_to = state.status.control_returns.map_or(state.controller, |(_, p)| p);
            state.status.control_returns = Some((turn, back_to));
        }
        step.give_control(card, player);
    }
    Ok(())
}

/// `beam CARDS to SHIP`: aboard the ship or facility; `to MISSION`: onto the planet surface
/// there, on the side of each card's controller.
fn beam(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject(step, ctx, effect)?;
    let Some(&to) = clause(step, ctx, effect, "to")?
        .map(Value::cards)
        .unwrap_or_default()
        .first()
    else {
        return Ok(());
    };
    for card in cards {
        let destination = if step.def(to).is("mission") {
            match step.location_of(to) {
                Some(location) => Place::Surface {
                    location,
                    player: step.state.card(card).controller,
                },
                None => continue,
            }
        } else {
            Place::Aboard { card: to }
        };
        step.move_to(card, destination);
    }
    Ok(())
}
