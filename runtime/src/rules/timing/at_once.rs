//! `when` texts run at once rather than queued: those that answer a personnel targeted to die
//! (the death waits on them, `rules::losses::death`) and those that answer the end of the game
//! (`rules::turn::game_end`). The cards in play with triggers, not in stasis, are read in the
//! order they are listed, and each of their texts that matches the action and whose guard holds
//! is used, logged and run before the next.

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::interp::{matches_action, run_block, Context};
use crate::kernel::{Interrupt, Step};
use crate::rules::timing::uses;
use crate::rules::turn::segments::context_for;
use crate::state::ActionRef;
use stccg_lang::ast::AbilityKind;

/// What a text run at once answers.
pub(crate) struct Answering<'g> {
    /// The action a watching card's text is matched against: built for each watcher and its
    /// user (the end of the game is each watcher's own), or one for all (a death).
    pub action: &'g dyn Fn(CardId, PlayerId) -> ActionRef,
    /// The card a text's subject binds to: the watcher itself, or the personnel about to die.
    pub subject: Option<CardId>,
    /// The cards the text reads as `group` (every personnel targeted to die at once).
    pub group: &'g [CardId],
}

/// Runs the `when` texts of the cards in play that answer `answering`, a card's texts only
/// while it is in play; after each text, `done` says whether to stop there (a death saved).
/// Whether `done` stopped the run.
pub(crate) fn run(
    step: &mut Step<'_>,
    answering: &Answering<'_>,
    mut done: impl FnMut(&Step<'_>, &Context) -> bool,
) -> Result<bool, Interrupt> {
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
            let action = (answering.action)(watcher, user);
            if !step.state.card(watcher).place.in_play()
                || !uses::available(step, watcher, index, *limit, user)
                || !matches_action(step, &mut ctx, pattern, &action)?
            {
                continue;
            }
            if !answering.group.is_empty() {
                ctx.group = answering.group.to_vec();
            }
            let subject = answering.subject.unwrap_or(watcher);
            if !crate::rules::timing::abilities::bind_and_guard(step, &mut ctx, ability, subject, guard.as_ref())? {
                continue;
            }
            uses::record(step, watcher, index, *limit, user);
            step.emit(Event::AbilityUsed {
                card: watcher,
                ability: index,
            });
            run_block(step, &mut ctx, body)?;
            if done(step, &ctx) {
                return Ok(true);
            }
        }
    }
    Ok(false)
}
