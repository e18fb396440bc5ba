//! Static effects of cards in play: the static layer computed at every step (S:697: not in
//! stasis) by the interpreter, the one evaluator of `static` text, or from a static's form
//! lowered when the pool loaded (`lowered.rs`, checked against the interpreter in debug
//! builds), and what the rules read
//! from it: what statics grant (compatible affiliations, attempts as another affiliation),
//! forbids and nullifies, and where holograms may exist (F:20).

pub(crate) mod forbid;
mod forbid_pattern;
pub(crate) mod forbids_read;
pub(crate) mod granted;
pub(crate) mod holograms;
mod keyed;
pub(crate) mod layer;
mod lowered;
mod merge;
mod sharing;
mod walk;
