//! The static layer: what the `static` abilities of cards in play give now (attribute
//! modifiers, attributes given a value, gained skills, multiplied attributes, changed affiliations). The engine recomputes it from the cards'
//! text at every step (`rules::statics::layer`), so it holds exactly while its conditions do: a
//! personnel who leaves the equipment's presence loses its bonus at once (FAQ:583-585).

use super::SkillEdit;
use crate::ids::CardId;
use serde::{Deserialize, Serialize};

/// The continuous effects in force, as last computed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticLayer {
    /// Attribute modifiers: the card, the attribute, the amount.
    pub modifiers: Vec<(CardId, String, i64)>,
    /// Attributes multiplied: the card, the attribute, the factor. Multiplying applies after
    /// every addition (the published rules let the player order modifiers, FAQ:845-847;
    /// multiplying last is the order that favours the card's controller).
    pub multipliers: Vec<(CardId, String, i64)>,
    /// Attributes given a value in place of the printed one: the card, the attribute, the
    /// value (Frame of Mind: "attributes of 3-3-3" while the dilemma is on the personnel).
    /// Modifiers still add to it (the last one collected wins between two such values).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fixed: Vec<(CardId, String, i64)>,
    /// Skill changes: the card and the edit.
    pub skills: Vec<(CardId, SkillEdit)>,
    /// Affiliations cards have in place of their printed ones: the card and the affiliation
    /// (Lore's Fingernail: "All inorganics (except \[Holo\]) become \[Non\]").
    #[serde(default)]
    pub affiliations: Vec<(CardId, String)>,
    /// What ships count as or may do by a static text, the ship and the marker's verb:
    /// `count_as_staffed` (Lore Returns: "While Rogue Borg aboard, ship is staffed"),
    /// `may_initiate_battle` ("it may initiate battle").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<(CardId, String)>,
    /// Cards that are not personnel but may be beamed, each with the ship or facility whose
    /// transporters beam them (Lore Returns: "beam your Rogue Borg").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub beamable: Vec<(CardId, CardId)>,
}

impl StaticLayer {
    /// The sum of the modifiers to one attribute of a card.
    pub fn bonus(&self, card: CardId, attribute: &str) -> i64 {
        self.modifiers
            .iter()
            .filter(|(c, a, _)| *c == card && a == attribute)
            .map(|(_, _, amount)| amount)
            .sum()
    }

    /// The value a static text gives an attribute of a card in place of its printed one.
    pub fn fixed(&self, card: CardId, attribute: &str) -> Option<i64> {
        self.fixed
            .iter()
            .rev()
            .find(|(c, a, _)| *c == card && a == attribute)
            .map(|(_, _, value)| *value)
    }

    /// The product of the factors an attribute of a card is multiplied by (1 for none).
    pub fn factor(&self, card: CardId, attribute: &str) -> i64 {
        self.multipliers
            .iter()
            .filter(|(c, a, _)| *c == card && a == attribute)
            .fold(1i64, |product, (_, _, f)| product.saturating_mul(*f))
    }

    /// The affiliation a card has in place of its printed ones, if a static text changed it
    /// (the last one collected wins).
    pub fn affiliation(&self, card: CardId) -> Option<&str> {
        self.affiliations
            .iter()
            .rev()
            .find(|(c, _)| *c == card)
            .map(|(_, a)| a.as_str())
    }

    /// Whether a static text marks a card with this verb (`count_as_staffed`).
    pub fn marked(&self, card: CardId, verb: &str) -> bool {
        self.markers.iter().any(|(c, v)| *c == card && v == verb)
    }

    /// The skill edits the layer makes to a card.
    pub fn edits(&self, card: CardId) -> impl Iterator<Item = &SkillEdit> {
        self.skills.iter().filter(move |(c, _)| *c == card).map(|(_, e)| e)
    }
}
