//! The budget on the work between two decisions. Community scripts are untrusted (DESIGN,
//! "Limits"): each evaluation has its own step budget ([`crate::interp::STEP_BUDGET`]), but a
//! trigger whose effects set it off again, or two triggers that set each other off, run for
//! ever in steps that each stay under it, and ask nobody anything, so neither that budget nor
//! a limit on decisions stops them. The game's step loop charges every step it runs here:
//! the step itself, the interpreter's evaluation steps it took (statics included), and the
//! triggers left waiting. When one of the three runs out before a decision is reached, the
//! game stops with [`EngineError::Looped`], which names the abilities that fired and how
//! often. The log, the queue and the state stay bounded meanwhile, since no more steps run.

use crate::defs::CardPool;
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{EngineError, Fired};
use crate::state::GameState;
use indexmap::IndexMap;

/// The most steps between two decisions. A whole turn without a choice (the start of a
/// turn with its countdowns and triggers, the draw, the end) takes a few dozen.
pub const MAX_STEPS: u32 = 2_000;

/// The most evaluation steps of the interpreter between two decisions, over every ability and
/// static evaluated: 500 abilities spending their whole [`crate::interp::STEP_BUDGET`].
pub const MAX_EVALUATION: u64 = 5_000_000;

/// The most triggers waiting at once.
pub const MAX_QUEUED_TRIGGERS: usize = 1_000;

/// How many of the abilities that fired an error names (the most frequent first).
const NAMED: usize = 5;

/// The work done since the last decision.
#[derive(Clone, Debug, Default)]
pub(super) struct WorkBudget {
    steps: u32,
    evaluation: u64,
    /// How often each ability fired (was used or triggered), by card and ability index.
    fired: IndexMap<(CardId, usize), u32>,
}

impl WorkBudget {
    /// Starts counting afresh: a decision was answered.
    pub(super) fn reset(&mut self) {
        self.steps = 0;
        self.evaluation = 0;
        self.fired.clear();
    }

    /// Charges one step that completed: the evaluation steps it took and the events it
    /// logged, with the state it left. Past a limit, the error that stops the game.
    pub(super) fn charge(
        &mut self,
        evaluation: u64,
        events: &[Event],
        state: &GameState,
        pool: &CardPool,
    ) -> Result<(), EngineError> {
        self.steps += 1;
        self.evaluation += evaluation;
        for event in events {
            if let Event::AbilityUsed { card, ability } = event {
                *self.fired.entry((*card, *ability)).or_default() += 1;
            }
        }
        let spent = if self.steps > MAX_STEPS {
            format!("{MAX_STEPS} steps")
        } else if self.evaluation > MAX_EVALUATION {
            format!("{MAX_EVALUATION} evaluation steps")
        } else if state.triggers.len() > MAX_QUEUED_TRIGGERS {
            format!("room for {MAX_QUEUED_TRIGGERS} waiting triggers")
        } else {
            return Ok(());
        };
        Err(EngineError::Looped {
            spent,
            fired: self.most_fired(state, pool),
        })
    }

    /// The abilities that fired more than once since the last decision (those that looped),
    /// most often first.
    fn most_fired(&self, state: &GameState, pool: &CardPool) -> Vec<Fired> {
        let mut fired: Vec<(&(CardId, usize), &u32)> = self.fired.iter().filter(|(_, &times)| times > 1).collect();
        fired.sort_by(|a, b| b.1.cmp(a.1));
        fired
            .into_iter()
            .take(NAMED)
            .map(|(&(card, ability), &times)| {
                let def = pool.def(state.card(card).def);
                Fired {
                    card: def.title.clone(),
                    ability,
                    span: def.abilities.get(ability).map(|a| a.span).unwrap_or_default(),
                    times,
                }
            })
            .collect()
    }
}
