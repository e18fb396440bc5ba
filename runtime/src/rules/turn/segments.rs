//! The start, end and draw of a play-phase turn, and the texts that happen at them: "at
//! start/end of each/every/next turn" (turn words per FAQ:133-143), countdowns (S:55), and
//! cure and nullify conditions, checked whenever a step ends.

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::interp::{run_block, Context};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::state::{ActionRef, ActionType};
use crate::state::{Frame, Segment};
use crate::state::{Place, Scheduled};
use stccg_lang::ast::{AbilityKind, TurnPoint, TurnWord};

/// Sets the segment of the current turn: its frame may lie under frames its texts pushed (a
/// battle or a move started by an end-of-turn text, Borg Ship), which run first.
pub(crate) fn set_segment(step: &mut Step<'_>, segment: Segment) {
    let turn = step
        .state
        .flow
        .iter_mut()
        .rev()
        .find(|f| matches!(f, Frame::Turn { .. }));
    if let Some(Frame::Turn { segment: current }) = turn {
        *current = segment;
    }
}

/// The start of a turn: RANGE and the card play reset, start-of-turn texts run. The lasting
/// effects that last until this turn (a stop, S:761; control taken for a time) ended with the
/// step that began it (`rules::step`).
pub(crate) fn start(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let active = step.state.active;
    let counters = &mut step.state.players[active.index()];
    counters.card_play_used = false;
    counters.card_plays_made = 0;
    counters.normal_play = None;
    counters.batch = None;
    counters.acted = false;
    // Only the cards that moved this turn are written to: writing to the others would copy
    // them away from the snapshots that share them (`state::Shared`).
    for index in 0..step.state.cards.len() {
        if step.state.cards[index].status.range_used != 0 {
            step.state.cards[index].status.range_used = 0;
        }
    }
    run_turn_texts(step, TurnPoint::Start)?;
    count_down(step, true)?;
    check_cures(step)?;
    set_segment(step, Segment::CardPlay);
    Ok(())
}

/// The end of a turn: end-of-turn texts, then the active player's countdowns (S:55); probing
/// follows, just before the card draw (`rules::step`, `rules::objectives::probing`).
pub(crate) fn end(step: &mut Step<'_>) -> Result<(), Interrupt> {
    run_turn_texts(step, TurnPoint::End)?;
    count_down(step, false)?;
    // S:114: scouting is complete when the turn ends.
    crate::rules::borg::scouting::complete_at_end_of_turn(step);
    check_cures(step)?;
    set_segment(step, Segment::Draw);
    Ok(())
}

/// The card draw that ends the turn (FAQ:155); then the other player's turn begins, or the
/// same player's when this turn was the first of a double turn (FAQ:147). The
/// draw is an action that may be answered before the card comes to hand (Subspace Schism,
/// S:803): a window opens on it first, its subject the card that would be drawn.
pub(crate) fn draw(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let active = step.state.active;
    if !step.state.brought_forward(Scheduled::Draw) {
        let top = step.state.in_place(&Place::DrawDeck { player: active }).last().copied();
        // A player who draws no cards this turn (Q's Tent) makes no draw to respond to.
        let draws = step.may_draw(active);
        if let (Some(top), false, true) = (top, step.state.draw_answered, draws) {
            step.state.draw_answered = true;
            step.open_window(ActionRef::new(ActionType::Draw, top, active));
            return Ok(());
        }
        step.state.draw_answered = false;
        step.draw(active);
    }
    if step.state.phase == crate::state::Phase::Over {
        return Ok(());
    }
    // A double turn: the player whose turn this is takes the next one too (FAQ:147).
    let doubled = step.state.players[active.index()].double_turn == Some(step.state.turn_number);
    let next = if doubled {
        step.state.players[active.index()].double_turn = None;
        active
    } else {
        active.other()
    };
    step.state.active = next;
    step.state.turn_number += 1;
    let number = step.state.turn_number;
    step.emit(Event::TurnBegan { player: next, number });
    set_segment(step, Segment::Start);
    Ok(())
}

/// Whether a turn phrase covers a turn of `active`: `of X`, else the card's controller,
/// is whose turns it is about.
pub(crate) fn turn_matches(
    step: &mut Step<'_>,
    card: CardId,
    word: TurnWord,
    of: Option<&stccg_lang::ast::Expr>,
    active: PlayerId,
) -> Result<bool, Interrupt> {
    let controller = step.state.card(card).controller;
    let subject = match of {
        Some(expr) => {
            let mut ctx = context_for(step, card);
            // A turn of a player nobody named yet is no one's turn.
            match crate::interp::eval_value(step, &mut ctx, expr)?.player(controller) {
                Some(player) => player,
                None => return Ok(false),
            }
        }
        None => controller,
    };
    Ok(match word {
        TurnWord::Every => true,
        // "Next turn": a turn of the subject after the one the card came where it is in.
        TurnWord::Next => subject == active && step.state.card(card).status.placed_turn < step.state.turn_number,
        TurnWord::Each | TurnWord::This => subject == active,
    })
}

