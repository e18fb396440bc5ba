//! Starting a game: the two decks become cards in their owners' seed decks (missions,
//! dilemmas, artifacts, facilities: S:170-178) and draw decks (everything else), the draw
//! decks are shuffled with the game's seed, and the first seed phase begins. A side deck's
//! cards are shuffled in their side deck (S:191) and one copy of the doorway that opens it
//! goes to the seed deck; with a side deck to open, the doorway phase comes first (S:193).

use crate::defs::CardPool;
use crate::event::Event;
use crate::ids::{CardId, DefId, PlayerId};
use crate::state::Frame;
use crate::state::{CardState, GameState, Phase, Place, Ruleset, Shared, Status};
use serde::{Deserialize, Serialize};

/// A deck: card titles, one entry per copy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// The deck's name.
    pub name: String,
    /// The cards, by title.
    pub cards: Vec<String>,
    /// The side decks (S:390); one copy of each opener among `cards` is seeded to open it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub side_decks: Vec<SideDeck>,
    /// Cards among `cards` listed under `seed` that seed on the table (`seeds: table`: "Seeds
    /// or plays on table", the Alternate Universe Door), one title per copy: they start in the
    /// seed deck, not the draw deck (S:224, S:233).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub table_seeds: Vec<String>,
    /// The player's cards outside the game (M:403), no part of the deck: texts that bring
    /// such cards in take them from here (Trust Me).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outside_game: Vec<String>,
}

/// A side deck (S:390): the cards a doorway opens, by title.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideDeck {
    /// The title of the doorway that opens it (Q's Tent).
    pub opener: String,
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
        let find = |title: &String| {
            pool.find(title).ok_or_else(|| SetupError::UnknownCard {
                deck: deck.name.clone(),
                title: title.clone(),
            })
        };
        let mut openers = deck
            .side_decks
            .iter()
            .map(|side| find(&side.opener))
            .collect::<Result<Vec<_>, _>>()?;
        let mut table_seeds = deck.table_seeds.iter().map(find).collect::<Result<Vec<_>, _>>()?;
        for title in &deck.cards {
            let def = find(title)?;
            // A doorway seeded like a dilemma (Q-Flash, M:325) is a seed card too.
            let place = if SEED_TYPES.contains(&pool.def(def).kind.as_str()) || pool.def(def).seeds_under_missions {
                Place::SeedDeck { player }
            } else if let Some(at) = openers.iter().position(|&opener| opener == def) {
                // The doorway that opens a side deck is a seed card (S:178, S:390).
                openers.remove(at);
                Place::SeedDeck { player }
            } else if let Some(at) = table_seeds.iter().position(|&seed| seed == def) {
                // A card that seeds on the table, listed under `seed` (S:224, S:233).
                table_seeds.remove(at);
                Place::SeedDeck { player }
            } else {
                Place::DrawDeck { player }
            };
            add_card(&mut state, def, player, place);
        }
        shuffle(&mut state, Place::DrawDeck { player });
        for side in &deck.side_decks {
            let place = Place::SideDeck {
                player,
                deck: find(&side.opener)?,
            };
            for title in &side.cards {
                add_card(&mut state, find(title)?, player, place);
            }
            shuffle(&mut state, place);
        }
        for title in &deck.outside_game {
            add_card(&mut state, find(title)?, player, Place::OutsideGame { player });
        }
    }
    let doorways = PlayerId::BOTH.iter().any(|&player| {
        state
            .in_place(&Place::SeedDeck { player })
            .iter()
            .any(|&card| pool.def(state.card(card).def).opens_side_deck())
    });
    state.phase = if doorways {
        Phase::SeedDoorways
    } else {
        Phase::SeedMissions
    };
    let log = vec![
        Event::GameStarted { seed: setup.seed },
        Event::PhaseBegan { phase: state.phase },
    ];
    Ok((state, log))
}

/// A new card of the player's, in a place.
fn add_card(state: &mut GameState, def: DefId, player: PlayerId, place: Place) {
    let id = CardId(state.cards.len() as u32);
    state.cards.push(Shared::new(CardState {
        def,
        owner: player,
        controller: player,
        place,
        status: Status::default(),
        countdown: None,
        counters: Default::default(),
        target: None,
        named_player: None,
        named_cards: Vec::new(),
        former: None,
    }));
    state.zones.list_mut(place).push(id);
    // A card added to the places directly: the cards in play are no longer known by stamp.
    state.in_play_stamp = crate::state::InPlayStamp::unknown();
    state.cards.written_mut().forget();
}

/// Shuffles the cards of a place with the game's random numbers.
fn shuffle(state: &mut GameState, place: Place) {
    state.cards.written_mut().place(&place);
    if let Some(cards) = state.zones.get_mut(&place) {
        state.rng.shuffle(cards);
    }
}
