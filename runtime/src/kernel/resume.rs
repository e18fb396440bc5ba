//! Decisions that resume: the typed option list a step built before it stopped at a
//! decision, kept for the answer. A step that stops at a decision is undone, and run again
//! from the very same state once the answer comes (`engine::game`); the list it built is kept
//! with the game's position (a number that changes whenever the state moves on or goes back),
//! and the step run for the answer takes it instead of building it again. The engine is
//! deterministic, so the same state and log give the same list: taking it changes nothing.

use std::any::Any;
use std::cell::RefCell;
use std::sync::Arc;

/// A kept list, shared so that a clone of the game can keep it too.
type Kept = Arc<dyn Any + Send + Sync>;

/// The option list of the last decision a step stopped at, with the position it was built at.
#[derive(Clone, Default)]
pub(crate) struct Resume {
    kept: RefCell<Option<(u64, Kept)>>,
}

impl Resume {
    /// The list kept at `position`, if there is one of this type; it is taken (kept no longer).
    pub(crate) fn take<T: Any + Send + Sync + Clone>(&self, position: u64) -> Option<T> {
        let (at, kept) = self.kept.borrow_mut().take()?;
        if at != position {
            return None;
        }
        let kept = kept.downcast::<T>().ok()?;
        Some(Arc::try_unwrap(kept).unwrap_or_else(|shared| (*shared).clone()))
    }

    /// Keeps the list built at `position` for the step that answers its decision.
    pub(crate) fn keep<T: Any + Send + Sync>(&self, position: u64, list: T) {
        *self.kept.borrow_mut() = Some((position, Arc::new(list)));
    }
}
