//! Decisions that resume: the typed option list a step built before it stopped at a
//! decision, kept for the answer. A step that stops at a decision is undone, and run again
//! from the very same state once the answer comes (`engine::game`); the list it built is kept
//! with the game's position (a number that changes whenever the state moves on or goes back)
//! and the number of decisions the step reached before it, and the step run for the answer
//! takes it instead of building it again. The engine is deterministic, and the answers to the
//! decisions before it are the same, so the same position and the same count give the same
//! state, log and list: taking it changes nothing.

use std::any::Any;
use std::cell::RefCell;
use std::sync::Arc;

/// A kept list, shared so that a clone of the game can keep it too.
type Kept = Arc<dyn Any + Send + Sync>;

/// Where a list was built: the game's position, and how many decisions of more than one
/// option the step had reached before this one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct KeptAt {
    /// The game's position when the step began.
    pub(crate) position: u64,
    /// The decisions the step reached before this one.
    pub(crate) reached: usize,
}

/// The option list of the last decision a step stopped at, with where it was built.
#[derive(Clone, Default)]
pub(crate) struct Resume {
    kept: RefCell<Option<(KeptAt, Kept)>>,
}

impl Resume {
    /// The list kept at `at`, if there is one of this type; it is taken (kept no longer).
    pub(crate) fn take<T: Any + Send + Sync + Clone>(&self, at: KeptAt) -> Option<T> {
        let mut kept = self.kept.borrow_mut();
        if kept.as_ref().is_none_or(|(built, _)| *built != at) {
            return None;
        }
        let (_, list) = kept.take()?;
        let list = list.downcast::<T>().ok()?;
        Some(Arc::try_unwrap(list).unwrap_or_else(|shared| (*shared).clone()))
    }

    /// Keeps the list built at `at` for the step that answers its decision.
    pub(crate) fn keep<T: Any + Send + Sync>(&self, at: KeptAt, list: T) {
        *self.kept.borrow_mut() = Some((at, Arc::new(list)));
    }
}
