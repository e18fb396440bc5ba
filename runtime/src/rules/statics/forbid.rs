//! Actions forbidden or nullified by cards in play: a `static` block's `forbid PATTERN` and
//! `nullify PATTERN` statements hold while the card is in play (and the static's condition
//! holds). An action a `forbid` matches may not happen (Fair Play: "No player may solve an
//! opponent's unique mission ..."); a dilemma whose encounter a `nullify` matches is
//! nullified (Thermal Deflectors: "While in play, nullifies {Firestorm} ...", F:62).

use crate::ids::PlayerId;
use crate::interp::{matches_action, truth};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::playing::play::PlayOption;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::{AbilityKind, StatementKind};

/// Whether a card in play forbids the action, or a card forbade it for a time that is not
/// over.
pub(crate) fn forbidden(step: &mut Step<'_>, action: &ActionRef) -> Result<bool, Interrupt> {
    let turn = step.state.turn_number;
    let title = &step.def(action.subject).title;
    let timed = step.state.forbids.iter().any(|f| {
        f.until > turn
            && f.action == action.kind.name()
            && f.card.is_none_or(|c| c == action.subject)
            && f.title.as_ref().is_none_or(|t| t == title)
    });
    if timed {
        return Ok(true);
    }
    static_match(step, action, "forbid", &|_: &Step<'_>, _| false)
}

/// Whether a card in play forbids the action, or a card forbade it for a time, leaving out the
/// forbids of the cards `ignored` says (Pattern Enhancers: those of dilemmas, events and
/// missions).
pub(crate) fn forbidden_ignoring(
    step: &mut Step<'_>,
    action: &ActionRef,
    ignored: &dyn Fn(&Step<'_>, crate::ids::CardId) -> bool,
) -> Result<bool, Interrupt> {
    let turn = step.state.turn_number;
    let timed = step
        .state
        .forbids
        .iter()
        .any(|f| f.until > turn && f.action == action.kind.name() && f.card.is_none_or(|c| c == action.subject));
    if timed {
        return Ok(true);
    }
    static_match(step, action, "forbid", ignored)
}

/// The plays among these that no card forbids (Tox Uthat: "Supernova may not be played this
/// turn").
pub(crate) fn allowed_plays(
    step: &mut Step<'_>,
    player: PlayerId,
    plays: Vec<PlayOption>,
) -> Result<Vec<PlayOption>, Interrupt> {
    let mut allowed = Vec::new();
    for play in plays {
        if !forbidden(step, &ActionRef::new(ActionType::Play, play.card, player))? {
            allowed.push(play);
        }
    }
    Ok(allowed)
}

/// Whether a card in play nullifies the action while it is in play.
pub(crate) fn nullified(step: &mut Step<'_>, action: &ActionRef) -> Result<bool, Interrupt> {
    static_match(step, action, "nullify", &|_: &Step<'_>, _| false)
}

/// Whether a `static` statement with this verb, of a card in play, matches the action.
fn static_match(
    step: &mut Step<'_>,
    action: &ActionRef,
    verb: &str,
    ignored: &dyn Fn(&Step<'_>, crate::ids::CardId) -> bool,
) -> Result<bool, Interrupt> {
    for card in step.in_play_with_text() {
        let status = &step.state.card(card).status;
        if status.stasis || status.disabled || ignored(step, card) {
            continue;
        }
        let abilities = step.text_abilities(card);
        for ability in abilities {
            let AbilityKind::Static { condition, body } = &ability.kind else {
                continue;
            };
            for statement in &body.statements {
                let StatementKind::Effect(effect) = &statement.kind else {
                    continue;
                };
                let Some(pattern) = effect.subject.as_ref().filter(|_| effect.verb.name == verb) else {
                    continue;
                };
                let mut ctx = context_for(step, card);
                if let Some(condition) = condition {
                    if !truth(step, &mut ctx, condition)? {
                        continue;
                    }
                }
                if matches_action(step, &mut ctx, pattern, action)? {
                    return Ok(true);
                }
            }
        }
    }
    Ok(false)
}
