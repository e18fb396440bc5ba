//! A trigger's `if` condition is decided as the event it answers happened. Triggers run after
//! the results of the action that set them off (rules-digest §3.4), but "each time" a thing
//! happens reads that thing as it happened: when Interrogation scores 10 points and then
//! releases its captive and is discarded in the same action, Madred's condition (he and the
//! captive aboard the same outpost, the Interrogation played on that captive) is read at the
//! scoring, so he adds his point (M:31: 11 points when the captive is returned). As each event
//! is logged, the guarded triggers of the cards that may answer it decide their condition on
//! the board of that moment; `triggers::collect` queues them with that answer.

use super::abilities::bind_and_guard;
use super::triggers::{action_of, solving_of};
use crate::ids::CardId;
use crate::interp::{matches_action, names_action_type};
use crate::kernel::{GuardAtEvent, Step};
use crate::rules::turn::segments::context_for;
use crate::state::ActionRef;
use stccg_lang::ast::AbilityKind;

/// Decides the `if` conditions of the triggers that may answer the event just logged.
pub(crate) fn decide(step: &mut Step<'_>) {
    let Some(index) = step.log.len().checked_sub(1) else {
        return;
    };
    let start = step.log_start.min(index);
    let event = &step.log[index];
    // At most two actions: a mission solved, and what the event reports.
    let solving = solving_of(event, step.state);
    let reported = action_of(event, &step.log[start..index], step.state);
    if solving.is_none() && reported.is_none() {
        return;
    }
    // The cards in play with a guarded trigger naming the action's type, in the order of
    // their ids, as the cards in play with text list them: of the game's cards with one (read
    // once for the game, with the types they name), those in play. Debug builds assert that
    // the cards in play with a guarded trigger left out have none naming the type.
    let game = super::window_answers::of_game(step);
    for action in solving.iter().chain(reported.iter()) {
        for &card in &game.guarded {
            if game.by_card[card.0 as usize].guarded_triggers.has(action.kind) {
                if step.state.card(card).place.in_play() {
                    decide_for(step, card, action, index);
                }
            } else if cfg!(debug_assertions) {
                assert!(
                    !step.state.card(card).place.in_play() || !names_type(step, card, action),
                    "a card left out has a guarded trigger naming the action's type"
                );
            }
        }
        // A card's own "when discarded", "when nullified" or "upon earning" text answers from
        // where the action sent it: a card with a trigger is among those in play with text
        // when it is in play.
        let watching = step.state.card(action.subject).place.in_play() && step.def(action.subject).has_triggers;
        if !watching && step.def(action.subject).has_guarded_triggers {
            decide_for(step, action.subject, action, index);
        }
    }
}

/// Whether a guarded trigger of `card` names the action's type (debug builds' check).
fn names_type(step: &Step<'_>, card: CardId, action: &ActionRef) -> bool {
    step.text_abilities(card).iter().any(|ability| {
        matches!(&ability.kind, AbilityKind::Trigger { pattern, guard: Some(_), .. }
            if names_action_type(pattern, action))
    })
}

/// Decides each guarded trigger of `card` whose pattern the action matches.
fn decide_for(step: &mut Step<'_>, card: CardId, action: &ActionRef, event: usize) {
    let abilities = step.text_abilities(card);
    for (ability_index, ability) in abilities.iter().enumerate() {
        let AbilityKind::Trigger {
            pattern,
            guard: Some(guard),
            ..
        } = &ability.kind
        else {
            continue;
        };
        // A pattern of another type of action cannot match: nothing to decide.
        if !names_action_type(pattern, action) {
            continue;
        }
        // Deciding asks no one: the answers and decisions counted so far stay as they were.
        let (used, asked) = (step.used, step.asked);
        let mut ctx = context_for(step, card);
        let decided = matches_action(step, &mut ctx, pattern, action).and_then(|matched| {
            if matched {
                bind_and_guard(step, &mut ctx, ability, action.subject, Some(guard)).map(Some)
            } else {
                Ok(None)
            }
        });
        step.used = used;
        step.asked = asked;
        // A condition that could not be decided now is decided when the trigger is queued.
        if let Ok(Some(holds)) = decided {
            step.guards_at_event.push(GuardAtEvent {
                event,
                card,
                ability: ability_index,
                holds,
            });
        }
    }
}
