//! Attribute bonuses that a card played on another gives through `static { modify target.X by
//! N }` (Bynars Weapon Enhancement) or `static { multiply target.X by N }` (Transwarp
//! Conduit), or `static while CONDITION { ... }` (Defiant Dedication
//! Plaque). They are read from the text, not run, so reading an attribute never recurses; a
//! `while` condition is read the same way, from the few side-effect-free conditions this
//! module knows (`commanded(target)`, `not`, `and`, `or`). A condition it does not know does
//! not hold, so the bonus is not given. A `for each` gives its body's amounts once per card it
//! counts (static_count.rs).

use super::Step;
use crate::ids::CardId;
use stccg_lang::ast::{AbilityKind, Effect, Expr, ExprKind, StatementKind};

impl Step<'_> {
    /// The bonus to `name` that `source`, played on `host`, gives it.
    pub(crate) fn static_bonus(&self, source: CardId, host: CardId, name: &str) -> i64 {
        self.static_amounts(source, host, name, "modify").iter().sum()
    }

    /// The factor by which `source`, played on `host`, multiplies its full `name`: `multiply
    /// target.RANGE by 2` (Transwarp Conduit: "Its full RANGE is doubled").
    pub(crate) fn static_factor(&self, source: CardId, host: CardId, name: &str) -> i64 {
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
                match &statement.kind {
                    StatementKind::Effect(effect) => amounts.extend(target_amount(effect, name, verb)),
                    // "+2 for each of your SCIENCE-classification personnel present"
                    // (Metaphasic Shields): the body's amounts once per card counted.
                    StatementKind::ForEach { over, body, .. } => {
                        let each: Vec<i64> = body
                            .statements
                            .iter()
                            .filter_map(|s| match &s.kind {
                                StatementKind::Effect(effect) => target_amount(effect, name, verb),
                                _ => None,
                            })
                            .collect();
                        if !each.is_empty() {
                            for _ in 0..self.static_count(over, source, host) {
                                amounts.extend(each.iter().copied());
                            }
                        }
                    }
                    _ => {}
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
                on_target && super::commanded(self, host)
            }
            _ => false,
        }
    }
}

/// The amount of a `VERB target.NAME by N` statement (`modify`, `multiply`), if it is one.
fn target_amount(effect: &Effect, name: &str, verb: &str) -> Option<i64> {
    if effect.verb.name != verb {
        return None;
    }
    let subject = effect.subject.as_ref()?;
    let ExprKind::Member {
        receiver,
        name: attribute,
        args: None,
    } = &subject.kind
    else {
        return None;
    };
    let on_target = matches!(&receiver.kind, ExprKind::Name { name } if name == "target");
    if !on_target || attribute.name != name {
        return None;
    }
    effect
        .clauses
        .iter()
        .find(|c| c.word.name == "by")
        .and_then(|c| match c.value.kind {
            ExprKind::Signed { value } | ExprKind::Number { value } => Some(value),
            _ => None,
        })
}
