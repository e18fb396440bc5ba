//! The texts that answer the end of the game (`when game_end`): when a player reaches
//! victory (M:300), a draw deck runs out (FAQ:159) or a card's text ends the game, the
//! `when game_end` texts of the cards in play run at once, before the result stands, as the
//! `die` texts run before a death; one that ends the game names the result in its place
//! (Devidian Door: "At any time during your next turn (or at game end, if sooner), you must
//! show a Devidian Door from hand and place it out-of-play, or you lose the game").
//!
//! The game cannot wait for a decision as it ends: a text there that reaches one stops at it,
//! its effects so far standing, and the game ends as it was ending (`stdlib/primitives.card`,
//! `game_end`).

use crate::kernel::Step;
use crate::rules::timing::at_once::{self, Answering};
use crate::state::{ActionRef, ActionType};

/// Runs the `when game_end` texts of the cards in play, in the order the cards are listed;
/// the end of the game is each watcher's own action, its text's subject the watcher.
pub(crate) fn run(step: &mut Step<'_>) {
    let answering = Answering {
        action: &|watcher, user| ActionRef::new(ActionType::GameEnd, watcher, user),
        subject: None,
        group: &[],
    };
    // A text stopped at a decision ends the run, its effects so far standing.
    let _ = at_once::run(step, &answering, |_, _| false);
}
