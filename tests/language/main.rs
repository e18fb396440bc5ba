//! The card-language tests, in one binary: parse tests for each construct, malformed input
//! with snapshots, the bundled pool, the command line, and the language reference.

mod cli;
mod constructs;
mod docs;
mod errata;
mod linear;
mod lint;
mod malformed;
mod pool;
mod printed_data;
mod set_data;
