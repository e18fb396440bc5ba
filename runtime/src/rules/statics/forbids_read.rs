//! The forbids of the static layer read once for many checks: listing the orders checks every
//! beam and every ship move, and each fly-by and crossing on its way, against the `forbid`
//! statements of cards in play. [`ReadForbids`] finds those statements once (the layer does
//! not change while a list is built) and remembers each action it has answered, so a location
//! a dozen moves fly by is looked at once. Its answer is
//! [`super::forbid::forbidden_ignoring`]'s, rule for rule: only the statements whose pattern
//! names the action's type are read through the interpreter.

use super::layer::rule_effect;
use crate::ids::CardId;
use crate::interp::{matches_action, names_action_type};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType, RuleKind};
use stccg_lang::ast::Expr;

/// Which cards' forbids a check leaves out (Pattern Enhancers: those of dilemmas, events and
/// missions, for the player's beams).
pub(crate) type Ignored = fn(&Step<'_>, CardId) -> bool;

/// The `forbid` statements in force, in the layer's order, with the answers given so far.
pub(crate) struct ReadForbids<'a> {
    /// Each statement's card and pattern.
    rules: Vec<(CardId, &'a Expr)>,
    /// The forbids of these cards are left out.
    ignored: Ignored,
    /// The actions checked against the statements, and whether one forbade it.
    answered: Vec<(ActionRef, bool)>,
}

impl<'a> ReadForbids<'a> {
    /// The forbids in force now, leaving out those of the cards `ignored` says.
    pub(crate) fn read(step: &Step<'a>, ignored: Ignored) -> Self {
        let rules = step
            .state
            .statics
            .rules_of(|kind| kind == RuleKind::Forbid)
            .filter_map(|rule| Some((rule.card, rule_effect(step, rule)?.subject.as_ref()?)))
            .collect();
        ReadForbids {
            rules,
            ignored,
            answered: Vec::new(),
        }
    }

    /// Whether a card in play forbids the action, or a card forbade it for a time (as
    /// [`super::forbid::forbidden_ignoring`]; an action of a type that is not a play, whose checks
    /// [`super::forbid::forbidden`] adds).
    pub(crate) fn forbidden(&mut self, step: &mut Step<'a>, action: &ActionRef) -> Result<bool, Interrupt> {
        debug_assert!(
            action.kind != ActionType::Play,
            "a play has the checks of `forbid::forbidden`"
        );
        let title = &step.def(action.subject).title;
        if step
            .state
            .forbidden_for_a_time(action.kind.name(), action.subject, title)
        {
            return Ok(true);
        }
        if !self.rules.iter().any(|(_, pattern)| names_action_type(pattern, action)) {
            return Ok(false);
        }
        if let Some((_, answer)) = self.answered.iter().find(|(seen, _)| seen == action) {
            return Ok(*answer);
        }
        let answer = self.matched(step, action)?;
        self.answered.push((action.clone(), answer));
        Ok(answer)
    }

    /// Whether one of the statements, of a card not left out, matches the action.
    fn matched(&self, step: &mut Step<'a>, action: &ActionRef) -> Result<bool, Interrupt> {
        for &(card, pattern) in &self.rules {
            if !names_action_type(pattern, action) || (self.ignored)(step, card) {
                continue;
            }
            let mut ctx = context_for(step, card);
            if matches_action(step, &mut ctx, pattern, action)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// Leaves out no card's forbids.
pub(crate) fn none_ignored(_: &Step<'_>, _: CardId) -> bool {
    false
}
