//! The effects of battle and cloaking: `attack` (a card makes a battle happen: Borg Ship
//! "Attacks all ships", Rogue Borg, Klingon Right of Vengeance), `cancel_battle` (Hugh,
//! Asteroid Sanctuary), `cloak` and `uncloak` (the Cloaking Device keyword, Tachyon Detection
//! Grid), and the values they read: `combatants(player)` and `casualties`.

use super::exprs::{eval, Value};
use super::Context;
use crate::engine::battle::{self, BattleKind};
use crate::engine::{Interrupt, Step};
use crate::event::Event;
use crate::ids::CardId;
use stccg_lang::ast::Effect;

/// Runs a battle effect; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    Some(match effect.verb.name.as_str() {
        "attack" => attack(step, ctx, effect),
        "cancel_battle" => {
            battle::cancel(step);
            Ok(())
        }
        "cloak" | "uncloak" => cloak(step, ctx, effect),
        _ => return None,
    })
}

/// `attack DEFENDERS [by: ATTACKERS] [strength: N] [times: N] [worth: N]`: the attackers (this
/// card by default) battle. Personnel defenders make one personnel battle; otherwise each
/// defending ship or facility is attacked in a ship battle of its own, in order.
fn attack(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let defenders = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let mut attackers = vec![ctx.this];
    let (mut strength, mut times, mut worth) = (None, 1, None);
    for clause in &effect.clauses {
        let value = eval(step, ctx, &clause.value)?;
        match (clause.word.name.as_str(), value) {
            ("by", value) => attackers = value.cards(),
            ("strength", Value::Number(n)) => strength = Some(n),
            ("times", Value::Number(n)) => times = n,
            ("worth", Value::Number(n)) => worth = Some(n),
            _ => {}
        }
    }
    let defenders: Vec<CardId> = defenders
        .into_iter()
        .filter(|&c| step.state.card(c).place.in_play() && !step.state.card(c).status.cloaked)
        .collect();
    let Some(location) = attackers
        .iter()
        .find_map(|&c| step.location_of(c))
        .or(ctx.location)
    else {
        return Ok(());
    };
    if attackers.is_empty() || defenders.is_empty() {
        return Ok(());
    }
    let personnel = defenders.iter().all(|&c| step.def(c).is("personnel"));
    let mut battles = Vec::new();
    if personnel {
        let kind = BattleKind::Personnel;
        battles.push(battle::new(kind, ctx.controller, attackers, defenders[0], defenders, location));
    } else {
        for target in defenders {
            let kind = BattleKind::Ship;
            battles.push(battle::new(kind, ctx.controller, attackers.clone(), target, vec![target], location));
        }
    }
    // The first is initiated last, so it is on top and resolves first.
    for mut one in battles.into_iter().rev() {
        one.strength = strength;
        one.times = times;
        one.worth = worth;
        battle::initiate(step, one);
    }
    Ok(())
}

/// `cloak SHIPS` / `uncloak SHIPS`: the status changes and the turn of the change is noted
/// (once per turn, FAQ:755-757).
fn cloak(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let on = effect.verb.name == "cloak";
    let ships = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let turn = step.state.turn_number;
    for ship in ships {
        let status = &mut step.state.card_mut(ship).status;
        status.cloaked = on;
        status.cloak_turn = Some(turn);
        step.emit(Event::Status {
            card: ship,
            status: "cloaked".into(),
            on,
        });
    }
    Ok(())
}

/// The functions and roots of battle: `combatants(player)`, `casualties`.
pub(super) fn value(step: &Step<'_>, ctx: &Context, name: &str, subject: &Value) -> Option<Value> {
    Some(match name {
        "combatants" => {
            let player = subject.clone().player(ctx.controller);
            Value::Cards(battle::combatants(step, player))
        }
        "casualties" => Value::Cards(battle::casualties(step)),
        _ => return None,
    })
}
