//! `q_flash N for GROUP`: a crew or Away Team has a Q-Flash (M:325). It faces N cards of the
//! opponent's Q-Continuum side deck: they are drawn one at a time, a second copy of a title
//! already drawn in this Q-Flash is discarded without a card to replace it, and the others are
//! put under the mission, to be faced next as seed cards, in the order drawn (the attempt
//! faces them: `rules/attempt/`). The player facing them plays them ("Opponent plays other
//! cards drawn"), so each is under that player's control. Discarded, they go face up under
//! the side deck (S:392, `Step::move_to`); when its face-down cards run out, the face-up ones
//! are shuffled to replenish it. A player with no Q-Continuum side deck has nothing to face.
//! Drawing from a side deck is not a card draw (S:396). A card of a Q-Flash that has a Q-Flash
//! itself adds cards to the one it came in (The Higher... The Q-er): the titles drawn in that
//! Q-Flash count as duplicates.

use super::exprs::Value;
use super::Context;
use crate::event::Event;
use crate::ids::{CardId, DefId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// The icon of the cards of the Q-Continuum side deck (M:325): the side deck a Q-Flash draws
/// from is the one its owner opened with a doorway of this icon.
const Q_ICON: &str = "Q";

/// Runs a Q-Flash of `count` cards for the crew or Away Team of the running encounter.
pub(super) fn q_flash(step: &mut Step<'_>, ctx: &mut Context, count: Value) -> Result<(), Interrupt> {
    let Value::Number(count) = count else {
        return Ok(());
    };
    let Some(location) = ctx.location else {
        // Only a crew or Away Team in a mission attempt faces a Q-Flash.
        return Ok(());
    };
    let facing = ctx.controller;
    let owner = facing.other();
    let Some(deck) = q_continuum_side_deck(step, owner) else {
        return Ok(());
    };
    // A card faced in a Q-Flash that adds cards to it ("add X additional [Q] icon cards to
    // this Q-Flash") draws them into the same Q-Flash: the titles drawn in it already count as
    // duplicates (M:325), and no second Q-Flash begins for triggers to answer.
    let continuing = step.state.location(location).flashed.contains(&ctx.this);
    if !continuing {
        step.emit(Event::QFlashed {
            card: ctx.this,
            player: facing,
            location,
        });
    }
    let mut titles: Vec<String> = if continuing {
        step.state
            .location(location)
            .flashed
            .iter()
            .map(|&card| step.def(card).title.clone())
            .collect()
    } else {
        Vec::new()
    };
    let mut drawn: Vec<CardId> = Vec::new();
    for _ in 0..count.max(0) {
        let Some(card) = draw_one(step, owner, deck) else {
            break;
        };
        let title = step.def(card).title.clone();
        if titles.contains(&title) {
            step.move_to(card, Place::QContinuum { player: owner });
            continue;
        }
        titles.push(title);
        step.state.card_mut(card).controller = facing;
        // Under the mission, after the cards drawn before it: faced in the order drawn.
        let stack = Place::SeedStack { location };
        let from = step.state.move_card_to_bottom(card, stack);
        step.state.reposition(card, drawn.len());
        step.emit(Event::Moved { card, from, to: stack });
        drawn.push(card);
    }
    step.state.location_mut(location).flashed.extend(drawn);
    Ok(())
}

/// The doorway that opens the player's Q-Continuum side deck, if one is seeded (S:390) and
/// not closed: a closed doorway's game text is not in effect (docs/rules.md, doorway-closed),
/// and its side deck is closed with it (Mortal Q: "your Q-Continuum side deck is closed").
pub(super) fn q_continuum_side_deck(step: &Step<'_>, player: PlayerId) -> Option<DefId> {
    step.state
        .in_place(&Place::Table { player })
        .iter()
        .filter(|&&card| !step.state.lost_feature(card, "game_text"))
        .map(|&card| step.state.card(card).def)
        .find(|&def| step.pool().def(def).side_deck_icon.as_deref() == Some(Q_ICON))
}

/// The top card of the side deck; when none is left face down, the face-up cards under it
/// are shuffled to replenish it first (Q-Flash: "when side deck empty, shuffle to replenish").
fn draw_one(step: &mut Step<'_>, player: PlayerId, deck: DefId) -> Option<CardId> {
    let side_deck = Place::SideDeck { player, deck };
    if step.state.in_place(&side_deck).is_empty() {
        let mut face_up = step.state.in_place(&Place::QContinuum { player }).to_vec();
        step.state.rng.shuffle(&mut face_up);
        for card in face_up {
            step.move_to(card, side_deck);
        }
    }
    step.state.in_place(&side_deck).last().copied()
}
