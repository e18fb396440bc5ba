//! One card pool per ruleset: a ruleset pinned to a day reads the cards with the errata dated
//! on or before that day applied, so a scenario or game under the 1995 ruleset sees the cards
//! as printed where a later erratum changed them.

use super::{CardPool, PoolError};
use crate::state::Ruleset;
use stccg_lang::load::{load_until, Pool, StdlibSource};
use std::path::PathBuf;
use std::sync::Arc;

/// The card pools of every ruleset, loaded from the same card folders.
#[derive(Clone, Debug)]
pub struct RulesetPools {
    pools: Vec<(Ruleset, Arc<CardPool>)>,
}

impl RulesetPools {
    /// Reads the pool for each ruleset from the lang pool with every erratum (`current`),
    /// loading the card files again only for a ruleset that leaves out some erratum.
    pub fn from_lang(current: &Pool, paths: &[PathBuf], stdlib: &StdlibSource) -> Result<Self, PoolError> {
        let all = Arc::new(CardPool::from_lang(current)?);
        let mut pools = Vec::new();
        for name in Ruleset::NAMES {
            let ruleset = Ruleset::from_name(name).unwrap_or_default();
            let leaves_out = ruleset
                .errata_until()
                .is_some_and(|until| current.errata.iter().any(|e| e.date.as_str() > until));
            let pool = if leaves_out {
                let until = ruleset.errata_until();
                Arc::new(CardPool::from_lang(&load_until(paths, stdlib, until))?)
            } else {
                all.clone()
            };
            pools.push((ruleset, pool));
        }
        Ok(RulesetPools { pools })
    }

    /// The pool of a ruleset.
    pub fn get(&self, ruleset: Ruleset) -> Arc<CardPool> {
        self.pools
            .iter()
            .find(|(r, _)| *r == ruleset)
            .map(|(_, pool)| pool.clone())
            .unwrap_or_else(|| self.pools[0].1.clone())
    }

    /// The pool of a ruleset named as a scenario or setup names it; the current glossary's
    /// pool for a name that is no ruleset (the scenario's board reports the name).
    pub fn named(&self, name: &str) -> Arc<CardPool> {
        self.get(Ruleset::from_name(name).unwrap_or_default())
    }
}
