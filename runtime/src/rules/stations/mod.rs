//! Stations and their sites (Glossary, site, S:421-427; S:217-219). A site is a room or
//! docking area of a Nor: it is added to a station its `plays on` accepts ("Any Nor: Ops
//! Module"), whichever player seeded the station, and stands on it (`Place::On`). A
//! station's sites form one row, grouped by the level of the station each belongs to, Ops
//! Module, Promenade, Habitat Ring, Docking Ring, left to right (S:425): the row is read in
//! that order, a site joining its level's group where its player places it among the sites
//! already there. A station has
//! one of each site unless the site is universal (S:427). Sites seed free in the facility
//! phase (S:217, S:423; at most six in a seed deck, `deck::validate`) and play with the
//! normal card play (S:423). Personnel at a site are aboard it (`Place::Aboard` the site):
//! present with each other there, and at the station's location. No card beams to, from or
//! within a Nor unless a card allows it (F:20, "Using facilities").

mod sites;

pub(crate) use sites::{place_in_level, site_plays, site_seeds, sites_of};

use crate::ids::CardId;
use crate::kernel::Step;

/// Whether a card is a Nor: a station carrying the characteristic "Nor" (Nor, Terok Nor, Deep
/// Space 9), the kind of station sites join and no transporter reaches (F:20).
pub(crate) fn is_nor(step: &Step<'_>, card: CardId) -> bool {
    step.def(card).characteristics.iter().any(|c| c == "Nor")
}
