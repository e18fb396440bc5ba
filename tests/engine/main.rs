//! The engine tests: mechanics with expected outcomes from the rules text, and random games
//! that must keep the invariants, end, and replay.

mod core_rules;
mod durations;
mod games;
mod guard_forms;
mod layers;
mod manheim;
mod mechanics;
mod primitives;
mod rulesets;
mod scenario;
mod set_deck_games;
mod side_deck_games;
mod spaceline;
mod static_forms;
mod timing;
