//! Running one step of a game: from the state it starts in, or, when it stopped at a decision
//! it can resume from and the answer has come, from where it stopped (`stopped.rs`). Debug
//! builds run every resumed step from its start too, on a copy, and assert the same outcome,
//! state and log.

use super::game::Game;
use super::stopped::{AtDecision, Resumed, Stopped};
use crate::kernel::Interrupt;

impl Game {
    /// Runs the current step once, from its start or resumed at the decision it stopped at;
    /// on an interrupt the state goes back to the step's start. A step that completes is
    /// charged to the budget on the work between two decisions.
    pub(super) fn run_step(&mut self) -> Result<(), Interrupt> {
        let log_len = self.log.len();
        let resumed = Stopped::take_resumed(&mut self.stopped, self.position, &self.answers);
        #[cfg(debug_assertions)]
        let from_start = resumed.as_ref().map(|_| self.run_from_start());
        let (snapshot, resumed) = match resumed {
            Some(Resumed { state, events, rest }) => {
                self.log.extend(events);
                (std::mem::replace(&mut self.state, state), Some(rest))
            }
            None => (self.state.clone(), None),
        };
        let checkpoint = self.checkpoints.len().saturating_sub(1);
        let mut step = super::game::rules_step(&mut self.state, &self.pool, &mut self.log, &mut self.memos)
            .answering(&self.answers, checkpoint)
            .logged_from(log_len)
            .shown(self.show);
        let result = match resumed {
            Some(rest) => {
                let (rest, chosen) = rest.restore_counters(&mut step);
                crate::rules::step::resume(&mut step, rest, chosen)
            }
            None => crate::rules::step::step(&mut step),
        };
        let evaluated = step.evaluated.get();
        let stopped_at = match (&result, step.stopped_at.take()) {
            (Err(Interrupt::Decide(..)), Some(rest)) => Some((AtDecision::of(&mut step, rest.used), rest)),
            _ => None,
        };
        #[cfg(debug_assertions)]
        if let Some((fresh, state, log)) = from_start {
            assert_eq!(result, fresh, "a resumed step ends as the step run from its start");
            assert!(
                self.state == state,
                "a resumed step leaves the state the step run from its start does"
            );
            assert!(
                self.log == log,
                "a resumed step logs what the step run from its start does"
            );
        }
        match result {
            Ok(()) | Err(Interrupt::GameOver) => {
                self.position += 1;
                self.answers.clear();
                self.stopped = None;
                let events = &self.log[log_len..];
                self.work
                    .charge(evaluated, events, &self.state, &self.pool)
                    .map_err(Interrupt::Error)
            }
            Err(interrupt) => {
                if !matches!(interrupt, Interrupt::Decide(..)) {
                    // Only a decision is asked again from this very state.
                    self.position += 1;
                    self.stopped = None;
                }
                let reached = std::mem::replace(&mut self.state, snapshot);
                let events = self.log.split_off(log_len);
                if let Some((at, rest)) = stopped_at {
                    self.stopped = Some(Stopped::keep(at, rest, self.position, reached, events));
                }
                crate::kernel::forget_past(&mut self.memos.statics, log_len);
                Err(interrupt)
            }
        }
    }

    /// The current step run from its start, on a copy of the state, log and memos: its
    /// outcome, and the state and log it leaves (debug builds compare a resumed step with it).
    #[cfg(debug_assertions)]
    fn run_from_start(&self) -> (Result<(), Interrupt>, crate::state::GameState, Vec<crate::event::Event>) {
        let mut state = self.state.clone();
        let mut log = self.log.clone();
        let (mut statics_memo, mut static_keys) = (self.memos.statics.clone(), self.memos.static_keys.clone());
        let memos = crate::kernel::Memos {
            statics: &mut statics_memo,
            static_keys: &mut static_keys,
            in_play: &self.memos.in_play,
        };
        let mut step =
            crate::kernel::Step::new(&mut state, &self.pool, &mut log, memos, &crate::rules::rule_book::RULES)
                .answering(&self.answers, self.checkpoints.len().saturating_sub(1))
                .shown(self.show);
        let result = crate::rules::step::step(&mut step);
        (result, state, log)
    }
}
