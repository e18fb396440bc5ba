//! Interrupts that answer a ship or facility being destroyed, before what is aboard is lost
//! with it (Escape Pod: "Plays at a location just after your ship there is destroyed; relocate
//! its crew(s) atop this card"): `respond to destroy(...)`. The crew would die with the ship
//! in the same action, so such an interrupt in the hand of the ship's controller is offered at
//! once, before the crew dies; a crew member it moves off the ship does not die. The
//! interrupt's text has the ship bound (`as NAME`, `it` by default), `group` the personnel
//! aboard and `here` the ship's location; it goes to the discard pile after, unless its text
//! put it elsewhere.

use super::hand_answers::{answering_context, play_answer};
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::AbilityKind;

/// Offers the controller of `ship`, about to be destroyed with `crew` aboard, the interrupts
/// in hand that answer it; plays the one chosen.
pub(crate) fn offer(step: &mut Step<'_>, ship: CardId, crew: &[CardId]) -> Result<(), Interrupt> {
    let player = step.state.card(ship).controller;
    let Some(location) = step.location_of(ship) else {
        return Ok(());
    };
    let action = ActionRef::new(ActionType::Destroy, ship, player)
        .with_group(crew.to_vec())
        .at(location);
    for card in step.state.in_place(&Place::Hand { player }).to_vec() {
        if !step.def(card).is("interrupt") {
            continue;
        }
        let abilities = &step.def(card).abilities;
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::Response { body, .. } = &ability.kind else {
                continue;
            };
            let answering = answering_context(step, card, ability, player, &action)?;
            let Some(mut ctx) = answering else {
                continue;
            };
            let prompt = format!("{} is destroyed: answer it?", step.describe(ship));
            let options = vec!["pass".to_string(), format!("play {}", step.describe(card))];
            if step.decide(player, prompt, options)? == 0 {
                break;
            }
            play_answer(step, player, card, index, &mut ctx, body)?;
            return Ok(());
        }
    }
    Ok(())
}
