//! The texts that answer the end of the game (`when game_end`): when a player reaches
//! victory (M:300), a draw deck runs out (FAQ:159) or a card's text ends the game, the
//! `when game_end` texts of the cards in play run at once, before the result stands, as the
//! `die` texts run before a death; one that ends the game names the result in its place
//! (Devidian Door: "At any time during your next turn (or at game end, if sooner), you must
//! show a Devidian Door from hand and place it out-of-play, or you lose the game").
//!
//! The game cannot wait for a decision as it ends: a text there that reaches one stops at it,
//! its effects so far standing, and the game ends as it was ending (`stdlib/primitives.card`,
//! `game_end`).

use crate::event::Event;
use crate::ids::CardId;
use crate::interp::{matches_action, run_block};
use crate::kernel::{Interrupt, Step};
use crate::rules::timing::uses;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::AbilityKind;

/// Runs the `when game_end` texts of the cards in play, in the order the cards are listed.
pub(crate) fn run(step: &mut Step<'_>) {
    let watchers: Vec<CardId> = step
        .in_play()
        .into_iter()
        .filter(|&c| step.def(c).has_triggers && !step.state.card(c).status.stasis)
        .collect();
    for watcher in watchers {
        if answer(step, watcher).is_err() {
            return;
        }
    }
}

/// Runs one card's texts that answer the end of the game.
fn answer(step: &mut Step<'_>, watcher: CardId) -> Result<(), Interrupt> {
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
        let action = ActionRef::new(ActionType::GameEnd, watcher, user);
        if !step.state.card(watcher).place.in_play()
            || !uses::available(step, watcher, index, *limit, user)
            || !matches_action(step, &mut ctx, pattern, &action)?
        {
            continue;
        }
        if !crate::rules::timing::abilities::bind_and_guard(step, &mut ctx, ability, watcher, guard.as_ref())? {
            continue;
        }
        uses::record(step, watcher, index, *limit, user);
        step.emit(Event::AbilityUsed {
            card: watcher,
            ability: index,
        });
        run_block(step, &mut ctx, body)?;
    }
    Ok(())
}
