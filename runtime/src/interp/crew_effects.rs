//! Effects on who has a card and where personnel stand: `take_control` (for good, or `until`
//! a time: Alien Parasites), `commandeer` (control and affiliation of a facility: Ops),
//! `assimilate` (control, affiliation and classification of a personnel: The Naked Truth),
//! `enable` (the end of a disablement, at a cure: Two-Dimensional
//! Creatures) and `beam` (aboard a ship or facility, or down to a planet: Portal Guard).

use super::exprs::{clause, eval, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::kernel::{Interrupt, Step};
use crate::state::{FlagStatus, Lasting, LastingEffect, Place, Subject};
use stccg_lang::ast::Effect;

/// Runs one of these effects.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    match op {
        EffectOp::TakeControl => take_control(step, ctx, effect),
        EffectOp::Commandeer => commandeer(step, ctx, effect),
        EffectOp::Assimilate => assimilate(step, ctx, effect),
        EffectOp::Enable => subject(step, ctx, effect).map(|cards| {
            for card in cards {
                step.set_status(card, FlagStatus::Disabled, false);
            }
        }),
        EffectOp::Beam => beam(step, ctx, effect),
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
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
    let Some(player) = super::exprs::clause_player(clause(step, ctx, effect, "for")?, ctx.controller) else {
        return Ok(());
    };
    let until = super::exprs::duration(step, ctx, effect)?;
    for card in cards {
        if let Some(until) = until.clone() {
            // Control goes back to whoever had it before the first of these takings.
            let held = step.state.lasting_on(card).find_map(|l| match l.effect {
                LastingEffect::Control { returns_to } => Some(returns_to),
                _ => None,
            });
            let returns_to = held.unwrap_or(step.state.card(card).controller);
            step.state
                .end_lasting(card, |l| matches!(l.effect, LastingEffect::Control { .. }));
            step.state.add_lasting(Lasting {
                effect: LastingEffect::Control { returns_to },
                subject: Subject::Card(card),
                source: Some(ctx.this),
                until,
            });
        }
        step.give_control(card, player);
        played_by(step, card, player);
    }
    Ok(())
}

/// A card taken while it is being played resolves for its new controller ("steal ... any one
/// artifact just played as an Interrupt card", Vorgon Raiders: "use as your own"): its play
/// becomes that player's, the card set aside with him.
fn played_by(step: &mut Step<'_>, card: crate::ids::CardId, player: crate::ids::PlayerId) {
    let mut taken = false;
    for frame in step.state.flow.iter_mut() {
        if let crate::state::Frame::Play { card: c, player: p, .. } = frame {
            if *c == card {
                *p = player;
                taken = true;
            }
        }
    }
    if taken && matches!(step.state.place_of(card), Place::SetAside { .. }) {
        step.state.move_card(card, Place::SetAside { player });
    }
}

/// `commandeer CARDS by PERSONNEL`: each card comes under the control of the personnel's
/// controller and takes the personnel's affiliation (its mode, or its first printed icon) as
/// though printed (F:20, "Control of facilities"; M:121). With no personnel, nothing happens.
fn commandeer(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject(step, ctx, effect)?;
    let Some(&personnel) = clause(step, ctx, effect, "by")?
        .map(Value::cards)
        .unwrap_or_default()
        .first()
    else {
        return Ok(());
    };
    let Some(affiliation) = step.affiliation_icons(personnel).into_iter().next() else {
        return Ok(());
    };
    let player = step.state.controller_of(personnel);
    for card in cards {
        step.commandeer(card, player, affiliation.clone());
    }
    Ok(())
}

/// `assimilate CARDS [for PLAYER]`: each personnel is assimilated for the player (the text's
/// controller without `for`): his, of the Borg affiliation, its classification a skill
/// (`Step::assimilate`; S:438). The assimilation of a ship or a planet is another rule, not
/// built: a card other than a personnel is an error naming the form.
fn assimilate(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject(step, ctx, effect)?;
    let Some(player) = super::exprs::clause_player(clause(step, ctx, effect, "for")?, ctx.controller) else {
        return Ok(());
    };
    if cards.iter().any(|&card| !step.def(card).is("personnel")) {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            "assimilate a card other than a personnel",
        ));
    }
    for card in cards {
        step.assimilate(card, player);
    }
    Ok(())
}

/// `beam CARDS to SHIP`: aboard the ship or facility; `to MISSION`: onto the planet surface
/// there, on the side of each card's controller. A card that may not beam (stopped, or a beam
/// a card in play forbids) stays where it is: card text overcomes no obstacle to beaming
/// (`Rules::beam_by_text`).
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
        step.rules().beam_by_text(step, card, destination)?;
    }
    Ok(())
}
