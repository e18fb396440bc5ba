//! The effects that change what a card is for the rest of the game (Supernova, S:833):
//! `convert` (a mission becomes another kind of location) and `lose_feature` (a card loses
//! its game text, point box or affiliation icons). Both last for the rest of the game; a
//! shorter `until` is not supported yet and is an error, never silently ignored.

use super::exprs::{eval, subject_cards, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// Runs a feature effect; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    let verb = effect.verb.name.as_str();
    if !matches!(verb, "convert" | "lose_feature") {
        return None;
    }
    Some(change(step, ctx, effect, verb))
}

fn change(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, verb: &str) -> Result<(), Interrupt> {
    let clause = |word: &str| {
        effect
            .clauses
            .iter()
            .find(|c| c.word.name == word)
            .map(|c| c.value.clone())
    };
    if let Some(until) = clause("until") {
        if !matches!(eval(step, ctx, &until)?, Value::Until(u32::MAX)) {
            return Err(super::timing_effects::unimplemented_form(
                step,
                ctx,
                effect,
                &format!("{verb} until a time before the end of the game"),
            ));
        }
    }
    let cards = subject_cards(step, ctx, effect)?;
    let word = if verb == "convert" { "to" } else { "with" };
    let value = match clause(word) {
        Some(expr) => eval(step, ctx, &expr)?,
        None => return Ok(()),
    };
    let Value::Name(name) = value else {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            &format!("{verb} {word} something other than a name"),
        ));
    };
    for card in cards {
        let status = &mut step.state.card_mut(card).status;
        if verb == "convert" {
            // [S] and [P] are the space and planet icons.
            let kind = match name.as_str() {
                "S" => "space",
                "P" => "planet",
                other => other,
            };
            status.converted_to = Some(kind.to_string());
        } else if !status.lost_features.contains(&name) {
            status.lost_features.push(name.clone());
        }
    }
    Ok(())
}
