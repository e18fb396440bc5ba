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

use crate::event::Event;
use crate::ids::CardId;
use crate::interp::{matches_action, run_block, truth, Value};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
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
                let AbilityKind::Response {
                    pattern, guard, body, ..
                } = &ability.kind
                else {
                    continue;
                };
                let mut ctx = context_for(step, answer);
                ctx.controller = player;
                ctx.location = location;
                if !matches_action(step, &mut ctx, pattern, &action)? {
                    continue;
                }
                ctx.bindings.push((
                    crate::rules::timing::abilities::binding_name(ability),
                    Value::Card(card),
                ));
                ctx.group = group.to_vec();
                if let Some(guard) = guard {
                    if !truth(step, &mut ctx, guard)? {
                        continue;
                    }
                }
                let what = match kind {
                    ActionType::SelectedToBeCaptured => "to be captured",
                    _ => "to die",
                };
                let prompt = format!("{} is randomly selected {what}: answer it?", step.describe(card));
                let options = vec!["pass".to_string(), format!("play {}", step.describe(answer))];
                if step.decide(player, prompt, options)? == 0 {
                    continue;
                }
                step.move_to(answer, Place::SetAside { player });
                step.emit(Event::Played { card: answer, player });
                step.emit(Event::AbilityUsed {
                    card: answer,
                    ability: index,
                });
                run_block(step, &mut ctx, body)?;
                if step.state.card(answer).place == (Place::SetAside { player }) {
                    let owner = step.state.card(answer).owner;
                    step.move_to(answer, Place::Discard { player: owner });
                }
                if ctx.saved.contains(&card) || step.state.card(card).place != before {
                    return Ok(true);
                }
            }
        }
    }
    Ok(false)
}
