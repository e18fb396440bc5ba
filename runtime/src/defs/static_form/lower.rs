//! Lowers a `static` ability's syntax tree to a [`StaticForm`], or gives `None` for a shape
//! the form does not have (the interpreter then runs it). Each statement is read as the
//! interpreter's `interp::static_effects` reads it: the amount of `modify` is a number as
//! written; the skill of `gain_skill` and the icon or classification of `convert` are names
//! as written; a `for each` whose body is one such statement on its variable is that
//! statement on the set it walks; a rule matched later (`forbid`, ...) is its statement.

use super::{StaticForm, StaticPart};
use crate::defs::guard_form::lower::{set, test};
use crate::defs::{CardPool, CardSet};
use stccg_lang::ast::{Block, Effect, Expr, ExprKind, Statement, StatementKind};
use stccg_lang::check::StaticEffect;

/// The lowered form of a static: its condition (one that reads no group) and each
/// statement of its body.
pub(super) fn static_form(pool: &CardPool, condition: Option<&Expr>, body: &Block) -> Option<StaticForm> {
    let condition = match condition {
        Some(expr) => Some(test(pool, expr).filter(|t| !t.reads_group())?),
        None => None,
    };
    let parts = body
        .statements
        .iter()
        .map(|statement| part(pool, statement))
        .collect::<Option<Vec<_>>>()?;
    Some(StaticForm { condition, parts })
}

/// One statement: an effect on a set, a `for each` whose one statement is an effect on its
/// variable, or a rule matched later.
fn part(pool: &CardPool, statement: &Statement) -> Option<StaticPart> {
    match &statement.kind {
        StatementKind::Effect(effect) => effect_part(pool, effect, &|expr| set(pool, expr)),
        StatementKind::ForEach { variable, over, body } => {
            let [only] = body.statements.as_slice() else {
                return None;
            };
            let StatementKind::Effect(effect) = &only.kind else {
                return None;
            };
            let over = set(pool, over)?;
            let is_variable = |expr: &Expr| {
                matches!(&expr.kind, ExprKind::Name { name } if *name == variable.name) && pool.root_op(expr).is_none()
            };
            let each = effect_part(pool, effect, &|expr| is_variable(expr).then(|| over.clone()))?;
            Some(StaticPart::ForEach(Box::new(each)))
        }
        _ => None,
    }
}

/// An effect whose cards `cards` reads from its subject (a set, or the variable of a `for
/// each`).
fn effect_part(pool: &CardPool, effect: &Effect, cards: &dyn Fn(&Expr) -> Option<CardSet>) -> Option<StaticPart> {
    let form = StaticEffect::from_verb(&effect.verb.name)?;
    if form.matched_later() {
        return matches!(
            form,
            StaticEffect::Forbid | StaticEffect::Nullify | StaticEffect::Hosts | StaticEffect::AffectAllPlayers
        )
        .then_some(StaticPart::Rule(form));
    }
    let subject = effect.subject.as_ref()?;
    match form {
        StaticEffect::Modify | StaticEffect::Multiply | StaticEffect::SetAttribute => {
            let ExprKind::Member {
                receiver,
                name,
                args: None,
            } = &subject.kind
            else {
                return None;
            };
            let word = if form == StaticEffect::SetAttribute { "to" } else { "by" };
            let amount = match &clause(effect, word)?.kind {
                ExprKind::Number { value } | ExprKind::Signed { value } => *value,
                _ => return None,
            };
            Some(StaticPart::Attribute {
                effect: form,
                cards: cards(receiver)?,
                attribute: name.name.to_string(),
                amount,
            })
        }
        StaticEffect::GainSkill => {
            let (term, halves) = match &clause(effect, "with")?.kind {
                ExprKind::Multiplied { term, multiplier } => (
                    term.as_ref(),
                    i64::from(multiplier.numerator) * 2 / i64::from(multiplier.denominator.max(1)),
                ),
                _ => (clause(effect, "with")?, 2),
            };
            Some(StaticPart::GainSkill {
                cards: cards(subject)?,
                skill: name(pool, term)?,
                halves,
            })
        }
        StaticEffect::Convert => {
            let to = name(pool, clause(effect, "to")?)?;
            if pool.card_type(&to).is_some() {
                // A card type (`to event`) changes how the cards are played, which the
                // interpreter collects (`interp::static_effects`).
                return None;
            }
            let cards = cards(subject)?;
            Some(if pool.is_in(&to, "classification") {
                StaticPart::Classification {
                    cards,
                    classification: to,
                }
            } else {
                StaticPart::Affiliation { cards, affiliation: to }
            })
        }
        _ => None,
    }
}

/// The value of an effect's clause, as written.
fn clause<'e>(effect: &'e Effect, word: &str) -> Option<&'e Expr> {
    effect.clauses.iter().find(|c| c.word.name == word).map(|c| &c.value)
}

/// A name as the interpreter evaluates it to itself: an icon, a quoted name, or a bare name
/// that is no root and is in a vocabulary or a card's title.
fn name(pool: &CardPool, expr: &Expr) -> Option<String> {
    match &expr.kind {
        ExprKind::Icon { name } | ExprKind::Text { value: name } => Some(name.to_string()),
        ExprKind::Name { name }
            if pool.root_op(expr).is_none()
                && (pool.vocabulary.contains_key(name.as_str()) || pool.find(name).is_some()) =>
        {
            Some(name.to_string())
        }
        _ => None,
    }
}
