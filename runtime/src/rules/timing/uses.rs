//! Use limits (rules-digest §3.10): `once each turn` (each of the user's turns, not the
//! opponent's), `once every turn` (every turn, either player's), `once per turn`, `once per
//! game`. Every limit counts uses of the effect by its user, not of each copy in play: one
//! Classic Tricorder re-select a turn "regardless of how many copies" (S:527), one [AU] card a
//! turn "even if you have multiple Space-Time Portals" (S:604), both sending the reader to the
//! Glossary's once-per-turn entry, whose rule the digest gives for every limit (§3.10). A use
//! is recorded when the ability is initiated.

use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::{Frame, Phase, Use, UseKey};
use stccg_lang::ast::Limit;

/// What a limit counts a use of this ability against: the effect (the card's definition and
/// ability) and its user, whichever copy it came from.
fn key(step: &Step<'_>, card: CardId, ability: usize, user: PlayerId) -> UseKey {
    UseKey::Effect {
        def: step.state.card(card).def,
        ability,
        player: user,
    }
}

/// The turn the current one counts as: play-phase turns by number, the seed phases as 0.
fn current_turn(step: &Step<'_>) -> u32 {
    match step.state.phase {
        Phase::Play | Phase::Over => step.state.turn_number,
        _ => 0,
    }
}

/// Whether `user` may use the ability now, as far as its limit goes.
pub(crate) fn available(step: &Step<'_>, card: CardId, ability: usize, limit: Option<Limit>, user: PlayerId) -> bool {
    let Some(limit) = limit else {
        return true;
    };
    let own_turn = step.state.active == user;
    if matches!(limit, Limit::OnceEachTurn | Limit::OncePerGame) && !own_turn {
        // S:532: "once each turn" and "once per game" are not used in the opponent's turn.
        return false;
    }
    !used_up(step, card, ability, Some(limit), user)
}

/// Whether an action with this limit may be taken now outside its user's own orders: one used
/// "once every turn" may be taken in the opponent's turn (S:532), in the windows of the
/// opponent's actions, but it may not interrupt a mission attempt or a scouting, each one
/// action (Glossary 1.9.1, Sabotage Drone, S:29; S:110).
pub(crate) fn outside_orders(step: &Step<'_>, limit: Option<Limit>, user: PlayerId) -> bool {
    limit == Some(Limit::OnceEveryTurn)
        && step.state.phase == Phase::Play
        && step.state.active != user
        && !step.state.flow.iter().any(|f| matches!(f, Frame::Attempt { .. }))
}

/// Whether the limit is used up in this turn (or game), whoever's turn it is: a card play
/// "as if played normally" in the opponent's turn (Manheim's Dimensional Door, M:77) counts
/// against it without the own-turn rule of skills.
pub(crate) fn used_up(step: &Step<'_>, card: CardId, ability: usize, limit: Option<Limit>, user: PlayerId) -> bool {
    let Some(limit) = limit else {
        return false;
    };
    let key = key(step, card, ability, user);
    let turn = current_turn(step);
    step.state
        .uses
        .iter()
        .any(|u| u.key == key && (limit == Limit::OncePerGame || u.turn == turn))
}

/// Records a use of the ability.
pub(crate) fn record(step: &mut Step<'_>, card: CardId, ability: usize, limit: Option<Limit>, user: PlayerId) {
    let Some(limit) = limit else {
        return;
    };
    let key = key(step, card, ability, user);
    let turn = current_turn(step);
    // Uses of earlier turns count no more, except once-per-game ones.
    step.state.uses.retain(|u| u.turn == turn || u.per_game);
    step.state.uses.push(Use {
        key,
        turn,
        per_game: limit == Limit::OncePerGame,
    });
}
