//! Battle (issue 5): a ship battle, where the attacking force's WEAPONS meet a ship's or
//! facility's SHIELDS (`ship.rs`), and a personnel battle, where the attacking personnel meet
//! the opponent's personnel present STRENGTH against STRENGTH (`personnel.rs`). Who may
//! initiate one, and against what, is `orders.rs` of this module. A battle is one action
//! (FAQ:545 in rules-digest §3): it is initiated, a response window opens on its initiation
//! (S:608: Hugh, Asteroid Sanctuary, Honor Challenge answer it), then it resolves unless it was
//! cancelled (a personnel battle in two steps, with a window between its engagements and its
//! winner: `personnel.rs`), every card involved is stopped (S:753), and a second window opens
//! just after it (Klingon Right of Vengeance). Cards may also make a battle happen: a dilemma or an
//! interrupt attacks with its own WEAPONS or STRENGTH (Borg Ship, Rogue Borg).

mod docked_shields;
mod orders;
mod outcome;
mod personnel;
mod record;
mod ship;

pub(crate) use orders::{attack_orders, is_required, AttackOrder};
pub(crate) use outcome::{retaliated, side_of_outcome};
pub(crate) use record::open_death_windows;
pub(crate) use record::{casualties, combatants};

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::state::Frame;
use crate::state::{ActionRef, ActionType};
use crate::state::{Battle, BattleKind, Place};

/// Initiates a battle: logs it, and the frame above which its initiation window opens.
pub(crate) fn initiate(step: &mut Step<'_>, mut battle: Battle) {
    battle.places = battle
        .attackers
        .iter()
        .chain(&battle.defenders)
        .map(|&c| (c, step.state.card(c).place))
        .collect();
    step.emit(Event::BattleBegan {
        kind: battle.kind,
        player: battle.player,
        location: battle.location,
        card: battle.target,
        attackers: battle.attackers.clone(),
        defenders: battle.defenders.clone(),
    });
    let opened_at = step.checkpoint();
    step.state.flow.push(Frame::Battle {
        battle: Box::new(battle),
        opened_at,
    });
}

/// One step of the battle on top of the flow: its initiation window, then its resolution.
pub(crate) fn battle_step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Battle { battle, opened_at }) = step.state.flow.last().cloned() else {
        return Ok(());
    };
    if !battle.answered {
        if let Some(Frame::Battle { battle, .. }) = step.state.flow.last_mut() {
            battle.answered = true;
        }
        step.state.flow.push(Frame::Window {
            action: action_of(&battle),
            responder: battle.player.other(),
            passes: 0,
            opened_at,
        });
        return Ok(());
    }
    if battle.kind == BattleKind::Personnel && !battle.cancelled && !battle.engaged {
        // S:790-791: the engagements are fought, then a window opens before the winner is
        // determined (Phaser Burns) and the mortally wounded die.
        let (stunned, mortally_wounded) = personnel::engage(step, &battle);
        let mut wounded = stunned.clone();
        wounded.extend(&mortally_wounded);
        if let Some(Frame::Battle { battle, .. }) = step.state.flow.last_mut() {
            battle.engaged = true;
            battle.stunned = stunned;
            battle.mortally_wounded = mortally_wounded;
        }
        step.state.flow.push(Frame::Window {
            action: ActionRef::new(ActionType::Engaged, battle.target, battle.player)
                .with_group(wounded)
                .at(battle.location),
            responder: battle.player.other(),
            passes: 0,
            opened_at,
        });
        return Ok(());
    }
    step.state.flow.pop();
    if battle.cancelled {
        step.emit(Event::BattleEnded {
            card: battle.target,
            location: battle.location,
            cancelled: true,
            casualties: Vec::new(),
        });
        return Ok(());
    }
    let casualties = match battle.kind {
        BattleKind::Ship => ship::resolve(step, &battle)?,
        BattleKind::Personnel => {
            personnel::finish(step, &battle)?;
            record::killed_in(step, &battle)
        }
    };
    // S:753: participating in a battle stops every card involved (those still in play).
    for &card in battle.attackers.iter().chain(&battle.defenders) {
        if step.state.card(card).place.in_play() && step.def(card).is_one_of(&["ship", "facility", "personnel"]) {
            stop(step, card);
        }
    }
    step.emit(Event::BattleEnded {
        card: battle.target,
        location: battle.location,
        cancelled: false,
        casualties: casualties.clone(),
    });
    // The window just after the battle (Klingon Right of Vengeance).
    step.state.flow.push(Frame::Window {
        action: ActionRef::new(ActionType::FinishBattle, battle.target, battle.player).with_group(casualties),
        responder: battle.player.other(),
        passes: 0,
        opened_at,
    });
    Ok(())
}

