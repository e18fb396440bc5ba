//! The `kill` and `destroy` effects: a personnel targeted to die may be saved by a card's
//! text first (`rules::losses::death`, Genetronic Replicator; one this text selected at random
//! by the interrupts that answer a random selection, Security Sacrifice); one with lives left comes back (Spot
//! "immediately pops back to life at the same place, but is 'stopped'", and the cards played
//! on her stay, S:660); a destroyed ship or facility takes its crew with it (F:20).

use super::effects::discard;
use super::Context;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};

/// `kill CARDS`: every one of them is targeted to die at once.
pub(super) fn kill(step: &mut Step<'_>, ctx: &mut Context, doomed: &[CardId]) -> Result<(), Interrupt> {
    for &card in doomed {
        let at_random = ctx.random_picks.contains(&card);
        if step.rules().spared(step, card, doomed, at_random)? || comes_back(step, card) {
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
/// it (F:20); anything else destroyed (equipment) is discarded, and equipment in play (or an
/// artifact used as equipment) is logged as destroyed.
pub(super) fn destroy(step: &mut Step<'_>, ctx: &mut Context, card: CardId) -> Result<(), Interrupt> {
    if card == ctx.this {
        ctx.self_moved = true;
    }
    let by = responsible(step, ctx, card);
    if step.def(card).is_one_of(&["ship", "facility"]) && step.state.card(card).place.in_play() {
        step.rules().destroy(step, card, by)?;
    } else {
        let equipment = step.def(card).is_one_of(&["equipment", "artifact"]) && step.state.card(card).place.in_play();
        discard(step, ctx, card);
        if equipment {
            step.emit(Event::Destroyed {
                card,
                crew: Vec::new(),
                by,
            });
        }
    }
    Ok(())
}

/// The player directly responsible for destroying `card` by this text (M:398): the player
/// whose text it is, who played it or used it to that end; no player for a dilemma (a force
/// neither player controls) or for a text the destroyed card's own controller set off by an
/// action of theirs (a spaceline hazard they were not required to cross, Subspace Warp Rift).
fn responsible(step: &Step<'_>, ctx: &Context, card: CardId) -> Option<PlayerId> {
    if step.def(ctx.this).is("dilemma") || ctx.set_off_by == Some(step.state.controller_of(card)) {
        return None;
    }
    Some(ctx.controller)
}

/// The counter of the times a card was killed and came back to life.
const DEATHS: &str = "deaths";

/// Whether a killed card comes back to life instead of going to the discard pile: it has
/// lives left (the printed `lives` less the deaths so far, the last one being final). It then
/// stays where it is, stopped until the next turn, with the cards on it (S:660).
fn comes_back(step: &mut Step<'_>, card: CardId) -> bool {
    let Some(lives) = step.def(card).lives else {
        return false;
    };
    let next_turn = step.state.turn() + 1;
    let deaths = step
        .state
        .card_mut(card)
        .counters
        .entry(DEATHS.to_string())
        .or_insert(0);
    if *deaths + 1 >= lives {
        return false;
    }
    *deaths += 1;
    step.stop_until(card, next_turn);
    true
}

/// `save CARDS`: in a text answering a personnel targeted to die or selected to be captured,
/// that personnel is not killed or captured (John Doe: "prevent one other personnel from being
/// killed"; Wolf: "Saves any personnel ... randomly selected to die or to be captured"). The
/// rule that runs the answer reads it (`rules::losses`).
pub(super) fn save(ctx: &mut Context, saved: &[CardId]) {
    ctx.saved.extend(saved.iter().copied());
}
