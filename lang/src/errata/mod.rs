//! Errata: entries of `cards/errata/*.errata` files that patch a card of the pool without
//! editing its file.
//!
//! An errata file holds items written in the card language's own syntax, each of kind
//! `errata` and titled with the card it patches:
//!
//! ```text
//! errata "Kevin Uxbridge" {
//!   source: "Premiere rules supplement"
//!   date: "1995-12-01"
//!   reason: "why the printed text is changed"
//!   replace: 1          // the card's first ability becomes the ability that follows
//!   on play { ... }
//!   remove: 2           // the card's second ability is dropped
//!   integrity: 7        // any other field replaces (or adds) that field
//!   unset: commander    // the field or flag of that name is removed
//!   action { ... }      // an ability after no `replace` is added
//! }
//! ```
//!
//! [`read`] turns parsed items into [`Erratum`] entries; [`apply`] patches the pool's cards
//! at load time, after parsing and before the checks, so every later phase sees the patched
//! card.

mod apply;
mod read;
mod relocate;
mod rules;

pub use apply::{apply, apply_among, Applied};
pub use read::{is_date, read};
pub use relocate::{member_span, relocate};
pub use rules::{apply_to_rules, AppliedRule};

/// The kind an `errata rule "Name" { ... }` entry is read as: an erratum of a core rule.
pub const RULE_ERRATA_KIND: &str = "errata rule";

/// The ruleset a pool is read under when none is named.
pub const DEFAULT_RULESET: &str = "glossary-current";

use crate::ast::{Ability, Field, Member};
use crate::source::FileId;
use crate::span::{Ident, Span};

/// The extension of errata files.
pub const EXTENSION: &str = "errata";

/// One errata entry: what it patches, on whose authority, and the patches.
#[derive(Clone, Debug, PartialEq)]
pub struct Erratum {
    /// The file the entry is written in.
    pub file: FileId,
    /// The title of the card it patches (or the name of the rule), as written.
    pub target: Ident,
    /// Whether it patches a core rule (`errata rule "Name"`) rather than a card.
    pub on_rule: bool,
    /// The rulesets it belongs to (its `ruleset` field); none for every ruleset whose day
    /// it falls within.
    pub rulesets: Vec<Ident>,
    /// Where the errata comes from (a rules document, a glossary entry).
    pub source: String,
    /// The day it took effect, `YYYY-MM-DD` (compares in date order as text).
    pub date: String,
    /// Why the card is changed.
    pub reason: String,
    /// The patches, in the order written.
    pub patches: Vec<Patch>,
    /// The whole entry.
    pub span: Span,
}

impl Erratum {
    /// Whether the entry is in force under the ruleset `ruleset` pinned to the day `until`
    /// (`YYYY-MM-DD`, or every day if none): dated on or before that day, and either naming
    /// no ruleset or naming this one.
    pub fn in_force(&self, ruleset: &str, until: Option<&str>) -> bool {
        until.is_none_or(|day| self.date.as_str() <= day)
            && (self.rulesets.is_empty() || self.rulesets.iter().any(|r| r.name == ruleset))
    }
}

/// One change an erratum makes to its card.
#[derive(Clone, Debug, PartialEq)]
pub enum Patch {
    /// Sets a field, replacing the field of that name if the card has one.
    SetField(Field),
    /// Adds a flag such as `unique`.
    AddFlag(Ident),
    /// Removes the field or the flag of this name (`unset: commander`, `unset: unique`).
    Unset {
        /// The name of the field or flag, where the entry writes it.
        name: Ident,
        /// The whole `unset: NAME`.
        span: Span,
    },
    /// Replaces the card's ability number `index` (counted from 1, as printed).
    ReplaceAbility {
        /// The ability's number.
        index: usize,
        /// Where the number is written.
        span: Span,
        /// The new ability.
        ability: Box<Ability>,
    },
    /// Removes the card's ability number `index` (counted from 1, as printed).
    RemoveAbility {
        /// The ability's number.
        index: usize,
        /// Where the number is written.
        span: Span,
    },
    /// Adds an ability after the card's others.
    AddAbility(Box<Ability>),
}

/// What a patch changes, to find two patches of one date that change the same thing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PatchTarget {
    /// A field, by name.
    Field(String),
    /// A flag, by name.
    Flag(String),
    /// An ability, by its printed number.
    Ability(usize),
}

impl Patch {
    /// What the patch changes; none for an added ability, which conflicts with nothing.
    pub fn target(&self) -> Option<PatchTarget> {
        match self {
            Patch::SetField(field) => Some(PatchTarget::Field(field.name.name.to_string())),
            Patch::AddFlag(flag) => Some(PatchTarget::Flag(flag.name.to_string())),
            Patch::Unset { name, .. } => Some(PatchTarget::Field(name.name.to_string())),
            Patch::ReplaceAbility { index, .. } | Patch::RemoveAbility { index, .. } => {
                Some(PatchTarget::Ability(*index))
            }
            Patch::AddAbility(_) => None,
        }
    }

    /// Where the patch is written.
    pub fn span(&self) -> Span {
        match self {
            Patch::SetField(field) => field.span,
            Patch::AddFlag(flag) => flag.span,
            Patch::ReplaceAbility { span, ability, .. } => span.to(ability.span),
            Patch::RemoveAbility { span, .. } | Patch::Unset { span, .. } => *span,
            Patch::AddAbility(ability) => ability.span,
        }
    }

    /// The member the patch puts on the card, if it puts one.
    pub fn member(&self) -> Option<Member> {
        match self {
            Patch::SetField(field) => Some(Member::Field(field.clone())),
            Patch::AddFlag(flag) => Some(Member::Flag(flag.clone())),
            Patch::ReplaceAbility { ability, .. } | Patch::AddAbility(ability) => {
                Some(Member::Ability(ability.clone()))
            }
            Patch::RemoveAbility { .. } | Patch::Unset { .. } => None,
        }
    }

    /// A short description for listings: `replace ability 1`, `set integrity`.
    pub fn describe(&self) -> String {
        match self {
            Patch::SetField(field) => format!("set {}", field.name.name),
            Patch::AddFlag(flag) => format!("add {}", flag.name),
            Patch::Unset { name, .. } => format!("unset {}", name.name),
            Patch::ReplaceAbility { index, .. } => format!("replace ability {index}"),
            Patch::RemoveAbility { index, .. } => format!("remove ability {index}"),
            Patch::AddAbility(_) => "add an ability".into(),
        }
    }
}
