//! Playing cards (rules-digest §3.1-3.4: initiation, responses, results): the normal card play of a turn and what changes it (FAQ:115),
//! initiation, response and results of a play, responses nesting above what they answer
//! (S:858, M:70), and interrupts played from hand, artifacts played as interrupts among them
//! (FAQ:629-631); unique and universal cards (a unique card is not played while its player's
//! copy is in play); objectives discarded when their target leaves play; cards that affect all
//! players (Mirror Image); only an earned artifact is played from hand (`earned`); reports
//! where a card's text lets cards report where it is present (`where_present`); cards a static
//! text converted to another card type, played only as that type (`converted`).

pub(crate) mod all_players;
pub(crate) mod card_play;
pub(crate) mod converted;
pub(crate) mod crew;
pub(crate) mod earned;
pub(crate) mod hidden_agenda;
pub(crate) mod interrupts;
pub(crate) mod objectives;
pub(crate) mod options;
pub(crate) mod play;
pub(crate) mod uniqueness;
pub(crate) mod where_present;
