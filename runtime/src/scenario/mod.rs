//! Rulings as executable scenarios: a small file format (read with pest, its errors reported
//! as the card language's diagnostics) that sets up a board, makes choices and checks what
//! the rules say must happen. See `docs/scenarios.md`.

mod board;
mod check;
mod check_deck;
mod check_seed;
mod check_station;
mod check_view;
mod model;
mod parse;
mod parse_board;
mod parse_seed;
mod parse_station;
mod parse_step;
mod run;

pub use model::{Expectation, Scenario, Setup, SetupKind, Step, StepKind, Where};
pub use parse::parse;
pub use run::{run, Failure, Outcome};
