//! The types of expressions, and the one rewrite that needs them.
//!
//! Every expression of game text has a type ([`Ty`]): a condition, a number, cards, a
//! player, a location, a time, a zone, an action pattern, or a name that is a quality
//! (a skill, a classification, an icon, a card's title: a condition where one is expected,
//! a name elsewhere). The checker (`check::text`) reports an expression whose type cannot
//! stand where it is written; [`resolve`] decides, once the symbols are known, whether a
//! printed `+` joins conditions or adds numbers.

mod resolve;
mod visit_mut;

pub use resolve::resolve_pool;

use crate::ast::{Expr, ExprKind};
use crate::symbols::{NameMeaning, Symbols};

/// The type of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A condition: `2 ENGINEER`, `CUNNING > 30`, `present(MEDICAL)`.
    Condition,
    /// A number: `3`, an attribute (`CUNNING`, a total over the group where it stands,
    /// FAQ:169-173), `count(...)`, `CUNNING + STRENGTH`.
    Number,
    /// A quality named by a skill, classification, icon, species, card type, keyword or card
    /// title: a condition on a group where a condition is expected, a name elsewhere.
    Quality,
    /// One card or several.
    Cards,
    /// A player.
    Player,
    /// A spaceline location.
    Location,
    /// A point in time (`end_of_turn`).
    Time,
    /// A zone cards can go to.
    Zone,
    /// An action a trigger or response matches.
    Action,
    /// Not known here (a bound name, an unknown name already reported, `any`).
    Any,
}

impl Ty {
    /// The type of a value of a declared kind (`stdlib/primitives.card`).
    pub fn of_kind(kind: &str) -> Ty {
        match kind {
            "condition" | "filter" => Ty::Condition,
            "number" | "signed" => Ty::Number,
            "card" | "cards" => Ty::Cards,
            "player" => Ty::Player,
            "location" => Ty::Location,
            "time" => Ty::Time,
            "zone" => Ty::Zone,
            "action" => Ty::Action,
            "name" | "text" | "attribute" => Ty::Quality,
            _ => Ty::Any,
        }
    }

    /// How the type is named in a diagnostic: "a number".
    pub fn describe(self) -> &'static str {
        match self {
            Ty::Condition => "a condition",
            Ty::Number => "a number",
            Ty::Quality => "a name",
            Ty::Cards => "cards",
            Ty::Player => "a player",
            Ty::Location => "a location",
            Ty::Time => "a time",
            Ty::Zone => "a zone",
            Ty::Action => "an action",
            Ty::Any => "a value",
        }
    }
}

/// Whether `name` is an attribute and nothing else (`CUNNING`, `RANGE`).
pub fn is_attribute(symbols: &Symbols, name: &str) -> bool {
    matches!(symbols.meaning(name), Some(NameMeaning::Vocabulary(kinds)) if kinds.iter().all(|k| k == "attribute"))
}

/// The type of an expression; `bound` says whether a bare name is a variable bound by `as`,
/// `let` or `for each` (whose type is not known here).
pub fn type_of(expr: &Expr, symbols: &Symbols, bound: &dyn Fn(&str) -> bool) -> Ty {
    match &expr.kind {
        ExprKind::Number { .. } | ExprKind::Signed { .. } | ExprKind::Arith { .. } => Ty::Number,
        ExprKind::Text { value } if is_attribute(symbols, value) => Ty::Number,
        ExprKind::Text { .. } | ExprKind::CardRef { .. } | ExprKind::Icon { .. } => Ty::Quality,
        ExprKind::Name { name } => {
            if bound(name) {
                return Ty::Any;
            }
            match symbols.meaning(name) {
                Some(NameMeaning::Root(kind)) => Ty::of_kind(&kind),
                Some(NameMeaning::Vocabulary(_)) if is_attribute(symbols, name) => Ty::Number,
                Some(_) => Ty::Quality,
                None => Ty::Any,
            }
        }
        ExprKind::Call { callee, .. } => match symbols.functions.get(callee.name.as_str()) {
            Some(function) => returns(function),
            None if symbols.action_types.contains_key(callee.name.as_str()) => Ty::Action,
            None => Ty::Any,
        },
        ExprKind::Member { name, args, .. } => {
            if args.is_none() && symbols.in_vocabulary("attribute", &name.name) {
                return Ty::Number;
            }
            symbols.functions.get(name.name.as_str()).map_or(Ty::Any, returns)
        }
        ExprKind::Multiplied { term, .. } if type_of(term, symbols, bound) == Ty::Number => Ty::Number,
        ExprKind::Count { .. }
        | ExprKind::Multiplied { .. }
        | ExprKind::Not { .. }
        | ExprKind::And { .. }
        | ExprKind::Or { .. }
        | ExprKind::Compare { .. } => Ty::Condition,
    }
}

fn returns(function: &crate::symbols::PrimitiveSymbol) -> Ty {
    function.decl.returns.as_ref().map_or(Ty::Any, |r| Ty::of_kind(&r.name))
}
