//! The card language of the Star Trek CCG First Edition engine.
//!
//! Phases, each its own module, run in this order:
//!
//! | phase | module | output |
//! |---|---|---|
//! | read files (UTF-8, empty files) | [`load`] | a [`SourceMap`](source::SourceMap) |
//! | split into items, check brackets (logos) | [`syntax::lexer`] | item ranges |
//! | parse each item (pest) | [`syntax`] | an [`ast::Module`] per file |
//! | patch cards with `.errata` entries | [`errata`] | patched cards |
//! | collect declarations from the stdlib | [`symbols`] | a [`symbols::Symbols`] table |
//! | resolve each printed `+` by types: conditions joined or numbers added | [`types`] | resolved cards |
//! | check each card: fields, names, calls, types | [`check`] | diagnostics |
//! | check the pool: duplicate titles, card references | [`check`] | diagnostics |
//! | lay a file out canonically (`stccg fmt`, a tool apart from loading) | [`format`](mod@format) | formatted text |
//! | lint rules, run by `stccg check` (not by [`load`]) | [`lint`] | warnings |
//!
//! The crate knows nothing of the runtime: it parses and checks card programs.

#![forbid(unsafe_code)]

pub mod ast;
pub mod check;
pub mod diag;
pub mod errata;
pub mod excerpt;
pub mod format;
pub mod lines;
pub mod lint;
pub mod load;
pub mod new_card;
pub mod set_data;
pub mod source;
pub mod span;
pub mod stdlib;
pub mod suggest;
pub mod symbols;
pub mod syntax;
pub mod testing;
pub mod types;
