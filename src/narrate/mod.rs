//! The narration of a game: each event of the engine's log as a line a player understands
//! (`player 1 attempts Avert Disaster with Data (#12), ...`, `Archer kills Data (#12)`, `player 2
//! scores 35 points: solved Avert Disaster`), for `stccg play` and `stccg replay --narrate`.
//!
//! Hidden information stays hidden from a viewer: a card drawn or seeded face down by the
//! other player is not named (S:201), nor a card the other player examines. Without a viewer
//! (two random agents, a replay), everything is named.
//!
//! The engine does not say why an attempt ended unsolved; the narration reads it from the
//! events of the attempt and the state after them: no one left, the group stopped by a
//! dilemma, or (every seed card faced) the mission's requirements not met.

mod say;

use say::Say;
use stccg_runtime::defs::CardPool;
use stccg_runtime::event::Event;
use stccg_runtime::ids::{CardId, LocationId, PlayerId};
use stccg_runtime::state::{GameState, Place};
use stccg_runtime::view::player_name;

/// Narrates a game's events, remembering what the lines need across events (the encounters
/// of the attempt under way).
#[derive(Debug, Default)]
pub struct Narrator {
    /// Who reads the narration: `None` names every card.
    viewer: Option<PlayerId>,
    /// Whether the attempt under way stopped a card.
    attempt_stopped: bool,
    /// Whether each choice is printed beside the narration (`stccg play`), so what a choice
    /// line says is not told twice; not for a replay.
    choices_shown: bool,
    /// The last line told, so a status set twice in a row is told once.
    last: Option<String>,
}

impl Narrator {
    /// A narrator for `viewer` (or for an onlooker who sees everything), beside the lines of
    /// the choices (`stccg play`).
    pub fn new(viewer: Option<PlayerId>) -> Self {
        Narrator {
            viewer,
            attempt_stopped: false,
            choices_shown: true,
            last: None,
        }
    }

    /// A narrator of a whole game's log, without its choices (`stccg replay --narrate`).
    pub fn for_replay() -> Self {
        Narrator {
            choices_shown: false,
            ..Narrator::new(None)
        }
    }

    /// The lines of `events`, read against the state after them; a line the same as the one
    /// before is not repeated.
    pub fn lines(&mut self, events: &[Event], state: &GameState, pool: &CardPool) -> Vec<String> {
        let mut lines = Vec::new();
        for event in events {
            if let Some(line) = self.line(event, state, pool) {
                if self.last.as_ref() != Some(&line) {
                    self.last = Some(line.clone());
                    lines.push(line);
                }
            }
        }
        lines
    }

