//! A language server for the card language: errors as you type, hover, completion, go to
//! definition and references, formatting, document symbols, semantic tokens and code actions
//! for `.card`, `.errata`, `.deck` and `.scenario` files. `stccg lsp` runs it over stdio.
//!
//! | layer | module | knows |
//! |---|---|---|
//! | answers from a file's text and the loaded pool | [`analysis`] | byte offsets, file paths |
//! | editor positions to byte offsets and back | [`position`] | UTF-16 or UTF-8 columns |
//! | the protocol: messages, capabilities, URIs | `server` | `lsp-server`, `lsp-types` |
//!
//! The analysis knows nothing of the protocol, so tests and other tools call it directly.

#![forbid(unsafe_code)]

pub mod analysis;
pub mod position;
mod server;

pub use server::{run, run_stdio};
