//! Lowers a condition's syntax tree to a [`GuardTest`], or gives `None` for a shape the form
//! does not have (the interpreter then decides it). Each shape is read as the interpreter
//! reads it: a bare name, icon or quoted name is a requirement (`meets_count`), except
//! `self`, `target` and `here`; `count(X)` and `X.count` are the number of cards of `X`; a
//! call or method is recognised by the primitive it resolved to when the pool loaded, never
//! by its spelling.

use super::{CardSet, GuardTest, NameKind, SetRoot, Subject, Who};
use crate::defs::{CardPool, FunctionOp, RootOp};
use stccg_lang::ast::{Arg, Expr, ExprKind};

/// The lowered form of a condition decided over a group.
pub(in crate::defs) fn test(pool: &CardPool, expr: &Expr) -> Option<GuardTest> {
    Some(match &expr.kind {
        ExprKind::And { operands } => GuardTest::All(operands.iter().map(|o| test(pool, o)).collect::<Option<_>>()?),
        ExprKind::Or { operands } => GuardTest::Any(operands.iter().map(|o| test(pool, o)).collect::<Option<_>>()?),
        ExprKind::Not { operand } => GuardTest::Not(Box::new(test(pool, operand)?)),
        ExprKind::Name { name } | ExprKind::Icon { name } | ExprKind::Text { value: name } => {
            if matches!(name.as_str(), "self" | "target" | "here") {
                return (name.as_str() == "self" && pool.root_op(expr) == Some(RootOp::SelfCard))
                    .then_some(GuardTest::Is(Subject::This));
            }
            named(pool, expr, 1)?
        }
        ExprKind::Count { count, term } => named(pool, term, i64::from(*count))?,
        ExprKind::Multiplied { term, multiplier } => named(pool, term, i64::from(multiplier.numerator))?,
        ExprKind::Compare { op, left, right } => {
            let ExprKind::Number { value } = right.kind else {
                return None;
            };
            GuardTest::Count {
                set: counted(pool, left)?,
                op: *op,
                value,
            }
        }
        ExprKind::Call { args, .. } => match (pool.function_op(expr), plain(args)?.as_slice()) {
            (Some(FunctionOp::Docked), [card]) => GuardTest::Docked(subject(pool, card)?),
            (Some(FunctionOp::ControlledBy), [player]) => GuardTest::ControlledBy(who(pool, player)?),
            (Some(FunctionOp::Stopped), [card]) => GuardTest::Stopped(subject(pool, card)?),
            (Some(FunctionOp::FaceDown), [card]) => GuardTest::FaceDown(subject(pool, card)?),
            (Some(FunctionOp::ClassifiedAs), [class]) => match &class.kind {
                ExprKind::Name { name } | ExprKind::Icon { name } | ExprKind::Text { value: name } => {
                    GuardTest::ClassifiedAs(name.to_string())
                }
                _ => return None,
            },
            _ => return None,
        },
        ExprKind::Member {
            receiver,
            args: Some(args),
            ..
        } if pool.function_op(expr) == Some(FunctionOp::Meets) => match plain(args)?.as_slice() {
            [condition] => GuardTest::Meets {
                set: set(pool, receiver)?,
                test: Box::new(test(pool, condition)?),
            },
            _ => return None,
        },
        _ => return None,
    })
}

/// `NAME`, `N NAME` or `NAME xN`: the name met N times.
fn named(pool: &CardPool, term: &Expr, count: i64) -> Option<GuardTest> {
    match &term.kind {
        ExprKind::Name { name } | ExprKind::Icon { name } | ExprKind::Text { value: name }
            if !matches!(name.as_str(), "self" | "target" | "here") =>
        {
            let kind = match pool.card_type(name) {
                Some(id) if !matches!(name.as_str(), "planet" | "space" | "dual") => NameKind::CardType(id),
                _ => match pool.names.id(name) {
                    None => NameKind::Unprinted,
                    // An icon may stand for an affiliation, a bare name for a root.
                    Some(id) if !matches!(term.kind, ExprKind::Icon { .. }) && term.declaration.is_none() => {
                        printed(pool, id)
                    }
                    Some(id) => NameKind::Other(id),
                },
            };
            Some(GuardTest::Named {
                name: name.to_string(),
                halves: 2 * count,
                kind,
            })
        }
        _ => None,
    }
}

/// What a printed name is as a requirement: [`NameKind::Printed`] when it is a word of no
/// vocabulary, else the interpreter's whole reading.
fn printed(pool: &CardPool, id: crate::defs::NameId) -> NameKind {
    if pool.names.in_no_vocabulary(id) {
        NameKind::Printed(id)
    } else {
        NameKind::Other(id)
    }
}