    /// The line of one event, or `None` for an event a player does not need told (the start
    /// of a phase or a turn, which the play loop heads, or a step of the timing engine).
    pub fn line(&mut self, event: &Event, state: &GameState, pool: &CardPool) -> Option<String> {
        let say = Say { state, pool };
        let card = |id: CardId| say.card(id);
        let who = |p: PlayerId| player_name(p);
        Some(match event {
            Event::GameStarted { .. }
            | Event::Passed { .. }
            | Event::PhaseBegan { .. }
            | Event::TurnBegan { .. }
            | Event::Resolved { .. }
            | Event::ShipPassed { .. }
            | Event::Answered { .. } => return None,
            Event::Moved { card: id, from, to } => return self.moved(&say, *id, from, to),
            // The choice line places the mission already.
            Event::MissionPlaced { .. } if self.choices_shown => return None,
            Event::MissionPlaced { card: id, .. } => {
                format!("{} places {} on the spaceline", who(say.owner(*id)), card(*id))
            }
            // A personnel, ship, equipment or facility played is told as reported for duty.
            Event::Played { card: id, .. } if say.reports(*id) => return None,
            Event::Played { card: id, player } => format!("{} plays {}", who(*player), card(*id)),
            Event::Nullified { card: id } => format!("{} is nullified", card(*id)),
            Event::Status { card: id, status, on } => {
                if *on && *status == stccg_runtime::state::StatusKind::Stopped {
                    self.attempt_stopped = true;
                }
                let status = status.described();
                if *on {
                    format!("{} is {status}", card(*id))
                } else {
                    format!("{} is no longer {status}", card(*id))
                }
            }
            Event::Scored {
                player, points, reason, ..
            } => {
                let (verb, n) = if *points < 0 {
                    ("loses", -points)
                } else {
                    ("scores", *points)
                };
                let total = state.players[player.index()].score;
                format!("{} {verb} {n} points ({reason}); score {total}", who(*player))
            }
            Event::AttemptBegan {
                player,
                location,
                group,
            } => {
                self.attempt_stopped = false;
                format!(
                    "{} attempts {} with {}",
                    who(*player),
                    say.mission(*location),
                    say.cards(group)
                )
            }
            Event::ScoutingBegan {
                player,
                location,
                group,
                objective,
            } => format!(
                "{} scouts {} with {} for {}",
                who(*player),
                say.mission(*location),
                say.cards(group),
                card(*objective)
            ),
            Event::ScoutingEnded { location, .. } => format!("  the scouting of {} is over", say.mission(*location)),
            Event::ScoutingCompleted {
                location, objective, ..
            } => format!(
                "  scouting of {} is complete for {}",
                say.mission(*location),
                card(*objective)
            ),
            Event::Probed {
                player,
                card: objective,
                probe,
            } => format!("{} probes for {}: {}", who(*player), card(*objective), card(*probe)),
            Event::ObjectiveCompleted { player, card: id, .. } => format!("{} completes {}", who(*player), card(*id)),
            Event::Encountered { card: id } => format!("  the attempt encounters {}", card(*id)),
            Event::QFlashed { player, card: id, .. } => {
                format!("  {} has a Q-Flash from {}", who(*player), card(*id))
            }
            Event::QFlashEnded { player, .. } => format!("  {}'s Q-Flash ends", who(*player)),
            Event::UsedAs { card: id, feature } => format!("  {} is used as {feature}", card(*id)),
            Event::MisSeeded { card: id, .. } => {
                format!(
                    "  {} was mis-seeded: it is placed out of play, not encountered",
                    card(*id)
                )
            }
            Event::MissionSolved { card: id, player, .. } => format!("{} solves {}", who(*player), card(*id)),
            Event::AttemptEnded {
                location,
                solved,
                group,
                ..
            } => {
                if *solved {
                    return None;
                }
                format!(
                    "the attempt of {} fails: {}",
                    say.mission(*location),
                    self.why_unsolved(&say, *location, group)
                )
            }
            Event::AbilityUsed { card: id, .. } => format!("{}'s text takes effect", card(*id)),
            Event::Shuffled { player } => format!("{} shuffles their draw deck", who(*player)),
            Event::Examined { card: id, player } => {
                if self.sees(*player) {
                    format!("{} looks at {}", who(*player), card(*id))
                } else {
                    format!("{} looks at a card", who(*player))
                }
            }
            Event::ShipMoved { ship, from, to, range } => format!(
                "{} flies from {} to {} (RANGE {range})",
                card(*ship),
                say.mission(*from),
                say.mission(*to)
            ),
            Event::Reported { card: id, player } => format!("{} reports {} for duty", who(*player), card(*id)),
            Event::Earned { card: id, player, .. } => format!("{} earns the artifact {}", who(*player), card(*id)),
            Event::Suspended { card: id } => format!("{} is suspended", card(*id)),
            Event::SkillGained { card: id, skill } => format!("{} gains {skill}", card(*id)),
            Event::SkillsChanged { card: id, by } => format!("{}'s skills are changed by {}", card(*id), card(*by)),
            Event::Commandeered {
                card: id,
                player,
                affiliation,
            } => format!("{} commandeers {}: it is {affiliation} now", who(*player), card(*id)),
            Event::Assimilated { card: id, player } => {
                format!(
                    "{} assimilates {}: it is Borg now, its classification a skill",
                    who(*player),
                    card(*id)
                )
            }
            Event::ModeChanged { card: id, affiliation } => format!("{} is now in {affiliation} mode", card(*id)),
            Event::Turned { from, to, .. } => format!("{from} is turned over: it is {to} now"),
            Event::BattleBegan {
                kind,
                player,
                location,
                card: target,
                ..
            } => format!(
                "{} initiates a {} battle against {} at {}",
                who(*player),
                kind.name(),
                card(*target),
                say.mission(*location)
            ),
            Event::Fired {
                card: id,
                weapons,
                shields,
                hit,
            } => format!(
                "{} is fired on: WEAPONS {weapons} against SHIELDS {shields}, {}",
                card(*id),
                if *hit { "a hit" } else { "a miss" }
            ),
            Event::Engaged {
                attackers,
                defenders,
                strength,
                against,
            } => format!(
                "{} (STRENGTH {strength}) engage {} (STRENGTH {against})",
                say.cards(attackers),
                say.cards(defenders)
            ),
            Event::BattleEnded {
                location, cancelled, ..
            } => {
                let how = if *cancelled { "is cancelled" } else { "ends" };
                format!("the battle at {} {how}", say.mission(*location))
            }
            Event::Killed { card: id } => format!("{} dies", card(*id)),
            Event::Destroyed { card: id, crew, .. } => {
                if crew.is_empty() {
                    format!("{} is destroyed", card(*id))
                } else {
                    format!("{} is destroyed, and {} with it", card(*id), say.cards(crew))
                }
            }
            Event::Beamed { card: id, location, .. } => match state.card(*id).place {
                Place::Surface { .. } => format!("{} beams down to {}", card(*id), say.mission(*location)),
                Place::Aboard { card: ship } => format!("{} beams aboard {}", card(*id), card(ship)),
                _ => format!("{} beams at {}", card(*id), say.mission(*location)),
            },
            Event::GameEnded { winner, reason } => {
                let reason = say.players_named(reason);
                let scores = format!("{} to {}", state.players[0].score, state.players[1].score);
                match winner {
                    Some(winner) => format!("the game ends: {reason}; {} wins, {scores}", who(*winner)),
                    None => format!("the game ends: {reason}; no winner, {scores}"),
                }
            }
        })
    }

