//! Checks the durations of lasting effects (`until TIME`): the runtime keeps each lasting
//! effect until a time it can see come (the runtime's `state::Until`), so a duration it could
//! never end is an error when the pool loads, not an effect that silently lasts for ever.
//!
//! The durations the runtime ends:
//! - `end_of_turn`: the start of the next turn (S:761);
//! - `start_of(next_turn)`: the turn after the next one starts;
//! - `full_turns(N, of: PLAYER?)`: the end of the player's N-th full turn (FAQ:133-143);
//! - `countdown_expires`: when the card's own countdown expires (S:55), or it leaves play;
//!   only a card with a countdown icon has one;
//! - `rest_of_game`;
//! - `next_action`: when the next action begun after the effect is over;
//! - a name bound by `let` to one of these (`let back = start_of(next_turn)`);
//! - `while CONDITION` (a clause of its own, in place of `until`): when the condition stops
//!   holding, read at each step as a `static while` is (the runtime's `Until::While`).

use super::{Role, TextCheck};
use crate::ast::{Clause, Effect, Expr, ExprKind};
use crate::diag::Diagnostic;
use crate::symbols::PrimitiveSymbol;

/// The roots that name a time the runtime ends a lasting effect at.
const TIME_ROOTS: [&str; 4] = ["end_of_turn", "countdown_expires", "rest_of_game", "next_action"];

/// The functions of a time (`start_of(next_turn)`) and the only turn they take.
const TIME_FUNCTIONS: [&str; 1] = ["start_of"];

/// The functions of a time counted in turns from now (`full_turns(2)`), any number taken.
const COUNTED_TIME_FUNCTIONS: [&str; 1] = ["full_turns"];

/// Why a duration cannot be ended, with a label and a hint, if it cannot.
fn endless(check: &TextCheck<'_, '_, '_>, value: &Expr) -> Option<(String, &'static str, String)> {
    match &value.kind {
        ExprKind::Name { name } if name == "countdown_expires" && !check.check.countdown => Some((
            "this card has no countdown icon, so its countdown never expires".into(),
            "never ends",
            "add the countdown icon printed on the card to `icons` (such as `[2]`), or give the effect another end"
                .into(),
        )),
        ExprKind::Name { name } if TIME_ROOTS.contains(&name.as_str()) => None,
        ExprKind::Name { name } if check.scope.durations.iter().any(|d| d == name) => None,
        ExprKind::Call { callee, .. } if COUNTED_TIME_FUNCTIONS.contains(&callee.name.as_str()) => None,
        ExprKind::Call { callee, args } if TIME_FUNCTIONS.contains(&callee.name.as_str()) => {
            match args.first().map(|a| &a.value.kind) {
                Some(ExprKind::Name { name }) if name == "next_turn" && args.len() == 1 => None,
                _ => Some((
                    format!("`{}` ends a lasting effect at `next_turn` only", callee.name),
                    "a time the runtime cannot see come",
                    format!("write `{}(next_turn)`", callee.name),
                )),
            }
        }
        _ => Some((
            "the runtime cannot end a lasting effect at this time".into(),
            "not a duration",
            format!(
                "a duration is one of {}, `start_of(next_turn)`, `full_turns(N)`, or a `let` name bound to one",
                TIME_ROOTS.map(|r| format!("`{r}`")).join(", ")
            ),
        )),
    }
}

impl TextCheck<'_, '_, '_> {
    /// Checks the value of a clause of kind `time`.
    pub(super) fn duration(&mut self, value: &Expr) {
        if let Some((message, label, help)) = endless(self, value) {
            self.push(
                Diagnostic::error("text::endless-duration", self.check.file, value.span, message)
                    .with_label(label)
                    .with_help(help),
            );
        }
    }

    /// Checks a `while CONDITION` clause: a duration, so only an effect that takes an `until`
    /// time may have one, never with an `until` too, and its value is a condition.
    pub(super) fn while_clause(&mut self, effect: &Effect, declared: &PrimitiveSymbol, clause: &Clause) {
        let file = self.check.file;
        if !declared.decl.params.iter().any(|p| p.kind.name == "time") {
            self.push(
                Diagnostic::error(
                    "effect::unknown-clause",
                    file,
                    clause.word.span,
                    format!("`{}` takes no duration, so no `while` clause", effect.verb.name),
                )
                .with_label("not a lasting effect")
                .with_help(format!(
                    "only an effect with an `until` time lasts; {}",
                    super::signature(declared)
                )),
            );
            return;
        }
        if let Some(until) = effect.clauses.iter().find(|c| c.word.name == "until") {
            self.push(
                Diagnostic::error(
                    "text::two-durations",
                    file,
                    clause.word.span,
                    "a lasting effect has one duration: `until TIME` or `while CONDITION`, not both",
                )
                .with_label("second duration")
                .with_secondary(file, until.word.span, "first duration")
                .with_help("keep the one the card's text says"),
            );
        }
        self.expr(&clause.value, Role::Condition);
    }

    /// Notes a `let` name bound to a duration the runtime ends, so `until NAME` is one too.
    pub(super) fn note_duration(&mut self, name: &str, value: &Expr) {
        let is_time = matches!(&value.kind, ExprKind::Name { name } if TIME_ROOTS.contains(&name.as_str()))
            || matches!(&value.kind, ExprKind::Call { callee, .. }
                if TIME_FUNCTIONS.contains(&callee.name.as_str()) || COUNTED_TIME_FUNCTIONS.contains(&callee.name.as_str()));
        if is_time && endless(self, value).is_none() {
            self.scope.durations.push(name.to_string());
        }
    }
}
