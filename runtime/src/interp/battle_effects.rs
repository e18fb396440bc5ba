//! The effects of battle and cloaking: `attack` (a card makes a battle happen: Borg Ship
//! "Attacks all ships", Klingon Right of Vengeance), `cancel_battle` (Hugh,
//! Asteroid Sanctuary), `cloak` and `uncloak` (the Cloaking Device keyword, Tachyon Detection
//! Grid), `join_battle` (a card joins a side of the personnel battle in progress: Echo Papa
//! 607 Killer Drone), and the values they read: `combatants(player)`, `casualties` and
//! `times_used(card)`.

use super::exprs::{eval, subject_cards, Value};
use super::Context;
use crate::defs::{EffectOp, FunctionOp};
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::{Battle, BattleKind, Lasting, LastingEffect, Subject};
use stccg_lang::ast::{Effect, ExprKind};

/// Runs a battle effect.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    match op {
        EffectOp::Attack => attack(step, ctx, effect),
        EffectOp::JoinBattle => join_battle(step, ctx, effect),
        EffectOp::CancelBattle => {
            step.rules().cancel_battle(step);
            Ok(())
        }
        EffectOp::Cloak | EffectOp::Uncloak => cloak(step, ctx, op == EffectOp::Cloak, effect),
        EffectOp::OpenToAttack => open_to_attack(step, ctx, effect),
        EffectOp::Station => station(step, ctx, effect),
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
}

/// `join_battle CARDS`: each card joins its controller's side of the personnel battle in
/// progress, where it stands now, to be engaged as the personnel are (S:790-791); a card
/// already on a side, or outside a personnel battle, does not.
fn join_battle(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject_cards(step, ctx, effect)?;
    for card in cards {
        let controller = step.state.card(card).controller;
        let place = step.state.card(card).place;
        let Some(battle) = step.state.flow.iter_mut().rev().find_map(|frame| match frame {
            crate::state::Frame::Battle { battle, .. } => Some(battle),
            _ => None,
        }) else {
            return Ok(());
        };
        if battle.kind != BattleKind::Personnel
            || battle.cancelled
            || battle.engaged
            || battle.attackers.contains(&card)
            || battle.defenders.contains(&card)
        {
            continue;
        }
        if controller == battle.player {
            battle.attackers.push(card);
        } else {
            battle.defenders.push(card);
        }
        battle.places.push((card, place));
    }
    Ok(())
}

/// `attack DEFENDERS [by ATTACKERS] [with N | with STRENGTH xN] [for N]`: the attackers (this
/// card by default) battle, each with STRENGTH N, or their own times N, if `with` is given;
/// this card is worth N points to the player who destroys it in the battle if `for` is given. Personnel defenders make one personnel battle; otherwise each
/// defending ship or facility is attacked in a ship battle of its own, in order.
fn attack(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let defenders = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let mut attackers = vec![ctx.this];
    let (mut strength, mut times, mut worth) = (None, 1, None);
    for clause in &effect.clauses {
        if let (ExprKind::Multiplied { multiplier, .. }, "with") = (&clause.value.kind, clause.word.name.as_str()) {
            // `with STRENGTH x2`: the attackers' own STRENGTH, doubled.
            times = i64::from(multiplier.numerator);
            continue;
        }
        let value = eval(step, ctx, &clause.value)?;
        match (clause.word.name.as_str(), value) {
            ("by", value) => attackers = value.cards(),
            ("with", Value::Number(n)) => strength = Some(n),
            ("for", Value::Number(n)) => worth = Some(n),
            _ => {}
        }
    }
    let defenders: Vec<CardId> = defenders
        .into_iter()
        .filter(|&c| step.state.card(c).place.in_play() && !step.state.hidden_by_cloak(c))
        .collect();
    let Some(location) = attackers.iter().find_map(|&c| step.location_of(c)).or(ctx.location) else {
        return Ok(());
    };
    if attackers.is_empty() || defenders.is_empty() {
        return Ok(());
    }
    let personnel = defenders.iter().all(|&c| step.def(c).is("personnel"));
    let mut battles = Vec::new();
    if personnel {
        let kind = BattleKind::Personnel;
        battles.push(Battle::new(
            kind,
            ctx.controller,
            attackers,
            defenders[0],
            defenders,
            location,
        ));
    } else {
        for target in defenders {
            let kind = BattleKind::Ship;
            battles.push(Battle::new(
                kind,
                ctx.controller,
                attackers.clone(),
                target,
                vec![target],
                location,
            ));
        }
    }
    // The first is initiated last, so it is on top and resolves first.
    for mut one in battles.into_iter().rev() {
        one.strength = strength;
        one.times = times;
        one.worth = worth;
        step.rules().initiate_battle(step, one);
    }
    Ok(())
}

