//! Hidden agendas (the [HA] icon; 1E wiki, Hidden Agenda; Glossary 1.9.1, Manheim's
//! Dimensional Door and Mirror Image): a card with the icon is seeded or played on the table
//! face down, its title hidden from the opponent; face down it is not in play and its text does
//! nothing, and nothing answers its play (it is immune to general-use cards, and no card is
//! "just played face up"). Its owner activates it at any time in the play phase by turning it
//! face up, as an interrupt is played (Major Rakal's Romulan Reviews #117-118, Hidden Agendas
//! Revealed): between actions, or in the response window of an action as a response to it,
//! valid only where its text specifically modifies that action (Glossary 1.9.1, Mirror Image,
//! M:208: revealing Mirror Image is not a valid response to encountering Thought Fire; actions,
//! step 2: responses). Its text then runs as an interrupt's does and it stays on the table
//! face up.

use super::options::PlayOption;
use crate::ids::{CardId, PlayerId};
use crate::interp::{matches_action, truth, truth_over};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType, Phase, Place};
use stccg_lang::ast::{AbilityKind, StatementKind};

/// Whether a play of `card` to `destination` puts it on the table face down: a hidden agenda
/// played normally from hand always goes there so (1E wiki, Hidden Agenda).
pub(crate) fn plays_face_down(step: &Step<'_>, card: CardId, destination: Place) -> bool {
    step.def(card).is_hidden_agenda()
        && matches!(destination, Place::Table { .. })
        && matches!(step.state.card(card).place, Place::Hand { .. })
}

/// Whether a play of `card` is its activation: a hidden agenda face down on the table.
pub(crate) fn is_activation(step: &Step<'_>, card: CardId) -> bool {
    step.hidden_agenda_face_down(card) && matches!(step.state.card(card).place, Place::Table { .. })
}

/// Whether an action may not be answered: the play of a hidden agenda face down (its identity
/// is concealed) or its activation, which is not a card "just played" (Glossary 1.9.1,
/// Manheim's Dimensional Door).
pub(crate) fn unanswerable(step: &Step<'_>, action: &ActionRef) -> bool {
    action.kind == ActionType::Play
        && step.def(action.subject).is_hidden_agenda()
        && (step.state.card(action.subject).status.face_down
            || matches!(step.state.card(action.subject).place, Place::Table { .. }))
}

/// The activations open to `player`: each of their hidden agendas face down on the table, in
/// the play phase (a seeded one is not activated before it, 1E wiki, Hidden Agenda), whose
/// `on play` condition holds now (one that cannot be met leaves the card face down).
pub(crate) fn activations(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let mut found = Vec::new();
    if step.state.phase != Phase::Play {
        return Ok(found);
    }
    let table = Place::Table { player };
    for card in step.state.in_place(&table).to_vec() {
        if !step.hidden_agenda_face_down(card) {
            continue;
        }
        let mut allowed = true;
        for ability in &step.def(card).abilities {
            if let AbilityKind::OnPlay { guard: Some(guard), .. } = &ability.kind {
                let mut ctx = context_for(step, card);
                ctx.controller = player;
                allowed = truth(step, &mut ctx, guard)?;
                break;
            }
        }
        if allowed {
            found.push(PlayOption {
                label: format!("activate {} (hidden agenda)", step.named(card)),
                card,
                destination: table,
                target: None,
            });
        }
    }
    Ok(found)
}

/// The activations open to `player` in the response window of `action`: those whose text
/// specifically modifies it (M:208). A text modifies the action when a `respond to` or a
/// trigger of the card matches it, or when the action is the play of a card that its
/// `affect_all_players` widens (M:206: Mirror Image activated in response to the play of
/// Kivas Fajo: Collector). An activation that suspends nothing else answers nothing else.
pub(crate) fn activations_answering(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
) -> Result<Vec<PlayOption>, Interrupt> {
    let mut answering = Vec::new();
    for option in activations(step, player)? {
        if modifies(step, option.card, player, action)? {
            answering.push(option);
        }
    }
    Ok(answering)
}

/// Whether the text of `card` (face down, about to be activated by `player`) specifically
/// modifies `action`.
fn modifies(step: &mut Step<'_>, card: CardId, player: PlayerId, action: &ActionRef) -> Result<bool, Interrupt> {
    for ability in &step.def(card).abilities {
        let mut ctx = context_for(step, card);
        ctx.controller = player;
        match &ability.kind {
            AbilityKind::Response { pattern, .. } | AbilityKind::Trigger { pattern, .. }
                if matches_action(step, &mut ctx, pattern, action)? =>
            {
                return Ok(true);
            }
            AbilityKind::Static { body, .. } if action.kind == ActionType::Play => {
                for statement in &body.statements {
                    let StatementKind::Effect(effect) = &statement.kind else {
                        continue;
                    };
                    if effect.verb.name != "affect_all_players" {
                        continue;
                    }
                    if let Some(condition) = &effect.subject {
                        if truth_over(step, &mut ctx, condition, &[action.subject])? {
                            return Ok(true);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    Ok(false)
}
