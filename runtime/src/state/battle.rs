//! A battle in progress, as the flow stack holds it (the rules of battle are in the rules
//! layer's `battle/`): its kind, the two sides, where, and what cards changed about it.

use super::Place;
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// The two kinds of battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleKind {
    /// WEAPONS against SHIELDS, between ships and facilities.
    Ship,
    /// STRENGTH against STRENGTH, between personnel.
    Personnel,
}

impl BattleKind {
    /// The word the log and the prompts use.
    pub fn name(self) -> &'static str {
        match self {
            BattleKind::Ship => "ship",
            BattleKind::Personnel => "personnel",
        }
    }
}

/// A battle in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// Ship or personnel battle.
    pub kind: BattleKind,
    /// The attacking player (for a card that attacks by its own text, its owner).
    pub player: PlayerId,
    /// The attacking cards: ships and facilities, personnel, or the card that attacks.
    pub attackers: Vec<CardId>,
    /// The ship or facility attacked, or the first personnel attacked.
    pub target: CardId,
    /// The defending cards: for a ship battle, the target and the ships that return fire;
    /// for a personnel battle, every opposing personnel present.
    pub defenders: Vec<CardId>,
    /// Where.
    pub location: LocationId,
    /// The STRENGTH each attacker fights with in place of its own, if a card sets it (Rogue
    /// Borg: "X = Number of Rogue Borg present").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strength: Option<i64>,
    /// A multiplier on the attackers' STRENGTH (Klingon Right of Vengeance: "STRENGTH doubled
    /// for this battle").
    #[serde(default = "one")]
    pub times: i64,
    /// The points a card that attacks by its own text is worth to the player who destroys it
    /// in this battle (Borg Ship: "Worth points if destroyed in battle").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub worth: Option<i64>,
    /// Cancelled in its initiation window (Hugh, Asteroid Sanctuary).
    #[serde(default)]
    pub cancelled: bool,
    /// Whether the initiation window has been held.
    #[serde(default)]
    pub answered: bool,
    /// Where each attacker and defender was when the battle was initiated: one that has left
    /// that place since (beamed away by Emergency Transporter Armbands) takes no part.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<(CardId, Place)>,
    /// Whether a personnel battle's engagements have been fought: its losers are stunned or
    /// mortally wounded and its winner is not yet determined (S:790-791).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub engaged: bool,
    /// The personnel stunned in the engagements, the mortally wounded not among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stunned: Vec<CardId>,
    /// The personnel mortally wounded in the engagements: they die once a window for
    /// responses before the winner is determined has closed (Phaser Burns).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mortally_wounded: Vec<CardId>,
}

impl Battle {
    /// A battle not yet initiated.
    pub fn new(
        kind: BattleKind,
        player: PlayerId,
        attackers: Vec<CardId>,
        target: CardId,
        defenders: Vec<CardId>,
        location: LocationId,
    ) -> Self {
        Battle {
            kind,
            player,
            attackers,
            target,
            defenders,
            location,
            strength: None,
            times: 1,
            worth: None,
            cancelled: false,
            answered: false,
            places: Vec::new(),
            engaged: false,
            stunned: Vec::new(),
            mortally_wounded: Vec::new(),
        }
    }

    /// Whether a card still takes part: in play, not in stasis (S:693), where it was when the
    /// battle was initiated.
    pub fn takes_part(&self, state: &crate::state::GameState, card: CardId) -> bool {
        let now = state.card(card);
        now.place.in_play()
            && !now.status.stasis
            && self
                .places
                .iter()
                .find(|(c, _)| *c == card)
                .is_none_or(|(_, place)| *place == now.place)
    }
}

fn one() -> i64 {
    1
}
