//! The effects that act on the timing of the game rather than on cards' places and
//! statuses: `play` (a card from hand "as if played normally", Manheim's Dimensional Door,
//! M:70), `report_crew` (a ship's crew reporting aboard it with it: I.K.S. T'Ong), `suspend` (an action in progress stays on the stack until what suspends it has
//! resolved, M:80), `forbid` (an action may not happen for a time: Q's Tent's "Draw no cards
//! this turn"), `exchange` (Palor Toff), `bring_forward` (Samuel Clemens' Pocketwatch, S:51),
//! `double_turn` (a player's next turn followed by another of theirs: Temporal Narcosis, FAQ:147),
//! `tow` (a ship takes a card in tow: Radioactive Garbage Scow), `restore_range` (the RANGE a ship used this turn is given back: Distortion of Space/Time
//! Continuum)
//! and `draw until` (a draw that goes on until a condition holds: Sherlock Holmes, S:305).

use super::exprs::{clause, eval, truth, Value};
use super::{Context, EngineError};
use crate::defs::EffectOp;
use crate::event::Event;
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, Place, Subject, Until};
use stccg_lang::ast::{Effect, Expr, ExprKind};

/// Runs a timing effect (`draw` only with `until`; a plain draw is a core effect).
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    match op {
        EffectOp::Forbid => forbid(step, ctx, effect),
        EffectOp::Play => {
            let cards = subject(step, ctx, effect)?;
            let at =
                match clause(step, ctx, effect, "at")? {
                    None => None,
                    Some(Value::Location(location)) => Some(location),
                    Some(other) => match other.cards().first() {
                        Some(&card) => Some(step.state.location_of(card).ok_or_else(|| {
                            unimplemented_form(step, ctx, effect, "play at a card not on the spaceline")
                        })?),
                        None => return Ok(()),
                    },
                };
            match cards.first() {
                Some(&card) => step.rules().play_as_if_normal(step, ctx.controller, card, at),
                None => Ok(()),
            }
        }
        EffectOp::ReportCrew => {
            super::permitting::with_permitted(step, ctx, effect, |step, ctx| report_crew(step, ctx, effect))
        }
        EffectOp::Suspend => subject(step, ctx, effect).map(|cards| {
            for card in cards {
                step.emit(Event::Suspended { card });
            }
        }),
        EffectOp::Exchange => exchange(step, ctx, effect),
        EffectOp::BringForward => bring_forward(step, ctx, effect),
        EffectOp::DoubleTurn => double_turn(step, ctx, effect),
        EffectOp::Tow => tow(step, ctx, effect),
        EffectOp::Halt => subject(step, ctx, effect).map(|ships| {
            for ship in ships {
                step.halt(ship);
            }
        }),
        EffectOp::RestoreRange => subject(step, ctx, effect).map(|ships| {
            for ship in ships {
                step.state.card_mut(ship).status.range_used = 0;
            }
        }),
        EffectOp::Draw => match effect.clauses.iter().find(|c| c.word.name == "until") {
            Some(until) => draw_until(step, ctx, effect, &until.value),
            None => Err(super::effects::not_routed(step, ctx, op, effect)),
        },
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
}

/// `report_crew CARDS to SHIP with N`: up to N of the cards, from the controller's hand,
/// report aboard the ship with it, each as it could report there on its own (I.K.S. T'Ong:
/// "Must report with up to 3 personnel").
fn report_crew(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let candidates = subject(step, ctx, effect)?;
    let ship = match clause(step, ctx, effect, "to")? {
        Some(value) => value.cards().first().copied(),
        None => None,
    };
    let Some(ship) = ship else {
        return Ok(());
    };
    let most = match clause(step, ctx, effect, "with")? {
        Some(Value::Number(n)) => usize::try_from(n).unwrap_or(0),
        _ => {
            return Err(unimplemented_form(
                step,
                ctx,
                effect,
                "report_crew without a number with",
            ))
        }
    };
    step.rules().report_crew(step, ctx.controller, &candidates, ship, most)
}

/// The cards of the effect's subject.
fn subject(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<Vec<crate::ids::CardId>, Interrupt> {
    Ok(match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    })
}

pub(super) fn unimplemented_form(step: &Step<'_>, ctx: &Context, effect: &Effect, what: &str) -> Interrupt {
    Interrupt::Error(EngineError::Unimplemented {
        card: step.title(ctx.this),
        span: effect.subject.as_ref().map_or(effect.verb.span, |s| s.span),
        primitive: what.to_string(),
    })
}