/// A context for a card's own text.
pub(crate) fn context_for(step: &Step<'_>, card: CardId) -> Context {
    // Each part of the card read through its accessor (`state::reads`): a static's result is
    // kept while its card changes in parts it does not read (its statuses).
    let mut ctx = Context::new(card, step.state.controller_of(card));
    ctx.target = match step.state.place_of(card) {
        Place::On { card: host } => Some(host),
        _ => step.state.target_of(card),
    };
    ctx.location = step.location_of(card);
    ctx
}

/// Runs the texts of cards in play that happen at this point of the current turn.
fn run_turn_texts(step: &mut Step<'_>, point: TurnPoint) -> Result<(), Interrupt> {
    for card in step.in_play_with_text() {
        let abilities = step.text_abilities(card);
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::AtTurn {
                point: p,
                turn,
                guard,
                body,
                ..
            } = &ability.kind
            else {
                continue;
            };
            if *p != point || !step.state.card(card).place.in_play() {
                continue;
            }
            let active = step.state.active;
            if !turn_matches(step, card, turn.word, turn.of.as_ref(), active)? {
                continue;
            }
            if step.state.brought_forward(Scheduled::TurnText { card, ability: index }) {
                continue;
            }
            let mut ctx = context_for(step, card);
            if let Some(guard) = guard {
                if !crate::interp::truth(step, &mut ctx, guard)? {
                    continue;
                }
            }
            step.emit(Event::AbilityUsed { card, ability: index });
            run_block(step, &mut ctx, body)?;
        }
    }
    Ok(())
}

/// S:55: the active player's cards with a countdown count down at the end of their turn
/// (`at_start` false), or at its start for those that say so (`counts_down_at_start`:
/// Temporal Rift), except those brought forward into an earlier turn (S:55, Samuel Clemens'
/// Pocketwatch).
fn count_down(step: &mut Step<'_>, at_start: bool) -> Result<(), Interrupt> {
    let active = step.state.active;
    for card in step.in_play() {
        if step.state.card(card).controller != active
            || step.def(card).countdown_at_start != at_start
            || step.state.brought_forward(Scheduled::Countdown { card })
        {
            continue;
        }
        tick(step, card)?;
    }
    Ok(())
}

/// Counts a card's countdown down by one, unless it is in stasis or in play on a card in
/// stasis (S:697) or its `counts_down_while` condition does not hold (Time Travel Pod); at
/// zero its `when countdown expires` text runs and the card is discarded.
pub(crate) fn tick(step: &mut Step<'_>, card: CardId) -> Result<(), Interrupt> {
    let Some(start) = step.def(card).countdown else {
        return Ok(());
    };
    if step.in_stasis_or_on_it(card) {
        return Ok(());
    }
    if let Some(condition) = step.def(card).countdown_while.clone() {
        let mut ctx = context_for(step, card);
        if !crate::interp::truth(step, &mut ctx, &condition)? {
            return Ok(());
        }
    }
    let left = step.state.card(card).countdown.unwrap_or(start).saturating_sub(1);
    step.state.card_mut(card).countdown = Some(left);
    if left > 0 {
        return Ok(());
    }
    let abilities = &step.def(card).abilities;
    let mut ctx = context_for(step, card);
    for (index, ability) in abilities.iter().enumerate() {
        if let AbilityKind::CountdownExpires { body } = &ability.kind {
            step.emit(Event::AbilityUsed { card, ability: index });
            run_block(step, &mut ctx, body)?;
        }
    }
    if step.state.card(card).place.in_play() {
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
    }
    Ok(())
}

/// `cure with` and `nullify with`: a card in play whose condition is met by the personnel
/// present with it runs its cure text and is discarded.
pub(crate) fn check_cures(step: &mut Step<'_>) -> Result<(), Interrupt> {
    for card in step.in_play_with_text() {
        if !step.def(card).has_cures {
            continue;
        }
        let abilities = &step.def(card).abilities;
        for (index, ability) in abilities.iter().enumerate() {
            let (AbilityKind::Cure { condition, body } | AbilityKind::NullifyWith { condition, body }) = &ability.kind
            else {
                continue;
            };
            if !step.state.card(card).place.in_play() {
                continue;
            }
            let present = step.present_with(card);
            if present.is_empty() {
                continue;
            }
            let mut ctx = context_for(step, card);
            if !crate::rules::guards::cure_holds(step, &mut ctx, index, condition, &present)? {
                continue;
            }
            // The cure met: the personnel whose features it names were used as such (`used_as`).
            let able = crate::interp::able(step, &present);
            crate::interp::note_features_used(step, &mut ctx, condition, &able)?;
            step.emit(Event::AbilityUsed { card, ability: index });
            if let Some(body) = body {
                run_block(step, &mut ctx, body)?;
            }
            if step.state.card(card).place.in_play() {
                let owner = step.state.card(card).owner;
                step.move_to(card, Place::Discard { player: owner });
            }
        }
    }
    Ok(())
}
