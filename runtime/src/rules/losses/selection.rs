//! A personnel randomly selected to die or to be captured (S:250: the opponent draws it from
//! the eligible cards shuffled face down) may be answered at once, before the death or the
//! capture, by an interrupt from either player's hand: Security Sacrifice ("One SECURITY
//! personnel present may sacrifice (substitute) for another personnel who has been randomly
//! selected to die"), Wolf ("Saves any personnel with Empathy who has been randomly selected to
//! die or to be captured"). The Glossary counts such a replacement a valid response in either
//! player's turn (S:532: "May replace anyone randomly selected to die here"). The personnel's
//! controller is offered them first, then the opponent. The interrupt's text has the personnel
//! bound (`as NAME`, `it` by default), `group` the cards selected with it, and `here` its
//! location; a text that saves it (`save`) or moves it elsewhere spares it. The interrupt goes
//! to the discard pile after, unless its text put it elsewhere.

use super::hand_answers::{answering_context, play_answer};
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::{ActionRef, ActionType, Place};
use stccg_lang::ast::AbilityKind;

/// Offers the interrupts in hand that answer `card` being selected at random for `kind`
/// (`SelectedToDie`, `SelectedToBeCaptured`) with `group`; plays the one chosen. Whether
/// `card` was spared.
pub(crate) fn answered(
    step: &mut Step<'_>,
    card: CardId,
    kind: ActionType,
    group: &[CardId],
) -> Result<bool, Interrupt> {
    if !step.def(card).is("personnel") || !step.state.card(card).place.in_play() {
        return Ok(false);
    }
    let controller = step.state.card(card).controller;
    let before = step.state.card(card).place;
    let location = step.location_of(card);
    let mut action = ActionRef::new(kind, card, controller).with_group(group.to_vec());
    if let Some(location) = location {
        action = action.at(location);
    }
    for player in [controller, controller.other()] {
        for answer in step.state.in_place(&Place::Hand { player }).to_vec() {
            if !step.def(answer).is("interrupt") {
                continue;
            }
            let abilities = &step.def(answer).abilities;
            for (index, ability) in abilities.iter().enumerate() {
                let AbilityKind::Response { body, .. } = &ability.kind else {
                    continue;
                };
                let Some(mut ctx) = answering_context(step, answer, ability, player, &action)? else {
                    continue;
                };
                let what = match kind {
                    ActionType::SelectedToBeCaptured => "to be captured",
                    _ => "to die",
                };
                let prompt = format!("{} is randomly selected {what}: answer it?", step.describe(card));
                let options = vec!["pass".to_string(), format!("play {}", step.describe(answer))];
                if step.decide(player, prompt, options)? == 0 {
                    continue;
                }
                play_answer(step, player, answer, index, &mut ctx, body)?;
                if ctx.saved.contains(&card) || step.state.card(card).place != before {
                    return Ok(true);
                }
            }
        }
    }
    Ok(false)
}
