//! What a computation read of the board, kept as it read it, and whether the board still
//! gives it: the key of a result kept between steps (a static's share of the layer,
//! `static_keys.rs`; a guard's answer, for whoever keeps one).
//!
//! Use: open a [`Recording`](crate::state::reads::Recording) before the computation, finish
//! it after, and keep [`KeptReads::of`] the reads with the result. While
//! [`KeptReads::hold_in`] the state of a later step, the computation would read what it read
//! then, and so give what it gave: the result can be taken instead of computed again. The
//! computation must read the state through the recording accessors (`state::reads`), read
//! the layer in force through its accessors (`state::layer`, recorded as
//! [`Rest::LAYER`]), and tell `Step::beyond_board` when it reads the flow, the log or the
//! rules layer (none of which is kept here). A card is compared through its shared pointer
//! first (one comparison for a card no step wrote to since), then the parts of it read.

use super::Board;
use crate::ids::CardId;
use crate::ids::{LocationId, PlayerId};
use crate::state::reads::{Part, Reads, Rest};
use crate::state::{
    place_number, CardMarks, CardState, GameState, Lastings, Location, Phase, Place, PlaceMarks, PlayerState, Shared,
    StaticLayer, Zones,
};

/// What a computation read, as it read it.
#[derive(Clone)]
pub(crate) struct KeptReads {
    /// The cards read, each with the parts of it read ([`Part`] bits) and its state as read.
    cards: Vec<(CardId, u8, Shared<CardState>)>,
    /// The places read, with their lists of cards as read (shared with the state's zone map).
    places: Vec<(Place, Option<Shared<Vec<CardId>>>)>,
    /// Every place, when the computation walked them all.
    zones: Option<Shared<Zones>>,
    /// The cards in play, when the computation read their list.
    in_play: Option<Vec<CardId>>,
    /// The other parts of the board read, as read.
    rest: RestRead,
    /// The cards read, as marks ([`Written`](crate::state::Written)).
    card_marks: CardMarks,
    /// The places read, as marks.
    place_marks: PlaceMarks,
}

/// The lists of a [`KeptReads`] no longer kept, empty, for [`KeptReads::of`] to fill again.
#[derive(Clone, Default)]
pub(crate) struct ReadBuffers {
    /// The cards read.
    cards: Vec<(CardId, u8, Shared<CardState>)>,
    /// The places read.
    places: Vec<(Place, Option<Shared<Vec<CardId>>>)>,
}

impl KeptReads {
    /// What `reads` names, as `state` holds it now (`in_play`: the list of cards in play now),
    /// its lists filled into `buffers` (those of a result no longer kept: no allocation).
    pub(crate) fn of(state: &GameState, reads: &Reads, in_play: &[CardId], buffers: ReadBuffers) -> KeptReads {
        let ReadBuffers { mut cards, mut places } = buffers;
        cards.extend((reads.cards.iter()).map(|&(card, parts)| (card, parts, state.cards[card.index()].clone())));
        places.extend((reads.places.iter()).map(|place| (*place, state.zones.get(place).cloned())));
        KeptReads {
            cards,
            places,
            zones: reads.all_places.then(|| state.zones.clone()),
            in_play: reads.in_play.then(|| in_play.to_vec()),
            rest: RestRead::of(state, reads.rest),
            card_marks: marks(reads.cards.iter().map(|&(card, _)| card.index())),
            place_marks: marks(reads.places.iter().map(place_number)),
        }
    }

    /// The lists of what was read, emptied, to hold another result's reads.
    pub(crate) fn into_buffers(self) -> ReadBuffers {
        let KeptReads {
            mut cards, mut places, ..
        } = self;
        cards.clear();
        places.clear();
        ReadBuffers { cards, places }
    }

    /// Whether what was read is known to be unchanged from the state stamped `since` to
    /// `state` (a descendant of it): the cards and places read were not written to since
    /// (`Written`), the rest read is the same, and the computation read neither every place
    /// nor the list of cards in play. False says nothing: [`KeptReads::hold_in`] compares.
    pub(crate) fn untouched_since(&self, since: u64, state: &GameState) -> bool {
        let written = state.cards.written();
        since != 0
            && written.since() == since
            && self.marks_tell()
            && !self.card_marks.meets(written.cards())
            && !self.place_marks.meets(written.places())
            && self.rest.holds_in(state)
    }

    /// Whether everything read of the cards and places is in the marks: not so when the
    /// computation read every place.
    pub(crate) fn all_marked(&self) -> bool {
        self.zones.is_none()
    }

    /// Whether what was read of the cards and places is all in the marks, the list of cards
    /// in play not read: then it is unchanged where no mark was written to.
    pub(crate) fn marks_tell(&self) -> bool {
        self.zones.is_none() && self.in_play.is_none()
    }

    /// Whether the parts read of the board besides cards and places are the same in `state`.
    pub(crate) fn rest_holds(&self, state: &GameState) -> bool {
        self.rest.holds_in(state)
    }

