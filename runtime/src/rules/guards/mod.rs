//! Conditions decided from their lowered form ([`crate::defs::GuardTest`], built when the pool
//! loads) instead of through the interpreter: an action's guard when the orders list is built,
//! a `plays on` filter on each card an event or interrupt may play on, the condition of a
//! cure at each check of cures. A condition with no
//! lowered form goes to the interpreter as before. Debug builds decide each lowered condition
//! through the interpreter too and assert the two agree (the evaluation budget left as it
//! was), so every scenario and random game of the test suite checks the lowering.

mod decide;
mod typed_count;

pub(crate) use decide::{cards, holds};
pub(crate) use typed_count::of_card_type;

use crate::ids::CardId;
use crate::interp::{is_able, truth, truth_over, Context};
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::Expr;

/// Whether the guard of an action or of a card's play holds for the context (the card's
/// text, run for its user): the guard of ability `index` of the card's definition (`None`:
/// an ability of no index there, decided by the interpreter).
pub(crate) fn guard_holds(
    step: &mut Step<'_>,
    ctx: &mut Context,
    index: Option<usize>,
    guard: &Expr,
) -> Result<bool, Interrupt> {
    let def = step.state.card(ctx.this).def;
    let pool = step.pool();
    let form = index.and_then(|index| pool.guard_forms.get(def, index));
    match form.filter(|_| ctx.bindings.is_empty()) {
        Some(test) => {
            let held = decide::holds(step, ctx, test, &[]);
            if cfg!(debug_assertions) {
                check(step, ctx, held, |step, ctx| truth(step, ctx, guard));
            }
            Ok(held)
        }
        None => truth(step, ctx, guard),
    }
}

/// Whether a `plays on` filter (ability `index` of the played card's definition) holds for a
/// card it may play on: the context's target is that card.
pub(crate) fn filter_holds(
    step: &mut Step<'_>,
    ctx: &mut Context,
    index: Option<usize>,
    filter: &Expr,
    candidate: CardId,
) -> Result<bool, Interrupt> {
    let def = step.state.card(ctx.this).def;
    let pool = step.pool();
    let form = index.and_then(|index| pool.guard_forms.get(def, index));
    match form.filter(|_| ctx.bindings.is_empty()) {
        Some(test) => {
            let held = decide::holds(step, ctx, test, &[candidate]);
            if cfg!(debug_assertions) {
                check(step, ctx, held, |step, ctx| truth_over(step, ctx, filter, &[candidate]));
            }
            Ok(held)
        }
        None => truth_over(step, ctx, filter, &[candidate]),
    }
}

/// Whether the condition of a `cure with` or `nullify with` (ability `index` of the card's
/// definition) is met by the personnel present with the card (`present`, not empty), as the
/// interpreter's `truth` reads it: over those of them that can contribute.
pub(crate) fn cure_holds(
    step: &mut Step<'_>,
    ctx: &mut Context,
    index: usize,
    condition: &Expr,
    present: &[CardId],
) -> Result<bool, Interrupt> {
    let def = step.state.card(ctx.this).def;
    let pool = step.pool();
    match pool.guard_forms.get(def, index).filter(|_| ctx.bindings.is_empty()) {
        Some(test) => {
            let group: Vec<CardId> = present.iter().copied().filter(|&c| is_able(step, c)).collect();
            let held = decide::holds(step, ctx, test, &group);
            if cfg!(debug_assertions) {
                check(step, ctx, held, |step, ctx| truth(step, ctx, condition));
            }
            Ok(held)
        }
        None => truth(step, ctx, condition),
    }
}

/// The debug check: the interpreter, on a copy of the context, gives what the lowered form
/// gave; the evaluation budget it spends is given back.
fn check(
    step: &mut Step<'_>,
    ctx: &Context,
    held: bool,
    interpret: impl FnOnce(&mut Step<'_>, &mut Context) -> Result<bool, Interrupt>,
) {
    let evaluated = step.evaluated.get();
    let mut copy = ctx.clone();
    let interpreted = interpret(step, &mut copy);
    step.evaluated.set(evaluated);
    if let Ok(interpreted) = interpreted {
        assert_eq!(
            held,
            interpreted,
            "the lowered condition of {} decides otherwise than its text",
            step.def(ctx.this).title
        );
    }
}
