//! A board built directly, for scenarios and tests: the spaceline, cards in any place, the
//! turn, the segment and the scores, without playing the seed phases. A [`Board`] names cards
//! by title and checks each against the pool, so a typo is an error that names the title, not
//! a panic. [`Game::from_board`](crate::engine::Game::from_board) starts a game from it.

use crate::defs::CardPool;
use crate::engine::{Frame, Segment};
use crate::ids::{CardId, DefId, LocationId, PlayerId};
use crate::state::{
    CardState, GameState, Lasting, LastingEffect, Location, Phase, Place, Ruleset, Shared, Status, Subject, Until,
};

/// Why a board cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A title the pool does not have.
    UnknownCard {
        /// The title.
        title: String,
    },
    /// A mission title that names a card of another type.
    NotAMission {
        /// The title.
        title: String,
    },
    /// A mission stacked on a mission of another title (S:199 stacks duplicates only).
    NotADuplicate {
        /// The title.
        title: String,
        /// The mission already there.
        there: String,
    },
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardError::UnknownCard { title } => write!(f, "\"{title}\" is not in the card pool"),
            BoardError::NotAMission { title } => write!(f, "\"{title}\" is not a mission"),
            BoardError::NotADuplicate { title, there } => {
                write!(
                    f,
                    "\"{title}\" cannot be stacked on \"{there}\": only a copy of the same mission can"
                )
            }
        }
    }
}

impl std::error::Error for BoardError {}

/// A board under construction.
pub struct Board<'p> {
    pool: &'p CardPool,
    state: GameState,
}

impl<'p> Board<'p> {
    /// An empty board in the play phase: the first player's first turn, at its card play.
    pub fn new(pool: &'p CardPool, ruleset: Ruleset, seed: u64) -> Self {
        Board {
            pool,
            state: GameState {
                turn_number: 1,
                ..GameState::empty(
                    ruleset,
                    seed,
                    Phase::Play,
                    vec![Frame::Turn {
                        segment: Segment::CardPlay,
                    }],
                )
            },
        }
    }

    /// Adds a card owned (and controlled) by `owner` to the top of `place`. A multi-affiliation
    /// card put in play is in its first printed affiliation's mode (M:473). An artifact put in a
    /// hand is one its owner earned, as artifacts come to a hand to be played
    /// (`rules::playing::earned`); one drawn from the draw deck is not.
    pub fn card(&mut self, title: &str, owner: PlayerId, place: Place) -> Result<CardId, BoardError> {
        let def = self.pool.find(title).ok_or_else(|| BoardError::UnknownCard {
            title: title.to_string(),
        })?;
        let id = CardId(self.state.cards.len() as u32);
        let printed = self.pool.def(def);
        let multi = printed.affiliations.len() > 1 && printed.is_one_of(&["personnel", "ship", "facility"]);
        let status = Status {
            // A multi-affiliation card set in play is in its first printed affiliation's mode
            // (M:473); the game's orders may change it.
            mode: (multi && place.in_play()).then(|| printed.affiliations[0].clone()),
            ..Status::default()
        };
        self.state.cards.push(Shared::new(CardState {
            def,
            owner,
            controller: owner,
            place,
            status,
            countdown: self.pool.def(def).countdown,
            counters: match place {
                Place::Hand { .. } if printed.is("artifact") => {
                    [(crate::rules::playing::earned::EARNED.to_string(), 1)]
                        .into_iter()
                        .collect()
                }
                _ => Default::default(),
            },
            target: match place {
                Place::On { card } => Some(card),
                _ => None,
            },
            named_player: None,
            named_cards: Vec::new(),
            former: None,
        }));
        self.state.zones.list_mut(place).push(id);
        // A card added to the places directly: the cards in play are no longer known by stamp.
        self.state.in_play_stamp = crate::state::InPlayStamp::unknown();
        self.state.cards.written_mut().forget();
        Ok(id)
    }

    /// Checks that the pool has a mission of that title.
    fn mission_def(&self, title: &str) -> Result<DefId, BoardError> {
        let def = self.pool.find(title).ok_or_else(|| BoardError::UnknownCard {
            title: title.to_string(),
        })?;
        if !self.pool.def(def).is_one_of(&["mission", "q_mission"]) {
            return Err(BoardError::NotAMission {
                title: title.to_string(),
            });
        }
        Ok(def)
    }

    /// Adds a mission at the right end of its quadrant's spaceline (M:259).
    pub fn mission(&mut self, title: &str, owner: PlayerId) -> Result<(LocationId, CardId), BoardError> {
        let def = self.mission_def(title)?;
        let quadrant = self.pool.def(def).native_quadrant();
        // The id the location will take: the next in the store.
        let location = LocationId(self.state.location_store.len() as u16);
        let card = self.card(title, owner, Place::Mission { location })?;
        let end = self.state.spaceline.len();
        let inserted = self
            .state
            .insert_location(end, Location::new(card).in_quadrant(quadrant));
        debug_assert_eq!(inserted, location);
        Ok((location, card))
    }

    /// Stacks a copy of a unique mission on the one at `location`: one location (S:199).
    pub fn stack_mission(
        &mut self,
        title: &str,
        owner: PlayerId,
        location: LocationId,
    ) -> Result<LocationId, BoardError> {
        let def = self.mission_def(title)?;
        let there = &self
            .pool
            .def(self.state.card(self.state.location(location).mission).def)
            .title;
        if there != &self.pool.def(def).title {
            return Err(BoardError::NotADuplicate {
                title: title.to_string(),
                there: there.clone(),
            });
        }
        let card = self.card(title, owner, Place::Mission { location })?;
        self.state.location_mut(location).stacked.push(card);
        Ok(location)
    }

    /// Adds a card to a side deck opened by `opener` (a title: Q's Tent).
    pub fn side_deck(&mut self, opener: &str, title: &str, owner: PlayerId) -> Result<CardId, BoardError> {
        let deck = self.pool.find(opener).ok_or_else(|| BoardError::UnknownCard {
            title: opener.to_string(),
        })?;
        self.card(title, owner, Place::SideDeck { player: owner, deck })
    }

    /// Sets whose turn it is, its number and segment.
    pub fn turn(&mut self, player: PlayerId, number: u32, segment: Segment) -> &mut Self {
        self.state.active = player;
        self.state.turn_number = number;
        self.state.flow = vec![Frame::Turn { segment }].into();
        self
    }

    /// Sets a seed phase (S:186-229), with `player` to seed next: no turn has begun yet.
    pub fn seed_phase(&mut self, phase: Phase, player: PlayerId) -> &mut Self {
        self.state.phase = phase;
        self.state.active = player;
        self.state.turn_number = 0;
        self.state.passes = 0;
        self.state.flow = vec![Frame::Seed].into();
        self
    }

    /// Sets a player's score.
    pub fn score(&mut self, player: PlayerId, points: i64) -> &mut Self {
        self.state.players[player.index()].score = points;
        self
    }

    /// Marks a card stopped until the start of the next turn.
    pub fn stop(&mut self, card: CardId) -> &mut Self {
        let until = Until::TurnStart(self.state.turn_number + 1);
        self.state.add_lasting(Lasting {
            effect: LastingEffect::Stopped,
            subject: Subject::Card(card),
            source: None,
            until,
        });
        self
    }

    /// Places a card in stasis (S:686-697), alone: the cards aboard it are as the board says.
    pub fn stasis(&mut self, card: CardId) -> &mut Self {
        self.state.card_mut(card).status.stasis = true;
        self
    }

    /// The state built so far.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The finished state.
    pub fn build(self) -> GameState {
        self.state
    }
}
