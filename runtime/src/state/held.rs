//! A condition a lasting effect holds while: `modify target.STRENGTH by +2 while
//! present(ENGINEER)`. The game state keeps the condition's text with what it refers to (the
//! card whose text made it, its player, its target, its group, the names bound where it was
//! made), so the rules can read it again at every step, as they read a `static while`; the
//! state below them only keeps the last verdict.

use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};
use stccg_lang::ast::Expr;

/// The condition of a `while` duration, with the context it is read in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeldCondition {
    /// The condition, as written on the card.
    pub condition: Expr,
    /// The card whose text made the effect (`self` in the condition).
    pub card: CardId,
    /// The player it was made for (`you`).
    pub controller: PlayerId,
    /// The card the text plays on (`target`).
    pub target: Option<CardId>,
    /// The encountering crew or Away Team, in a dilemma's text (`group`).
    pub group: Vec<CardId>,
    /// The location the text ran at (`here`).
    pub location: Option<LocationId>,
    /// The names bound where the effect was made (`let`, `as`, `for each`), with their values.
    pub bindings: Vec<(String, HeldValue)>,
    /// Whether the condition held when last read: the effect is in force while it does.
    pub holds: bool,
}

// A condition's syntax holds no floating-point value: equality is total.
impl Eq for HeldCondition {}

/// A value bound to a name where a `while` effect was made (the interpreter's values, kept
/// in the game state).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HeldValue {
    /// Some cards.
    Cards(Vec<CardId>),
    /// One card.
    Card(CardId),
    /// A player.
    Player(PlayerId),
    /// A number.
    Number(i64),
    /// A truth value.
    Bool(bool),
    /// A location.
    Location(LocationId),
    /// A place cards can go.
    Place(super::Place),
    /// A name.
    Name(String),
    /// A duration (a `let` bound to one).
    Until(Box<super::Until>),
    /// Both players.
    BothPlayers,
    /// No player named yet.
    NoPlayer,
}
