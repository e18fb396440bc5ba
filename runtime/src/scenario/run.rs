//! Running a scenario: the board becomes a game, each `choose` answers the pending decision,
//! each `expect` is checked against the game. A failed step stops the scenario and reports
//! what was expected, what was found, and the events that led there.

use super::board;
use super::model::{Expectation, Scenario, StepKind};
use crate::defs::CardPool;
use crate::engine::Game;
use crate::event::Event;
use crate::ids::PlayerId;
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
    if let Some(diagnostic) = super::parse::no_expectation(scenario, file) {
        return Err(diagnostic);
    }
    let board_turn = turn_of(&state);
    let mut game = Game::from_board(pool, state);
    let mut ran_on = ran_on(&game, &board_turn);
    let mut failure = None;
    for step in &scenario.steps {
        // Every decision had one option and the game went past the board's turn before the
        // first step: what the step checks would be the state of a later turn, unless the step
        // itself says where the game is.
        let says_where = matches!(
            &step.kind,
            StepKind::Expect(Expectation::Turn(..) | Expectation::Phase(_) | Expectation::Winner(_))
        );
        let mut refused = None;
        let result = match ran_on.take() {
            Some(ran_to) if !says_where => Err((format!("the game still at the board's turn ({board_turn})"), ran_to)),
            _ => match &step.kind {
                StepKind::Choose(player, text) => choose(&mut game, *player, text, &mut refused),
                StepKind::Expect(expectation) => check(&game, &names, expectation),
            },
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

use super::check::{check, title, who, Check};

/// The turn a state is at, as scenarios write it: `P1 turn 3`, a seed phase, or `over`.
fn turn_of(state: &crate::state::GameState) -> String {
    match state.phase {
        crate::state::Phase::Play => format!("{} turn {}", who(state.active), state.turn_number),
        phase => super::check_seed::phase_word(phase).to_string(),
    }
}

/// Where the game ran to, if it left the board's turn before its first decision (every
/// decision on the way had a single option, taken without asking).
fn ran_on(game: &Game, board_turn: &str) -> Option<String> {
    let now = turn_of(game.state());
    (now != board_turn).then(|| {
        format!(
            "every decision had one option, and the board ran on to {now} before the first step \
             (`expect turn ...` or `expect phase ...` as the first step says where it stops)"
        )
    })
}

fn describe_event(game: &Game, event: &Event) -> String {
    let text = serde_json::to_string(event).unwrap_or_default();
    let card = match event {
        Event::Moved { card, .. }
        | Event::Played { card, .. }
        | Event::Resolved { card, .. }
        | Event::Nullified { card }
        | Event::Encountered { card }
        | Event::QFlashed { card, .. }
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
