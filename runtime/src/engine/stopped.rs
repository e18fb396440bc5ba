//! The step a game stopped in, kept at a decision it can resume from (`kernel::Rest`): the
//! state and events the step had reached there, its counters, and what is left of it. The
//! game goes back to the state the step started from while the decision is pending (agents
//! and checkpoints see that state, as before); the answer resumes the kept step instead of
//! running it again from its start.

use crate::event::Event;
use crate::kernel::{GuardAtEvent, Rest, Step};
use crate::state::GameState;

/// A step stopped at a decision it can resume from.
#[derive(Clone)]
pub(super) struct Stopped {
    /// The game's position when the step began: the same position is the same state.
    position: u64,
    /// The answers the step had read before the decision.
    answers: Vec<usize>,
    /// The state as the step stopped at the decision.
    state: GameState,
    /// The events the step had logged by then.
    events: Vec<Event>,
    /// The interpreter's evaluation steps taken by then (charged with the rest's).
    evaluated: u64,
    /// Whether the step had read more than the board by then.
    beyond_board: bool,
    /// The triggers' conditions decided by then.
    guards_at_event: Vec<GuardAtEvent>,
    /// What is left of the step.
    rest: Rest,
}

/// What a step that resumes starts with: the kept step itself, taken from the game (its state
/// is written in place, not copied from the kept one).
pub(super) struct Resumed {
    pub(super) state: GameState,
    pub(super) events: Vec<Event>,
    pub(super) rest: RestAt,
}

/// What is left of a resumed step, the option chosen, and the step's counters at the decision.
pub(super) struct RestAt {
    rest: Rest,
    chosen: usize,
    evaluated: u64,
    beyond_board: bool,
    guards_at_event: Vec<GuardAtEvent>,
}

/// What a step had read and decided when it stopped at a decision, besides its state and log.
pub(super) struct AtDecision {
    answers: Vec<usize>,
    evaluated: u64,
    beyond_board: bool,
    guards_at_event: Vec<GuardAtEvent>,
}

impl AtDecision {
    /// What `step` had read and decided when it stopped at the decision whose rest it
    /// recorded, `used` answers read.
    pub(super) fn of(step: &mut Step<'_>, used: usize) -> AtDecision {
        AtDecision {
            answers: step.answers[..used].to_vec(),
            evaluated: step.evaluated.get(),
            beyond_board: step.beyond_board.get(),
            guards_at_event: std::mem::take(&mut step.guards_at_event),
        }
    }
}

impl Stopped {
    /// Keeps a step stopped at the decision whose `rest` it recorded, at the game's
    /// `position`, with the state and the events (from the step's first) it reached there.
    pub(super) fn keep(at: AtDecision, rest: Rest, position: u64, state: GameState, events: Vec<Event>) -> Stopped {
        Stopped {
            position,
            answers: at.answers,
            state,
            events,
            evaluated: at.evaluated,
            beyond_board: at.beyond_board,
            guards_at_event: at.guards_at_event,
            rest,
        }
    }

    /// Whether the step at `position` with `answers` resumes from this one past its decision:
    /// the same position, the same answers before the decision, and an answer to it.
    fn resumes(&self, position: u64, answers: &[usize]) -> bool {
        let used = self.rest.used;
        answers.get(used).is_some_and(|&chosen| {
            position == self.position && answers[..used] == self.answers[..] && chosen < self.rest.count
        })
    }

    /// The kept step, taken out of `kept`, when the step at `position` with `answers` resumes
    /// from it ([`Stopped::resumes`]); else `kept` stays as it is. A resumed step that stops
    /// again at a decision it can resume from keeps that one in its place; one that stops at
    /// another decision runs from its start at the next answer.
    pub(super) fn take_resumed(kept: &mut Option<Stopped>, position: u64, answers: &[usize]) -> Option<Resumed> {
        if !kept.as_ref()?.resumes(position, answers) {
            return None;
        }
        let kept = kept.take()?;
        let chosen = answers[kept.rest.used];
        Some(Resumed {
            state: kept.state,
            events: kept.events,
            rest: RestAt {
                rest: kept.rest,
                chosen,
                evaluated: kept.evaluated,
                beyond_board: kept.beyond_board,
                guards_at_event: kept.guards_at_event,
            },
        })
    }
}

impl RestAt {
    /// Sets the counters of `step`, about to run the rest, as they were at the decision, its
    /// answer read; gives the rest and the option chosen.
    pub(super) fn restore_counters(self, step: &mut Step<'_>) -> (Rest, usize) {
        step.used = self.rest.used + 1;
        step.asked = self.rest.asked;
        step.evaluated.set(self.evaluated);
        step.beyond_board.set(self.beyond_board);
        step.guards_at_event = self.guards_at_event;
        (self.rest, self.chosen)
    }
}
