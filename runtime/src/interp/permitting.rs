//! `permitting ICON`, a clause of the effects that bring cards into play from hand or deck
//! (`download`, `report_crew`): the text's own card is the open doorway the gated cards need
//! (the Glossary's Alternate Universe icon: "[AU]" cards enter play only through an open
//! doorway), so the gate of that icon is lifted for this effect alone, as a card's text that
//! plays a card lifts it for that play (`rules::playing::play_as_if_normal`). The Space-Time
//! Portal's "(once per game) report with up to four [AU] personnel an [AU] ship to any
//! location" is `download ship to ... permitting [AU]` and `report_crew ... permitting [AU]`.

use super::exprs::{eval, Value};
use super::Context;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Effect;

/// Lifts the gate of the icon the effect's `permitting` clause names, for the controller,
/// runs `run`, then puts the gate back whatever `run` returned.
pub(super) fn with_permitted<T>(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
    run: impl FnOnce(&mut Step<'_>, &mut Context) -> Result<T, Interrupt>,
) -> Result<T, Interrupt> {
    let Some(clause) = effect.clauses.iter().find(|c| c.word.name == "permitting") else {
        return run(step, ctx);
    };
    let icon = match eval(step, ctx, &clause.value)? {
        Value::Name(name) => name,
        _ => return Err(super::effects::mismatch_at(step, ctx, clause.value.span, "an icon")),
    };
    let kept = step.state.statics.permitted_icons.len();
    step.state.statics.permitted_icons.push((ctx.controller, icon));
    let result = run(step, ctx);
    step.state.statics.permitted_icons.truncate(kept);
    result
}
