//! The rules of the game, by rules area. Each step (`step.rs`) reads the top frame of the flow
//! stack and runs what it needs next; the areas below hold the rules each frame runs, and
//! [`rule_book`] gives the kernel the procedures card text calls. See the map in `lib.rs`.

pub(crate) mod affiliation;
pub(crate) mod attempt;
pub(crate) mod battle;
pub(crate) mod borg;
pub(crate) mod capture;
pub(crate) mod guards;
pub(crate) mod losses;
pub(crate) mod movement;
pub(crate) mod objectives;
pub(crate) mod playing;
pub(crate) mod quadrants;
pub(crate) mod rule_book;
pub(crate) mod seeding;
pub(crate) mod statics;
pub(crate) mod stations;
pub(crate) mod step;
pub(crate) mod timing;
pub(crate) mod turn;
