//! Whether a card could be played on another: the `plays on TARGET where FILTER` of its text
//! read with that other card as its target ("move the problem card to a different appropriate
//! spaceline location", Dr. Q, Medicine Entity: a card its text lets it play on).

use super::exprs::truth_over;
use super::Context;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::{Ability, AbilityKind, Expr, ExprKind, Member};

/// The `plays on` of a card: its own, else that of its `play as event` (a card played as an
/// event). `None` for a card that plays on no card (no `plays on`, or `plays on table`).
fn plays_on(abilities: &[Ability]) -> Option<(Expr, Option<Expr>)> {
    let own = abilities.iter().find_map(|a| match &a.kind {
        AbilityKind::PlaysOn { target, filter } => Some((target.clone(), filter.clone())),
        _ => None,
    });
    let as_event = || {
        abilities.iter().find_map(|a| match &a.kind {
            AbilityKind::PlayAs { kind, members } if kind.name == "event" => members.iter().find_map(|m| match m {
                Member::Ability(ability) => match &ability.kind {
                    AbilityKind::PlaysOn { target, filter } => Some((target.clone(), filter.clone())),
                    _ => None,
                },
                _ => None,
            }),
            _ => None,
        })
    };
    own.or_else(as_event)
        .filter(|(target, _)| !matches!(&target.kind, ExprKind::Name { name } if name == "table"))
}

/// Whether `card`'s `plays on` accepts `candidate`, read as when its controller plays it:
/// in its text `target` is the candidate and `mission` the candidate's location (as the plays
/// offered from hand read it, `rules/playing/options.rs`).
pub(super) fn could_play_on(step: &mut Step<'_>, card: CardId, candidate: CardId) -> Result<bool, Interrupt> {
    let Some((target, filter)) = plays_on(&step.def(card).abilities) else {
        return Ok(false);
    };
    let mut ctx = Context::new(card, step.state.controller_of(card));
    ctx.target = Some(candidate);
    ctx.location = step.location_of(candidate);
    if !truth_over(step, &mut ctx, &target, &[candidate])? {
        return Ok(false);
    }
    match filter {
        Some(filter) => truth_over(step, &mut ctx, &filter, &[candidate]),
        None => Ok(true),
    }
}
