//! The quadrants of the galaxy, each with its own spaceline (S:195, S:593, M:259): a mission
//! is in the quadrant its point box shows (none: the Alpha Quadrant), and a personnel, ship or
//! facility is native to the quadrant of its quadrant icon (none: the Alpha Quadrant; M:219-220).

use serde::{Deserialize, Serialize};

/// A quadrant, in the order its spaceline is laid out beside the others.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Quadrant {
    /// The Alpha Quadrant: a mission with no quadrant symbol or no point box (M:259).
    #[default]
    Alpha,
    /// The Gamma Quadrant.
    Gamma,
    /// The Delta Quadrant.
    Delta,
    /// The Mirror Quadrant, the mirror universe (M:214-225).
    Mirror,
}

impl Quadrant {
    /// Every quadrant, in the order of the spacelines.
    pub const ALL: [Quadrant; 4] = [Quadrant::Alpha, Quadrant::Gamma, Quadrant::Delta, Quadrant::Mirror];

    /// The quadrant of a `quadrant` vocabulary word (`stdlib/vocabulary.card`).
    pub fn from_name(name: &str) -> Option<Quadrant> {
        match name {
            "Alpha" => Some(Quadrant::Alpha),
            "Gamma" => Some(Quadrant::Gamma),
            "Delta" => Some(Quadrant::Delta),
            "Mirror" => Some(Quadrant::Mirror),
            _ => None,
        }
    }

    /// The quadrant a quadrant icon makes a card native to (M:219-220): `GQ`, `DQ`, `MQ`.
    pub fn from_icon(icon: &str) -> Option<Quadrant> {
        match icon {
            "GQ" => Some(Quadrant::Gamma),
            "DQ" => Some(Quadrant::Delta),
            "MQ" => Some(Quadrant::Mirror),
            _ => None,
        }
    }

    /// Whether this is the Alpha Quadrant (the default, left out of saved states).
    pub fn is_alpha(&self) -> bool {
        *self == Quadrant::Alpha
    }

    /// The quadrant's name, as the rules write it ("the Delta Quadrant").
    pub fn name(&self) -> &'static str {
        match self {
            Quadrant::Alpha => "Alpha",
            Quadrant::Gamma => "Gamma",
            Quadrant::Delta => "Delta",
            Quadrant::Mirror => "Mirror",
        }
    }
}
