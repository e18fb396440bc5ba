//! Replacing a death (Genetronic Replicator: "When a personnel is targeted to die, you may ...
//! return that personnel to hand instead"). When personnel are targeted to die, by a card's
//! `kill`, in a personnel battle or with their destroyed ship, the `when die(...)` triggers of
//! the cards in play run at once, before the death, not queued as other triggers are: the
//! death waits on them. A personnel such a text moves elsewhere, or saves (`save`: John Doe's
//! "prevent one other personnel from being killed"), does not die.

use crate::event::Event;
use crate::ids::CardId;
use crate::interp::{matches_action, run_block};
use crate::kernel::{Interrupt, Step};
use crate::rules::timing::uses;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::AbilityKind;

/// Runs the `when die(...)` texts that answer `card` being targeted to die along with
/// `doomed` (every personnel targeted at once, `card` among them; `group` in the text).
/// Whether the personnel was saved: moved from where it was by one of them.
pub(crate) fn spared(step: &mut Step<'_>, card: CardId, doomed: &[CardId]) -> Result<bool, Interrupt> {
    if !step.def(card).is("personnel") || !step.state.card(card).place.in_play() {
        return Ok(false);
    }
    let before = step.state.card(card).place;
    let action = ActionRef::new(ActionType::Die, card, step.state.card(card).owner).with_group(doomed.to_vec());
    let watchers: Vec<CardId> = step
        .in_play()
        .into_iter()
        .filter(|&c| step.def(c).has_triggers && !step.state.card(c).status.stasis)
        .collect();
    for watcher in watchers {
        let abilities = step.text_abilities(watcher);
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::Trigger {
                pattern,
                guard,
                limit,
                body,
                ..
            } = &ability.kind
            else {
                continue;
            };
            let mut ctx = context_for(step, watcher);
            let user = ctx.controller;
            if !uses::available(step, watcher, index, *limit, user)
                || !matches_action(step, &mut ctx, pattern, &action)?
            {
                continue;
            }
            ctx.group = doomed.to_vec();
            if !crate::rules::timing::abilities::bind_and_guard(step, &mut ctx, ability, card, guard.as_ref())? {
                continue;
            }
            uses::record(step, watcher, index, *limit, user);
            step.emit(Event::AbilityUsed {
                card: watcher,
                ability: index,
            });
            run_block(step, &mut ctx, body)?;
            if ctx.saved.contains(&card) || step.state.card(card).place != before {
                return Ok(true);
            }
        }
    }
    Ok(false)
}