/// The set whose cards a number counts: `count(X)` or `X.count`.
fn counted(pool: &CardPool, expr: &Expr) -> Option<CardSet> {
    if pool.function_op(expr) != Some(FunctionOp::Count) {
        return None;
    }
    match &expr.kind {
        ExprKind::Call { args, .. } => match plain(args)?.as_slice() {
            [cards] => set(pool, cards),
            _ => None,
        },
        ExprKind::Member {
            receiver, args: None, ..
        } if !pool.is_in("count", "attribute") => set(pool, receiver),
        _ => None,
    }
}

/// A set of cards: a root, then `.where(...)` and `.except(...)` filters.
pub(in crate::defs) fn set(pool: &CardPool, expr: &Expr) -> Option<CardSet> {
    match &expr.kind {
        ExprKind::Name { .. } if pool.root_op(expr) == Some(RootOp::Mission) => Some(CardSet {
            root: SetRoot::Mission,
            filters: Vec::new(),
        }),
        ExprKind::Member {
            receiver,
            args: Some(args),
            ..
        } => {
            let keep = match pool.function_op(expr)? {
                FunctionOp::Where => true,
                FunctionOp::Except => false,
                _ => return None,
            };
            let condition = &args.first()?.value;
            let mut cards = set(pool, receiver)?;
            cards.filters.push((keep, card_test(pool, condition)?));
            Some(cards)
        }
        ExprKind::Name { .. } if pool.root_op(expr) == Some(RootOp::AllPersonnel) => Some(CardSet {
            root: SetRoot::AllPersonnel,
            filters: Vec::new(),
        }),
        ExprKind::Name { .. } => Some(CardSet {
            root: SetRoot::Card(subject(pool, expr)?),
            filters: Vec::new(),
        }),
        ExprKind::Call { args, .. } => {
            let args = plain(args)?;
            let [of] = args.as_slice() else {
                return None;
            };
            let root = match pool.function_op(expr)? {
                FunctionOp::CardsAt => match &of.kind {
                    ExprKind::Name { .. } if pool.root_op(of) == Some(RootOp::Here) => SetRoot::CardsAtHere,
                    ExprKind::Call { args, .. } if pool.function_op(of) == Some(FunctionOp::Location) => {
                        match plain(args)?.as_slice() {
                            [card] => SetRoot::CardsAtLocationOf(subject(pool, card)?),
                            _ => return None,
                        }
                    }
                    _ => return None,
                },
                FunctionOp::Hand => SetRoot::Hand(who(pool, of)?),
                FunctionOp::Aboard => SetRoot::Aboard(subject(pool, of)?),
                FunctionOp::PlayedOn => SetRoot::PlayedOn(subject(pool, of)?),
                FunctionOp::Towing => SetRoot::Towing(subject(pool, of)?),
                FunctionOp::PresentWith => SetRoot::PresentWith(subject(pool, of)?),
                FunctionOp::CardsInPlay => match pool.root_op(of)? {
                    RootOp::EachPlayer => SetRoot::InPlay(None),
                    _ => SetRoot::InPlay(Some(who(pool, of)?)),
                },
                _ => return None,
            };
            Some(CardSet {
                root,
                filters: Vec::new(),
            })
        }
        _ => None,
    }
}

/// The test of a `.where(...)` or `.except(...)` filter, decided on one card at a time: as
/// [`test`], and a card named by its title (`{Wormhole}`), which on one card outside a group's
/// requirement is the interpreter's `amount_in_halves` of the title.
fn card_test(pool: &CardPool, condition: &Expr) -> Option<GuardTest> {
    match &condition.kind {
        ExprKind::CardRef { title } => Some(GuardTest::Named {
            name: title.to_string(),
            halves: 2,
            kind: pool.names.id(title).map_or(NameKind::Unprinted, |id| printed(pool, id)),
        }),
        _ => test(pool, condition),
    }
}

/// The values of arguments that are all positional; `None` if one is named.
fn plain(args: &[Arg]) -> Option<Vec<&Expr>> {
    args.iter().map(|a| a.name.is_none().then_some(&a.value)).collect()
}

/// `self` or `target`, as the roots they resolved to.
fn subject(pool: &CardPool, expr: &Expr) -> Option<Subject> {
    match (&expr.kind, pool.root_op(expr)?) {
        (ExprKind::Name { .. }, RootOp::SelfCard) => Some(Subject::This),
        (ExprKind::Name { .. }, RootOp::Target) => Some(Subject::Target),
        _ => None,
    }
}

/// `you` or `opponent`, as the roots they resolved to.
fn who(pool: &CardPool, expr: &Expr) -> Option<Who> {
    match (&expr.kind, pool.root_op(expr)?) {
        (ExprKind::Name { .. }, RootOp::You) => Some(Who::You),
        (ExprKind::Name { .. }, RootOp::Opponent) => Some(Who::Opponent),
        _ => None,
    }
}
