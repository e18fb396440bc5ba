//! Seeding (rules-digest §2.2, S:170-229): the seed phases, players alternating until both pass (S:186-229; the
//! mission phase ends when every mission is placed, S:197), what may be seeded where
//! (S:197-219, F:17), the doorway phase that opens side decks (S:193, S:390), and personnel
//! whose text lets them report aboard a facility in the seed phase (Data's Body), and cards
//! seeded like artifacts under a card whose text lets them (Cryosatellite), or on the table in
//! the doorway phase (Open Diplomatic Relations and the Treaty it lets seed).

pub(crate) mod aboard;
pub(crate) mod doorways;
pub(crate) mod hosted;
pub(crate) mod phases;
pub(crate) mod placement;
pub(crate) mod table_hosts;
