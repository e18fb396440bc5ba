//! Killing a personnel with lives left: Spot "immediately pops back to life at the same
//! place, but is 'stopped'", and the cards played on her stay (S:660).

use crate::engine::Step;
use crate::ids::CardId;

/// Whether a killed card comes back to life instead of going to the discard pile: it has
/// lives left (the printed `lives` less the deaths so far, the last one being final). It then
/// stays where it is, stopped until the next turn, with the cards on it (S:660).
pub(super) fn comes_back(step: &mut Step<'_>, card: CardId) -> bool {
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
