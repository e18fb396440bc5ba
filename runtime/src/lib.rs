//! The rules engine of the Star Trek CCG First Edition: game state, the turn machine, the
//! timing engine (actions, responses, suspended play) and the interpreter of card programs
//! from `stccg-lang`'s AST.
//!
//! | module | what |
//! |---|---|
//! | [`defs`] | card definitions read from a checked pool |
//! | [`board`] | boards built directly, for scenarios and tests |
//! | [`state`] | the game state: cards, places, spaceline, scores, the flow stack |
//! | [`engine`] | the [`Game`](engine::Game): steps, decisions, phases, turns, attempts |
//! | [`interp`] | the interpreter of card text |
//! | [`decision`], [`agent`] | decisions and the agents that answer them |
//! | [`event`], [`replay`] | the event log and replaying a recorded game |
//! | [`report`] | engine errors as diagnostics with file, line and column |
//! | [`scenario`] | rulings as executable scenarios |
//! | [`view`] | the board and decisions as plain text, for a terminal |

#![forbid(unsafe_code)]

pub mod agent;
pub mod board;
pub mod decision;
pub mod deck;
pub mod defs;
pub mod engine;
pub mod event;
pub mod ids;
pub mod interp;
pub mod replay;
pub mod report;
pub mod reveal;
pub mod rng;
pub mod scenario;
pub mod state;
pub mod view;
