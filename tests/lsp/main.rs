//! The language server (`stccg lsp`, the `stccg-lsp` crate): fixture files answered
//! in-process through the analysis and compared with insta snapshots (`fixtures/`), the
//! incremental re-check against checking everything, and one session with the command over
//! stdio.

mod fixtures;
mod incremental;
mod stdio;
