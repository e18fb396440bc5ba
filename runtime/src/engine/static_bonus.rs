//! Attribute bonuses that a card played on another gives through `static { modify target.X by
//! N }` (Bynars Weapon Enhancement) or `static { multiply target.X by N }` (Transwarp
//! Conduit), or `static while CONDITION { ... }` (Defiant Dedication
//! Plaque). They are read from the text, not run, so reading an attribute never recurses; a
//! `while` condition is read the same way, from the few side-effect-free conditions this
//! module knows (`commanded(target)`, `not`, `and`, `or`). A condition it does not know does
//! not hold, so the bonus is not given.

use super::Step;
use crate::ids::CardId;
use stccg_lang::ast::{AbilityKind, Expr, ExprKind, StatementKind};

impl Step<'_> {
    /// The bonus to `name` that `source`, played on `host`, gives it.
    pub(super) fn static_bonus(&self, source: CardId, host: CardId, name: &str) -> i64 {
        self.static_amounts(source, host, name, "modify").iter().sum()
    }

    /// The factor by which `source`, played on `host`, multiplies its full `name`: `multiply
    /// target.RANGE by 2` (Transwarp Conduit: "Its full RANGE is doubled").
    pub(super) fn static_factor(&self, source: CardId, host: CardId, name: &str) -> i64 {
        self.static_amounts(source, host, name, "multiply").iter().product()
    }

    /// The amounts of the `verb` statements (`modify`, `multiply`) of `source`'s statics on
    /// `target.NAME`.
    fn static_amounts(&self, source: CardId, host: CardId, name: &str, verb: &str) -> Vec<i64> {
        let mut amounts = Vec::new();
        for ability in &self.def(source).abilities {
            let AbilityKind::Static { condition, body } = &ability.kind else {
                continue;
            };
            if condition.as_ref().is_some_and(|c| !self.static_holds(c, host)) {
                continue;
            }
            for statement in &body.statements {
                let StatementKind::Effect(effect) = &statement.kind else {
                    continue;
                };
                if effect.verb.name != verb {
                    continue;
                }
                let Some(subject) = &effect.subject else { continue };
                let ExprKind::Member {
                    receiver,
                    name: attribute,
                    args: None,
                } = &subject.kind
                else {
                    continue;
                };
                let on_target = matches!(&receiver.kind, ExprKind::Name { name } if name == "target");
                let amount = effect
                    .clauses
                    .iter()
                    .find(|c| c.word.name == "by")
                    .and_then(|c| match c.value.kind {
                        ExprKind::Signed { value } | ExprKind::Number { value } => Some(value),
                        _ => None,
                    });
                if on_target && attribute.name == name {
                    if let Some(amount) = amount {
                        amounts.push(amount);
                    }
                }
            }
        }
        amounts
    }

    /// Whether a `static while` condition holds, `target` being the card played on.
    fn static_holds(&self, condition: &Expr, host: CardId) -> bool {
        match &condition.kind {
            ExprKind::Not { operand } => !self.static_holds(operand, host),
            ExprKind::And { operands } => operands.iter().all(|o| self.static_holds(o, host)),
            ExprKind::Or { operands } => operands.iter().any(|o| self.static_holds(o, host)),
            ExprKind::Call { callee, args } if callee.name == "commanded" => {
                let on_target = args
                    .first()
                    .is_some_and(|a| matches!(&a.value.kind, ExprKind::Name { name } if name == "target"));
                on_target && crate::interp::commanded(self, host)
            }
            _ => false,
        }
    }
}
