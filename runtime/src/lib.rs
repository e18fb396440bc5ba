//! The rules engine of the Star Trek CCG First Edition: game state, the turn machine, the
//! timing engine (actions, responses, suspended play, triggers) and the interpreter of card
//! programs from `stccg-lang`'s AST. Issue 3 builds it; this crate holds nothing yet.

#![forbid(unsafe_code)]
