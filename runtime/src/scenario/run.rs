//! Running a scenario: the board becomes a game, each `choose` answers the pending decision,
//! each `expect` is checked against the game. A failed step stops the scenario and reports
//! what was expected, what was found, and the events that led there.

use super::board::{self, Names};
use super::model::{Expectation, Scenario, StepKind};
use crate::defs::CardPool;
use crate::engine::{Frame, Game};
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;
use std::sync::Arc;

/// Why a scenario failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The step that failed.
    pub span: Span,
    /// What the step expected.
    pub expected: String,
    /// What the game showed.
    pub actual: String,
    /// The last events of the log, oldest first.
    pub recent: Vec<String>,
    /// The engine error behind it, if one refused the answer or halted the game (rendered
    /// with its card's file, line and column: `crate::report`).
    pub engine: Option<crate::interp::EngineError>,
}

/// The result of one scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The ruling id.
    pub id: String,
    /// The title.
    pub title: String,
    /// The failure, if a step failed.
    pub failure: Option<Failure>,
}

/// How many events a failure shows.
const RECENT: usize = 8;

/// Runs a scenario against a pool. A board that cannot be built is a diagnostic.
pub fn run(scenario: &Scenario, pool: Arc<CardPool>, file: FileId) -> Result<Outcome, Diagnostic> {
    let (state, names) = board::build(scenario, &pool, file)?;
    let mut game = Game::from_board(pool, state);
    let mut failure = None;
    for step in &scenario.steps {
        let mut refused = None;
        let result = match &step.kind {
            StepKind::Choose(player, text) => choose(&mut game, *player, text, &mut refused),
            StepKind::Expect(expectation) => check(&game, &names, expectation),
        };
        if let Err((expected, actual)) = result {
            let log = game.log();
            let recent = log[log.len().saturating_sub(RECENT)..]
                .iter()
                .map(|e| describe_event(&game, e))
                .collect();
            failure = Some(Failure {
                span: step.span,
                expected,
                actual,
                recent,
                engine: refused.or_else(|| game.halted().cloned()),
            });
            break;
        }
    }
    Ok(Outcome {
        id: scenario.id.clone(),
        title: scenario.title.clone(),
        failure,
    })
}

type Check = Result<(), (String, String)>;

fn who(player: PlayerId) -> String {
    format!("P{}", player.0 + 1)
}

fn title(game: &Game, card: CardId) -> String {
    game.pool().def(game.state().card(card).def).title.clone()
}

fn describe_event(game: &Game, event: &Event) -> String {
    let text = serde_json::to_string(event).unwrap_or_default();
    let card = match event {
        Event::Moved { card, .. }
        | Event::Played { card, .. }
        | Event::Resolved { card, .. }
        | Event::Nullified { card }
        | Event::Encountered { card }
        | Event::Reported { card, .. }
        | Event::Suspended { card }
        | Event::AbilityUsed { card, .. } => Some(*card),
        _ => None,
    };
    match card {
        Some(card) => format!("{text} ({})", title(game, card)),
        None => text,
    }
}

/// Answers the option containing `text`; an engine error that refuses it is kept in `refused`.
fn choose(game: &mut Game, player: PlayerId, text: &str, refused: &mut Option<crate::interp::EngineError>) -> Check {
    let expected = format!("{} to choose an option containing \"{text}\"", who(player));
    let Some(decision) = game.pending().cloned() else {
        return Err((expected, "no decision is pending: the game is over or halted".into()));
    };
    if decision.player != player {
        return Err((
            expected,
            format!("{} decides: {}", who(decision.player), decision.prompt),
        ));
    }
    let Some(index) = decision.options.iter().position(|o| o.contains(text)) else {
        return Err((expected, format!("the options are {:?}", decision.options)));
    };
    game.answer(index).map_err(|e| {
        if let crate::engine::AnswerRejected::Engine(error) = &e {
            *refused = Some(error.clone());
        }
        (expected, format!("the answer was refused: {e}"))
    })
}

fn card_named(names: &Names, name: &str) -> Result<CardId, (String, String)> {
    names.cards.get(name).copied().ok_or_else(|| {
        (
            format!("a card named `{name}`"),
            "no card has that name on the board".into(),
        )
    })
}

