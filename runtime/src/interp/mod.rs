//! The interpreter of card programs: statements run against the game state, expressions
//! evaluate to [`Value`]s. It walks the checked AST, whose printed `+` chains the loader has
//! already resolved into sums and conjunctions (`stccg_lang::types`); it dispatches effects,
//! functions and roots on their typed ids ([`crate::defs::EffectOp`], `FunctionOp`,
//! `RootOp`), each found once when the pool loaded (`Effect::declaration`,
//! `Expr::declaration`): no verb, call or root is looked up by its text at play. Every evaluation has a step
//! budget, and a `todo` clause or a primitive with no implementation is an [`EngineError`]
//! naming the card and the span. Decisions (a `choose`, a `may`) go through the engine's
//! [`Step`], which either has the answer or asks for it.

mod agreement;
mod attempt_effects;
mod battle_effects;
mod beaming_calls;
mod calls;
mod card_play_calls;
mod chosen_number;
mod chosen_skill;
mod crew_effects;
mod duties;
mod effects;
mod exprs;
mod feature_effects;
mod features_used;
mod held;
mod hosting;
mod landing_effects;
mod lives;
mod mission_insert;
mod objective_effects;
mod pattern;
mod permitting;
mod picking;
mod placing;
mod players;
mod points;
mod predicates;
mod q_flash;
mod requirement;
mod selection;
mod ship_effects;
mod skill_effects;
mod spaceline_effects;
mod staffing_choice;
mod static_effects;
mod timeline;
mod timing_effects;

pub use exprs::{eval as eval_value, truth, truth_over, Value};
pub(crate) use features_used::note_features_used;
pub use held::still_holds;
pub use pattern::{matches_action, names_action_type, pattern_action_name};
pub(crate) use predicates::class_is;
pub(crate) use requirement::{
    able, affiliation_of_icon, amount_in_halves, card_type_named, condition_holds, halves_of_named, is_able,
    is_condition_word,
};
pub(crate) use selection::docked;

use crate::ids::{CardId, LocationId, PlayerId};
pub use crate::kernel::EngineError;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::{Block, Statement, StatementKind};
use stccg_lang::span::Span;

/// How many expression and statement evaluations one ability may take (community scripts
/// are untrusted: no card can loop forever).
pub const STEP_BUDGET: u32 = 10_000;

/// What a program runs for: whose text, on whose behalf, and what it refers to.
#[derive(Clone, Debug)]
pub struct Context {
    /// The card whose text runs.
    pub this: CardId,
    /// The player it runs for (the card's controller).
    pub controller: PlayerId,
    /// The card it plays on.
    pub target: Option<CardId>,
    /// The encountering crew or Away Team, in a dilemma encounter.
    pub group: Vec<CardId>,
    /// The location it runs at.
    pub location: Option<LocationId>,
    /// Names bound by `as`, `let` and `for each`.
    pub bindings: Vec<(String, Value)>,
    /// Steps left.
    pub budget: u32,
    /// Set when an `unless` at the top of an encounter found its condition unmet (the
    /// dilemma's conditions failed, FAQ:523).
    pub conditions_failed: bool,
    /// Set by `discard self` and the like: the card left, so the engine does not move it again.
    pub self_moved: bool,
    /// Set by `end_attempt`: the dilemma ends the attempt without stopping anyone (M:291).
    pub attempt_ended: bool,
    /// Set while the Borg scout (S:103): the dilemma's points are ignored, its `score` scoring
    /// nothing and its point-related choices left out where another is open (`points.rs`).
    pub points_ignored: bool,
    /// Set while a `static` ability is computed into the static layer: its effects are
    /// collected here instead of applied (`static_effects.rs`).
    pub layer: Option<Box<crate::state::StaticLayer>>,
    /// Set by `end_turn`: the turn ends once the dilemma's text has run.
    pub turn_ended: bool,
    /// Set while a condition is decided over a group (a requirement, a dilemma's conditions,
    /// `present(...)`), not card by card (`.where(...)`, a pattern): a card named in it is
    /// met by equipment with the group too (M:300, S:763).
    pub over_group: bool,
    /// The cards this text selected at random (`random`, `random_until`; S:250): a `kill` or
    /// `capture` of one of them may be answered as a random selection ("randomly selected to
    /// die", Security Sacrifice, Wolf).
    pub random_picks: Vec<CardId>,
    /// The cards this text saved (`save`): answering a personnel targeted to die or selected
    /// to be captured, it prevents the death or the capture (John Doe, Wolf).
    pub saved: Vec<CardId>,
    /// For a trigger, the player whose action set it off: a hazard a ship's own move sets off
    /// (Subspace Warp Rift) makes no player responsible for what it destroys (M:398).
    pub set_off_by: Option<PlayerId>,
}

