//! The abstract syntax tree of card files. Every node carries the byte span it was parsed
//! from, and the whole tree serialises with serde (`stccg parse --json FILE`).

mod ability;
mod expr;
mod item;
mod statement;
pub(crate) mod visit;

pub use ability::*;
pub use expr::*;
pub use item::*;
pub use statement::*;
pub use visit::*;
