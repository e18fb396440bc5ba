//! Parts of a list of options kept from step to step with what they read: a hand card's plays
//! and their targets, a card's ability uses (the rules' orders list names the parts). The
//! orders list as a whole is never current at the next decision (the order just executed
//! changed the board), but most of its parts read cards the order did not touch.
//!
//! A part is computed with its reads recorded (`state::reads`, [`KeptReads`]) and kept under
//! its key while the computation read only the board (`Step::beyond_board` unset: no log, no
//! rules-layer procedure). At a later step the part is taken while what it read is unchanged.
//! No part is taken while an outer recording is open: a kept part's reads are not replayed
//! into it. Debug builds compute every part taken again, unrecorded, and assert that it is the
//! one kept.

use super::{Interrupt, KeptReads, Step};
use crate::ids::{CardId, PlayerId};
use crate::state::reads::{is_recording, unrecorded, Recording};
use rustc_hash::FxHashMap;
use std::any::Any;
use std::cell::RefCell;
use std::fmt::Debug;
use std::sync::Arc;

/// Which part of a list: the part's name (a list's parts are named by the rules that list
/// them), the card it is of, the player it is listed for, and what the part was given besides
/// (facts its rules read at each listing and pass in, rather than have the part read them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PartKey {
    /// The part's name ("hand plays", "ability uses in orders", ...).
    pub(crate) part: &'static str,
    /// The card the part is of.
    pub(crate) card: CardId,
    /// The player it is listed for.
    pub(crate) player: PlayerId,
    /// What the part was given, as one number (0 when nothing).
    pub(crate) variant: u64,
}

/// One part kept: what it read, and the part's value.
#[derive(Clone)]
struct KeptPart {
    reads: KeptReads,
    value: Arc<dyn Any + Send + Sync>,
}

/// The parts kept, each with what it read, and how many of each part were taken and
/// computed.
#[derive(Clone, Default)]
pub struct KeptParts {
    kept: RefCell<FxHashMap<PartKey, KeptPart>>,
    counts: RefCell<Vec<PartCount>>,
}

/// How many times a part was taken kept, and how many times it was computed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PartCount {
    /// The part's name.
    pub part: &'static str,
    /// Taken kept.
    pub taken: u64,
    /// Computed.
    pub computed: u64,
}

impl KeptParts {
    /// How many times each part was taken kept and computed since the game began.
    pub fn counts(&self) -> Vec<PartCount> {
        self.counts.borrow().clone()
    }

    /// Counts a part taken (`taken`) or computed.
    fn count(&self, part: &'static str, taken: bool) {
        let mut counts = self.counts.borrow_mut();
        let index = match counts.iter().position(|c| c.part == part) {
            Some(index) => index,
            None => {
                counts.push(PartCount {
                    part,
                    ..PartCount::default()
                });
                counts.len() - 1
            }
        };
        let count = &mut counts[index];
        if taken {
            count.taken += 1;
        } else {
            count.computed += 1;
        }
    }
}

impl Step<'_> {
    /// The part `key` of a list: the kept one while what it read is unchanged, else
    /// `compute`d with its reads recorded and kept (unless it read beyond the board).
    pub(crate) fn kept_part<T>(
        &mut self,
        key: PartKey,
        compute: impl Fn(&mut Self) -> Result<T, Interrupt>,
    ) -> Result<T, Interrupt>
    where
        T: Clone + PartialEq + Debug + Send + Sync + 'static,
    {
        if is_recording() {
            return compute(self);
        }
        let store = self.kept_parts;
        if let Some(value) = self.kept_value::<T>(key) {
            store.count(key.part, true);
            if cfg!(debug_assertions) {
                self.check_kept_part(key, &value, &compute);
            }
            return Ok(value);
        }
        store.count(key.part, false);
        let recording = Recording::start();
        let beyond_before = self.beyond_board.replace(false);
        let result = compute(self);
        let reads = recording.finish();
        let beyond = self.beyond_board.replace(beyond_before || self.beyond_board.get());
        let value = result?;
        if !beyond {
            let in_play = if reads.in_play { self.in_play() } else { Vec::new() };
            let kept = KeptPart {
                reads: KeptReads::of(self.state, &reads, &in_play),
                value: Arc::new(value.clone()),
            };
            store.kept.borrow_mut().insert(key, kept);
        }
        Ok(value)
    }

    /// The value kept for `key`, if what it read is unchanged now.
    fn kept_value<T: Clone + 'static>(&self, key: PartKey) -> Option<T> {
        let kept = self.kept_parts.kept.borrow();
        let part = kept.get(&key)?;
        let in_play = if part.reads.read_in_play() {
            unrecorded(|| self.in_play())
        } else {
            Vec::new()
        };
        if !part.reads.hold_in(self.state, &in_play) {
            return None;
        }
        part.value.downcast_ref::<T>().cloned()
    }

    /// The guard of the kept parts in debug builds: the part computed again, unrecorded and
    /// with the evaluation budget given back, is the part kept.
    fn check_kept_part<T: PartialEq + Debug>(
        &mut self,
        key: PartKey,
        kept: &T,
        compute: &impl Fn(&mut Self) -> Result<T, Interrupt>,
    ) {
        let (evaluated, beyond) = (self.evaluated.get(), self.beyond_board.get());
        let computed = unrecorded(|| compute(self));
        self.evaluated.set(evaluated);
        self.beyond_board.set(beyond);
        assert_eq!(
            computed.as_ref().ok(),
            Some(kept),
            "the part {key:?} kept differs from the one its reads give"
        );
    }
}
