//! Objectives (First Contact): how their outcome is probed for at the end of their player's
//! turn (`probing`), and what completing one gives (`completion`): its point box, and the
//! artifacts of the location it targets (S:108). Completing an objective is to the Borg what
//! solving a mission is to the other affiliations (Major Rakal's Romulan Review, Objectives,
//! open-cards.com 1997).

pub(crate) mod completion;
pub(crate) mod probing;

pub(crate) use completion::complete;
