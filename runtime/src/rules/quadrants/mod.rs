//! Quadrants (First Edition Rulebook, Quadrants; M:259, S:195, S:593-597, M:219-220,
//! M:452-454): one spaceline per quadrant. A mission goes on the spaceline of the quadrant its
//! point box shows, at either end of that spaceline; a personnel, ship or facility is native to
//! the quadrant of its quadrant icon (none: the Alpha Quadrant) and reports to (or seeds at) a
//! location of that quadrant only, while equipment is native everywhere (F:20). Distance,
//! adjacency, the spaceline's ends and relocated locations stay within one spaceline (the
//! geometry of `state/spaceline.rs`); only text that moves a card directly to another location
//! crosses quadrants (M:452).

use crate::defs::Quadrant;
use crate::ids::{CardId, LocationId};
use crate::kernel::Step;

/// Whether a card may report to, seed at or be built at a location by its native quadrant:
/// personnel, ships and facilities only in the quadrant they are native to (M:219-220, F:17,
/// S:213); any other card anywhere (F:20: equipment is native to all quadrants).
pub(crate) fn native_at(step: &Step<'_>, card: CardId, location: LocationId) -> bool {
    let def = step.def(card);
    if !(def.is("personnel") || def.is("ship") || def.is("facility")) {
        return true;
    }
    def.native_quadrant() == step.state.location(location).quadrant
}

/// The positions a mission may be seeded at, before any region rule: either end of its
/// quadrant's spaceline (S:197, M:259), or the only place on a quadrant's empty spaceline.
pub(crate) fn spaceline_ends(step: &Step<'_>, quadrant: Quadrant) -> Vec<usize> {
    let line = step.state.quadrant_positions(quadrant);
    if line.is_empty() {
        vec![line.start]
    } else {
        vec![line.start, line.end]
    }
}

/// How an option names a quadrant's spaceline, for a mission of another quadrant than Alpha
/// (the Alpha Quadrant's reads as before: "the spaceline").
pub(crate) fn spaceline_words(quadrant: Quadrant) -> String {
    match quadrant {
        Quadrant::Alpha => String::new(),
        other => format!(" of the {} Quadrant spaceline", other.name()),
    }
}