/// `open_to_attack SHIPS [until TIME]`: each cloaked ship may be attacked as if it were
/// decloaked, and both players see it, for the time given (for the rest of the game without
/// one); it stays cloaked (La Forge Maneuver, `state::GameState::hidden_by_cloak`).
fn open_to_attack(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let ships = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(crate::state::Until::RestOfGame);
    for ship in ships {
        step.state.add_lasting(Lasting {
            effect: LastingEffect::OpenToAttack,
            subject: Subject::Card(ship),
            source: Some(ctx.this),
            until: until.clone(),
        });
    }
    Ok(())
}

/// `cloak SHIPS` / `uncloak SHIPS [until TIME]`: the status changes and the turn of the change
/// is noted (once per turn, FAQ:755-757); `until` bars the ships from cloaking again until then.
fn cloak(step: &mut Step<'_>, ctx: &mut Context, on: bool, effect: &Effect) -> Result<(), Interrupt> {
    let ships = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    };
    let turn = step.state.turn();
    let barred = super::exprs::duration(step, ctx, effect)?;
    for ship in ships {
        let action = crate::state::ActionRef::new(crate::state::ActionType::Cloak, ship, ctx.controller);
        if on && step.rules().forbidden(step, &action)? {
            // Tachyon Detection Grid: "It may not cloak."
            continue;
        }
        let status = &mut step.state.card_mut(ship).status;
        status.cloaked = on;
        status.cloak_turn = Some(turn);
        if let Some(until) = barred.clone().filter(|_| !on) {
            // "It may not cloak" (Tachyon Detection Grid): a forbid of its cloaking.
            step.state.add_lasting(Lasting {
                effect: LastingEffect::Forbid {
                    action: "cloak".into(),
                    title: None,
                },
                subject: Subject::Card(ship),
                source: Some(ctx.this),
                until,
            });
        }
        step.emit(Event::Status {
            card: ship,
            status: crate::state::StatusKind::Cloaked,
            on,
        });
    }
    Ok(())
}

/// `station CARDS at LOCATION`: puts cards in space at a location, on their owner's side, as
/// ships are (Borg Ship: "Place at furthest spaceline end").
fn station(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject_cards(step, ctx, effect)?;
    let mut location = None;
    for clause in &effect.clauses {
        if let Value::Location(at) = eval(step, ctx, &clause.value)? {
            location = Some(at);
        }
    }
    let Some(location) = location else {
        return Ok(());
    };
    for card in cards {
        if card == ctx.this {
            ctx.self_moved = true;
        }
        let player = step.state.card(card).owner;
        step.move_to(card, crate::state::Place::AtLocation { location, player });
    }
    Ok(())
}

/// The functions and roots of battle: `combatants(player)`, `retaliated(player)`, `casualties`,
/// `played_on(card)`, and `answered(card, by: {Title})`.
pub(super) fn value(
    step: &Step<'_>,
    ctx: &Context,
    op: FunctionOp,
    subject: &Value,
    by: Option<Value>,
) -> Option<Value> {
    Some(match op {
        FunctionOp::Combatants => Value::Cards(
            subject
                .clone()
                .player(ctx.controller)
                .map_or_else(Vec::new, |player| step.rules().combatants(step, player)),
        ),
        FunctionOp::Retaliated => Value::Bool(
            subject
                .clone()
                .player(ctx.controller)
                .is_some_and(|player| step.rules().retaliated(step, player)),
        ),
        // The cards played on any of the subject's cards, in their order.
        FunctionOp::PlayedOn => Value::Cards(
            subject
                .clone()
                .cards()
                .into_iter()
                .flat_map(|card| step.state.in_place(&crate::state::Place::On { card }).to_vec())
                .collect(),
        ),
        // The cards the subject's cards are played on, the inverse of `played_on`: none for a
        // card not on one, each host once.
        FunctionOp::HostOf => {
            let mut hosts = Vec::new();
            for card in subject.clone().cards() {
                if let crate::state::Place::On { card: host } = step.state.card(card).place {
                    if !hosts.contains(&host) {
                        hosts.push(host);
                    }
                }
            }
            Value::Cards(hosts)
        }
        FunctionOp::Answered => Value::Bool(match (subject.clone().cards().first(), by) {
            (Some(&card), Some(Value::Name(title))) => crate::kernel::answered(step, card, &title),
            _ => false,
        }),
        // The uses of the card's abilities logged this game.
        FunctionOp::TimesUsed => Value::Number(subject.clone().cards().first().map_or(0, |&card| {
            step.log
                .iter()
                .filter(|e| matches!(e, Event::AbilityUsed { card: used, .. } if *used == card))
                .count() as i64
        })),
        _ => return None,
    })
}
