//! Whether a player may answer a response window at all, told without reading any card's
//! text: a window nobody answers is the common case, and each of its steps is a pass. What
//! each of the game's cards may answer is read from its definition once for the game
//! (`kernel::WindowAnswers`: the action types its `respond to` and `just after` texts name,
//! and whether it answers any window of the play phase); at a window the few cards listed are
//! tested by where they are and a bit of the action's type. The test is a superset of what
//! the window lists ([`super::window`]'s replies): when it says nobody may answer, debug
//! builds list the replies anyway and assert there is none.

use crate::defs::CardDef;
use crate::ids::{CardId, PlayerId};
use crate::interp::pattern_action_name;
use crate::kernel::{ActionTypes, Answerers, Step, WindowAnswers};
use crate::state::{ActionRef, ActionType, Phase, Place};
use stccg_lang::ast::{Ability, AbilityKind, Member, TriggerTiming};
use std::sync::Arc;

/// Whether `player` has nothing to answer `action` with, as the window's replies read it:
/// no card in their hand whose `respond to` (or, just after the action, `just after`) names
/// the action's type (`answerable`: the action may be answered at all), and in the play phase
/// none whose play suspends play; no card in play that may respond to the type or, in the
/// play phase, act outside the orders or be a hidden agenda to activate; in the play phase,
/// no action in their discard pile.
pub(crate) fn nobody_may_answer(step: &Step<'_>, player: PlayerId, action: &ActionRef, answerable: bool) -> bool {
    let game = of_game(step);
    let play_phase = step.state.phase == Phase::Play;
    let kind = action.kind;
    let from_hand = |card: CardId| {
        let answers = game.by_card[card.0 as usize];
        let responds = if action.after {
            play_phase && answers.just_after.has(kind)
        } else {
            answers.respond.has(kind)
        };
        (answerable && responds) || (play_phase && answers.suspends_play)
    };
    if step
        .state
        .in_place(&Place::Hand { player })
        .iter()
        .any(|&card| from_hand(card))
    {
        return false;
    }
    let from_play = |card: CardId| {
        let answers = game.by_card[card.0 as usize];
        step.state.place_of(card).in_play()
            && ((play_phase && (answers.acts_in_play || (answerable && answers.hidden_agenda)))
                || (answerable && !action.after && answers.responds_in_play && answers.respond.has(kind)))
    };
    if game.from_play.iter().any(|&card| from_play(card)) {
        return false;
    }
    let from_pile = |card: CardId| game.by_card[card.0 as usize].pile_actions;
    !(play_phase
        && game.pile_actions
        && step
            .state
            .in_place(&Place::Discard { player })
            .iter()
            .any(|&card| from_pile(card)))
}

/// What each of the game's cards may answer (both faces of a double-sided card): read once
/// for the game.
pub(crate) fn of_game(step: &Step<'_>) -> Arc<Answerers> {
    let count = step.state.cards.len();
    step.in_play_memo.window_answerers.kept_or_read(count, || {
        let by_card: Vec<WindowAnswers> = (0..count as u32)
            .map(|card| {
                let card = CardId(card);
                let answers = of_def(step.def(card));
                match step.other_face(card) {
                    Some(other) => answers.union(of_def(step.pool().def(other))),
                    None => answers,
                }
            })
            .collect();
        let listed = |keep: fn(&WindowAnswers) -> bool| -> Vec<CardId> {
            (0..count as u32)
                .map(CardId)
                .filter(|card| keep(&by_card[card.0 as usize]))
                .collect()
        };
        Answerers {
            from_play: listed(|answers| answers.answers_from_play()),
            guarded: listed(|answers| answers.guarded_triggers != ActionTypes::default()),
            pile_actions: by_card.iter().any(|answers| answers.pile_actions),
            by_card,
        }
    })
}

/// What a definition may answer a window with: its texts and those of its ways of playing
/// (`play as interrupt`).
fn of_def(def: &CardDef) -> WindowAnswers {
    let mut answers = WindowAnswers {
        responds_in_play: def.has_responses && !def.is("interrupt"),
        acts_in_play: def.has_actions_in_play && def.has_uses_outside_orders,
        hidden_agenda: def.hidden_agenda,
        pile_actions: def.has_pile_actions,
        ..WindowAnswers::default()
    };
    for ability in &def.abilities {
        read_ability(ability, &mut answers);
        if let AbilityKind::PlayAs { members, .. } = &ability.kind {
            for member in members {
                if let Member::Ability(ability) = member {
                    read_ability(ability, &mut answers);
                }
            }
        }
    }
    answers
}

/// Adds what one ability may answer.
fn read_ability(ability: &Ability, answers: &mut WindowAnswers) {
    match &ability.kind {
        AbilityKind::Response { pattern, .. } => answers.respond = with_named(answers.respond, pattern),
        AbilityKind::Trigger {
            timing, pattern, guard, ..
        } => {
            answers.triggers = with_named(answers.triggers, pattern);
            if *timing == TriggerTiming::JustAfter {
                answers.just_after = with_named(answers.just_after, pattern);
            }
            if guard.is_some() {
                answers.guarded_triggers = with_named(answers.guarded_triggers, pattern);
            }
        }
        AbilityKind::OnPlay {
            suspends_play: true, ..
        } => answers.suspends_play = true,
        _ => {}
    }
}

/// The set with the action type a pattern names, if it names one (a pattern that names no
/// type matches no action).
fn with_named(types: ActionTypes, pattern: &stccg_lang::ast::Expr) -> ActionTypes {
    match pattern_action_name(pattern).and_then(ActionType::named) {
        Some(kind) => types.with(kind),
        None => types,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_type_is_found_by_its_name() {
        for kind in ActionType::ALL {
            assert_eq!(ActionType::named(kind.name()), Some(kind));
            assert!(ActionTypes::default().with(kind).has(kind));
        }
        assert_eq!(ActionType::named("no_such_action"), None);
        assert!(!ActionTypes::default().has(ActionType::Play));
    }
}
