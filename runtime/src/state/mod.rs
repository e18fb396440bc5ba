//! The game state: every card and where it is, the spaceline, scores, turn and phase, the
//! random generator, and the engine's own progress (the flow stack). It is plain data and
//! cheap to clone, which the engine uses for snapshots and search uses for look-ahead.

mod action;
mod battle;
mod cards;
mod chunked;
mod flow;
mod held;
mod in_play_stamp;
mod lasting;
mod lasting_kinds;
mod lastings;
mod layer;
mod place;
mod player;
pub mod reads;
mod schedule;
mod shared;
mod skills;
mod spaceline;
mod status;
mod written;
mod zones;

pub use crate::defs::Ruleset;
pub use action::{ActionRef, ActionType};
pub use battle::{Battle, BattleKind};
pub use cards::Cards;
pub use chunked::Chunked;
pub use flow::{AttemptStage, Frame, Segment};
pub use held::{HeldCondition, HeldValue};
pub use in_play_stamp::InPlayStamp;
pub use lasting::{Lasting, LastingEffect, Subject, Until};
pub use lasting_kinds::{LastingKind, LastingKinds};
pub use lastings::Lastings;
pub use layer::{PlayerGrant, RuleKind, StaticLayer, StaticRule};
pub use place::Place;
pub use player::{CardPlayBatch, PlayerState};
pub use schedule::{Scheduled, Skip};
pub use shared::Shared;
pub use skills::{includes, SkillBox, SkillChange, SkillEdit, Slot};
pub use spaceline::{Location, Scouting};
pub use status::{FlagStatus, Status, StatusKind};
pub use written::{place_number, CardMarks, Marks, PlaceMarks, Written};
pub use zones::Zones;

use crate::ids::{CardId, DefId, LocationId, PlayerId};
use crate::rng::Rng;
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// One physical card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    /// Its definition.
    pub def: DefId,
    /// Who owns it.
    pub owner: PlayerId,
    /// Who controls it.
    pub controller: PlayerId,
    /// Where it is.
    pub place: Place,
    /// Statuses.
    pub status: Status,
    /// Turns left on its countdown, once it has started counting.
    pub countdown: Option<u32>,
    /// The counts the rules keep for it, by name (`deaths`: the times it was killed and came
    /// back to life, S:660).
    #[serde(default, skip_serializing_if = "IndexMap::is_empty")]
    pub counters: IndexMap<String, i64>,
    /// The card it was played on, if it plays on a card.
    pub target: Option<CardId>,
    /// The player its text chose to affect later ("Choose a player. End of each turn, that
    /// player must draw a card": The Traveler: Transcendence), set by `name_player`.
    #[serde(default)]
    pub named_player: Option<PlayerId>,
    /// The cards its text kept to act on later (Make Us Go: the ENGINEER placed atop the
    /// mission with it, "place both out of play" at the end of the next turn), set by
    /// `name_cards`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub named_cards: Vec<CardId>,
    /// Where a card relocated to a time location came from, and its position in that place
    /// (Temporal Rift: "return that ship or dilemma to its former location").
    #[serde(default)]
    pub former: Option<(Place, u32)>,
}

/// The phase of the game (rules-digest §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Seeding doorways on their side decks (S:193), when a player has one to seed.
    SeedDoorways,
    /// Seeding missions (S:197).
    SeedMissions,
    /// Seeding dilemmas and artifacts under missions (S:201).
    SeedDilemmas,
    /// Seeding facilities (S:213).
    SeedFacilities,
    /// Play-phase turns.
    Play,
    /// The game is over.
    Over,
}