impl Context {
    /// A context for `this` card's text, run for `controller`.
    pub fn new(this: CardId, controller: PlayerId) -> Self {
        Context {
            this,
            controller,
            target: None,
            group: Vec::new(),
            location: None,
            bindings: Vec::new(),
            budget: STEP_BUDGET,
            conditions_failed: false,
            self_moved: false,
            attempt_ended: false,
            points_ignored: false,
            layer: None,
            turn_ended: false,
            over_group: false,
            random_picks: Vec::new(),
            saved: Vec::new(),
            set_off_by: None,
        }
    }

    /// The value bound to a name, innermost binding first.
    pub fn binding(&self, name: &str) -> Option<&Value> {
        self.bindings.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

/// Runs a block.
pub fn run_block(step: &mut Step<'_>, ctx: &mut Context, block: &Block) -> Result<(), Interrupt> {
    let depth = ctx.bindings.len();
    for statement in &block.statements {
        run_statement(step, ctx, statement)?;
        crate::state::reads::rest(crate::state::reads::Rest::OVER);
        if step.state.phase == crate::state::Phase::Over {
            return Err(Interrupt::GameOver);
        }
    }
    ctx.bindings.truncate(depth);
    Ok(())
}

/// Spends one step of the budget (and counts it in the step's work, `engine/budget.rs`).
pub(crate) fn tick(step: &Step<'_>, ctx: &mut Context, span: Span) -> Result<(), Interrupt> {
    step.evaluated.set(step.evaluated.get() + 1);
    if ctx.budget == 0 {
        return Err(Interrupt::Error(EngineError::BudgetExhausted {
            card: step.title(ctx.this),
            span,
        }));
    }
    ctx.budget -= 1;
    Ok(())
}

/// Runs one statement.
pub fn run_statement(step: &mut Step<'_>, ctx: &mut Context, statement: &Statement) -> Result<(), Interrupt> {
    tick(step, ctx, statement.span)?;
    match &statement.kind {
        StatementKind::Effect(effect) => effects::run_effect(step, ctx, effect, statement.span),
        StatementKind::If {
            condition,
            then,
            otherwise,
        } => {
            if exprs::truth(step, ctx, condition)? {
                run_block(step, ctx, then)
            } else if let Some(otherwise) = otherwise {
                run_block(step, ctx, otherwise)
            } else {
                Ok(())
            }
        }
        StatementKind::Unless {
            condition,
            body,
            otherwise,
        } => {
            if exprs::truth(step, ctx, condition)? {
                // The conditions met: those it names were used as such (`used_as`).
                let group = exprs::default_group(step, ctx);
                features_used::note_features_used(step, ctx, condition, &group)?;
                match otherwise {
                    Some(otherwise) => run_block(step, ctx, otherwise),
                    None => Ok(()),
                }
            } else {
                ctx.conditions_failed = true;
                run_block(step, ctx, body)
            }
        }
        StatementKind::GetPast { condition } => {
            if exprs::truth(step, ctx, condition)? {
                // The conditions met: those it names were used as such (`used_as`).
                let group = exprs::default_group(step, ctx);
                features_used::note_features_used(step, ctx, condition, &group)?;
            } else {
                ctx.conditions_failed = true;
            }
            Ok(())
        }
        StatementKind::ForEach { variable, over, body } => {
            let cards = exprs::eval(step, ctx, over)?.cards();
            for card in cards {
                ctx.bindings.push((variable.name.to_string(), Value::Card(card)));
                let result = run_block(step, ctx, body);
                ctx.bindings.pop();
                result?;
            }
            Ok(())
        }
        StatementKind::Either { options } => {
            let open = points::options_open(step, options, ctx.points_ignored);
            let labels: Vec<String> = open.iter().map(|i| format!("option {}", i + 1)).collect();
            let chosen = step.decide(ctx.controller, format!("{}: choose one", step.title(ctx.this)), labels)?;
            run_block(step, ctx, &options[open[chosen]])
        }
        StatementKind::Let { name, value } => {
            let value = exprs::eval(step, ctx, value)?;
            ctx.bindings.push((name.name.to_string(), value));
            Ok(())
        }
        StatementKind::Modal {
            player,
            modality,
            statement,
        } => {
            // A statement of a player nobody named does nothing.
            let Some(player) = exprs::eval(step, ctx, player)?.player(ctx.controller) else {
                return Ok(());
            };
            let saved = ctx.controller;
            if *modality == stccg_lang::ast::Modality::May {
                let prompt = format!("{}: do you use this optional effect?", step.title(ctx.this));
                let yes = step.decide(player, prompt, vec!["yes".into(), "no".into()])? == 0;
                if !yes {
                    return Ok(());
                }
            }
            ctx.controller = player;
            let result = run_statement(step, ctx, statement);
            ctx.controller = saved;
            result
        }
        StatementKind::Todo { text } => Err(Interrupt::Error(EngineError::Todo {
            card: step.title(ctx.this),
            span: statement.span,
            text: text.name.to_string(),
        })),
    }
}
