//! Bringing a scheduled action forward (Samuel Clemens' Pocketwatch, S:51-58): one action
//! that must happen on a player's next turn (the end-of-turn card draw, a countdown, a text
//! at the start or end of that turn) happens now instead, and is skipped when that turn
//! comes. An optional action, such as playing a card, is not scheduled (S:51). Texts of
//! `this turn` are not scheduled on the next turn, so they cannot be brought forward: nothing
//! can "remove a turn" from them (S:56). A duty due in that turn (`owe`, Devidian Door) is
//! due now instead (S:54).

use super::segments::{context_for, tick, turn_matches};
use crate::event::Event;
use crate::ids::PlayerId;
use crate::interp::run_block;
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::state::{LastingEffect, Scheduled, Skip, Subject, Until};
use stccg_lang::ast::{AbilityKind, TurnPoint};

/// The actions scheduled for `player`'s next turn, with a label each, not yet brought forward.
fn scheduled(step: &mut Step<'_>, player: PlayerId, turn: u32) -> Result<Vec<(String, Scheduled)>, Interrupt> {
    let mut found = vec![(
        "the card draw at the end of your next turn".to_string(),
        Scheduled::Draw,
    )];
    for card in step.in_play() {
        let state = step.state.card(card);
        if state.controller == player && !state.status.stasis && step.def(card).countdown.is_some() {
            found.push((
                format!("count down {}", step.describe(card)),
                Scheduled::Countdown { card },
            ));
        }
        let abilities = &step.def(card).abilities;
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::AtTurn {
                point,
                turn: spec,
                guard,
                ..
            } = &ability.kind
            else {
                continue;
            };
            if spec.word == stccg_lang::ast::TurnWord::This
                || !turn_matches(step, card, spec.word, spec.of.as_ref(), player)?
            {
                continue;
            }
            if let Some(guard) = guard {
                let mut ctx = context_for(step, card);
                if !crate::interp::truth(step, &mut ctx, guard)? {
                    continue;
                }
            }
            let when = match point {
                TurnPoint::Start => "start",
                TurnPoint::End => "end",
            };
            found.push((
                format!("{}: its text at the {when} of your next turn", step.describe(card)),
                Scheduled::TurnText { card, ability: index },
            ));
        }
    }
    for lasting in &step.state.lasting {
        if let (LastingEffect::Owed { label, due }, Subject::Player(owner), Some(card)) =
            (&lasting.effect, lasting.subject, lasting.source)
        {
            let what = Scheduled::Duty { card };
            if owner == player && *due == turn && !found.iter().any(|(_, w)| *w == what) {
                found.push((format!("{}: {label}", step.describe(card)), what));
            }
        }
    }
    found.retain(|(_, what)| !step.state.skips.iter().any(|s| s.turn == turn && s.what == *what));
    Ok(found)
}

/// `bring_forward PLAYER`: the player chooses one action scheduled for their next turn; it
/// happens now, and not again in that turn.
pub(crate) fn bring_forward(step: &mut Step<'_>, player: PlayerId, source: &str) -> Result<(), Interrupt> {
    let turn = step.state.next_turn_of(player);
    let options = scheduled(step, player, turn)?;
    if options.is_empty() {
        return Ok(());
    }
    let labels = options.iter().map(|(label, _)| label.clone()).collect();
    let prompt = format!("{source}: choose an action of your next turn to happen now");
    let chosen = step.decide(player, prompt, labels)?;
    let what = options[chosen].1;
    let now = step.state.turn_number;
    step.state.skips.retain(|s| s.turn >= now);
    step.state.skips.push(Skip { turn, what });
    match what {
        Scheduled::Draw => step.draw(player),
        Scheduled::Countdown { card } => tick(step, card)?,
        Scheduled::Duty { card } => {
            // Due now, not in that turn: paid now, or owed at the end of this one.
            for lasting in step.state.lasting.iter_mut() {
                if let (LastingEffect::Owed { due, .. }, Subject::Player(owner), Some(source)) =
                    (&mut lasting.effect, lasting.subject, lasting.source)
                {
                    if owner == player && source == card && *due == turn {
                        *due = now;
                        lasting.until = Until::TurnStart(now + 1);
                    }
                }
            }
        }
        Scheduled::TurnText { card, ability } => {
            let abilities = &step.def(card).abilities;
            if let AbilityKind::AtTurn { body, .. } = &abilities[ability].kind {
                let mut ctx = context_for(step, card);
                step.emit(Event::AbilityUsed { card, ability });
                // The action is the next turn's, brought forward: a move it makes uses that
                // turn's RANGE, not what is left of this one's, which stays as it was (S:58:
                // the Borg Ship gets "an extra move this turn").
                let used = std::mem::take(&mut step.state.card_mut(card).status.range_used);
                let result = run_block(step, &mut ctx, body);
                step.state.card_mut(card).status.range_used = used;
                result?;
            }
        }
    }
    Ok(())
}
