//! A table of values kept beside the pool's definitions, one slot per ability of each
//! definition: what the pool lowers when it loads (the guards' typed conditions, the typed
//! statics) is looked up by definition and ability index.

use super::CardPool;
use crate::ids::DefId;
use stccg_lang::ast::Ability;

/// A value per ability of each definition of a pool, where the ability has one.
#[derive(Clone, Debug)]
pub struct AbilityTable<T> {
    by_def: Vec<Vec<Option<T>>>,
}

impl<T> Default for AbilityTable<T> {
    fn default() -> Self {
        AbilityTable { by_def: Vec::new() }
    }
}

impl<T> AbilityTable<T> {
    /// The table of `value` for each ability of each definition of the pool.
    pub(super) fn build(pool: &CardPool, mut value: impl FnMut(&Ability) -> Option<T>) -> AbilityTable<T> {
        let by_def = pool
            .defs
            .iter()
            .map(|def| def.abilities.iter().map(&mut value).collect())
            .collect();
        AbilityTable { by_def }
    }

    /// The value of an ability of a definition, if it has one.
    pub fn get(&self, def: DefId, ability: usize) -> Option<&T> {
        self.by_def.get(def.index())?.get(ability)?.as_ref()
    }

    /// How many abilities have a value (for tests and benchmarks).
    pub fn len(&self) -> usize {
        self.by_def.iter().flatten().filter(|value| value.is_some()).count()
    }

    /// Whether none has.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
