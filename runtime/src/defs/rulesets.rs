//! One card pool per ruleset: a ruleset pinned to a day reads the cards with the errata dated
//! on or before that day applied, so a scenario or game under the 1995 ruleset sees the cards
//! as printed where a later erratum changed them, and the core rules as the errata pinned to
//! that ruleset patch them (the 1995 FAQ's answers, stdlib/errata/faq_1995.errata).

use super::{CardPool, PoolError};
use crate::state::Ruleset;
use stccg_lang::errata::DEFAULT_RULESET;
use stccg_lang::load::{load_ruleset, Pool, StdlibSource};
use std::path::PathBuf;
use std::sync::Arc;

/// The card pools of every ruleset, loaded from the same card folders.
#[derive(Clone, Debug)]
pub struct RulesetPools {
    pools: Vec<(Ruleset, Arc<CardPool>)>,
}

impl RulesetPools {
    /// Reads the pool for each ruleset from the lang pool of the current glossary
    /// (`current`), loading the files again only for a ruleset whose errata differ: one that
    /// leaves out the later errata, or one that errata pinned to it (`ruleset: "faq-1995"`)
    /// patch.
    pub fn from_lang(current: &Pool, paths: &[PathBuf], stdlib: &StdlibSource) -> Result<Self, PoolError> {
        let all = Arc::new(CardPool::from_lang(current)?);
        let mut pools = Vec::new();
        for name in Ruleset::NAMES {
            let ruleset = Ruleset::from_name(name).unwrap_or_default();
            let until = ruleset.errata_until();
            let differs = current
                .errata
                .iter()
                .any(|e| e.in_force(name, until) != e.in_force(DEFAULT_RULESET, None));
            let pool = if differs {
                Arc::new(CardPool::from_lang(&load_ruleset(paths, stdlib, name, until))?)
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
