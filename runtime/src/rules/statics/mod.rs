//! Static effects of cards in play: the static layer computed at every step (S:697: not in
//! stasis), the markers the rules read from `static` text when they need them, what statics
//! grant (compatible affiliations), forbids and nullifies, and where holograms may
//! exist (F:20).

pub(crate) mod forbid;
pub(crate) mod granted;
pub(crate) mod holograms;
pub(crate) mod layer;
pub(crate) mod markers;
