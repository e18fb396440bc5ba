//! The Borg affiliation's own play (Glossary: scouting locations, S:94-122): the Borg never
//! attempt missions; an objective that targets a location lets them scout it instead, which
//! is an attempt's encounter of its seed cards without the solving, complete at the end of
//! their turn once nothing remains to be encountered.

pub(crate) mod dilemmas;
pub(crate) mod probing;
pub(crate) mod scouting;
