//! The rules engine of the Star Trek CCG First Edition: game state, the turn machine, the
//! timing engine (actions, responses, suspended play) and the interpreter of card programs
//! from `stccg-lang`'s AST.
//!
//! ## Layers
//!
//! Modules depend one way, lower to higher (the engine suite's `layers.rs` fails on an import
//! that goes the other way):
//!
//! | layer | modules | what |
//! |---|---|---|
//! | 0 | [`ids`], [`rng`] | card, player and location ids; the game's random generator |
//! | 1 | [`defs`], [`decision`] | card definitions read from a checked pool, the rulesets; decisions |
//! | 2 | [`state`] | the game state: cards, places, spaceline, scores, the flow stack ([`state::Frame`]) |
//! | 3 | [`event`], [`reveal`], [`visibility`] | the event log; hands played revealed; which cards each player may see (hidden information) |
//! | 4 | [`kernel`] | a [`kernel::Step`] in progress: its queries, the changes every effect makes, errors, the [`kernel::Rules`] card text calls |
//! | 5 | [`interp`] | the interpreter of card text |
//! | 6 | [`rules`] | the rules of the game, by area, and their side of [`kernel::Rules`] |
//! | 7 | [`engine`] | the [`Game`](engine::Game): setup, steps, answers, checkpoints |
//! | 8 | [`agent`], [`board`], [`deck`], [`replay`], [`report`], [`scenario`], [`view`] | agents, boards for tests, deck files, replay, engine errors as diagnostics, scenarios, the text view |
//!
//! ## Where each rules concept lives
//!
//! | concept | where |
//! |---|---|
//! | what the next step does (the top frame of the flow stack) | `rules/step.rs`, frames in `state/flow.rs` |
//! | a response window opens on an action (F:26, S:110) | `kernel/changes.rs` (`Step::open_window`); it runs in `rules/timing/window.rs` |
//! | the window just after an action ("just after" interrupts) | `rules/timing/after_window.rs` |
//! | triggers (`when`, `just after`) run | `rules/timing/triggers.rs` |
//! | an ability of a card in play is used; use limits | `rules/timing/abilities.rs`, `rules/timing/uses.rs` |
//! | a card is played (initiation, responses, results; rules-digest §3.2-3.4) | `rules/playing/play.rs` |
//! | the normal card play of a turn (FAQ:115) | `rules/playing/card_play.rs` |
//! | an interrupt is played from hand | `rules/playing/interrupts.rs` |
//! | a turn's segments, start and end texts, countdowns (S:55) | `rules/turn/segments.rs` |
//! | orders: moving, beaming, attempting (FAQ:115) | `rules/turn/orders.rs` |
//! | a scheduled action brought forward (S:51-58) | `rules/turn/schedule.rs` |
//! | seed phases; what seeds where; doorways (S:186-229) | `rules/seeding/` |
//! | a mission attempt (M:317-331) | `rules/attempt/progress.rs`; who may attempt in `rules/attempt/groups.rs` |
//! | a dilemma is encountered (M:280, M:321) | `rules/attempt/encounter.rs` |
//! | a mis-seed is revealed (M:238-252) | `rules/attempt/misseed.rs` |
//! | a ship moves; what it may pass; required moves; beaming (M:430-445, M:437) | `rules/movement/` |
//! | towing | `kernel/tow.rs` |
//! | a lasting effect ("this effect, from this source, on this subject, until this time"): what is in force, how long it holds | `state/lasting.rs` |
//! | lasting effects end (the one expiry pass, after every step; control goes back) | `rules/step.rs` (`expire_lasting`) |
//! | the core rules' settings, read and validated when the pool loads | `defs/core_rules.rs` |
//! | a battle (FAQ:545, FAQ:964) | `rules/battle/` |
//! | a death or destruction replaced or escaped | `rules/losses/` |
//! | statics are computed (the static layer, S:697) | `rules/statics/layer.rs` runs each static through `interp/static_effects.rs`, the one evaluator of `static` text; the forms a static may hold are checked at load (`lang/src/check/statics.rs`) |
//! | forbids and nullifies of cards in play | `rules/statics/forbid.rs` |
//! | attributes with their modifiers; who is present | `kernel/queries.rs` |
//! | moves, control, statuses, scores, draws, the end of the game | `kernel/changes.rs` |
//! | card text runs (effects, expressions, requirements) | `interp/` |
//! | a decision is asked, answered, undone | `kernel/mod.rs` (`Step::decide`), `engine/game.rs` |
//! | unique and universal: a unique card not played while its copy is in play | `rules/playing/uniqueness.rs`, asked by `rules/statics/forbid.rs` |
//! | hidden information: which cards a player may see (S:372) | `visibility.rs` |

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
pub mod kernel;
pub mod replay;
pub mod report;
pub mod reveal;
pub mod rng;
pub mod rules;
pub mod scenario;
pub mod state;
pub mod view;
pub mod visibility;