/// The whole state of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// Every card, indexed by [`CardId`]. The list, its chunks and each card are shared with
    /// the snapshots of the state: a snapshot copies one pointer, a step that changes a card
    /// copies the list of chunks once, the card's chunk and that card alone ([`Cards`]).
    pub cards: Cards,
    /// The cards in each place, in order (for decks and stacks, the last is the top); the map
    /// and each place's list are shared with the snapshots until a card moves.
    pub zones: Shared<Zones>,
    /// Which cards are in play, as a stamp changed whenever one enters or leaves play (not
    /// saved, not compared): a list of the cards in play is kept across moves that keep it.
    #[serde(skip)]
    pub in_play_stamp: InPlayStamp,
    /// Every location of the game, indexed by [`LocationId`]: the store, in no spatial order;
    /// shared with the snapshots until a location changes.
    pub location_store: Shared<Vec<Location>>,
    /// The spaceline: the ids of its locations, left to right (`spaceline.rs`); shared with
    /// the snapshots and memos until a location is inserted.
    pub spaceline: Shared<Vec<LocationId>>,
    /// Per-player counters.
    pub players: [PlayerState; 2],
    /// The rules in force.
    pub ruleset: Ruleset,
    /// The phase.
    pub phase: Phase,
    /// Whose turn (or seed turn) it is.
    pub active: PlayerId,
    /// Play-phase turns so far, both players counted (the first turn is 1).
    pub turn_number: u32,
    /// How many players have passed in a row in a seed phase (S:189).
    pub passes: u8,
    /// Uses of limited abilities (S:527, S:604); shared with the snapshots and memos until an
    /// ability is used.
    pub uses: Shared<Vec<Use>>,
    /// Triggered abilities waiting to run, in order (rules-digest §3.4).
    pub triggers: Vec<PendingTrigger>,
    /// The game's random numbers.
    pub rng: Rng,
    /// The winner, once the game is over.
    pub winner: Option<PlayerId>,
    /// Where the game is: the flow stack of the engine (the top frame runs next); shared
    /// with the snapshots and checkpoints until a step changes it.
    pub flow: Shared<Vec<Frame>>,
    /// Cards whose play was nullified while in the response window.
    pub nullified: Vec<CardId>,
    /// Scheduled actions brought forward, skipped in the turn they were due (S:51-58).
    pub skips: Vec<Skip>,
    /// Whether the response window on the end-of-turn card draw has been held (S:803).
    pub draw_answered: bool,
    /// The lasting effects made so far and not yet expired (`lasting.rs`); shared with the
    /// snapshots and memos until one is made, changed or expires.
    #[serde(default, skip_serializing_if = "lastings::none")]
    pub lasting: Shared<Lastings>,
    /// What the `static` abilities of cards in play give now, computed at every step (kept
    /// while what it was computed from is unchanged, `kernel::StaticsMemo`); shared with the
    /// memo and the snapshots of the state, so keeping or copying it copies a pointer.
    #[serde(default)]
    pub statics: Shared<StaticLayer>,
    /// How many times a double-sided card turned to its other face (`flip`, S:579) this game:
    /// a card's definition is otherwise its own from its creation on, and what was kept from
    /// reading definitions is kept only while this count is the same.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub faces_turned: u32,
}

/// Whether a count is zero (serde's `skip_serializing_if` takes a path to a function).
fn is_zero(count: &u32) -> bool {
    *count == 0
}

impl GameState {
    /// A state with no cards and an empty spaceline: turn 0, the first player active, the
    /// given phase and flow.
    pub fn empty(ruleset: Ruleset, seed: u64, phase: Phase, flow: Vec<Frame>) -> Self {
        GameState {
            cards: Cards::default(),
            zones: Default::default(),
            in_play_stamp: InPlayStamp::unknown(),
            location_store: Shared::default(),
            spaceline: Shared::default(),
            players: [PlayerState::default(), PlayerState::default()],
            ruleset,
            phase,
            active: PlayerId(0),
            turn_number: 0,
            passes: 0,
            uses: Shared::default(),
            triggers: Vec::new(),
            rng: Rng::new(seed),
            winner: None,
            flow: Shared::new(flow),
            nullified: Vec::new(),
            skips: Vec::new(),
            draw_answered: false,
            lasting: Shared::default(),
            statics: Shared::default(),
            faces_turned: 0,
        }
    }

    /// The state of a card, the read of every field recorded (`reads.rs`); one field is read
    /// through the accessor of its part ([`place_of`](Self::place_of),
    /// [`controller_of`](Self::controller_of), [`status_of`](Self::status_of)).
    #[inline]
    pub fn card(&self, id: CardId) -> &CardState {
        reads::card(id, reads::Part::ALL);
        &self.cards[id.index()]
    }

    /// Who owns a card. It is the card's from its creation on, as its definition, so reading it
    /// reads nothing that can change (not recorded, `reads.rs`).
    #[inline]
    pub fn owner_of(&self, id: CardId) -> PlayerId {
        self.cards.owner(id.index())
    }

    /// Where a card is, the read of its place alone recorded (`reads.rs`).
    #[inline]
    pub fn place_of(&self, id: CardId) -> Place {
        reads::card(id, reads::Part::PLACE);
        self.cards[id.index()].place
    }

