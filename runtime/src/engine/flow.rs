//! The flow stack: where the game is. It is part of the state (so snapshots include it);
//! the top frame decides what the next step does. Nested frames are suspended actions: a
//! card played in response, or an action that suspends play, sits above the action it
//! interrupts, which resumes when it is done (S:858, M:70).

use super::{attempt, orders, play, seed, turn, Step};
use crate::engine::Interrupt;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::Phase;
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
        /// The checkpoint of the decision that started the attempt.
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
            Frame::Attempt { opened_at, .. } | Frame::Play { opened_at, .. } => Some(*opened_at),
            _ => None,
        }
    }
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

/// Runs one step: whatever the top frame needs next.
pub(super) fn step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    if step.state.phase == Phase::Over {
        return Ok(());
    }
    let Some(top) = step.state.flow.last().cloned() else {
        return Ok(());
    };
    match top {
        Frame::Seed => seed::seed_step(step),
        Frame::Turn { segment } => match segment {
            Segment::Start => turn::start(step),
            Segment::CardPlay => play::card_play_segment(step),
            Segment::Orders => orders::orders_segment(step),
            Segment::End => turn::end(step),
            Segment::Draw => turn::draw(step),
        },
        Frame::Attempt {
            player,
            location,
            group,
            set_aside_on_top,
            ..
        } => attempt::attempt_step(step, player, location, group, set_aside_on_top),
        Frame::Play { .. } => play::response_window(step),
    }
}
