//! Recording and replaying games. A game is its setup (ruleset, decks, seed) and the answers
//! given; replaying them reproduces the same event log, byte for byte. The record also keeps
//! a digest of every card definition the decks use, so replaying against a pool whose cards
//! changed since is reported, never silently diverging.

use crate::defs::CardPool;
use crate::engine::{Game, GameSetup};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Everything needed to replay a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The setup.
    pub setup: GameSetup,
    /// The accepted answers, in order.
    pub answers: Vec<usize>,
    /// The digest of each card the decks use, by title, and of each core rule's settings,
    /// as `rule "Name"` (stdlib/rules.card, as the ruleset's errata left them).
    pub digests: BTreeMap<String, u64>,
    /// Where the game stood when it was recorded; a replay must reach the same.
    #[serde(default)]
    pub outcome: Option<Outcome>,
}

/// Where a game stands: its phase, turn, scores, winner, and its event log (how many events,
/// and a digest of them all), so a replay that reaches it has played the same game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The phase: `over` for a finished game.
    pub phase: String,
    /// The turn number.
    pub turn: u32,
    /// Each player's score.
    pub scores: [i64; 2],
    /// The winner, if any: 1 or 2.
    pub winner: Option<u8>,
    /// How many events the log holds.
    pub events: usize,
    /// FNV-1a over the JSON of every event, in order.
    pub log_digest: u64,
}

impl Outcome {
    /// Where `game` stands now.
    pub fn of(game: &Game) -> Outcome {
        let state = game.state();
        let mut log = String::new();
        for event in game.log() {
            log.push_str(&serde_json::to_string(event).unwrap_or_default());
            log.push('\n');
        }
        Outcome {
            phase: crate::view::phase_name(state.phase).to_string(),
            turn: state.turn_number,
            scores: state.players.clone().map(|p| p.score),
            winner: state.winner.map(|w| w.0 + 1),
            events: game.log().len(),
            log_digest: crate::defs::digest(&log),
        }
    }
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// A card's definition differs from the one the game was recorded with.
    CardChanged {
        /// The title.
        title: String,
    },
    /// A core rule is missing or reads differently from when the game was recorded (another
    /// ruleset, or changed errata).
    RuleChanged {
        /// The rule's name.
        rule: String,
    },
    /// A card the game used (in a deck or a side deck) has no digest in the record, so
    /// whether it changed since cannot be told.
    DigestMissing {
        /// The title.
        title: String,
    },
    /// A card of the record is not in the pool.
    CardMissing {
        /// The title.
        title: String,
    },
    /// The game could not start.
    Setup(String),
    /// The replay ended somewhere else than the recorded game.
    OutcomeDiffers {
        /// The recorded outcome.
        recorded: Box<Outcome>,
        /// The replayed one.
        replayed: Box<Outcome>,
    },
    /// An answer was refused where the recorded game accepted it.
    Diverged {
        /// Which answer.
        index: usize,
        /// Why it was refused.
        reason: crate::engine::AnswerRejected,
    },
}

impl ReplayError {
    /// The engine error that refused an answer on replay, if that is what went wrong.
    pub fn engine_error(&self) -> Option<&crate::interp::EngineError> {
        match self {
            ReplayError::Diverged {
                reason: crate::engine::AnswerRejected::Engine(error),
                ..
            } => Some(error),
            _ => None,
        }
    }
}

