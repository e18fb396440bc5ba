//! Conditions decided over and over while the board they read stands still, kept: the guard
//! of an action of a card in play (`action "..." if CONDITION`) and whether an event or
//! interrupt may play on a card (`plays on X where Y`). Each is decided with its reads
//! recorded (`state::reads`) and its answer kept with them (`kernel::GuardKeys`): the next
//! orders list takes it while nothing the condition read changed. Debug builds decide a
//! condition again when its kept answer is taken, and check that the two are the same.

use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::reads::Recording;

/// Which condition of a card is kept.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Condition {
    /// The guard of the action at this index among the card's text abilities.
    ActionGuard(usize),
    /// Whether the card, played from hand, may play on the target (its `plays on` text at
    /// this index among the abilities it is played with).
    PlaysOn(usize),
}

impl Condition {
    /// The condition's part of the key: the index, with the kind in the top bit.
    fn key_part(self) -> u32 {
        match self {
            Condition::ActionGuard(index) => index as u32,
            Condition::PlaysOn(index) => index as u32 | (1 << 31),
        }
    }
}

/// Whether a condition of `card` holds for `user` (on `target`, for a condition decided per
/// target), as `decide` decides it: taken from what the game kept while nothing the
/// condition read changed, else decided with its reads recorded and kept with them.
/// `decide` builds its own context, so that what the context reads is recorded too.
pub(crate) fn kept_truth(
    step: &mut Step<'_>,
    (card, condition, user, target): (CardId, Condition, PlayerId, Option<CardId>),
    mut decide: impl FnMut(&mut Step<'_>) -> Result<bool, Interrupt>,
) -> Result<bool, Interrupt> {
    let key = (card, condition.key_part(), user, target);
    if let Some(holds) = step.guard_keys.get(step.state, key, || step.in_play()) {
        if cfg!(debug_assertions) {
            let evaluated = step.evaluated.get();
            let decided = decide(step);
            step.evaluated.set(evaluated);
            assert_eq!(
                decided,
                Ok(holds),
                "the answer kept for {condition:?} of {card:?} differs from the one its reads give"
            );
        }
        return Ok(holds);
    }
    let recording = Recording::start();
    let beyond_before = step.beyond_board.replace(false);
    let random_before = step.state.rng.clone();
    let decided = decide(step);
    let reads = recording.finish();
    let beyond = step.beyond_board.replace(beyond_before || step.beyond_board.get());
    let holds = decided?;
    if !beyond && step.state.rng == random_before {
        let in_play = reads.in_play.then(|| step.in_play());
        step.guard_keys.record(step.state, key, reads, in_play, holds);
    }
    Ok(holds)
}
