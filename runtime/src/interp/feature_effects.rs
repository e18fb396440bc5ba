//! The effects that change what a card is for the rest of the game (Supernova, S:833):
//! `convert` (a mission becomes another kind of location) and `lose_feature` (a card loses
//! its game text, point box or affiliation icons). Each is a lasting effect on the card, for
//! the rest of the game unless an `until` clause says otherwise.

use super::exprs::{eval, subject_cards, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, Subject, Until};
use stccg_lang::ast::Effect;

/// Runs a feature effect: `convert` or `lose_feature`.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let verb = op.name();
    let clause = |word: &str| {
        effect
            .clauses
            .iter()
            .find(|c| c.word.name == word)
            .map(|c| c.value.clone())
    };
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::RestOfGame);
    let cards = subject_cards(step, ctx, effect)?;
    let word = if op == EffectOp::Convert { "to" } else { "with" };
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
    let effect = if verb == "convert" {
        // [S] and [P] are the space and planet icons.
        let kind = match name.as_str() {
            "S" => "space",
            "P" => "planet",
            other => other,
        };
        LastingEffect::Converted { kind: kind.to_string() }
    } else {
        LastingEffect::LostFeature { feature: name }
    };
    for card in cards {
        step.state.add_lasting(Lasting {
            effect: effect.clone(),
            subject: Subject::Card(card),
            source: Some(ctx.this),
            until: until.clone(),
        });
    }
    Ok(())
}