impl Outcome {
    /// Each field that differs from `other`: its name, this side's value, the other's.
    pub fn differences(&self, other: &Outcome) -> Vec<(&'static str, String, String)> {
        let winner = |w: Option<u8>| w.map_or("no winner".to_string(), |w| format!("player {w}"));
        let fields = [
            ("phase", self.phase.clone(), other.phase.clone()),
            ("turn", self.turn.to_string(), other.turn.to_string()),
            ("scores", format!("{:?}", self.scores), format!("{:?}", other.scores)),
            ("winner", winner(self.winner), winner(other.winner)),
            ("events", self.events.to_string(), other.events.to_string()),
            (
                "log digest",
                format!("{:016x}", self.log_digest),
                format!("{:016x}", other.log_digest),
            ),
        ];
        fields.into_iter().filter(|(_, a, b)| a != b).collect()
    }
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::CardChanged { title } => write!(f, "\"{title}\" has changed since the game was recorded"),
            ReplayError::CardMissing { title } => write!(f, "\"{title}\" is no longer in the pool"),
            ReplayError::DigestMissing { title } => write!(
                f,
                "the record holds no digest of \"{title}\", which the game uses, so a change to it since cannot be told"
            ),
            ReplayError::RuleChanged { rule } => write!(
                f,
                "the rule \"{rule}\" reads differently from when the game was recorded (replay with the record's ruleset)"
            ),
            ReplayError::Setup(reason) => write!(f, "the game cannot start: {reason}"),
            ReplayError::OutcomeDiffers { recorded, replayed } => {
                let differences: Vec<String> = recorded
                    .differences(replayed)
                    .into_iter()
                    .map(|(field, recorded, replayed)| format!("{field}: recorded {recorded}, replayed {replayed}"))
                    .collect();
                write!(f, "the replay ends elsewhere: {}", differences.join("; "))
            }
            ReplayError::Diverged { index, reason } => write!(f, "answer {index} was refused on replay: {reason}"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    /// The record of a game so far.
    pub fn of(game: &Game) -> GameRecord {
        GameRecord {
            setup: game.setup().clone(),
            answers: game.accepted_answers().to_vec(),
            digests: digests(game.pool(), &game.setup().decks),
            outcome: Some(Outcome::of(game)),
        }
    }

    /// Replays the record against a pool: checks every card's digest, gives the answers, and
    /// checks the game ends where the recorded one did (when the record holds an outcome).
    pub fn replay(&self, pool: Arc<CardPool>) -> Result<Game, ReplayError> {
        if let Some(title) = used_titles(&self.setup.decks).find(|title| !self.digests.contains_key(*title)) {
            return Err(ReplayError::DigestMissing { title: title.clone() });
        }
        for (title, digest) in &self.digests {
            if let Some(rule) = rule_name(title) {
                if rule_digest(&pool, rule) != Some(*digest) {
                    return Err(ReplayError::RuleChanged { rule: rule.to_string() });
                }
                continue;
            }
            match pool.find(title) {
                None => return Err(ReplayError::CardMissing { title: title.clone() }),
                Some(id) if pool.def(id).digest != *digest => {
                    return Err(ReplayError::CardChanged { title: title.clone() })
                }
                Some(_) => {}
            }
        }
        let mut game = Game::new(pool, self.setup.clone()).map_err(|e| ReplayError::Setup(e.to_string()))?;
        for (index, &answer) in self.answers.iter().enumerate() {
            game.answer(answer)
                .map_err(|reason| ReplayError::Diverged { index, reason })?;
        }
        if let Some(recorded) = &self.outcome {
            let replayed = Outcome::of(&game);
            if replayed != *recorded {
                return Err(ReplayError::OutcomeDiffers {
                    recorded: Box::new(recorded.clone()),
                    replayed: Box::new(replayed),
                });
            }
        }
        Ok(game)
    }
}

/// The titles of the cards the decks use: their cards and their side decks'.
fn used_titles(decks: &[crate::engine::Deck; 2]) -> impl Iterator<Item = &String> {
    decks.iter().flat_map(|deck| {
        deck.cards
            .iter()
            .chain(deck.side_decks.iter().flat_map(|side| &side.cards))
    })
}

/// The digests of the cards the decks use, and of the core rules.
fn digests(pool: &CardPool, decks: &[crate::engine::Deck; 2]) -> BTreeMap<String, u64> {
    let cards = used_titles(decks).filter_map(|title| pool.find(title).map(|id| (title.clone(), pool.def(id).digest)));
    let rules = pool
        .rules
        .keys()
        .filter_map(|rule| rule_digest(pool, rule).map(|digest| (format!("rule \"{rule}\""), digest)));
    cards.chain(rules).collect()
}

/// The rule a digest key names, if it is one: `rule "Interrupt order"`.
fn rule_name(key: &str) -> Option<&str> {
    key.strip_prefix("rule \"")?.strip_suffix('"')
}

/// The digest of a core rule's settings, if the pool has the rule.
fn rule_digest(pool: &CardPool, rule: &str) -> Option<u64> {
    let settings = pool.rules.get(rule)?;
    let text: Vec<String> = settings.iter().map(|(name, value)| format!("{name}={value}")).collect();
    Some(crate::defs::digest(&text.join(";")))
}
