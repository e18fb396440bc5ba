//! What the interrupts that answer a loss from hand share (a random selection to die or be
//! captured, `selection`; a ship about to be destroyed, `rescue`): whether one of an
//! interrupt's responses answers the action, with its context bound, and playing it (set aside
//! while its text runs, then to its owner's discard pile unless the text put it elsewhere).

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::interp::{matches_action, run_block, truth, Context, Value};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, Place};
use stccg_lang::ast::{Ability, AbilityKind, Block};

/// The context in which `ability` of `answer`, played by `player`, answers `action` (its
/// pattern matched and its guard held): the action's subject bound to the response's name, its
/// group as `group` and its location as `here`; `None` when it does not answer.
pub(crate) fn answering_context(
    step: &mut Step<'_>,
    answer: CardId,
    ability: &Ability,
    player: PlayerId,
    action: &ActionRef,
) -> Result<Option<Context>, Interrupt> {
    let AbilityKind::Response { pattern, guard, .. } = &ability.kind else {
        return Ok(None);
    };
    let mut ctx = context_for(step, answer);
    ctx.controller = player;
    ctx.location = action.location;
    if !matches_action(step, &mut ctx, pattern, action)? {
        return Ok(None);
    }
    ctx.bindings.push((
        crate::rules::timing::abilities::binding_name(ability),
        Value::Card(action.subject),
    ));
    ctx.group = action.group.clone();
    if let Some(guard) = guard {
        if !truth(step, &mut ctx, guard)? {
            return Ok(None);
        }
    }
    Ok(Some(ctx))
}

/// Plays `answer` from `player`'s hand: set aside, logged as played and as its ability
/// `index` used, `body` run in `ctx`, then to its owner's discard pile unless the text moved it.
pub(crate) fn play_answer(
    step: &mut Step<'_>,
    player: PlayerId,
    answer: CardId,
    index: usize,
    ctx: &mut Context,
    body: &Block,
) -> Result<(), Interrupt> {
    step.move_to(answer, Place::SetAside { player });
    step.emit(Event::Played { card: answer, player });
    step.emit(Event::AbilityUsed {
        card: answer,
        ability: index,
    });
    run_block(step, ctx, body)?;
    if step.state.card(answer).place == (Place::SetAside { player }) {
        let owner = step.state.card(answer).owner;
        step.move_to(answer, Place::Discard { player: owner });
    }
    Ok(())
}
