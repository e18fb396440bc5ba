//! Interrupts played from hand: interrupt cards, and artifacts "played as an Interrupt card"
//! (`play as interrupt`, FAQ:629-631: Samuel Clemens' Pocketwatch "Place in hand until played
//! as an Interrupt card"), which use the abilities of that way of playing.

use super::options::{event_plays, played_as, PlayOption};
use crate::defs::CardDef;
use crate::ids::PlayerId;
use crate::interp::truth;
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::Place;
use stccg_lang::ast::{Ability, AbilityKind};

/// The abilities a card has when played from hand as an interrupt: an interrupt's own, or
/// those of its `play as interrupt`.
fn interrupt_abilities(def: &CardDef) -> Option<Vec<&Ability>> {
    if def.is("interrupt") {
        return Some(def.abilities.iter().collect());
    }
    played_as(def, "interrupt")
}

/// Whether an interrupt is played only just after an action: it has a `just after` text and no
/// `on play` of its own.
fn just_after_only(abilities: &[&Ability]) -> bool {
    let just_after = abilities.iter().any(|a| {
        matches!(
            a.kind,
            AbilityKind::Trigger {
                timing: stccg_lang::ast::TriggerTiming::JustAfter,
                ..
            }
        )
    });
    just_after && !abilities.iter().any(|a| matches!(a.kind, AbilityKind::OnPlay { .. }))
}

/// Interrupts in hand with an `on play` text whose condition holds.
pub(crate) fn interrupt_plays(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let mut plays = Vec::new();
    for card in step.state.in_place(&Place::Hand { player }).to_vec() {
        // A card converted to another type (Tijuana Crass) is played only as that type.
        if !super::earned::playable_from_hand(step, card) || super::converted::is_converted(step, card) {
            continue;
        }
        let Some(abilities) = interrupt_abilities(step.def(card)) else {
            continue;
        };
        if just_after_only(&abilities) {
            // "Plays on an Away Team that just solved a planet mission" (Alien Groupie): only
            // in the window just after such an action (`engine::after_window`), never in
            // ordinary orders.
            continue;
        }
        if step.def(card).is("interrupt") && abilities.iter().any(|a| matches!(a.kind, AbilityKind::PlaysOn { .. })) {
            // An interrupt that plays on a card stays on it (Vulcan Mindmeld), as an event does.
            plays.extend(event_plays(step, player, card)?);
            continue;
        }
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::OnPlay { guard, limit, .. } = &ability.kind else {
                continue;
            };
            if crate::rules::timing::uses::used_up(step, card, index, *limit, player) {
                continue;
            }
            let mut ctx = context_for(step, card);
            ctx.controller = player;
            let allowed = match guard {
                Some(guard) => truth(step, &mut ctx, guard)?,
                None => true,
            };
            if allowed {
                let discard = Place::Discard {
                    player: step.state.card(card).owner,
                };
                // A card of another type played as an interrupt says so: an event with an "OR"
                // interrupt text (Heisenberg Compensators) is offered both ways in one list.
                let label = if step.def(card).is("interrupt") {
                    format!("play {}", step.named(card))
                } else {
                    format!("play {} as interrupt", step.named(card))
                };
                plays.push(PlayOption {
                    label,
                    card,
                    destination: discard,
                    target: None,
                });
                break;
            }
        }
    }
    crate::rules::statics::forbid::allowed_plays(step, player, plays)
}