    /// The cards read, as marks.
    pub(crate) fn card_marks(&self) -> &CardMarks {
        &self.card_marks
    }

    /// The places read, as marks.
    pub(crate) fn place_marks(&self) -> &PlaceMarks {
        &self.place_marks
    }

    /// Whether everything read is the same in `state` (`in_play`: its list of cards in play).
    pub(crate) fn hold_in(&self, state: &GameState, in_play: &[CardId]) -> bool {
        let cards_same = self.cards.iter().all(|(card, parts, as_read)| {
            let now = &state.cards[card.index()];
            Shared::same(as_read, now) || same_parts(as_read, now, *parts)
        });
        let places_same = || {
            self.places
                .iter()
                .all(|(place, as_read)| match (state.zones.get(place), as_read) {
                    (Some(now), Some(then)) => Shared::same(now, then) || **now == **then,
                    (now, then) => {
                        now.map_or(&[][..], |cards| cards.as_slice())
                            == then.as_ref().map_or(&[][..], |cards| cards.as_slice())
                    }
                })
        };
        let zones_same = || {
            self.zones
                .as_ref()
                .is_none_or(|zones| Shared::same(zones, &state.zones) || **zones == *state.zones)
        };
        let in_play_same = || self.in_play.as_deref().is_none_or(|list| list == in_play);
        cards_same && places_same() && zones_same() && in_play_same() && self.rest.holds_in(state)
    }
}

/// The marks of some numbers.
fn marks<const WORDS: usize>(numbers: impl Iterator<Item = usize>) -> crate::state::Marks<WORDS> {
    let mut marks = crate::state::Marks::default();
    numbers.for_each(|number| marks.mark(number));
    marks
}

/// Whether the `parts` of a card's state read ([`Part`] bits) are the same in `now` as in
/// `then`.
fn same_parts(then: &CardState, now: &CardState, parts: u8) -> bool {
    if parts == Part::ALL {
        return then == now;
    }
    let read = |part: u8| parts & part != 0;
    (!read(Part::PLACE) || then.place == now.place)
        && (!read(Part::CONTROLLER) || then.controller == now.controller)
        && (!read(Part::STATUS) || then.status == now.status)
        && (!read(Part::MODE)
            || (then.status.mode == now.status.mode && then.status.assimilated == now.status.assimilated))
        && (!read(Part::TARGET) || then.target == now.target)
}

/// The location store and the spaceline as read, both shared with the state they were read from.
type LocationsRead = (Shared<Vec<Location>>, Shared<Vec<LocationId>>);

/// The parts of the board besides cards and places a computation read ([`Rest`] bits), as
/// read.
#[derive(Clone)]
struct RestRead {
    /// The phase, the active player and the turn number.
    turn: Option<(Phase, PlayerId, u32)>,
    /// The players' counters.
    players: Option<[PlayerState; 2]>,
    /// The lasting effects.
    lasting: Option<Shared<Lastings>>,
    /// The locations and the spaceline.
    locations: Option<LocationsRead>,
    /// Whether the game was over.
    over: Option<bool>,
    /// The board, for its bookkeeping (`Board::same_unrecorded`).
    bookkeeping: Option<Board>,
    /// The static layer in force.
    layer: Option<Shared<StaticLayer>>,
}

impl RestRead {
    /// The `parts` of `state`.
    fn of(state: &GameState, parts: u8) -> RestRead {
        let read = |part: u8| parts & part != 0;
        RestRead {
            turn: read(Rest::TURN).then_some((state.phase, state.active, state.turn_number)),
            players: read(Rest::PLAYERS).then(|| state.players.clone()),
            lasting: read(Rest::LASTING).then(|| state.lasting.clone()),
            locations: read(Rest::LOCATIONS).then(|| (state.location_store.clone(), state.spaceline.clone())),
            over: read(Rest::OVER).then_some(state.phase == Phase::Over),
            bookkeeping: read(Rest::BOOKKEEPING).then(|| Board::of(state)),
            layer: read(Rest::LAYER).then(|| state.statics.clone()),
        }
    }

    /// Whether the parts read are the same in `state`.
    fn holds_in(&self, state: &GameState) -> bool {
        self.turn
            .is_none_or(|turn| turn == (state.phase, state.active, state.turn_number))
            && self.players.as_ref().is_none_or(|players| *players == state.players)
            && self.lasting.as_ref().is_none_or(|lasting| *lasting == state.lasting)
            && self.locations.as_ref().is_none_or(|(store, line)| {
                (Shared::same(store, &state.location_store) || **store == *state.location_store)
                    && *line == state.spaceline
            })
            && self.over.is_none_or(|over| over == (state.phase == Phase::Over))
            && self
                .bookkeeping
                .as_ref()
                .is_none_or(|board| board.same_unrecorded(state))
            && self
                .layer
                .as_ref()
                .is_none_or(|layer| Shared::same(layer, &state.statics) || **layer == *state.statics)
    }
}
