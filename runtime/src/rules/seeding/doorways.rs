//! The doorway seed phase (S:193, S:390): a doorway that opens a side deck (Q's Tent) seeds
//! face up on top of it, on the table, and opens it; one side deck of each type. When play
//! begins, a side deck no doorway opened is not used: its cards go out of play. Cards that seed
//! on the table in this phase are offered with them (`table_hosts`).

use crate::ids::{CardId, DefId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::state::Place;

/// One seed turn of the doorway phase: seed a doorway on its side deck, or pass. Whether a
/// doorway was seeded: a pass is the seed phases' to count (`phases::pass`).
pub(crate) fn seed_doorway(step: &mut Step<'_>) -> Result<bool, Interrupt> {
    let player = step.state.active;
    let doorways = seedable_doorways(step, player);
    let table = super::table_hosts::doorway_table_seeds(step, player)?;
    let mut options = vec!["pass".to_string()];
    for &card in &doorways {
        options.push(format!("seed {} on its side deck", step.describe(card)));
    }
    for &card in &table {
        options.push(format!("seed {} on the table", step.describe(card)));
    }
    let chosen = step.decide(player, "seed a doorway, or pass".into(), options)?;
    if let Some(&card) = chosen.checked_sub(1 + doorways.len()).and_then(|at| table.get(at)) {
        super::placement::seed_on_table(step, card)?;
        return Ok(true);
    }
    let Some(&card) = chosen.checked_sub(1).and_then(|at| doorways.get(at)) else {
        return Ok(false);
    };
    step.move_to(card, Place::Table { player });
    step.state.passes = 0;
    step.state.active = player.other();
    Ok(true)
}

/// The player's doorways in the seed deck that open a side deck not opened yet.
fn seedable_doorways(step: &Step<'_>, player: PlayerId) -> Vec<CardId> {
    let mut doorways: Vec<CardId> = Vec::new();
    for &card in step.state.in_place(&Place::SeedDeck { player }) {
        let def = step.state.card(card).def;
        let offered = doorways.iter().any(|&d| step.state.card(d).def == def);
        if step.pool().def(def).opens_side_deck() && !opened(step, player, def) && !offered {
            doorways.push(card);
        }
    }
    doorways
}

/// Whether the player's side deck of this doorway is open: a copy of the doorway is seeded
/// on the table.
pub(crate) fn opened(step: &Step<'_>, player: PlayerId, doorway: DefId) -> bool {
    step.state
        .in_place(&Place::Table { player })
        .iter()
        .any(|&c| step.state.card(c).def == doorway)
}

/// Play begins: the cards of a side deck that no doorway opened go out of play.
pub(crate) fn close_unopened(step: &mut Step<'_>) {
    let unopened: Vec<(PlayerId, DefId)> = step
        .state
        .zones
        .keys()
        .filter_map(|place| match *place {
            Place::SideDeck { player, deck } => Some((player, deck)),
            _ => None,
        })
        .filter(|&(player, deck)| !opened(step, player, deck))
        .collect();
    for (player, deck) in unopened {
        let cards = step.state.in_place(&Place::SideDeck { player, deck }).to_vec();
        for card in cards {
            step.move_to(card, Place::OutOfPlay { player });
        }
    }
}
