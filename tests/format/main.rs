//! The canonical formatter (`stccg fmt`): idempotence, an unchanged syntax tree and kept
//! comments over every card file of the bundled pool and the stdlib, snapshots of fixtures
//! with awkward layout, and the command line.

mod cli;
mod fixtures;
mod pool;
