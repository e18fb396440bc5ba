//! The memo of the static layer a step computed, kept between steps (the rules' `statics/`
//! computes the layer; this is only what it was computed from, and whether that is still so).
//!
//! The layer is a function of what its computation read. Most statics read only the board
//! (cards, places, locations, scores, the turn and phase, lasting effects, uses): while those
//! are the same, so is the layer, whatever the flow stack, the pending triggers, the random
//! generator and the log say. The step tells whether the computation read more than the board
//! (`Step::beyond_board`: the log, or the rules layer, which reads the flow): then the
//! memo is kept against the whole state and the log's length, as before.

use crate::ids::{LocationId, PlayerId};
use crate::state::reads::Rest;
use crate::state::{CardMarks, GameState, InPlayStamp, Location, PlaceMarks, PlayerState, Shared, StaticLayer, Zones};
use crate::state::{Lastings, Phase, Ruleset, Skip, Use};

/// The static layer last computed, and what it was computed from.
#[derive(Clone)]
pub(crate) struct StaticsMemo {
    pub(crate) inputs: StaticsInputs,
    pub(crate) layer: Shared<StaticLayer>,
}

/// What a static layer was computed from.
#[derive(Clone)]
pub(crate) enum StaticsInputs {
    /// The board alone: the computation read nothing else. Of the board besides its cards,
    /// places and lasting effects, which every computation reads, only the parts named in
    /// `read` ([`Rest`] bits: those its statics read, and the turn when the walk over the
    /// cards read it) are compared: a score or a use of an ability that no static read leaves
    /// the layer as it was.
    ///
    /// `marks`: what the computation read of the cards and places, as marks, when all it read
    /// is marked: while the state counts its writes from the stamp drawn then and none
    /// touched those marks, its cards and places are not compared at all.
    Board {
        board: Board,
        read: u8,
        marks: Option<MarksRead>,
    },
    /// The whole state (without its layer) and the length of the log: the computation read
    /// the log or called the rules layer.
    Whole { state: GameState, log_len: usize },
}

/// What a computation of the layer read of the cards and places, as marks
/// (`state::Written`), with the stamp of the state it read them in and its cards in play.
#[derive(Clone)]
pub(crate) struct MarksRead {
    /// The stamp the state counted its writes from after the computation.
    pub(crate) since: u64,
    /// The cards read: the cards whose statics the walk looked at, the cards they are on or
    /// aboard, and every card a static read.
    pub(crate) cards: CardMarks,
    /// The places the statics read.
    pub(crate) places: PlaceMarks,
    /// The cards in play then, as a stamp: a card entering or leaving play may bring or take
    /// statics.
    pub(crate) in_play: InPlayStamp,
}

impl MarksRead {
    /// Whether no card or place read was written to since, and the cards in play are the
    /// same: the cards and places read are as they were.
    fn untouched_in(&self, state: &GameState) -> bool {
        let written = state.cards.written();
        self.since != 0
            && written.since() == self.since
            && self.in_play.same_cards(state.in_play_stamp)
            && !self.cards.meets(written.cards())
            && !self.places.meets(written.places())
    }
}

/// The parts of the state a static reads through the interpreter and the kernel's queries:
/// all of it but the flow stack, the pending triggers, the random generator and the layer
/// itself. Its cards and places are [`Shared`] with the state, so comparing them is a pointer
/// comparison for every card no step wrote to since.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Board {
    cards: crate::state::Cards,
    zones: Shared<Zones>,
    location_store: Shared<Vec<Location>>,
    spaceline: Shared<Vec<LocationId>>,
    players: [PlayerState; 2],
    ruleset: Ruleset,
    phase: Phase,
    active: PlayerId,
    turn_number: u32,
    passes: u8,
    uses: Shared<Vec<Use>>,
    winner: Option<PlayerId>,
    nullified: Vec<crate::ids::CardId>,
    skips: Vec<Skip>,
    draw_answered: bool,
    lasting: Shared<Lastings>,
}

impl Board {
    /// The board of a state. Every field of the state is named here, so a field added to the
    /// state is a compile error until it is put on the board or among those a static cannot
    /// read without the step knowing.
    pub(crate) fn of(state: &GameState) -> Board {
        let GameState {
            cards,
            zones,
            in_play_stamp: _,
            location_store,
            spaceline,
            players,
            ruleset,
            phase,
            active,
            turn_number,
            passes,
            uses,
            triggers: _,
            rng: _,
            winner,
            flow: _,
            nullified,
            skips,
            draw_answered,
            lasting,
            statics: _,
            // A face turned changed a card, which `cards` compares.
            faces_turned: _,
        } = state;
        Board {
            cards: cards.clone(),
            zones: zones.clone(),
            location_store: location_store.clone(),
            spaceline: spaceline.clone(),
            players: players.clone(),
            ruleset: *ruleset,
            phase: *phase,
            active: *active,
            turn_number: *turn_number,
            passes: *passes,
            uses: uses.clone(),
            winner: *winner,
            nullified: nullified.clone(),
            skips: skips.clone(),
            draw_answered: *draw_answered,
            lasting: lasting.clone(),
        }
    }

    /// Whether this is the board of `state` as far as a computation that read the parts
    /// `read` ([`Rest`] bits) besides the cards, places and lasting effects can tell, compared
    /// in place (nothing is cloned).
    /// `marks`: what it read of the cards and places as marks, if it is known.
    fn is_of(&self, state: &GameState, read: u8, marks: Option<&MarksRead>) -> bool {
        let reads = |part: u8| read & part != 0;
        (marks.is_some_and(|marks| marks.untouched_in(state))
            || (self.cards == state.cards && self.zones == state.zones))
            && self.lasting == state.lasting
            && (!reads(Rest::TURN | Rest::OVER)
                || (self.turn_number == state.turn_number && self.phase == state.phase && self.active == state.active))
            && (!reads(Rest::PLAYERS) || self.players == state.players)
            && (!reads(Rest::LOCATIONS)
                || (self.location_store == state.location_store && self.spaceline == state.spaceline))
            && (!reads(Rest::BOOKKEEPING) || self.same_unrecorded(state))
    }

    /// Whether the game's bookkeeping on this board (`state::reads::Rest::BOOKKEEPING`) is
    /// that of `state`.
    pub(crate) fn same_unrecorded(&self, state: &GameState) -> bool {
        self.uses == state.uses
            && self.passes == state.passes
            && self.winner == state.winner
            && self.nullified == state.nullified
            && self.skips == state.skips
            && self.draw_answered == state.draw_answered
            && self.ruleset == state.ruleset
    }
}

impl StaticsMemo {
    /// Whether the layer kept was computed from what `state` and a log of `log_len` events
    /// give now.
    pub(crate) fn holds_for(&self, state: &GameState, log_len: usize) -> bool {
        match &self.inputs {
            StaticsInputs::Board { board, read, marks } => board.is_of(state, *read, marks.as_ref()),
            StaticsInputs::Whole {
                state: kept,
                log_len: kept_len,
            } => *kept_len == log_len && *kept == *state,
        }
    }
}

/// The log was cut back to `log_len`: a memo of a longer log may have read events that are
/// gone, and is dropped (one that read only the board stands).
pub(crate) fn forget_past(memo: &mut Option<StaticsMemo>, log_len: usize) {
    if memo
        .as_ref()
        .is_some_and(|m| matches!(m.inputs, StaticsInputs::Whole { log_len: kept, .. } if kept > log_len))
    {
        *memo = None;
    }
}
