//! The decision a game waits for: who decides among how many options ([`Asked`]) as the step
//! stopped at it, and its prompt and labels ([`Decision`]) built once, when first shown.
//!
//! A game shows every decision as it reaches it, unless told not to
//! (`Game::show_every_decision`): a random agent or a program that answers by index reads
//! who decides and how many options there are (`Game::asked`) and never the labels. A step is
//! deterministic: run again from the state it stopped in, with the answers given so far, it
//! stops at the very same decision. So a decision reached without its labels gets them when
//! something asks for them (`Game::pending`, whose
//! step runs again in `game.rs`): the step is run once more, on a copy of the
//! state and log, with its labels shown, and what it built is kept with the decision.

use crate::decision::{Asked, Decision};
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
