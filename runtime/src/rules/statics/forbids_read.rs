//! The forbids of the static layer read once for many checks: listing the orders checks every
//! beam and every ship move, and each fly-by and crossing on its way, against the `forbid`
//! statements of cards in play. [`ReadForbids`] finds those statements once (the layer does
//! not change while a list is built), each read into its typed form
//! ([`super::forbid_pattern::TypedPattern`]: the parts fixed while the list is built, evaluated
//! once), and leaves out those of cards whose forbids the check ignores. A candidate action is
//! matched by the typed parts first; only a statement they allow and do not decide alone is
//! read through the interpreter, and each action so answered is remembered, so a location a
//! dozen moves fly by is looked at once. Its answer is
//! [`super::forbid::forbidden_ignoring`]'s, rule for rule.

use super::forbid_pattern::TypedPattern;
use super::layer::rule_effect;
use crate::ids::CardId;
use crate::interp::matches_action;
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType, RuleKind};
use stccg_lang::ast::Expr;

/// Which cards' forbids a check leaves out (Pattern Enhancers: those of dilemmas, events and
/// missions, for the player's beams).
pub(crate) type Ignored = fn(&Step<'_>, CardId) -> bool;

/// The `forbid` statements in force, in the layer's order, with the answers given so far.
pub(crate) struct ReadForbids<'a> {
    /// Each statement's card, pattern and typed form, but those of the cards left out.
    rules: Vec<(CardId, &'a Expr, TypedPattern<'a>)>,
    /// The actions checked against the statements through the interpreter, and whether one
    /// forbade it.
    answered: Vec<(ActionRef, bool)>,
}

impl<'a> ReadForbids<'a> {
    /// The forbids in force now, leaving out those of the cards `ignored` says.
    pub(crate) fn read(step: &Step<'a>, ignored: Ignored) -> Self {
        let pool: &'a crate::defs::CardPool = step.pool;
        let rules = step
            .state
            .statics
            .rules_of(|kind| kind == RuleKind::Forbid)
            .filter(|rule| !ignored(step, rule.card))
            .filter_map(|rule| {
                let pattern: &'a Expr = rule_effect(step, rule)?.subject.as_ref()?;
                let ctx = context_for(step, rule.card);
                let mission_at = ctx.location.map(|location| step.state.location(location).mission);
                Some((rule.card, pattern, TypedPattern::read(pool, &ctx, mission_at, pattern)?))
            })
            .collect();
        ReadForbids {
            rules,
            answered: Vec::new(),
        }
    }

    /// The same forbids leaving out, besides, those of the cards `ignored` says: what
    /// [`ReadForbids::read`] with `ignored` gives, without reading the statements again.
    /// Debug builds read them again and assert the same statements are kept.
    pub(crate) fn leaving_out(&self, step: &Step<'a>, ignored: Ignored) -> Self {
        let rules: Vec<_> = self
            .rules
            .iter()
            .filter(|(card, _, _)| !ignored(step, *card))
            .cloned()
            .collect();
        debug_assert_eq!(
            rules
                .iter()
                .map(|(card, pattern, _)| (*card, *pattern as *const Expr))
                .collect::<Vec<_>>(),
            ReadForbids::read(step, ignored)
                .rules
                .iter()
                .map(|(card, pattern, _)| (*card, *pattern as *const Expr))
                .collect::<Vec<_>>(),
            "the forbids left out differ from those read leaving them out"
        );
        ReadForbids {
            rules,
            answered: Vec::new(),
        }
    }

    /// Whether a statement in force names actions of this type: if none does, only a forbid
    /// for a time ([`for_a_time`]) can stop one.
    pub(crate) fn names(&self, kind: ActionType) -> bool {
        self.rules.iter().any(|(_, _, typed)| typed.names(kind))
    }

    /// Whether a card forbids the action of type `kind` of `subject` that `build` gives, built
    /// only when a statement in force names that type: else only a forbid for a time can stop
    /// it (the orders list checks a beam of every personnel to every place).
    pub(crate) fn forbidden_built(
        &mut self,
        step: &mut Step<'a>,
        (kind, subject): (ActionType, CardId),
        build: impl FnOnce(&Step<'a>) -> ActionRef,
    ) -> Result<bool, Interrupt> {
        if !self.names(kind) {
            return Ok(for_a_time(step, kind, subject));
        }
        let action = build(step);
        self.forbidden(step, &action)
    }

    /// Whether a card in play forbids the action, or a card forbade it for a time (as
    /// [`super::forbid::forbidden_ignoring`]; an action of a type that is not a play, whose checks
    /// [`super::forbid::forbidden`] adds).
    pub(crate) fn forbidden(&mut self, step: &mut Step<'a>, action: &ActionRef) -> Result<bool, Interrupt> {
        debug_assert!(
            action.kind != ActionType::Play,
            "a play has the checks of `forbid::forbidden`"
        );
        if for_a_time(step, action.kind, action.subject) {
            return Ok(true);
        }
        let mut interpreted = false;
        for (card, pattern, typed) in &self.rules {
            let allowed = typed.allows(action);
            if cfg!(debug_assertions) && (!allowed || typed.complete) {
                check(step, *card, pattern, action, allowed);
            }
            if allowed && typed.complete {
                return Ok(true);
            }
            interpreted |= allowed;
        }
        if !interpreted {
            return Ok(false);
        }
        if let Some((_, answer)) = self.answered.iter().find(|(seen, _)| seen == action) {
            return Ok(*answer);
        }
        let answer = self.matched(step, action)?;
        self.answered.push((action.clone(), answer));
        Ok(answer)
    }

    /// Whether one of the statements the typed parts leave open matches the action, read
    /// through the interpreter.
    fn matched(&self, step: &mut Step<'a>, action: &ActionRef) -> Result<bool, Interrupt> {
        for (card, pattern, typed) in &self.rules {
            if !typed.allows(action) {
                continue;
            }
            let mut ctx = context_for(step, *card);
            if matches_action(step, &mut ctx, pattern, action)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// Whether a card forbade actions of this type of the subject for a time.
pub(crate) fn for_a_time(step: &Step<'_>, kind: ActionType, subject: CardId) -> bool {
    let title = &step.def(subject).title;
    step.state.forbidden_for_a_time(kind.name(), subject, title)
}

/// The debug check of a typed answer: the interpreter, reading the pattern, gives what the
/// typed form gave; the evaluation budget it spends is given back.
fn check(step: &mut Step<'_>, card: CardId, pattern: &Expr, action: &ActionRef, typed: bool) {
    let evaluated = step.evaluated.get();
    let mut ctx = context_for(step, card);
    let interpreted = matches_action(step, &mut ctx, pattern, action);
    step.evaluated.set(evaluated);
    if let Ok(interpreted) = interpreted {
        assert_eq!(
            typed,
            interpreted,
            "the typed form of a forbid of {} decides otherwise than its pattern",
            step.def(card).title
        );
    }
}

/// Leaves out no card's forbids.
pub(crate) fn none_ignored(_: &Step<'_>, _: CardId) -> bool {
    false
}
