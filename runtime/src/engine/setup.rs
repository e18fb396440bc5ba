//! Starting a game: the two decks become cards in their owners' seed decks (missions,
//! dilemmas, artifacts, facilities: S:170-178) and draw decks (everything else), the draw
//! decks are shuffled with the game's seed, and the first seed phase begins.

use super::Frame;
use crate::defs::CardPool;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::state::{CardState, GameState, Phase, Place, Ruleset, Shared, Status};
use serde::{Deserialize, Serialize};

/// A deck: card titles, one entry per copy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// The deck's name.
    pub name: String,
    /// The cards, by title.
    pub cards: Vec<String>,
}

/// Everything a game starts from: with the answers, it determines the whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// The ruleset the game is played under (a date or format name).
    pub ruleset: String,
    /// The seed of the game's random numbers.
    pub seed: u64,
    /// The starting player's deck, then the other's.
    pub decks: [Deck; 2],
}

/// Why a game cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A deck names a card the pool does not have.
    UnknownCard {
        /// The deck.
        deck: String,
        /// The title.
        title: String,
    },
    /// The ruleset is not one the engine knows.
    UnknownRuleset {
        /// The name given.
        name: String,
    },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::UnknownCard { deck, title } => {
                write!(f, "deck \"{deck}\" names \"{title}\", which is not in the pool")
            }
            SetupError::UnknownRuleset { name } => write!(
                f,
                "unknown ruleset \"{name}\"; the rulesets are {}",
                Ruleset::NAMES.join(", ")
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// The card types that go to the seed deck.
const SEED_TYPES: &[&str] = &["mission", "dilemma", "artifact", "facility"];

/// The state and log a game starts with.
pub(super) fn initial_state(pool: &CardPool, setup: &GameSetup) -> Result<(GameState, Vec<Event>), SetupError> {
    let ruleset = Ruleset::from_name(&setup.ruleset).ok_or_else(|| SetupError::UnknownRuleset {
        name: setup.ruleset.clone(),
    })?;
    let mut state = GameState::empty(ruleset, setup.seed, Phase::SeedMissions, vec![Frame::Seed]);
    for player in PlayerId::BOTH {
        let deck = &setup.decks[player.index()];
        for title in &deck.cards {
            let def = pool.find(title).ok_or_else(|| SetupError::UnknownCard {
                deck: deck.name.clone(),
                title: title.clone(),
            })?;
            let place = if SEED_TYPES.contains(&pool.def(def).kind.as_str()) {
                Place::SeedDeck { player }
            } else {
                Place::DrawDeck { player }
            };
            let id = CardId(state.cards.len() as u32);
            state.cards.push(Shared::new(CardState {
                def,
                owner: player,
                controller: player,
                place,
                status: Status::default(),
                countdown: None,
                target: None,
                named_player: None,
                named_cards: Vec::new(),
                former: None,
            }));
            state.zones.entry(place).or_default().push(id);
        }
        let deck_place = Place::DrawDeck { player };
        if let Some(cards) = state.zones.get_mut(&deck_place) {
            let mut shuffled = std::mem::take(cards);
            state.rng.shuffle(&mut shuffled);
            state.zones.insert(deck_place, shuffled);
        }
    }
    let log = vec![
        Event::GameStarted { seed: setup.seed },
        Event::PhaseBegan {
            phase: "seed_missions".into(),
        },
    ];
    Ok((state, log))
}
