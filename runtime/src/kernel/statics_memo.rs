//! The memo of the static layer a step computed, kept between steps (the rules' `statics/`
//! computes the layer; this is only what it was computed from).

use crate::state::{GameState, StaticLayer};

/// The static layer last computed, and what it was computed from: the state (without its
/// layer) and the length of the log (conditions may read the log). The layer is a function
/// of those and the pool, so while they are the same it is not computed again.
#[derive(Clone)]
pub(crate) struct StaticsMemo {
    pub(crate) state: GameState,
    pub(crate) log_len: usize,
    pub(crate) layer: StaticLayer,
}

/// The log was cut back to `log_len`: a memo of a longer log may have read events that are
/// gone, and is dropped.
pub(crate) fn forget_past(memo: &mut Option<StaticsMemo>, log_len: usize) {
    if memo.as_ref().is_some_and(|m| m.log_len > log_len) {
        *memo = None;
    }
}
