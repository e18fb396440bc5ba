//! Functions that pick cards out of a group: `random` (the engine's seeded draw), `choose`
//! and `up_to` (a player's decision, "choose one", "up to two") and `highest` / `lowest` by
//! an attribute ("most CUNNING", the default being the total of the attributes), and the
//! `topmost` cards of a pile.

use super::exprs::Value;
use super::selection::{named, positional, Arguments};
use super::Context;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};

/// The cards a picking function picks from its subject, or `None` if `name` is not one.
pub(super) fn pick(
    step: &mut Step<'_>,
    ctx: &Context,
    name: &str,
    values: &Arguments,
) -> Result<Option<Value>, Interrupt> {
    let subject = positional(values, 0).unwrap_or(Value::Cards(Vec::new()));
    let count = |default: usize| match positional(values, 1).or_else(|| named(values, "count")) {
        Some(Value::Number(n)) => n.max(0) as usize,
        _ => default,
    };
    Ok(Some(match name {
        "random" => {
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
        "choose" | "up_to" => {
            let by = named(values, "by").map_or(ctx.controller, |v| v.player(ctx.controller));
            let mut cards = subject.cards();
            let mut chosen = Vec::new();
            for _ in 0..count(1) {
                if cards.is_empty() {
                    break;
                }
                let mut options: Vec<String> = cards.iter().map(|&c| step.describe(c)).collect();
                if name == "up_to" {
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
        "highest" | "lowest" => {
            let attribute = match positional(values, 1).or_else(|| named(values, "by")) {
                Some(Value::Name(attribute)) => attribute,
                _ => "total_attributes".into(),
            };
            let cards = subject.cards();
            let key = |c: &CardId| step.attribute(*c, &attribute);
            let best = if name == "highest" {
                cards.iter().max_by_key(|c| key(c))
            } else {
                cards.iter().min_by_key(|c| key(c))
            };
            Value::Cards(best.copied().into_iter().collect())
        }
        "topmost" => {
            // A pile lists its cards bottom first: the top ones are the last.
            let cards = subject.cards();
            let keep = count(1).min(cards.len());
            Value::Cards(cards[cards.len() - keep..].to_vec())
        }
        _ => return Ok(None),
    }))
}
