//! The answers of ability guards kept with what they read (the rules' `timing/kept_guards`
//! decides a guard; this keeps its answer, and says whether it still holds).
//!
//! An action's guard (`action "..." if CONDITION`, Escape Pod's `count(cards_at(here)...) > 0`)
//! is decided every time an orders list is built, though most orders change nothing it
//! reads. Its answer is a function of what it read: the cards and places the state's
//! accessors record while it runs (`state::reads`, the recording the static layer's keys use
//! too), the list of cards in play, the turn, players, lasting effects and locations it noted
//! reading, and two things the recording does not see: the static layer in force (skills,
//! icons and attributes a guard may read) and the board's fields no accessor records (uses,
//! skips, passes, nullified plays, the winner, the ruleset). While all of those are as the
//! guard read them, its answer is taken instead of deciding it again. A guard that read the
//! log or called the rules layer (`Step::beyond_board`), or drew on the random generator, is
//! not kept.

use super::Board;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::reads::{Reads, Rest};
use crate::state::{CardState, GameState, Lasting, Location, Phase, Place, PlayerState, Shared, StaticLayer, Zones};
use rustc_hash::FxHashMap;

/// The guards' answers kept, each with what it read, and the board's unrecorded fields they
/// were decided on.
#[derive(Clone, Default)]
pub(crate) struct GuardKeys {
    /// The board when the answers were kept, for the fields no accessor records.
    unrecorded: Option<Board>,
    /// Each guard's answer, by its card, the condition, its user and its target.
    kept: FxHashMap<GuardKey, KeptGuard>,
}

/// A guard: the card, which of its conditions (`rules::timing::kept_guards::Condition`), its
/// user, and the card it is decided on, for a condition decided per target.
pub(crate) type GuardKey = (CardId, u32, PlayerId, Option<CardId>);

/// One guard's answer and what it read.
#[derive(Clone)]
struct KeptGuard {
    /// The cards read, with their state as read.
    cards: Vec<(CardId, Shared<CardState>)>,
    /// The places read, with their lists of cards as read.
    places: Vec<(Place, Option<Shared<Vec<CardId>>>)>,
    /// Every place, when the guard walked them all.
    zones: Option<Shared<Zones>>,
    /// The cards in play, when the guard read their list.
    in_play: Option<Vec<CardId>>,
    /// The phase, active player and turn number, when read.
    turn: Option<(Phase, PlayerId, u32)>,
    /// The players' counters, when read.
    players: Option<[PlayerState; 2]>,
    /// The lasting effects, when read.
    lasting: Option<Vec<Lasting>>,
    /// The locations and the spaceline, when read.
    locations: Option<(Shared<Vec<Location>>, Vec<LocationId>)>,
    /// The static layer in force.
    layer: Shared<StaticLayer>,
    /// The guard's answer.
    holds: bool,
}

impl GuardKeys {
    /// The answer kept for a guard, if everything it read is unchanged in `state`;
    /// `in_play` gives the list of cards in play now (asked only if the guard read it).
    pub(crate) fn get(&self, state: &GameState, key: GuardKey, in_play: impl FnOnce() -> Vec<CardId>) -> Option<bool> {
        let kept = self.kept.get(&key)?;
        if !self
            .unrecorded
            .as_ref()
            .is_some_and(|board| board.same_unrecorded(state))
        {
            return None;
        }
        let cards_same = kept.cards.iter().all(|(card, as_read)| {
            let now = &state.cards[card.index()];
            Shared::same(as_read, now) || **as_read == **now
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
        let rest_same = || {
            kept.turn
                .is_none_or(|turn| turn == (state.phase, state.active, state.turn_number))
                && kept.players.as_ref().is_none_or(|players| *players == state.players)
                && kept.lasting.as_ref().is_none_or(|lasting| *lasting == state.lasting)
                && kept.locations.as_ref().is_none_or(|(store, line)| {
                    (Shared::same(store, &state.location_store) || **store == *state.location_store)
                        && *line == state.spaceline
                })
        };
        let layer_same = || Shared::same(&kept.layer, &state.statics) || *kept.layer == *state.statics;
        let in_play_same = || kept.in_play.as_deref().is_none_or(|list| list == in_play().as_slice());
        (cards_same && places_same() && zones_same() && rest_same() && layer_same() && in_play_same())
            .then_some(kept.holds)
    }

    /// Keeps the answer a guard gave on `state`, with what it read (`in_play`: the cards in
    /// play, when it read their list).
    pub(crate) fn record(
        &mut self,
        state: &GameState,
        key: GuardKey,
        reads: Reads,
        in_play: Option<Vec<CardId>>,
        holds: bool,
    ) {
        if !self
            .unrecorded
            .as_ref()
            .is_some_and(|board| board.same_unrecorded(state))
        {
            self.kept.clear();
            self.unrecorded = Some(Board::of(state));
        }
        let read = |part: u8| reads.rest & part != 0;
        let kept = KeptGuard {
            cards: reads
                .cards
                .iter()
                .map(|&card| (card, state.cards[card.index()].clone()))
                .collect(),
            places: reads
                .places
                .iter()
                .map(|place| (*place, state.zones.get(place).cloned()))
                .collect(),
            zones: reads.all_places.then(|| state.zones.clone()),
            in_play,
            turn: read(Rest::TURN | Rest::OVER).then_some((state.phase, state.active, state.turn_number)),
            players: read(Rest::PLAYERS).then(|| state.players.clone()),
            lasting: read(Rest::LASTING).then(|| state.lasting.clone()),
            locations: read(Rest::LOCATIONS).then(|| (state.location_store.clone(), state.spaceline.clone())),
            layer: state.statics.clone(),
            holds,
        };
        self.kept.insert(key, kept);
    }
}