/// `forbid draw(PLAYER) until TIME`: the player draws no cards until then. `forbid
/// ACTION(CARD or {Title}) until TIME`: no such action about that card, or about a card of
/// that title, until then (Loss of Orbital Stability's `forbid move(target)`, Tox Uthat's
/// `forbid play({Supernova})`).
fn forbid(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let Some(ExprKind::Call { callee, args }) = effect.subject.as_ref().map(|s| &s.kind) else {
        return Err(unimplemented_form(step, ctx, effect, "forbid of this form"));
    };
    if callee.name != "draw" {
        return forbid_for_a_time(step, ctx, effect, &callee.name, args);
    }
    let player = match args.first() {
        Some(arg) => eval(step, ctx, &arg.value)?.player(ctx.controller),
        None => Some(ctx.controller),
    };
    let Some(player) = player else {
        return Ok(());
    };
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::RestOfGame);
    step.state.add_lasting(Lasting {
        effect: LastingEffect::Forbid {
            action: "draw".into(),
            title: None,
        },
        subject: Subject::Player(player),
        source: Some(ctx.this),
        until,
    });
    Ok(())
}

/// `forbid ACTION(SUBJECT) until TIME` for an action other than a draw: the forbid is kept
/// in the state until that time, one per card named, or one for the title named.
fn forbid_for_a_time(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
    action: &str,
    args: &[stccg_lang::ast::Arg],
) -> Result<(), Interrupt> {
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::RestOfGame);
    let subject = match args.first() {
        Some(arg) => eval(step, ctx, &arg.value)?,
        None => {
            return Err(unimplemented_form(
                step,
                ctx,
                effect,
                "forbid of an action with no subject",
            ))
        }
    };
    let forbid = |subject, title| Lasting {
        effect: LastingEffect::Forbid {
            action: action.to_string(),
            title,
        },
        subject,
        source: Some(ctx.this),
        until: until.clone(),
    };
    match subject {
        Value::Name(title) => step.state.add_lasting(forbid(Subject::Game, Some(title))),
        other => {
            for card in other.cards() {
                step.state.add_lasting(forbid(Subject::Card(card), None));
            }
        }
    }
    Ok(())
}

/// `tow CARDS with SHIP`: the cards are in play on the ship, so they go wherever it goes
/// (Radioactive Garbage Scow towed by a ship with a Tractor Beam).
fn tow(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let Some(&ship) = clause(step, ctx, effect, "with")?
        .map(Value::cards)
        .unwrap_or_default()
        .first()
    else {
        return Ok(());
    };
    for card in subject(step, ctx, effect)? {
        if step.def(card).is("ship") {
            // A ship in tow stays in space, at its tower's location (S:630).
            crate::kernel::take_in_tow(step, card, ship);
            continue;
        }
        if card == ctx.this {
            ctx.self_moved = true;
        }
        step.move_to(card, Place::On { card: ship });
    }
    Ok(())
}

/// `bring_forward PLAYER`: one action scheduled for the player's next turn happens now
/// (Samuel Clemens' Pocketwatch, S:51).
fn bring_forward(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let player = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.player(ctx.controller),
        None => Some(ctx.controller),
    };
    let Some(player) = player else {
        return Ok(());
    };
    let source = step.title(ctx.this);
    step.rules().bring_forward(step, player, &source)
}

/// `double_turn PLAYER`: the player's next turn is a double turn: another turn of theirs
/// follows it at once (FAQ:147: each counts as a full turn). Temporal Narcosis: "Your next
/// turn take a double turn".
fn double_turn(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let player = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.player(ctx.controller),
        None => Some(ctx.controller),
    };
    if let Some(player) = player {
        let turn = step.state.next_turn_of(player);
        step.state.players[player.index()].double_turn = Some(turn);
    }
    Ok(())
}

/// `exchange self with CARDS`: this card goes to the discard pile and the first of the
/// cards comes to the hand; with no card to take, this card is simply discarded (M:80).
fn exchange(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let taken = clause(step, ctx, effect, "with")?.map(Value::cards).unwrap_or_default();
    for card in subject(step, ctx, effect)? {
        if card == ctx.this {
            ctx.self_moved = true;
        }
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
    }
    if let Some(&card) = taken.first() {
        step.move_to(card, Place::Hand { player: ctx.controller });
    }
    Ok(())
}

/// `draw until CONDITION`: the player draws one card at a time until the condition holds, or
/// until the draw deck is exhausted (S:305): an empty deck ends the drawing, not the game.
fn draw_until(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, until: &Expr) -> Result<(), Interrupt> {
    let Some(player) = super::exprs::clause_player(clause(step, ctx, effect, "for")?, ctx.controller) else {
        return Ok(());
    };
    let hand = Place::Hand { player };
    while !truth(step, ctx, until)? {
        if step.state.in_place(&Place::DrawDeck { player }).is_empty() {
            break;
        }
        let before = step.state.in_place(&hand).len();
        step.draw(player);
        if step.state.in_place(&hand).len() == before {
            // Drawing is forbidden this turn (Q's Tent): nothing more comes.
            break;
        }
    }
    Ok(())
}
