//! Skills as values a text reads or a player chooses. `skill_level(CARDS, SKILL)` is how many
//! levels of a skill the cards have together, as a requirement counts them (M:196; a skill at
//! x1/2 counts a half, the total rounded down): Reflection Therapy's "your Treachery > Honor
//! present" compares two of them. `choose_skill(CARDS, except: SKILL, by: PLAYER)` is the
//! regular skill a player chooses: one the cards have, or, with no cards, any regular skill
//! (the vocabulary `skill`, S:525), never the one `except` names; Reflection Therapy's
//! "replace one regular skill with one level of another regular skill" chooses twice. The
//! choice is a decision like any other, and no skill to choose from gives no name.

use super::exprs::{clause_player, Value};
use super::selection::{named, positional, Arguments};
use super::Context;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::{LastingEffect, SkillChange};

/// The levels of the skill the second argument names that the first argument's cards have.
pub(super) fn skill_level(step: &Step<'_>, values: &Arguments) -> Value {
    let cards = positional(values, 0).map(Value::cards).unwrap_or_default();
    let level = match positional(values, 1).or_else(|| named(values, "of")) {
        Some(Value::Name(skill)) => super::requirement::amount_in_halves(step, &cards, &skill).div_euclid(2),
        _ => 0,
    };
    Value::Number(level)
}

/// The regular skill the player `by` (the controller by default) chooses among those the
/// first argument's cards have, or among every regular skill when there are none given, less
/// the one `except` names; no name when there is none to choose or no player chooses.
pub(super) fn choose_skill(step: &mut Step<'_>, ctx: &Context, values: &Arguments) -> Result<Value, Interrupt> {
    let except = match named(values, "except") {
        Some(Value::Name(skill)) => Some(skill),
        _ => None,
    };
    let mut options = match positional(values, 0) {
        Some(value) => skills_had(step, &value.cards()),
        None => regular_skills(step),
    };
    options.retain(|skill| Some(skill) != except.as_ref());
    let Some(by) = clause_player(named(values, "by"), ctx.controller) else {
        return Ok(Value::Cards(Vec::new()));
    };
    if options.is_empty() {
        return Ok(Value::Cards(Vec::new()));
    }
    let prompt = format!("{}: choose a skill", step.title(ctx.this));
    let index = step.decide(by, prompt, options.clone())?;
    Ok(Value::Name(options.swap_remove(index)))
}

/// Whether the card still has every skill the text of `ctx.this` gave it (its lasting skill
/// additions from that card, in force), at a level above zero; a card given none keeps them.
pub(super) fn kept_given_skills(step: &Step<'_>, ctx: &Context, subject: &Value) -> Value {
    let Some(&card) = subject.clone().cards().first() else {
        return Value::Bool(true);
    };
    let given: Vec<String> = step
        .state
        .lasting_on(card)
        .filter(|l| l.source == Some(ctx.this))
        .filter_map(|l| match &l.effect {
            LastingEffect::Skills(SkillChange::Add { skill, .. }) => Some(skill.clone()),
            _ => None,
        })
        .collect();
    let has = skills_had(step, &[card]);
    Value::Bool(given.iter().all(|skill| has.contains(skill)))
}

/// The regular skills the cards have now, each once, in the order of their skills boxes.
fn skills_had(step: &Step<'_>, cards: &[CardId]) -> Vec<String> {
    super::skill_effects::skills_of(step, cards)
}

/// Every regular skill: the vocabulary `skill` (S:525), in its order.
fn regular_skills(step: &Step<'_>) -> Vec<String> {
    step.pool()
        .vocabulary
        .iter()
        .filter(|(_, kinds)| kinds.iter().any(|k| k == "skill"))
        .map(|(name, _)| name.clone())
        .collect()
}
