//! The cards a `for each` of a static attribute bonus counts: "SHIELDS +2 for each of your
//! SCIENCE-classification personnel present" (Metaphasic Shields) is
//! `for each p in aboard(target).where(...) { modify target.SHIELDS by +2 }`. Like the bonus
//! itself (static_bonus.rs), the selection is read from the text, never run, from the few
//! side-effect-free forms this module knows: `aboard(target)` or `present_with(target)`,
//! optionally `.where(CONDITION)` with `and`, `or`, `not`, a card type, an affiliation icon,
//! `controlled_by(you)` and `classified_as(CLASS)`. A form it does not know selects nothing.

use super::Step;
use crate::ids::CardId;
use stccg_lang::ast::{Expr, ExprKind};

impl Step<'_> {
    /// How many cards the selection `over` holds, for `source` played on `host`.
    pub(crate) fn static_count(&self, over: &Expr, source: CardId, host: CardId) -> i64 {
        let (base, condition) = match &over.kind {
            ExprKind::Member {
                receiver,
                name,
                args: Some(args),
            } if name.name == "where" => (receiver.as_ref(), args.first().map(|a| &a.value)),
            _ => (over, None),
        };
        let cards = match &base.kind {
            ExprKind::Call { callee, args } if on_target(args.first().map(|a| &a.value)) => {
                self.static_base(&callee.name, host)
            }
            ExprKind::Member {
                receiver,
                name,
                args: None,
            } if on_target(Some(receiver)) => self.static_base(&name.name, host),
            _ => Vec::new(),
        };
        cards
            .into_iter()
            .filter(|&card| condition.is_none_or(|c| self.static_card_holds(c, card, source)))
            .count() as i64
    }

    /// The cards of `aboard(target)` or `present_with(target)`.
    fn static_base(&self, function: &str, host: CardId) -> Vec<CardId> {
        match function {
            "aboard" => self
                .state
                .in_place(&crate::state::Place::Aboard { card: host })
                .to_vec(),
            "present_with" => self.present_with(host),
            _ => Vec::new(),
        }
    }

    /// Whether one card meets a condition of a static selection.
    fn static_card_holds(&self, condition: &Expr, card: CardId, source: CardId) -> bool {
        let def = self.def(card);
        match &condition.kind {
            ExprKind::Not { operand } => !self.static_card_holds(operand, card, source),
            ExprKind::And { operands } => operands.iter().all(|o| self.static_card_holds(o, card, source)),
            ExprKind::Or { operands } => operands.iter().any(|o| self.static_card_holds(o, card, source)),
            ExprKind::Name { name } => def.is(name) || def.affiliations.iter().any(|a| a == name),
            ExprKind::Icon { name } => def.icons.iter().any(|i| i == name),
            ExprKind::Call { callee, args } => {
                let first = args.first().map(|a| &a.value.kind);
                match (callee.name.as_str(), first) {
                    ("controlled_by", Some(ExprKind::Name { name })) if name == "you" => {
                        self.state.card(card).controller == self.state.card(source).controller
                    }
                    ("classified_as", Some(ExprKind::Name { name })) => {
                        def.classification.as_deref() == Some(name.as_str())
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }
}

/// Whether an argument is the root `target`.
fn on_target(expr: Option<&Expr>) -> bool {
    expr.is_some_and(|e| matches!(&e.kind, ExprKind::Name { name } if name == "target"))
}
