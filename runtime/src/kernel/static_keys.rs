//! Each static's result kept with what it read (the rules' `statics/` computes the layer;
//! this keeps one static's share of it, and says whether it still holds).
//!
//! A static's condition and body are a function of what they read: the cards and places the
//! state's accessors recorded while they ran (`state::reads`), the list of cards in play, and
//! the parts of the rest of the board the accessors recorded (`state::reads::Rest`: the turn,
//! the players' counters, the lasting effects, the locations, the game's bookkeeping). A
//! static that read the log or called the rules layer (`Step::beyond_board`) is not kept.
//! While what one static read is as it read it, its result is taken instead of run again: a
//! card moved far from a static's card, or a use of a limited ability, leaves that static's
//! result standing. A card is compared through its shared pointer first (one
//! comparison for a card no step wrote to since), then by value.

use super::static_passes::{Before, KeptPass};
use super::Board;
use crate::ids::CardId;
use crate::ids::{LocationId, PlayerId};
use crate::state::reads::{Part, Reads, Rest};
use crate::state::{CardState, GameState, Lasting, Location, Phase, Place, PlayerState, Shared, StaticLayer, Zones};
use rustc_hash::FxHashMap;

/// The statics' results kept, each with what it read.
#[derive(Clone, Default)]
pub(crate) struct StaticKeys {
    /// Each static's result, by its card, the ability's index and the pass.
    kept: FxHashMap<StaticKey, KeptStatic>,
    /// Results computed by the computation in progress, kept only if it changes nothing.
    pending: Vec<(StaticKey, KeptStatic)>,
    /// The first and the second pass of the layer as last merged.
    pub(crate) passes: [KeptPass; 2],
    /// The state before the computation in progress ran its first static.
    pub(crate) before: Before,
}

/// A static: its card, the ability's index among the card's text abilities, and whether it
/// is computed in the layer's second pass (with the affiliations the first gave in force).
pub(crate) type StaticKey = (CardId, u32, bool);

/// One static's result and what it read.
#[derive(Clone)]
pub(crate) struct KeptStatic {
    /// The cards read, each with the parts of it read (`state::reads::Part`) and its state
    /// as read.
    cards: Vec<(CardId, u8, Shared<CardState>)>,
    /// The places read, with their lists of cards as read (shared with the state's zone map).
    places: Vec<(Place, Option<Shared<Vec<CardId>>>)>,
    /// Every place, when the static walked them all.
    zones: Option<Shared<Zones>>,
    /// The cards in play, when the static read their list.
    in_play: Option<Vec<CardId>>,
    /// The other parts of the board the static read, as it read them.
    rest: RestRead,
    /// The affiliations the layer in force gave cards when the static ran (none in the first
    /// pass; the static reads no other part of the layer in force).
    affiliations: Vec<(CardId, String)>,
    /// What the static gave the layer: `None` when its condition did not hold or its body
    /// failed.
    pub(crate) result: Option<Shared<StaticLayer>>,
}

impl StaticKeys {
    /// Starts a computation of the layer.
    pub(crate) fn begin(&mut self) {
        self.pending.clear();
        self.before = Before::default();
    }

    /// The result kept for a static, if what it read is unchanged in `state`; `in_play` is the
    /// list of cards in play now.
    pub(crate) fn get(&self, state: &GameState, key: StaticKey, in_play: &[CardId]) -> Option<&KeptStatic> {
        let kept = self.kept.get(&key)?;
        let cards_same = kept.cards.iter().all(|(card, parts, as_read)| {
            let now = &state.cards[card.index()];
            Shared::same(as_read, now) || same_parts(as_read, now, *parts)
        });
        let places_same = || {
            kept.places
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
            kept.zones
                .as_ref()
                .is_none_or(|zones| Shared::same(zones, &state.zones) || **zones == *state.zones)
        };
        let in_play_same = || kept.in_play.as_deref().is_none_or(|list| list == in_play);
        (cards_same
            && places_same()
            && zones_same()
            && in_play_same()
            && kept.rest.holds_in(state)
            && kept.affiliations == state.statics.affiliations)
            .then_some(kept)
    }

    /// Records the result a static gave, with what it read, for the computation in progress.
    pub(crate) fn record(
        &mut self,
        state: &GameState,
        key: StaticKey,
        reads: Reads,
        in_play: &[CardId],
        result: Option<Shared<StaticLayer>>,
    ) {
        let kept = KeptStatic {
            cards: reads
                .cards
                .iter()
                .map(|&(card, parts)| (card, parts, state.cards[card.index()].clone()))
                .collect(),
            places: reads
                .places
                .iter()
                .map(|place| (*place, state.zones.get(place).cloned()))
                .collect(),
            zones: reads.all_places.then(|| state.zones.clone()),
            in_play: reads.in_play.then(|| in_play.to_vec()),
            rest: RestRead::of(state, reads.rest),
            affiliations: state.statics.affiliations.clone(),
            result,
        };
        self.pending.push((key, kept));
    }

    /// Ends the computation: its results are kept if it changed nothing (`keep`), else
    /// dropped.
    pub(crate) fn end(&mut self, keep: bool) {
        self.before = Before::default();
        if keep {
            self.kept.extend(self.pending.drain(..));
        } else {
            self.pending.clear();
        }
    }
}

/// Whether the `parts` of a card's state read (`state::reads::Part` bits) are the same in
/// `now` as in `then`.
fn same_parts(then: &CardState, now: &CardState, parts: u8) -> bool {
    if parts == Part::ALL {
        return then == now;
    }
    let read = |part: u8| parts & part != 0;
    (!read(Part::PLACE) || then.place == now.place)
        && (!read(Part::CONTROLLER) || then.controller == now.controller)
        && (!read(Part::STATUS) || then.status == now.status)
        && (!read(Part::MODE) || then.status.mode == now.status.mode)
}

/// The parts of the board besides cards and places a static read ([`Rest`] bits), as read.
#[derive(Clone)]
struct RestRead {
    /// The phase, the active player and the turn number.
    turn: Option<(Phase, PlayerId, u32)>,
    /// The players' counters.
    players: Option<[PlayerState; 2]>,
    /// The lasting effects.
    lasting: Option<Vec<Lasting>>,
    /// The locations and the spaceline.
    locations: Option<(Shared<Vec<Location>>, Vec<LocationId>)>,
    /// Whether the game was over.
    over: Option<bool>,
    /// The board, for its bookkeeping (`Board::same_unrecorded`).
    bookkeeping: Option<Board>,
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
    }
}
