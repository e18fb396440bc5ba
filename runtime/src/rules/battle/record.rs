//! What battles leave in the log, read back: the windows just after a death or a destruction,
//! the sides of the last battle (`combatants`) and who died in it (`casualties`).

use super::{current, side};
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::{ActionRef, ActionType};

/// Opens a response window just after each death and each destruction this step logged
/// (Klingon Death Yell: "Plays just after a Klingon with Honor dies"; Escape Pod: "just after
/// your ship there is destroyed"), the first one logged answered first.
pub(crate) fn open_death_windows(step: &mut Step<'_>) {
    if step.state.phase != crate::state::Phase::Play {
        return;
    }
    let actions: Vec<ActionRef> = step.log[step.log_start..]
        .iter()
        .filter_map(|e| match e {
            Event::Killed { card } => Some(ActionRef::new(ActionType::Killed, *card, step.state.card(*card).owner)),
            Event::Destroyed { card, crew, .. } => Some(
                ActionRef::new(ActionType::Destroyed, *card, step.state.card(*card).owner).with_group(crew.clone()),
            ),
            _ => None,
        })
        .collect();
    for action in actions.into_iter().rev() {
        step.open_window(action);
    }
}

/// The cards still in play of one side of the battle in progress, else of the last battle
/// begun: the attackers if `player` attacked, else the defenders ("same opponents", Klingon Right of
/// Vengeance).
pub(crate) fn combatants(step: &Step<'_>, player: PlayerId) -> Vec<CardId> {
    let in_play = |cards: Vec<CardId>| -> Vec<CardId> {
        cards
            .into_iter()
            .filter(|&c| step.state.card(c).place.in_play())
            .collect()
    };
    if current(step.state).is_some() {
        return in_play(side(step.state, player));
    }
    let last = step
        .log
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::BattleBegan {
                player: attacker,
                attackers,
                defenders,
                ..
            } => Some(if *attacker == player {
                attackers.clone()
            } else {
                defenders.clone()
            }),
            _ => None,
        })
        .unwrap_or_default();
    in_play(last)
}

/// The personnel who died in the last battle that ended.
pub(crate) fn casualties(step: &Step<'_>) -> Vec<CardId> {
    step.log
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::BattleEnded { casualties, .. } => Some(casualties.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The combatants of a battle who died since it began: the mortally wounded, and those a card
/// killed before its winner was determined (Phaser Burns), in the order they died.
pub(crate) fn killed_in(step: &Step<'_>, battle: &crate::state::Battle) -> Vec<CardId> {
    let begin = step
        .log
        .iter()
        .rposition(|e| matches!(e, Event::BattleBegan { card, .. } if *card == battle.target))
        .unwrap_or(0);
    step.log[begin..]
        .iter()
        .filter_map(|e| match e {
            Event::Killed { card } if battle.attackers.contains(card) || battle.defenders.contains(card) => Some(*card),
            _ => None,
        })
        .collect()
}
