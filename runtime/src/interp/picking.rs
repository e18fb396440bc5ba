//! Functions that pick cards out of a group: `random` (the engine's seeded draw), `choose`
//! and `up_to` (a player's decision, "choose one", "up to two") and `highest` by an
//! attribute ("most CUNNING", the default being the total of the attributes; a tie is a
//! player's decision), the `topmost` cards of a pile, and `random_until` (cards selected at
//! random one at a time until one meets a condition: Hide and Seek).

use super::exprs::{eval, mismatch, truth_over, Value};
use super::selection::{named, positional, Arguments};
use super::Context;
use crate::defs::FunctionOp;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::{Arg, Expr};

/// An opponent's choice: the chooser may examine each card of the group fully before choosing
/// (S:252), so the cards of another player he may not see now are logged as examined by him
/// (`Event::Examined`, as a card that looks at cards logs them).
fn examine_for_choice(step: &mut Step<'_>, cards: &[CardId], by: crate::ids::PlayerId) {
    for &card in cards {
        let other = step.state.card(card).controller != by;
        if other && !crate::visibility::visible_to(step.state, step.pool(), card, by) {
            step.emit(crate::event::Event::Examined { card, player: by });
        }
    }
}

/// The cards a picking function picks from its subject, or `None` for another function.
pub(super) fn pick(
    step: &mut Step<'_>,
    ctx: &Context,
    op: FunctionOp,
    values: &Arguments,
) -> Result<Option<Value>, Interrupt> {
    let subject = positional(values, 0).unwrap_or(Value::Cards(Vec::new()));
    let count = |default: usize| match positional(values, 1).or_else(|| named(values, "count")) {
        Some(Value::Number(n)) => n.max(0) as usize,
        _ => default,
    };
    Ok(Some(match op {
        FunctionOp::Random => {
            let mut cards = subject.cards();
            let mut chosen = Vec::new();
            for _ in 0..count(1) {
                if cards.is_empty() {
                    break;
                }
                let index = step.state.rng.below(cards.len());
                chosen.push(cards.remove(index));
            }
            Value::Cards(chosen)
        }
        FunctionOp::Choose | FunctionOp::UpTo => {
            let Some(by) = super::exprs::clause_player(named(values, "by"), ctx.controller) else {
                // A choice by a player nobody named is not made.
                return Ok(Some(Value::Cards(Vec::new())));
            };
            let mut cards = subject.cards();
            examine_for_choice(step, &cards, by);
            let mut chosen = Vec::new();
            for _ in 0..count(1) {
                if cards.is_empty() {
                    break;
                }
                let mut options: Vec<String> = cards.iter().map(|&c| step.describe(c)).collect();
                if op == FunctionOp::UpTo {
                    options.push("no more".into());
                }
                let index = step.decide(by, format!("{}: choose a card", step.title(ctx.this)), options)?;
                if index == cards.len() {
                    break;
                }
                chosen.push(cards.remove(index));
            }
            Value::Cards(chosen)
        }
        FunctionOp::Highest => {
            let attribute = match positional(values, 1).or_else(|| named(values, "by")) {
                Some(Value::Name(attribute)) => attribute,
                _ => "total_attributes".into(),
            };
            let cards = subject.cards();
            let amounts: Vec<i64> = cards.iter().map(|&c| step.attribute(c, &attribute)).collect();
            let best = amounts.iter().max();
            let tied: Vec<CardId> = cards
                .iter()
                .zip(&amounts)
                .filter(|(_, value)| Some(*value) == best)
                .map(|(&card, _)| card)
                .collect();
            Value::Cards(break_tie(step, ctx, values, tied)?)
        }
        FunctionOp::Topmost => {
            // A pile lists its cards bottom first: the top ones are the last.
            let cards = subject.cards();
            let keep = count(1).min(cards.len());
            Value::Cards(cards[cards.len() - keep..].to_vec())
        }
        _ => return Ok(None),
    }))
}

/// Who breaks a tie for a superlative: the player the text names (`ties: you`, "your choice
/// if tie", a player named; `ties:` naming no player is as if absent); else in a dilemma the opponent of the player encountering it (S:376), in another
/// card the player whose card it is (S:254).
pub(super) fn tie_decider(step: &Step<'_>, ctx: &Context, values: &Arguments) -> crate::ids::PlayerId {
    if let Some(player) = named(values, "ties").and_then(|v| v.player(ctx.controller)) {
        return player;
    }
    if step.def(ctx.this).is("dilemma") {
        ctx.controller.other()
    } else {
        ctx.controller
    }
}

/// One card of those tied for a superlative ("highest total attributes", "most CUNNING"),
/// as a decision: a dilemma's tie is chosen by the opponent of the player encountering it
/// (S:376 counts a dilemma's tie for "most CUNNING" as an opponent's choice; the Glossary's
/// `ties` entry); another card's by the player whose card it is, as a selection no card specifies
/// (S:254). A single card is no tie.
fn break_tie(
    step: &mut Step<'_>,
    ctx: &Context,
    values: &Arguments,
    tied: Vec<CardId>,
) -> Result<Vec<CardId>, Interrupt> {
    if tied.len() <= 1 {
        return Ok(tied);
    }
    let by = tie_decider(step, ctx, values);
    let options: Vec<String> = tied.iter().map(|&c| step.describe(c)).collect();
    let prompt = format!("{}: choose one of the tied cards", step.title(ctx.this));
    let index = step.decide(by, prompt, options)?;
    Ok(vec![tied[index]])
}

/// `cards.random_until(CONDITION, shuffled_in: CARDS?)`: the cards, with the `shuffled_in`
/// cards shuffled together with them, selected at random one at a time (S:247-254) until one
/// meets the condition or none is left; the cards selected, that one included, in the order
/// drawn. Hide and Seek: "Shuffle Hide and Seek together with crew or Away Team. Randomly
/// select cards until a [Univ] personnel or Hide and Seek selected". The draws are the game's
/// seeded ones, so a replay selects the same cards.
pub(super) fn random_until(
    step: &mut Step<'_>,
    ctx: &mut Context,
    receiver: Option<Value>,
    args: &[Arg],
    expr: &Expr,
) -> Result<Value, Interrupt> {
    let mut positional = args.iter().filter(|a| a.name.is_none());
    let subject = match receiver {
        Some(subject) => subject,
        None => match positional.next() {
            Some(first) => eval(step, ctx, &first.value)?,
            None => Value::Cards(Vec::new()),
        },
    };
    let condition = positional
        .next()
        .or_else(|| args.iter().find(|a| a.name.as_ref().is_some_and(|n| n.name == "with")))
        .ok_or_else(|| mismatch(step, ctx, expr, "a condition"))?;
    let mut cards = subject.cards();
    if let Some(extra) = args
        .iter()
        .find(|a| a.name.as_ref().is_some_and(|n| n.name == "shuffled_in"))
    {
        for card in eval(step, ctx, &extra.value)?.cards() {
            if !cards.contains(&card) {
                cards.push(card);
            }
        }
    }
    let mut selected = Vec::new();
    let saved = std::mem::replace(&mut ctx.over_group, false);
    while !cards.is_empty() {
        let card = cards.remove(step.state.rng.below(cards.len()));
        selected.push(card);
        match truth_over(step, ctx, &condition.value, &[card]) {
            Ok(true) => break,
            Ok(false) => {}
            Err(interrupt) => {
                ctx.over_group = saved;
                return Err(interrupt);
            }
        }
    }
    ctx.over_group = saved;
    ctx.random_picks.extend(selected.iter().copied());
    Ok(Value::Cards(selected))
}
