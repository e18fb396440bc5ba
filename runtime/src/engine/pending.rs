//! The decision a game waits for: who decides among how many options ([`Asked`]) as the step
//! stopped at it, and its prompt and labels ([`Decision`]) built once, when first shown.
//!
//! A game shows every decision as it reaches it, unless told not to
//! ([`Game::show_every_decision`]): a random agent or a program that answers by index reads
//! who decides and how many options there are ([`Game::asked`]) and never the labels. A step is
//! deterministic: run again from the state it stopped in, with the answers given so far, it
//! stops at the very same decision. So a decision reached without its labels gets them when
//! something asks for them ([`Game::pending`]): the step is run once more, on a copy of the
//! state and log, with its labels shown, and what it built is kept with the decision.

use super::game::Game;
use crate::decision::{Asked, Decision};
use crate::kernel::{Interrupt, Step};
use std::sync::OnceLock;

/// A decision the game waits for, its labels built at most once.
#[derive(Debug)]
pub(crate) struct Pending {
    /// Who decides, among how many options.
    pub(crate) asked: Asked,
    /// The prompt and labels, once built.
    shown: OnceLock<Decision>,
}

impl Pending {
    /// A decision as the step stopped at it, with its labels if the step showed them.
    pub(crate) fn new(asked: Asked, shown: Option<Decision>) -> Pending {
        let cell = OnceLock::new();
        if let Some(decision) = shown {
            debug_assert_eq!(decision.asked(), asked, "a shown decision is the one asked");
            let _ = cell.set(decision);
        }
        Pending { asked, shown: cell }
    }

    /// The decision with its prompt and labels, built by `show` the first time.
    pub(crate) fn shown(&self, show: impl FnOnce() -> Decision) -> &Decision {
        self.shown.get_or_init(show)
    }
}

impl Game {
    /// The pending decision with its prompt and labels: the current step run again on a copy
    /// of the state, with the answers given so far, shown this time. The kernel's lists kept
    /// for the answer (`kernel::Resume`) and the lists of cards in play are shared with the
    /// game (the run keeps them as it found them); the static layer is computed afresh.
    pub(super) fn show_decision(&self, asked: Asked) -> Decision {
        let mut state = self.state.clone();
        let mut log = self.log.clone();
        let log_start = log.len();
        let (statics_memo, static_keys) = (&mut None, &mut Default::default());
        let mut step = Step {
            state: &mut state,
            pool: &self.pool,
            log: &mut log,
            answers: &self.answers,
            used: 0,
            log_start,
            checkpoint: self.checkpoints.len().saturating_sub(1),
            statics_memo,
            static_keys,
            asked: 0,
            in_play_memo: &self.in_play_memo,
            rules: &crate::rules::rule_book::RULES,
            evaluated: Default::default(),
            beyond_board: Default::default(),
            guards_at_event: Vec::new(),
            deciding_guards: false,
            resume: &self.resume,
            position: self.position,
            show: true,
        };
        match crate::rules::step::step(&mut step) {
            Err(Interrupt::Decide(again, Some(decision))) if again == asked => decision,
            // A step runs the same from the same state: anything else is an engine bug, shown
            // as such in the labels rather than a panic.
            other => {
                debug_assert!(false, "the step stopped elsewhere when shown: {other:?}");
                Decision {
                    player: asked.player,
                    prompt: format!("(engine bug: this decision could not be shown: {other:?})"),
                    options: (0..asked.count).map(|index| format!("option {index}")).collect(),
                }
            }
        }
    }
}
