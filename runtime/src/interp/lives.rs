//! The `kill` and `destroy` effects: a personnel targeted to die may be saved by a card's
//! text first (`rules::losses::death`, Genetronic Replicator); one with lives left comes back (Spot
//! "immediately pops back to life at the same place, but is 'stopped'", and the cards played
//! on her stay, S:660); a destroyed ship or facility takes its crew with it (F:20).

use super::effects::discard;
use super::Context;
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};

/// `kill CARDS`: every one of them is targeted to die at once.
pub(super) fn kill(step: &mut Step<'_>, ctx: &mut Context, doomed: &[CardId]) -> Result<(), Interrupt> {
    for &card in doomed {
        if step.rules().spared(step, card, doomed)? || comes_back(step, card) {
            continue;
        }
        let personnel = step.def(card).is("personnel") && step.state.card(card).place.in_play();
        discard(step, ctx, card);
        if personnel {
            step.emit(Event::Killed { card });
        }
    }
    Ok(())
}

/// Destroys a ship or facility: the personnel aboard die, everything else aboard is lost with
/// it (F:20); anything else destroyed (equipment) is discarded.
pub(super) fn destroy(step: &mut Step<'_>, ctx: &mut Context, card: CardId) -> Result<(), Interrupt> {
    if card == ctx.this {
        ctx.self_moved = true;
    }
    if step.def(card).is_one_of(&["ship", "facility"]) && step.state.card(card).place.in_play() {
        step.rules().destroy(step, card)?;
    } else {
        discard(step, ctx, card);
    }
    Ok(())
}

/// Whether a killed card comes back to life instead of going to the discard pile: it has
/// lives left (the printed `lives` less the deaths so far, the last one being final). It then
/// stays where it is, stopped until the next turn, with the cards on it (S:660).
fn comes_back(step: &mut Step<'_>, card: CardId) -> bool {
    let Some(lives) = step.def(card).lives else {
        return false;
    };
    let next_turn = step.state.turn_number + 1;
    let status = &mut step.state.card_mut(card).status;
    if status.deaths + 1 >= lives {
        return false;
    }
    status.deaths += 1;
    step.stop_until(card, next_turn);
    true
}
