//! Decisions that resume: what is left of a step that stopped at a decision, kept as data so
//! that the answer applies to it. A step that stops at a decision nobody has answered yet is
//! undone (`engine::game`); when the answer comes, the step would run again from its start.
//! At the decisions between actions (the orders list, the card play segment, a response
//! window), all that is left of the step is the decision's list, what to do with the option
//! chosen, and the passes every step ends with: the step records that rest ([`Rest`]) as it
//! stops, the engine keeps it with the state reached there, and the step that answers begins
//! from that state and runs the rest alone. The engine is deterministic and the answers before
//! the decision are the same, so the state reached there is the one a run from the start would
//! reach again: debug builds run the step from its start beside every resumed one and assert
//! the same outcome, state and log.

use super::{Interrupt, Step};
use std::sync::Arc;

/// What is left of a step after a decision it can resume from: the option chosen applied to
/// the decision's list.
pub(crate) trait Continue: Send + Sync {
    /// Runs the rest of the decision's caller with `chosen`, on the state the decision was
    /// asked in.
    fn run(&self, step: &mut Step<'_>, chosen: usize) -> Result<(), Interrupt>;
}

/// What to do with the chosen option of `list`: the work of the decision's caller after it.
/// It reads the list (the kept rest stays whole, for the game's clones and for an answer that
/// stops at a later decision of the same step).
pub(crate) type Then<T> = fn(&mut Step<'_>, usize, &T) -> Result<(), Interrupt>;

/// A decision's list with what its caller does once an option of it is chosen.
struct Apply<T> {
    list: T,
    then: Then<T>,
}

impl<T: Send + Sync> Continue for Apply<T> {
    fn run(&self, step: &mut Step<'_>, chosen: usize) -> Result<(), Interrupt> {
        (self.then)(step, chosen, &self.list)
    }
}

/// Where a step stopped at a decision it can resume from, and what is left of it.
#[derive(Clone)]
pub(crate) struct Rest {
    /// The work after the decision.
    pub(crate) then: Arc<dyn Continue>,
    /// The decision's options.
    pub(crate) count: usize,
    /// The answers the step had read when it stopped: the decision's answer is the next.
    pub(crate) used: usize,
    /// The decisions of more than one option the step had reached, this one included.
    pub(crate) asked: usize,
}

impl Step<'_> {
    /// Asks `player` to choose among the `count` entries of `list` ([`Step::decide_shown`]:
    /// `shown` gives the prompt and the labels, only when the decision is shown), then runs
    /// `then` with the option chosen. `then` must be all that is left of the step's top
    /// frame: the caller returns what this returns, and is itself called by the step last,
    /// before the passes every step ends with (`rules::step`). When the step stops at the
    /// decision, the rest is recorded ([`Step::stopped_at`]) so that the answer resumes from
    /// here.
    pub(crate) fn decide_then<T: Send + Sync + 'static>(
        &mut self,
        player: crate::ids::PlayerId,
        list: T,
        count: usize,
        shown: impl FnOnce(&Self, &T) -> (String, Vec<String>),
        then: Then<T>,
    ) -> Result<(), Interrupt> {
        let used = self.used;
        match self.decide_shown(player, count, |step| shown(step, &list)) {
            Ok(chosen) => then(self, chosen, &list),
            Err(Interrupt::Decide(asked, shown)) => {
                self.stopped_at = Some(Rest {
                    then: Arc::new(Apply { list, then }),
                    count,
                    used,
                    asked: self.asked,
                });
                Err(Interrupt::Decide(asked, shown))
            }
            Err(other) => Err(other),
        }
    }
}
