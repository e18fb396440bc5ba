//! The effects that change what a card is for the rest of the game (Supernova, S:833):
//! `convert` (a mission becomes another kind of location) and `lose_feature` (a card loses
//! its game text, point box or affiliation icons). Each is a lasting effect on the card, for
//! the rest of the game unless an `until` clause says otherwise. And `grant` outside a
//! `static`: a permission of the rules granted to cards for a time (`grant CARDS with
//! compatible_with_all until rest_of_game`: The Naked Truth).

use super::exprs::{eval, subject_cards, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, Subject, Until};
use stccg_lang::ast::Effect;

/// The permissions a text may grant cards for a time, outside a `static`: those whose rule
/// reads a lasting grant as well as the static layer's (`rules::statics::granted`).
const GRANTED_FOR_A_TIME: &[&str] = &["compatible_with_all"];

/// `grant CARDS with PERMISSION until TIME` outside a `static`: the permission is the cards'
/// for that time (for the rest of the game without `until`), as a static text grants it while
/// it holds. A permission whose rule reads only the static layer is an engine error naming it.
pub(super) fn grant(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::RestOfGame);
    let cards = subject_cards(step, ctx, effect)?;
    let permission = match effect.clauses.iter().find(|c| c.word.name == "with") {
        Some(clause) => eval(step, ctx, &clause.value)?,
        None => return Ok(()),
    };
    let Value::Name(permission) = permission else {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            "grant with something other than a permission",
        ));
    };
    if !GRANTED_FOR_A_TIME.contains(&permission.as_str()) {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            &format!("grant with {permission} outside a static"),
        ));
    }
    for card in cards {
        step.state.add_lasting(Lasting {
            effect: LastingEffect::Granted {
                permission: permission.clone(),
            },
            subject: Subject::Card(card),
            source: Some(ctx.this),
            until: until.clone(),
        });
    }
    Ok(())
}

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
