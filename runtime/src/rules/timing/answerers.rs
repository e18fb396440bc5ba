//! The cards in play that may answer a response window: those whose definition has a
//! `respond to` used in play (not an interrupt's, which is played from hand) or an action
//! offered outside its user's orders (`has_uses_outside_orders`: a special download, an action
//! that suspends play...). A window nobody can answer is the common case, so the window reads
//! these cards alone, not every card in play: the game's cards that may ever be one (either
//! face of a double-sided card) are listed once for the game (`InPlayMemo::with_answerers`,
//! as cards are only ever added to a game), and those in play are kept at each window. Debug
//! builds assert that they are the cards in play with text that pass the same test.

use crate::defs::CardDef;
use crate::ids::CardId;
use crate::kernel::Step;

/// Whether a definition may answer a window from play: a `respond to` of a card that is not
/// an interrupt, or an action offered outside the orders.
pub(crate) fn answers_windows(def: &CardDef) -> bool {
    (def.has_responses && !def.is("interrupt")) || (def.has_actions_in_play && def.has_uses_outside_orders)
}

/// The cards in play, in the order of their ids (as [`Step::in_play_with_text`] lists them),
/// whose definition may answer a window ([`answers_windows`]).
pub(crate) fn in_play(step: &Step<'_>) -> Vec<CardId> {
    // A function of the cards in play, recorded as a read of their list.
    crate::state::reads::in_play();
    // Collected as they pass: a game with none in play makes no list.
    let cards: Vec<CardId> = of_game(step)
        .iter()
        .copied()
        .filter(|&card| {
            step.state.place_of(card).in_play()
                && !step.hidden_agenda_face_down(card)
                && answers_windows(step.def(card))
        })
        .collect();
    if cfg!(debug_assertions) {
        let listed: Vec<CardId> = crate::state::reads::unrecorded(|| {
            step.in_play_with_text()
                .iter()
                .copied()
                .filter(|&card| answers_windows(step.def(card)))
                .collect()
        });
        assert_eq!(cards, listed, "the cards in play that may answer a window");
    }
    cards
}

/// The game's cards, in play or not, whose definition (or other face's) may answer a window,
/// in the order of their ids: read once for the game.
fn of_game(step: &Step<'_>) -> crate::kernel::CardList {
    let count = step.state.cards.len();
    step.in_play_memo.with_answerers(count, || {
        (0..count as u32)
            .map(CardId)
            .filter(|&card| step.either_face(card, answers_windows))
            .collect()
    })
}
