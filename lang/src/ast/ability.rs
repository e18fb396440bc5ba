//! Abilities: the kinds of clause of a card's game text, with their timings, turns and use
//! limits.

use super::{Block, Expr, Member};
use crate::span::{Ident, Span};
use borsh::{BorshDeserialize, BorshSerialize};
use serde::{Deserialize, Serialize};

/// One ability of a card, with its span and documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Ability {
    /// What kind of ability.
    #[serde(flatten)]
    pub kind: AbilityKind,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole ability.
    pub span: Span,
}

/// The kinds of ability, one for each kind of printed clause.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(tag = "ability", rename_all = "snake_case")]
pub enum AbilityKind {
    /// What a dilemma does when encountered.
    Encounter {
        /// The statements.
        body: Block,
    },
    /// A continuous effect while a condition holds.
    Static {
        /// The condition; none means always.
        condition: Option<Expr>,
        /// The modifiers.
        body: Block,
    },
    /// A triggered ability: `when` or `just after` an action.
    Trigger {
        /// `when` or `just after`.
        timing: TriggerTiming,
        /// The action matched.
        pattern: Expr,
        /// The name the matched action is bound to.
        binding: Option<Ident>,
        /// A use limit.
        limit: Option<Limit>,
        /// `from anywhere`: the trigger works wherever its card is, in play or not (Mordock,
        /// M:410); none, only while the card is in play.
        from_zone: Option<Ident>,
        /// An extra condition.
        guard: Option<Expr>,
        /// The effects.
        body: Block,
    },
    /// An ability at the start or end of a turn.
    AtTurn {
        /// Start or end.
        point: TurnPoint,
        /// Which turns.
        turn: TurnSpec,
        /// A use limit.
        limit: Option<Limit>,
        /// An extra condition.
        guard: Option<Expr>,
        /// The effects.
        body: Block,
    },
    /// When the card's countdown expires.
    CountdownExpires {
        /// The effects.
        body: Block,
    },
    /// A response to an action it specifically modifies.
    Response {
        /// The action responded to.
        pattern: Expr,
        /// The name the action is bound to.
        binding: Option<Ident>,
        /// A use limit.
        limit: Option<Limit>,
        /// Whether it suspends play.
        suspends_play: bool,
        /// An extra condition.
        guard: Option<Expr>,
        /// The effects.
        body: Block,
    },
    /// An action a player may (or, if required, must) take.
    Action {
        /// A name for the action, shown in decisions.
        label: Option<Ident>,
        /// Whether the action is required (rules-digest §3.9).
        required: bool,
        /// A use limit.
        limit: Option<Limit>,
        /// The zone it is taken from when the card is not in play (`from discard_pile`:
        /// "may be taken from discard pile to hand"); `None`: taken while in play.
        from_zone: Option<Ident>,
        /// Whether it suspends play.
        suspends_play: bool,
        /// When it may be taken.
        guard: Option<Expr>,
        /// The effects.
        body: Block,
    },
    /// What the card does when played and resolved.
    OnPlay {
        /// A use limit: Q's Tent "once each turn, plays to ...".
        limit: Option<Limit>,
        /// Whether it may be played at any time in the play phase, suspending the action in
        /// progress (S:858; Flight of the Intruder, M:280).
        suspends_play: bool,
        /// A condition for playing it.
        guard: Option<Expr>,
        /// The effects.
        body: Block,
    },
    /// What the card plays on.
    PlaysOn {
        /// The kind of target, or `table`.
        target: Expr,
        /// A further restriction.
        filter: Option<Expr>,
    },
    /// An alternative way to play the card, as another card type.
    PlayAs {
        /// The card type it plays as.
        kind: Ident,
        /// What it does when played that way.
        members: Vec<Member>,
    },
    /// "You may probe" (Glossary, probing; S:116): offered at the end of the controller's
    /// turn, just before the card draw; the probe card is bound to `binding`.
    Probe {
        /// The name the probe card is bound to.
        binding: Ident,
        /// The card's own condition for probing ("if you have Borg at that location").
        guard: Option<Expr>,
        /// The results, read from the probe card's icons.
        body: Block,
    },
    /// The card is cured (discarded) when the condition is met.
    Cure {
        /// The condition.
        condition: Expr,
        /// Effects on cure.
        body: Option<Block>,
    },
    /// The card is nullified when the condition is met.
    NullifyWith {
        /// The condition.
        condition: Expr,
        /// Effects on nullification.
        body: Option<Block>,
    },
    /// A special download of the named card; suspends play.
    SpecialDownload {
        /// The card downloaded.
        card: Ident,
    },
    /// A clause not scripted yet.
    Todo {
        /// The printed text it stands for.
        text: Ident,
    },
}

/// `when` or `just after`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerTiming {
    /// After the results of the action.
    When,
    /// Immediately after the action, before anything else.
    JustAfter,
}

/// The start or the end of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnPoint {
    /// The start of the turn.
    Start,
    /// The end of the turn, before the card draw.
    End,
}

/// Which turns an ability happens on (FAQ:133-143).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct TurnSpec {
    /// Each, every, next or this.
    pub word: TurnWord,
    /// Whose turns (for `each` and `next`); none means the card's controller.
    pub of: Option<Expr>,
    /// The whole phrase.
    pub span: Span,
}

/// The turn words of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnWord {
    /// Each of the subject's turns.
    Each,
    /// Every turn of both players.
    Every,
    /// The subject's next turn.
    Next,
    /// This turn.
    This,
}

/// A use limit (S:527, S:532).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    /// Once in each of the controller's turns; not on the opponent's turn.
    OnceEachTurn,
    /// Once in every turn, either player's.
    OnceEveryTurn,
    /// Once in the whole game.
    OncePerGame,
    /// Once per turn, counted per effect, not per copy.
    OncePerTurn,
}