/// The action a battle's initiation window is open on: its target attacked by the attackers.
pub(crate) fn action_of(battle: &Battle) -> ActionRef {
    ActionRef::new(ActionType::Battle, battle.target, battle.player)
        .with_group(battle.attackers.clone())
        .at(battle.location)
}

/// The battle in progress, if any: the topmost battle frame.
pub(crate) fn current(state: &crate::state::GameState) -> Option<&Battle> {
    state.flow.iter().rev().find_map(|f| match f {
        Frame::Battle { battle, .. } => Some(battle.as_ref()),
        _ => None,
    })
}

/// Cancels the battle in progress (Hugh: "cancel a battle just initiated").
pub(crate) fn cancel(step: &mut Step<'_>) {
    if let Some(battle) = step.state.flow.iter_mut().rev().find_map(|f| match f {
        Frame::Battle { battle, .. } => Some(battle),
        _ => None,
    }) {
        battle.cancelled = true;
    }
}

/// The cards of one side of the battle in progress: the attackers if `player` attacks,
/// else the defenders.
pub(crate) fn side(state: &crate::state::GameState, player: PlayerId) -> Vec<CardId> {
    match current(state) {
        Some(battle) if battle.player == player => battle.attackers.clone(),
        Some(battle) => battle.defenders.clone(),
        None => Vec::new(),
    }
}

/// Stops a card until the start of the next turn.
pub(super) fn stop(step: &mut Step<'_>, card: CardId) {
    let until = step.state.turn_number + 1;
    step.stop_until(card, until);
}

/// A personnel dies in battle (or with its destroyed ship), one of `doomed` targeted at once:
/// unless a card's text saves it (`rules::losses::death`), it goes to its owner's discard pile with
/// what it carries, and the death is logged for the cards that answer it. Whether it died.
pub(crate) fn kill(step: &mut Step<'_>, card: CardId, doomed: &[CardId]) -> Result<bool, Interrupt> {
    if !step.state.card(card).place.in_play() || crate::rules::losses::death::spared(step, card, doomed)? {
        return Ok(false);
    }
    let owner = step.state.card(card).owner;
    for carried in step.hosted(card) {
        let carried_owner = step.state.card(carried).owner;
        step.move_to(carried, Place::Discard { player: carried_owner });
    }
    step.move_to(card, Place::Discard { player: owner });
    step.emit(Event::Killed { card });
    Ok(true)
}

/// Destroys a ship or facility: the personnel aboard die (F:20), a ship it carries is destroyed
/// with it, the rest aboard or on it is discarded with it, the equipment aboard (and artifacts used as equipment) destroyed with it
/// (M:398). `by` is the player directly responsible, if any (M:398). Returns the personnel
/// who died.
pub(crate) fn destroy(step: &mut Step<'_>, card: CardId, by: Option<PlayerId>) -> Result<Vec<CardId>, Interrupt> {
    let mut dead = Vec::new();
    let mut lost_equipment = Vec::new();
    let hosted = step.hosted(card);
    let doomed: Vec<CardId> = hosted
        .iter()
        .copied()
        .filter(|&c| step.def(c).is("personnel"))
        .collect();
    crate::rules::losses::rescue::offer(step, card, &doomed)?;
    for carried in hosted {
        if step.def(carried).is("personnel") {
            // A crew member an interrupt took off the ship (Escape Pod) is not lost with it.
            let aboard = step.state.card(carried).place == (Place::Aboard { card });
            if aboard && kill(step, carried, &doomed)? {
                dead.push(carried);
            }
        } else if step.def(carried).is("ship") && step.state.card(carried).place == (Place::Aboard { card }) {
            // A ship carried aboard (M:433, loading) is destroyed with its carrier, its own crew
            // with it.
            dead.extend(destroy(step, carried, by)?);
        } else {
            if step.def(carried).is_one_of(&["equipment", "artifact"]) {
                lost_equipment.push(carried);
            }
            let owner = step.state.card(carried).owner;
            step.move_to(carried, Place::Discard { player: owner });
        }
    }
    let owner = step.state.card(card).owner;
    step.move_to(card, Place::Discard { player: owner });
    step.emit(Event::Destroyed {
        card,
        crew: dead.clone(),
        by,
    });
    for carried in lost_equipment {
        step.emit(Event::Destroyed {
            card: carried,
            crew: Vec::new(),
            by,
        });
    }
    Ok(dead)
}
