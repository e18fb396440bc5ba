//! The statuses of a card (rules-digest §1.6): disabled, in stasis, damaged, cloaked, captive,
//! the affiliation mode of a multi-affiliation card (M:473), and the
//! facts of its turn the rules read (RANGE used, where it arrived). Being stopped and what card
//! text changes for a time (modifiers, skills, features lost, control) are lasting effects
//! (`state::lasting`); the counts a card keeps are `CardState::counters`.

use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// The statuses of rules-digest §1.6.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Status {
    /// Disabled (FAQ:410-412).
    pub disabled: bool,
    /// In stasis (S:686-697).
    pub stasis: bool,
    /// The card whose text put it in stasis, which holds it until it releases it (S:687):
    /// `held_by`. None for a stasis a scenario board set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stasis_by: Option<CardId>,
    /// Damaged (FAQ:245-249).
    pub damaged: bool,
    /// The turn a damaged ship went under repair (turned sideways, FAQ:245-249).
    #[serde(default)]
    pub under_repair: Option<u32>,
    /// Quarantined: may not leave where it is.
    pub quarantine: bool,
    /// RANGE used this turn (M:441).
    pub range_used: i64,
    /// A cloaked ship (FAQ:755-765): it may not be attacked, fire WEAPONS or beam.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cloaked: bool,
    /// The turn number in which it last cloaked or uncloaked: once per turn (FAQ:755-757).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloak_turn: Option<u32>,
    /// The turn number when it last moved to where it is: a card's "next turn" is a turn
    /// after this one.
    #[serde(default, skip_serializing_if = "is_zero_turn")]
    pub placed_turn: u32,
    /// Where and in which turn a ship last arrived by moving; a relocation clears it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived: Option<(LocationId, u32)>,
    /// The arrival by moving before the last one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived_before: Option<(LocationId, u32)>,
    /// Face down: a card that flips over (Distortion Field: "flip card over").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
    /// Held captive by this player (Rulebook, Capture): a captive is disabled, stays
    /// its owner's card, and goes where its captor's escort or trap card keeps it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captive: Option<PlayerId>,
    /// The affiliation a multi-affiliation card is in now, its "mode" (Glossary,
    /// multi-affiliation cards, M:473-479): declared when it reports, changed between actions.
    /// A card with one affiliation, or one never declared, has none. A commandeered card's is
    /// the affiliation it took (`commandeered`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// Commandeered (Glossary, facility, "Control of facilities", F:20; M:121): its `mode` is
    /// the commandeering affiliation, as though printed in place of its own icons, and no
    /// mode change may take it back to a printed one (M:475 is for printed icons).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub commandeered: bool,
    /// Assimilated (a personnel; Glossary, skills, S:438-440): it is of the Borg affiliation
    /// in place of its printed icons, its `mode` kept for the features that depend on it,
    /// which it may still change (M:479); its classification is a skill, and it has no
    /// classification nor gender (`Step::assimilate`). Until it leaves play.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assimilated: bool,
}

/// A status a card goes in or out of, as the event log records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatusKind {
    /// Stopped (S:761).
    Stopped,
    /// Disabled (FAQ:410-412).
    Disabled,
    /// In stasis (S:686-697).
    Stasis,
    /// Damaged (FAQ:245-249).
    Damaged,
    /// Quarantined: may not leave where it is.
    Quarantine,
    /// Cloaked (FAQ:755-765).
    Cloaked,
    /// Held captive (Rulebook, Capture).
    Captive,
}

impl StatusKind {
    /// The status as a player reads it (`in stasis`, `quarantined`).
    pub fn described(self) -> &'static str {
        match self {
            StatusKind::Stopped => "stopped",
            StatusKind::Disabled => "disabled",
            StatusKind::Stasis => "in stasis",
            StatusKind::Damaged => "damaged",
            StatusKind::Quarantine => "quarantined",
            StatusKind::Cloaked => "cloaked",
            StatusKind::Captive => "captive",
        }
    }
}

/// The statuses a card keeps as flags, set on and off by [`Status::set`]: being stopped is
/// a lasting effect and cloaking has its own turn to note.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagStatus {
    /// Disabled.
    Disabled,
    /// In stasis.
    Stasis,
    /// Damaged.
    Damaged,
    /// Quarantined.
    Quarantine,
}

impl FlagStatus {
    /// The status, as the event log records it.
    pub fn kind(self) -> StatusKind {
        match self {
            FlagStatus::Disabled => StatusKind::Disabled,
            FlagStatus::Stasis => StatusKind::Stasis,
            FlagStatus::Damaged => StatusKind::Damaged,
            FlagStatus::Quarantine => StatusKind::Quarantine,
        }
    }
}

impl Status {
    /// Sets a flag status on or off.
    pub fn set(&mut self, flag: FlagStatus, on: bool) {
        let field = match flag {
            FlagStatus::Disabled => &mut self.disabled,
            FlagStatus::Stasis => &mut self.stasis,
            FlagStatus::Damaged => &mut self.damaged,
            FlagStatus::Quarantine => &mut self.quarantine,
        };
        *field = on;
    }
}

/// Whether a turn number is zero (not serialized then).
fn is_zero_turn(turn: &u32) -> bool {
    *turn == 0
}
