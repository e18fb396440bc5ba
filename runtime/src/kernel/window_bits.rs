//! What the game's cards may answer a response window with, as bits read from their
//! definitions once for the game: the action types their `respond to` and `just after` texts
//! name, and whether they answer any window of the play phase (an action used outside the
//! orders, a play that suspends play, a hidden agenda's activation, an action taken from the
//! discard pile). A window then tells that nobody can answer it by a bit test on each of the
//! few cards listed, without reading any card's text (`rules::timing::window_answers`); the
//! types the triggers with an `if` condition name are kept too, for the conditions decided at
//! each event, and those every trigger names, for the triggers a step's actions set off.

use crate::ids::CardId;
use crate::state::ActionType;
use std::cell::RefCell;
use std::sync::Arc;

/// A set of action types, one bit per type (the order of [`ActionType::ALL`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ActionTypes(u64);

impl ActionTypes {
    /// The set with `kind` added.
    pub(crate) fn with(self, kind: ActionType) -> Self {
        ActionTypes(self.0 | Self::bit(kind))
    }

    /// Whether `kind` is in the set.
    pub(crate) fn has(self, kind: ActionType) -> bool {
        self.0 & Self::bit(kind) != 0
    }

    /// The types of both sets.
    pub(crate) fn union(self, other: Self) -> Self {
        ActionTypes(self.0 | other.0)
    }

    fn bit(kind: ActionType) -> u64 {
        1 << kind as u32
    }
}

/// What a card may answer a window with, and the actions its triggers answer, read from its
/// definition (both faces of a double-sided card, joined).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct WindowAnswers {
    /// The action types its `respond to` texts name (played from hand, or used from play by
    /// a card that is no interrupt).
    pub(crate) respond: ActionTypes,
    /// The action types its `just after` texts name (an interrupt played from hand just after
    /// the action).
    pub(crate) just_after: ActionTypes,
    /// Whether its `respond to` texts are used from play (it is no interrupt).
    pub(crate) responds_in_play: bool,
    /// Whether it has an action or a special download used from play outside its user's
    /// orders, open in any window of the play phase.
    pub(crate) acts_in_play: bool,
    /// Whether its play suspends play: from hand, in any window of the play phase (S:858).
    pub(crate) suspends_play: bool,
    /// Whether it is a hidden agenda, activated from the table in a window.
    pub(crate) hidden_agenda: bool,
    /// Whether it has an action taken from its discard pile.
    pub(crate) pile_actions: bool,
    /// The action types its triggers with an `if` condition name: those conditions are
    /// decided as each event of such a type is logged (`rules::timing::guards_at_event`).
    pub(crate) guarded_triggers: ActionTypes,
    /// The action types its `when` and `just after` triggers name: the actions a step's
    /// events report are answered by its triggers only when of one of them
    /// (`rules::timing::triggers::collect`).
    pub(crate) triggers: ActionTypes,
}

impl WindowAnswers {
    /// What either may answer.
    pub(crate) fn union(self, other: Self) -> Self {
        WindowAnswers {
            respond: self.respond.union(other.respond),
            just_after: self.just_after.union(other.just_after),
            responds_in_play: self.responds_in_play || other.responds_in_play,
            acts_in_play: self.acts_in_play || other.acts_in_play,
            suspends_play: self.suspends_play || other.suspends_play,
            hidden_agenda: self.hidden_agenda || other.hidden_agenda,
            pile_actions: self.pile_actions || other.pile_actions,
            guarded_triggers: self.guarded_triggers.union(other.guarded_triggers),
            triggers: self.triggers.union(other.triggers),
        }
    }

    /// Whether it may answer a window from play.
    pub(crate) fn answers_from_play(self) -> bool {
        self.responds_in_play || self.acts_in_play || self.hidden_agenda
    }
}

/// What the game's cards may answer, read once for the game.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Answerers {
    /// What each of the game's cards may answer, by its id.
    pub(crate) by_card: Vec<WindowAnswers>,
    /// The game's cards that may answer a window from play (a `respond to` of a card that is
    /// no interrupt, an action outside the orders, a hidden agenda), in the order of their ids.
    pub(crate) from_play: Vec<CardId>,
    /// Whether one of them has an action taken from its discard pile.
    pub(crate) pile_actions: bool,
    /// The game's cards with a trigger with an `if` condition, in the order of their ids.
    pub(crate) guarded: Vec<CardId>,
}

/// What the game's cards may answer, read once for the game: kept with the number of the
/// game's cards it was read from, as cards are only ever added to a game and a card keeps its
/// definition (or turns to its other face, which the bits count too).
#[derive(Clone, Default)]
pub(crate) struct GameAnswerers(RefCell<Option<(usize, Arc<Answerers>)>>);

impl GameAnswerers {
    /// The kept answers if they were read from a game of as many cards, else `read`'s, then
    /// kept. Debug builds read them again at each hit and assert that the kept ones are the
    /// same.
    pub(crate) fn kept_or_read(&self, cards: usize, read: impl Fn() -> Answerers) -> Arc<Answerers> {
        if let Some((_, kept)) = self.0.borrow().as_ref().filter(|(n, _)| *n == cards) {
            debug_assert_eq!(**kept, read(), "the kept answers of the game's cards are stale");
            return kept.clone();
        }
        let answers = Arc::new(read());
        *self.0.borrow_mut() = Some((cards, answers.clone()));
        answers
    }
}
