//! The statuses of a card (rules-digest §1.6): stopped, disabled, in stasis, damaged, and the
//! lasting changes card text makes to it (modifiers, skills, features lost).

use super::SkillEdit;
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// The statuses of rules-digest §1.6.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Status {
    /// Stopped until the start of this turn number (S:761); `u32::MAX` until unstopped.
    pub stopped_until: Option<u32>,
    /// Disabled (FAQ:410-412).
    pub disabled: bool,
    /// In stasis (S:686-697).
    pub stasis: bool,
    /// Damaged (FAQ:245-249).
    pub damaged: bool,
    /// The turn a damaged ship went under repair (turned sideways, FAQ:245-249).
    #[serde(default)]
    pub under_repair: Option<u32>,
    /// Quarantined: may not leave where it is.
    pub quarantine: bool,
    /// RANGE used this turn (M:441).
    pub range_used: i64,
    /// Attribute modifiers on the card: (attribute, amount, in force before the start of
    /// this turn number; `u32::MAX` for good).
    pub modifiers: Vec<(String, i64, u32)>,
    /// Changes card text made to the skills box, in order (S:514-522).
    pub skill_edits: Vec<SkillEdit>,
    /// A ship whose crew must attempt the mission at this location before it may leave or
    /// the orders end (Samaritan Snare, S:46).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub must_attempt: Option<LocationId>,
    /// The spaceline end a ship must move toward, fixed by its first required move
    /// (Cytherians: "target location at this spaceline's far end").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heading: Option<LocationId>,
    /// The ship towing this ship with its Tractor Beam (S:630); the tow holds while both are
    /// at the same location.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub towed_by: Option<CardId>,
    /// Control taken for a time: at the start of this turn number, control goes back to this
    /// player (Alien Parasites: "until start of your next turn").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control_returns: Option<(u32, PlayerId)>,
    /// The card whose `hosts` text lets this card exist where it is (Holo-Projectors for a
    /// hologram on a planet): once that card leaves play, this one is erased.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hosted_by: Option<CardId>,
    /// A cloaked ship (FAQ:755-765): it may not be attacked, fire WEAPONS or beam.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cloaked: bool,
    /// The turn number in which it last cloaked or uncloaked: once per turn (FAQ:755-757).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloak_turn: Option<u32>,
    /// A ship that may not cloak before the start of this turn number (Tachyon Detection
    /// Grid: "It may not cloak"); `u32::MAX` for good.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_cloak_until: Option<u32>,
    /// How many times it was killed and came back to life (Spot's lives, S:660).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub deaths: i64,
    /// The turn number when it last moved to where it is: a card's "next turn" is a turn
    /// after this one.
    #[serde(default, skip_serializing_if = "is_zero_turn")]
    pub placed_turn: u32,
    /// Printed features it lost for the rest of the game (Supernova, S:833): `game_text`,
    /// `point_box`, `affiliation_icons`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost_features: Vec<String>,
    /// The kind of location a mission converted to for the rest of the game (Supernova:
    /// "converts to \[S\] (if \[P\])"): `space` or `planet`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub converted_to: Option<String>,
    /// Where and in which turn a ship last arrived by moving; a relocation clears it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived: Option<(LocationId, u32)>,
    /// The arrival by moving before the last one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived_before: Option<(LocationId, u32)>,
    /// Face down: a card that flips over (Distortion Field: "flip card over").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
}

/// Whether a turn number is zero (not serialized then).
fn is_zero_turn(turn: &u32) -> bool {
    *turn == 0
}

/// Whether a count is zero (not serialized then).
fn is_zero(n: &i64) -> bool {
    *n == 0
}
