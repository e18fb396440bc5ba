//! Mission attempts (rules-digest §4, M:278-331): who may attempt (M:278-286), the attempt one
//! seed card at a time with its response windows (F:26, S:110), dilemma encounters (M:280,
//! M:321, FAQ:523), a dilemma applied to another ship and crew as well (Receptacle Stones), the
//! solve (M:319), and mis-seeds revealed on the way (M:238-252, S:203-211); and a ship and crew
//! facing the next dilemma under a mission outside an attempt (Nebula: `face_next.rs`).

pub(crate) mod encounter;
mod encounter_texts;
pub(crate) mod ending;
pub(crate) mod face_next;
pub(crate) mod groups;
pub(crate) mod misseed;
pub(crate) mod progress;
pub(crate) mod shared_encounter;
pub(crate) mod stopped_group;

pub(crate) use progress::{earn_artifacts, seeded_artifacts};
