//! Probing for an objective's outcome (Major Rakal's strategy note on probing, open-cards.com
//! 1998; S:116): a card's `probe as NAME` ("you may probe") is offered to its controller at
//! the end of their turn, after the end-of-turn texts and just before the card draw, when its own condition holds and, for an
//! objective that lets the Borg scout, the rules' conditions do too (`rules::borg::probing`).
//! Probing turns over the top card of the player's draw deck, the probe card, for both players
//! to see; the card's text reads its icons. The probe card then stays on top of the draw deck
//! unless the text moves it (GAPS.md: the cards that say "draw probe card" or "download probe
//! card" read so). An objective once completed is not probed for again.

use crate::event::Event;
use crate::interp::{run_block, Value};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::Place;
use stccg_lang::ast::AbilityKind;

/// The end of the active player's turn: each `probe` of their cards in play that may be used
/// now is offered, in the order of the cards in play.
pub(crate) fn at_end_of_turn(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    for card in step.in_play_with_text() {
        if step.state.card(card).controller != player {
            continue;
        }
        let abilities = step.text_abilities(card);
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::Probe { binding, guard, body } = &ability.kind else {
                continue;
            };
            if !step.state.card(card).place.in_play()
                || super::completion::completed(step, card)
                || !crate::rules::borg::probing::may_probe(step, player, card)
            {
                continue;
            }
            let mut ctx = context_for(step, card);
            if let Some(guard) = guard {
                if !crate::interp::truth(step, &mut ctx, guard)? {
                    continue;
                }
            }
            let Some(probe) = step.state.in_place(&Place::DrawDeck { player }).last().copied() else {
                continue;
            };
            let title = step.title(card);
            let labels = vec![format!("probe for {title}"), format!("do not probe for {title}")];
            if step.decide(player, format!("{title}: you may probe"), labels)? != 0 {
                continue;
            }
            step.emit(Event::AbilityUsed { card, ability: index });
            step.emit(Event::Probed { player, card, probe });
            ctx.bindings.push((binding.name.to_string(), Value::Card(probe)));
            run_block(step, &mut ctx, body)?;
        }
    }
    Ok(())
}
