//! Timing (rules-digest §3): how actions interleave. Response windows open on an action
//! (step 2 of an action, §3.3; F:26 and S:110 for the windows of an attempt), the window just
//! after an action where "just after" interrupts play (§3.3-3.4), triggered texts (`when`,
//! `just after`, §3.4), abilities of cards in play used as actions, special downloads and
//! responses (§3.1), and use limits (`once each turn`..., §3.10, S:527, S:604).

pub(crate) mod abilities;
pub(crate) mod after_window;
pub(crate) mod answerers;
pub(crate) mod at_once;
pub(crate) mod guards_at_event;
pub(crate) mod triggers;
pub(crate) mod uses;
pub(crate) mod window;
pub(crate) mod window_answers;
