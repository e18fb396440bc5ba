//! Duties (rules-digest §3.9, required actions): `owe PLAYER with "label"` leaves the player a
//! duty due in their next turn, `pay PLAYER with "label"` pays the one due now, and
//! `owes(PLAYER, "label")` holds while one is due now and unpaid. What the duty asks and
//! what an unpaid one costs is card text: Devidian Door's "At any time during your next turn
//! ..., you must show a Devidian Door from hand and place it out-of-play, or you lose the
//! game" is an action paying it, required while it is owed, and a text at the end of the
//! player's turn if it is still owed. A duty is an action scheduled for the player's next
//! turn, so Samuel Clemens' Pocketwatch may bring it forward (S:54; `rules::turn::schedule`).

use super::exprs::{clause, eval, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::ids::PlayerId;
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, Subject, Until};
use stccg_lang::ast::Effect;

/// Runs `owe` or `pay`.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let player = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.player(ctx.controller),
        None => Some(ctx.controller),
    };
    let label = clause(step, ctx, effect, "with")?;
    let (Some(player), Some(Value::Name(label))) = (player, label) else {
        return Ok(());
    };
    if op == EffectOp::Owe {
        let due = step.state.next_turn_of(player);
        step.state.add_lasting(Lasting {
            effect: LastingEffect::Owed { label, due },
            subject: Subject::Player(player),
            source: Some(ctx.this),
            until: Until::TurnStart(due + 1),
        });
    } else if let Some(index) = due_now(step, player, &label) {
        step.state.lasting.remove(index);
    }
    Ok(())
}

/// `owes(PLAYER, "label")`: the player has a duty of that label due in this turn, unpaid.
pub(super) fn owes(step: &Step<'_>, ctx: &Context, subject: &Value, label: Option<Value>) -> Value {
    let player = subject.clone().player(ctx.controller);
    Value::Bool(match (player, label) {
        (Some(player), Some(Value::Name(label))) => due_now(step, player, &label).is_some(),
        _ => false,
    })
}

/// The index in the state's lasting effects of `player`'s first duty of this label due now:
/// in this turn, or, as the game ends, in any turn (no later turn will come: Devidian Door's
/// "or at game end, if sooner").
fn due_now(step: &Step<'_>, player: PlayerId, label: &str) -> Option<usize> {
    // Read through the recording accessors: `owes` may be a static's condition, whose result
    // is kept while what it read is unchanged (`state::reads`).
    let now = step.state.turn();
    crate::state::reads::rest(crate::state::reads::Rest::LASTING);
    let ending = step.game_ending();
    step.state.lasting.iter().position(|l| {
        l.subject == Subject::Player(player)
            && matches!(&l.effect, LastingEffect::Owed { label: owed, due } if owed == label && (*due == now || ending))
            && step.state.in_force(l)
    })
}
