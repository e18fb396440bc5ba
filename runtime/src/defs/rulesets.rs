//! One card pool per ruleset: a ruleset pinned to a day reads the cards with the errata dated
//! on or before that day applied, so a scenario or game under the 1995 ruleset sees the cards
//! as printed where a later erratum changed them, and the core rules as the errata pinned to
//! that ruleset patch them (the 1995 FAQ's answers, stdlib/errata/faq_1995.errata). The
//! [`Ruleset`] names which.

use super::{CardPool, PoolError};
use serde::{Deserialize, Serialize};
use stccg_lang::errata::DEFAULT_RULESET;
use stccg_lang::load::{load_ruleset, Pool, StdlibSource};
use std::path::PathBuf;
use std::sync::Arc;

/// The rules a game is played under: the current glossary, the 1995 FAQ answers that the
/// glossary later overturned (rules-digest §3.15), or the cards as printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruleset {
    /// The glossary's rules.
    #[default]
    GlossaryCurrent,
    /// The 1995 FAQ: the errata dated up to 1995, and the FAQ's answers that the glossary
    /// later overturned, as errata of the core rules pinned to this ruleset
    /// (stdlib/errata/faq_1995.errata: interrupts in the order played, FAQ:295, and others).
    /// The engine reads those rules from the ruleset's pool, not from this name.
    Faq1995,
    /// The cards as printed, before any erratum or official reading (the FAQ of February
    /// 1995 is the first), under the glossary's rules.
    Printed,
}

impl Ruleset {
    /// The names a game setup may give.
    pub const NAMES: [&'static str; 3] = ["glossary-current", "faq-1995", "printed"];

    /// The name of the ruleset, as a game setup gives it.
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::GlossaryCurrent => Ruleset::NAMES[0],
            Ruleset::Faq1995 => Ruleset::NAMES[1],
            Ruleset::Printed => Ruleset::NAMES[2],
        }
    }

    /// The last day whose errata the ruleset applies (`YYYY-MM-DD`); none for all of them.
    /// The 1995 FAQ's ruleset stops at the end of 1995, before the later glossary's errata.
    pub fn errata_until(self) -> Option<&'static str> {
        match self {
            Ruleset::GlossaryCurrent => None,
            Ruleset::Faq1995 => Some("1995-12-31"),
            Ruleset::Printed => Some("1994-12-31"),
        }
    }

    /// The ruleset of a name, if it is one.
    pub fn from_name(name: &str) -> Option<Ruleset> {
        match name {
            "glossary-current" | "current" => Some(Ruleset::GlossaryCurrent),
            "faq-1995" | "1995" => Some(Ruleset::Faq1995),
            "printed" => Some(Ruleset::Printed),
            _ => None,
        }
    }
}

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