    /// Whether the viewer sees what `player` alone sees.
    fn sees(&self, player: PlayerId) -> bool {
        self.viewer.is_none_or(|viewer| viewer == player)
    }

    /// A move worth telling: a draw, a seed, a discard, a card out of play or back to hand.
    fn moved(&self, say: &Say<'_>, id: CardId, from: &Place, to: &Place) -> Option<String> {
        let owner = say.owner(id);
        let name = if self.sees(owner) {
            say.card(id)
        } else {
            "a card".into()
        };
        let who = player_name(owner);
        Some(match (from, to) {
            (Place::DrawDeck { .. }, Place::Hand { .. }) => format!("{who} draws {name}"),
            // The seeding player's choice line names the card already; the other player, and a
            // replay, are told.
            (Place::SeedDeck { .. }, Place::SeedStack { location }) if !self.choices_shown || !self.sees(owner) => {
                format!("{who} seeds {name} under {}", say.mission(*location))
            }
            (Place::SeedDeck { .. }, Place::Table { .. }) => format!("{who} seeds {} on the table", say.card(id)),
            (_, Place::Discard { .. }) if from.in_play() => format!("{} is discarded", say.card(id)),
            (Place::Hand { .. }, Place::Discard { .. }) => format!("{who} discards {}", say.card(id)),
            (_, Place::OutOfPlay { .. }) if from.in_play() || matches!(from, Place::SeedStack { .. }) => {
                format!("{} is placed out of play", say.card(id))
            }
            (_, Place::Hand { .. }) if from.in_play() => format!("{} returns to {who}'s hand", say.card(id)),
            _ => return None,
        })
    }

    /// Why an attempt ended unsolved.
    fn why_unsolved(&self, say: &Say<'_>, location: LocationId, group: &[CardId]) -> String {
        let left = say.state.in_place(&Place::SeedStack { location }).len();
        let present = group.iter().any(|&c| say.state.card(c).place.in_play());
        if self.attempt_stopped {
            "the crew or Away Team is stopped (a dilemma's conditions were not met)".into()
        } else if !present {
            "no one is left to attempt it".into()
        } else if left == 0 {
            "every seed card was faced, but the mission's requirements are not met".into()
        } else {
            let cards = if left == 1 {
                "1 seed card".to_string()
            } else {
                format!("{left} seed cards")
            };
            format!("a dilemma ended it ({cards} still under the mission)")
        }
    }
}