    /// Who controls a card, the read of its controller alone recorded (`reads.rs`).
    #[inline]
    pub fn controller_of(&self, id: CardId) -> PlayerId {
        reads::card(id, reads::Part::CONTROLLER);
        self.cards[id.index()].controller
    }

    /// The affiliation a multi-affiliation card is in now (`Status::mode`, M:473), the read
    /// of its mode alone recorded (`reads.rs`): a card's affiliation is read far more often
    /// than its other statuses, which change as it moves and stops.
    #[inline]
    pub fn mode_of(&self, id: CardId) -> Option<&str> {
        reads::card(id, reads::Part::MODE);
        self.cards[id.index()].status.mode.as_deref()
    }

    /// Whether a personnel is assimilated (`Status::assimilated`), read as its affiliation
    /// is: the read of its mode alone recorded (`reads.rs`).
    #[inline]
    pub fn assimilated(&self, id: CardId) -> bool {
        reads::card(id, reads::Part::MODE);
        self.cards[id.index()].status.assimilated
    }

    /// The card a card was played on, if it plays on one, the read of its target alone
    /// recorded (`reads.rs`).
    #[inline]
    pub fn target_of(&self, id: CardId) -> Option<CardId> {
        reads::card(id, reads::Part::TARGET);
        self.cards[id.index()].target
    }

    /// A card's statuses, the read of its statuses alone recorded (`reads.rs`).
    #[inline]
    pub fn status_of(&self, id: CardId) -> &Status {
        reads::card(id, reads::Part::STATUS);
        &self.cards[id.index()].status
    }

    /// The definition of a card. It is the card's from its creation on, but for a double-sided
    /// card turned over (`faces_turned` counts those turns), so reading it is not recorded
    /// (`reads.rs`).
    #[inline]
    pub fn def_of(&self, id: CardId) -> crate::ids::DefId {
        self.cards.def(id.index())
    }

    /// Play-phase turns so far, both players counted: `turn_number`, the read recorded
    /// (`reads.rs`).
    #[inline]
    pub fn turn(&self) -> u32 {
        reads::rest(reads::Rest::TURN);
        self.turn_number
    }

    /// Whose turn (or seed turn) it is: `active`, the read recorded (`reads.rs`).
    #[inline]
    pub fn whose_turn(&self) -> PlayerId {
        reads::rest(reads::Rest::TURN);
        self.active
    }

    /// A player's score, the read recorded (`reads.rs`).
    #[inline]
    pub fn score(&self, player: PlayerId) -> i64 {
        reads::rest(reads::Rest::PLAYERS);
        self.players[player.index()].score
    }

    /// The state of a card, to change it.
    pub fn card_mut(&mut self, id: CardId) -> &mut CardState {
        &mut self.cards[id.index()]
    }

    /// The cards in a place, in order.
    #[inline]
    pub fn in_place(&self, place: &Place) -> &[CardId] {
        reads::place(place);
        self.zones.get(place).map(|cards| cards.as_slice()).unwrap_or(&[])
    }

    /// Whether a card is stopped now: by its own status, or because it is aboard a stopped
    /// ship of its controller ("your cards aboard your stopped ship are also stopped", S:770).
    /// Only ships are ever stopped among hosts, so the host's type need not be looked up.
    pub fn is_stopped(&self, id: CardId) -> bool {
        if self.has_lasting(id, |e| matches!(e, LastingEffect::Stopped)) {
            return true;
        }
        match self.place_of(id) {
            Place::Aboard { card: host } => self.controller_of(host) == self.controller_of(id) && self.is_stopped(host),
            _ => false,
        }
    }
}

/// What a use limit counts (S:527, S:604).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "per", rename_all = "snake_case")]
pub enum UseKey {
    /// Uses of an effect by a player, whatever copy it came from (every limit: rules-digest
    /// §3.10).
    Effect {
        /// The card's definition.
        def: DefId,
        /// The ability.
        ability: usize,
        /// Who used it.
        player: PlayerId,
    },
}

/// One use of a limited ability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Use {
    /// What it counts against.
    pub key: UseKey,
    /// The turn number it was used in (0 in the seed phases).
    pub turn: u32,
    /// Whether it counts for the whole game.
    pub per_game: bool,
}

/// A triggered ability waiting to run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingTrigger {
    /// The card.
    pub card: CardId,
    /// The ability.
    pub ability: usize,
    /// The action that set it off.
    pub action: ActionRef,
}