fn check(game: &Game, names: &Names, expectation: &Expectation) -> Check {
    let state = game.state();
    let offered = |player: PlayerId, text: &str| {
        game.pending()
            .filter(|d| d.player == player)
            .is_some_and(|d| d.options.iter().any(|o| o.contains(text)))
    };
    let pending = || match game.pending() {
        Some(d) => format!("{} decides \"{}\" among {:?}", who(d.player), d.prompt, d.options),
        None => "no decision is pending".to_string(),
    };
    match expectation {
        Expectation::Stack(entries) => {
            let actual: Vec<String> = state
                .flow
                .iter()
                .filter_map(|f| match f {
                    Frame::Play { card, player, .. } => Some(format!("{} {}", title(game, *card), who(*player))),
                    _ => None,
                })
                .collect();
            let expected: Vec<String> = entries.iter().map(|(t, p)| format!("{t} {}", who(*p))).collect();
            if actual != expected {
                return Err((format!("the stack {expected:?}"), format!("the stack {actual:?}")));
            }
        }
        Expectation::Place(name, place, player) => {
            let card = card_named(names, name)?;
            let player = player.unwrap_or(state.card(card).owner);
            let wanted = board::resolve(place, player, names, game.pool(), state)
                .map_err(|m| (format!("{name} in a place"), m))?;
            let actual = state.card(card).place;
            if actual != wanted {
                return Err((format!("{name} at {wanted:?}"), format!("{name} at {actual:?}")));
            }
        }
        Expectation::Elsewhere(name, place, player) => {
            let card = card_named(names, name)?;
            let player = player.unwrap_or(state.card(card).owner);
            let unwanted = board::resolve(place, player, names, game.pool(), state)
                .map_err(|m| (format!("{name} not in a place"), m))?;
            let actual = state.card(card).place;
            if actual == unwanted {
                return Err((format!("{name} not at {unwanted:?}"), format!("{name} at {actual:?}")));
            }
        }
        Expectation::Offered(wanted, player, text) => {
            if offered(*player, text) != *wanted {
                let not = if *wanted { "" } else { "no " };
                return Err((format!("{not}option \"{text}\" for {}", who(*player)), pending()));
            }
        }
        Expectation::Pending(player, text) => {
            let ok = game
                .pending()
                .is_some_and(|d| d.player == *player && d.prompt.contains(text.as_str()));
            if !ok {
                return Err((format!("{} to decide \"{text}\"", who(*player)), pending()));
            }
        }
        Expectation::Score(player, points) => {
            let actual = state.players[player.index()].score;
            if actual != *points {
                return Err((
                    format!("{} at {points} points", who(*player)),
                    format!("{actual} points"),
                ));
            }
        }
        Expectation::Solved(wanted, name, by) => {
            let location = *names
                .locations
                .get(name)
                .ok_or_else(|| (format!("a mission named `{name}`"), "no such mission".to_string()))?;
            let solved_by = state.location(location).solved_by;
            let ok = match (wanted, by) {
                (true, Some(by)) => solved_by == Some(*by),
                (true, None) => solved_by.is_some(),
                (false, _) => solved_by.is_none(),
            };
            if !ok {
                let not = if *wanted { "" } else { "not " };
                return Err((format!("{name} {not}solved"), format!("solved by {solved_by:?}")));
            }
        }
        Expectation::Stopped(wanted, name) => {
            let card = card_named(names, name)?;
            if state.is_stopped(card) != *wanted {
                let not = if *wanted { "" } else { "not " };
                return Err((format!("{name} {not}stopped"), format!("{:?}", state.card(card).status)));
            }
        }
        Expectation::Status(wanted, status, name) => {
            let card = card_named(names, name)?;
            let record = &state.card(card).status;
            let on = match status.as_str() {
                "damaged" => record.damaged,
                "disabled" => record.disabled,
                "quarantined" => record.quarantine,
                "revealed" => crate::reveal::revealed(state, game.pool(), card),
                _ => record.stasis,
            };
            if on != *wanted {
                let not = if *wanted { "" } else { "not " };
                return Err((format!("{name} {not}{status}"), format!("{record:?}")));
            }
        }
        Expectation::Event(wanted, kind, about) => {
            let about = about.as_ref().map(|n| card_named(names, n)).transpose()?;
            let found = game.log().iter().any(|e| {
                let value = serde_json::to_value(e).unwrap_or_default();
                let same_kind = value.get("event").and_then(|v| v.as_str()) == Some(kind.as_str());
                let same_card = about.is_none_or(|card| {
                    ["card", "ship"]
                        .iter()
                        .any(|k| value.get(*k) == serde_json::to_value(card).ok().as_ref())
                });
                same_kind && same_card
            });
            if found != *wanted {
                let not = if *wanted { "" } else { "no " };
                return Err((
                    format!("{not}event {kind}"),
                    format!("{} events in the log", game.log().len()),
                ));
            }
        }
        Expectation::Refused(player, text) => {
            if offered(*player, text) {
                return Err((format!("no option \"{text}\" for {}", who(*player)), pending()));
            }
        }
        Expectation::Skill(wanted, name, skill) => {
            let card = card_named(names, name)?;
            let skills = state.skill_box(game.pool(), card);
            if (skills.halves(game.pool(), skill) > 0) != *wanted {
                let not = if *wanted { "" } else { "no " };
                return Err((format!("{name} with {not}{skill}"), skills.text()));
            }
        }
        Expectation::Skills(name, text) => {
            let card = card_named(names, name)?;
            let actual = state.skill_box(game.pool(), card).text();
            if actual != *text {
                return Err((format!("{name}'s skills {text}"), actual));
            }
        }
        Expectation::Phase(_) | Expectation::Seeds(..) | Expectation::Spaceline(_) => {
            return super::check_seed::check(game, names, expectation);
        }
        Expectation::Attribute(name, attribute, value) => {
            let card = card_named(names, name)?;
            let actual = crate::engine::attribute_of(game, card, attribute);
            if actual != *value {
                return Err((format!("{name}'s {attribute} {value}"), format!("{actual}")));
            }
        }
        Expectation::Countdown(name, value) => {
            let card = card_named(names, name)?;
            let printed = game.pool().def(state.card(card).def).countdown;
            let actual = state.card(card).countdown.or(printed);
            if actual != Some(*value) {
                return Err((format!("{name}'s countdown at {value}"), format!("{actual:?}")));
            }
        }
    }
    Ok(())
}
