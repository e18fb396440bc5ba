//! The flow stack: where the game is. It is part of the state (so snapshots include it);
//! the top frame decides what the next step does (the rules' `step.rs` reads it). Nested frames are suspended actions: a
//! card played in response, or an action that suspends play, sits above the action it
//! interrupts, which resumes when it is done (S:858, M:70).

use super::action::{ActionRef, ActionType};
use super::battle::Battle;
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// One frame of the flow stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "frame", rename_all = "snake_case")]
pub enum Frame {
    /// A seed phase (which one is the state's phase).
    Seed,
    /// A play-phase turn, at a segment.
    Turn {
        /// The segment.
        segment: Segment,
    },
    /// A mission attempt (M:288: one action, interrupted only by valid responses and
    /// suspended play).
    Attempt {
        /// Who attempts.
        player: PlayerId,
        /// Where.
        location: LocationId,
        /// The crew or Away Team.
        group: Vec<CardId>,
        /// How many artifacts were moved to the top of the seed stack (M:319).
        set_aside_on_top: usize,
        /// How far the attempt has gone.
        stage: AttemptStage,
        /// For Borg scouting in place of an attempt (S:97-114): the objective it scouts for.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        scouting: Option<CardId>,
        /// The checkpoint of the decision that started the attempt.
        opened_at: usize,
    },
    /// A ship's normal move (M:441-445): RANGE spent, passing the locations on its way, each
    /// with a response window, before it arrives.
    Move {
        /// The ship.
        ship: CardId,
        /// Who moves it.
        player: PlayerId,
        /// Where it began.
        from: LocationId,
        /// Where it goes.
        to: LocationId,
        /// The RANGE it spends.
        cost: i64,
        /// The location it is flying by now, if any.
        passing: Option<LocationId>,
        /// The locations still to pass before it arrives.
        ahead: Vec<LocationId>,
        /// The checkpoint of the decision that started the move.
        opened_at: usize,
    },
    /// A response window on an action that is not a card play: the start of an attempt, a
    /// dilemma encounter, the solving of a mission (F:26, S:110). When both players pass in
    /// a row it closes and the action below goes on.
    Window {
        /// The action the window is open on.
        action: ActionRef,
        /// Whose turn it is to respond or pass.
        responder: PlayerId,
        /// Passes in a row.
        passes: u8,
        /// The checkpoint of the decision that opened it.
        opened_at: usize,
    },
    /// The use of a card's ability (an action, a special download, a response from a card
    /// in play): initiated, with its response window open; it resolves when both pass.
    Ability {
        /// The card whose ability it is.
        card: CardId,
        /// The ability's index.
        ability: usize,
        /// Who uses it.
        user: PlayerId,
        /// The action it responds to, for a response.
        answering: Option<ActionRef>,
        /// Whose turn it is to respond or pass.
        responder: PlayerId,
        /// Passes in a row.
        passes: u8,
        /// The checkpoint of the decision that started it.
        opened_at: usize,
    },
    /// A battle (battle/mod.rs): its initiation window, then its resolution.
    Battle {
        /// The battle.
        battle: Box<Battle>,
        /// The checkpoint of the decision that started it.
        opened_at: usize,
    },
    /// A card being played: its initiation is done and the response window is open (F:26).
    Play {
        /// The card.
        card: CardId,
        /// Who plays it.
        player: PlayerId,
        /// What it plays on.
        target: Option<CardId>,
        /// The card whose play this one responds to, and the ability used.
        responding: Option<(CardId, usize)>,
        /// Whose turn it is to respond or pass.
        responder: PlayerId,
        /// Passes in a row in the window.
        passes: u8,
        /// Where the card goes when it resolves.
        destination: crate::state::Place,
        /// The checkpoint of the decision that started the play.
        opened_at: usize,
    },
}

impl Frame {
    /// The checkpoint of the decision that opened this action, for frames that are actions.
    pub fn opened_at(&self) -> Option<usize> {
        match self {
            Frame::Attempt { opened_at, .. }
            | Frame::Move { opened_at, .. }
            | Frame::Battle { opened_at, .. }
            | Frame::Play { opened_at, .. }
            | Frame::Window { opened_at, .. }
            | Frame::Ability { opened_at, .. } => Some(*opened_at),
            _ => None,
        }
    }

    /// The action a frame with a response window is open on.
    pub fn action(&self) -> Option<ActionRef> {
        match self {
            Frame::Play { card, player, .. } => Some(ActionRef::new(ActionType::Play, *card, *player)),
            Frame::Window { action, .. } => Some(action.clone()),
            Frame::Ability { card, user, .. } => Some(ActionRef::new(ActionType::Use, *card, *user)),
            _ => None,
        }
    }

    /// The responder and the passes in a row of a frame with a response window.
    pub(crate) fn window_mut(&mut self) -> Option<(&mut PlayerId, &mut u8)> {
        match self {
            Frame::Play { responder, passes, .. }
            | Frame::Window { responder, passes, .. }
            | Frame::Ability { responder, passes, .. } => Some((responder, passes)),
            _ => None,
        }
    }
}

/// How far a mission attempt has gone (rules-digest §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum AttemptStage {
    /// Announced; the window on its initiation comes next.
    Announced,
    /// Encountering the seed cards, bottom first.
    Seeds,
    /// A dilemma has been revealed and its window has closed; its result comes next.
    Facing {
        /// The dilemma.
        dilemma: CardId,
    },
    /// No seed card is left; the window on solving has closed, the solve comes next.
    Solving,
}

/// The segments of a play-phase turn (FAQ:115).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Segment {
    /// The start of the turn: stopped cards unstop, start-of-turn texts (FAQ:119).
    Start,
    /// The one normal card play.
    CardPlay,
    /// Executing orders: moving, beaming, attempting missions.
    Orders,
    /// The end of the turn: end-of-turn texts and countdowns (FAQ:117, S:55).
    End,
    /// The card draw that ends the turn (FAQ:155).
    Draw,
}
