//! The turn (rules-digest §2.3, FAQ:115): its segments (start, card play, orders, end, the card draw), the
//! texts at the start or end of a turn (turn words FAQ:133-143), countdowns (S:55), the
//! orders of the orders segment (moving, beaming, attempting: M:286, S:757), and bringing an
//! action scheduled for a later turn forward (S:51-58), and the texts that answer the end of
//! the game.

mod beam_boarding;
mod beam_crews;
mod beam_grants;
mod beams;
pub(crate) mod game_end;
pub(crate) mod orders;
pub(crate) mod presence;
pub(crate) mod schedule;
pub(crate) mod segments;
