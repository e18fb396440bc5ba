//! The effects that change what a card is for the rest of the game (Supernova, S:833):
//! `convert` (a mission becomes another kind of location) and `lose_feature` (a card loses
//! its game text, point box or affiliation icons). Each is a lasting effect on the card, for
//! the rest of the game unless an `until` clause says otherwise. And `grant` outside a
//! `static`: a permission of the rules granted to cards for a time (`grant CARDS with
//! compatible_with_all until rest_of_game`: The Naked Truth).

use super::exprs::{eval, subject_cards, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::ids::CardId;
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
    let Some((cards, permission, until)) = named_lasting(step, ctx, effect, "grant", "with")? else {
        return Ok(());
    };
    if !GRANTED_FOR_A_TIME.contains(&permission.as_str()) {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            &format!("grant with {permission} outside a static"),
        ));
    }
    add_to_each(step, ctx, &cards, LastingEffect::Granted { permission }, &until);
    Ok(())
}

/// Runs a feature effect: `convert` or `lose_feature`.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let verb = op.name();
    let word = if op == EffectOp::Convert { "to" } else { "with" };
    let Some((cards, name, until)) = named_lasting(step, ctx, effect, verb, word)? else {
        return Ok(());
    };
    let lasting = if verb == "convert" {
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
    add_to_each(step, ctx, &cards, lasting, &until);
    Ok(())
}

/// What a lasting effect's text names: its subject cards, the name its `word` clause gives
/// (`with compatible_with_all`, `to S`), and its time (`until`, the rest of the game without
/// one); `None` when the clause is missing. A clause giving anything but a name is an engine
/// error naming the form.
fn named_lasting(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
    verb: &str,
    word: &str,
) -> Result<Option<(Vec<CardId>, String, Until)>, Interrupt> {
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::RestOfGame);
    let cards = subject_cards(step, ctx, effect)?;
    let value = match effect.clauses.iter().find(|c| c.word.name == word) {
        Some(clause) => eval(step, ctx, &clause.value)?,
        None => return Ok(None),
    };
    let Value::Name(name) = value else {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            &format!("{verb} {word} something other than a name"),
        ));
    };
    Ok(Some((cards, name, until)))
}

/// The lasting effect on each of the cards, from this text's card, for that time.
fn add_to_each(step: &mut Step<'_>, ctx: &Context, cards: &[CardId], effect: LastingEffect, until: &Until) {
    for &card in cards {
        step.state.add_lasting(Lasting {
            effect: effect.clone(),
            subject: Subject::Card(card),
            source: Some(ctx.this),
            until: until.clone(),
        });
    }
}
