//! Playing cards: the normal card play of a turn, interrupts, and the response window that
//! opens after each play's initiation. A response is offered only when its pattern matches
//! the play it would answer: it must specifically modify that action (F:26). Responses nest:
//! a response is itself a play with its own window (M:79: Q's Tent ← Wrong Door ← Amanda
//! Rogers); when the window closes with both players passing, the play resolves unless it
//! was nullified.

use super::turn::{context_for, set_segment};
use super::{Frame, Segment, Step};
use crate::engine::Interrupt;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::interp::{run_block, truth, Value};
use crate::state::Place;
use stccg_lang::ast::{AbilityKind, ExprKind};

/// A way to play a card, as an option.
#[derive(Clone, Debug)]
pub(super) struct PlayOption {
    pub(super) label: String,
    pub(super) card: CardId,
    pub(super) destination: Place,
    pub(super) target: Option<CardId>,
}

/// The card play segment: one normal card play, interrupts, or moving on to orders.
pub(super) fn card_play_segment(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let mut options = vec!["end card play".to_string()];
    let mut plays = Vec::new();
    if !step.state.players[player.index()].card_play_used {
        plays.extend(normal_plays(step, player)?);
    }
    plays.extend(interrupt_plays(step, player)?);
    options.extend(plays.iter().map(|p| p.label.clone()));
    let chosen = step.decide(
        player,
        "card play: play a card, or move on to executing orders".into(),
        options,
    )?;
    if chosen == 0 {
        set_segment(step, Segment::Orders);
        return Ok(());
    }
    let play = plays[chosen - 1].clone();
    if !step.def(play.card).is("interrupt") {
        step.state.players[player.index()].card_play_used = true;
        set_segment(step, Segment::Orders);
    }
    initiate(step, player, play, None);
    Ok(())
}

/// The normal card plays open to a player: reporting personnel, ships and equipment to one
/// of their facilities, and events on the table or on what they play on.
pub(super) fn normal_plays(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let mut plays = Vec::new();
    let hand: Vec<CardId> = step.state.in_place(&Place::Hand { player }).to_vec();
    let facilities: Vec<CardId> = step
        .in_play_of_kind("facility")
        .into_iter()
        .filter(|&f| step.state.card(f).controller == player)
        .collect();
    for card in hand {
        let def = step.def(card).clone();
        match def.kind.as_str() {
            "personnel" | "ship" | "equipment" => {
                if !def.universal && copy_in_play(step, player, &def.title) {
                    continue;
                }
                for &facility in &facilities {
                    let fdef = step.def(facility);
                    let compatible = def.kind == "equipment"
                        || def
                            .affiliations
                            .iter()
                            .any(|a| a == "Non-Aligned" || fdef.affiliations.contains(a));
                    if !compatible {
                        continue;
                    }
                    let destination = match (def.kind.as_str(), step.state.card(facility).place) {
                        ("ship", Place::AtLocation { location, .. }) => Place::AtLocation { location, player },
                        _ => Place::Aboard { card: facility },
                    };
                    plays.push(PlayOption {
                        label: format!("report {} at {}", step.describe(card), step.describe(facility)),
                        card,
                        destination,
                        target: None,
                    });
                }
            }
            "event" => plays.extend(event_plays(step, player, card)?),
            _ => {}
        }
    }
    Ok(plays)
}

/// Whether a player already has a copy of a unique card in play (FAQ:205-207).
fn copy_in_play(step: &Step<'_>, player: PlayerId, title: &str) -> bool {
    step.in_play()
        .into_iter()
        .any(|c| step.state.card(c).owner == player && step.def(c).title == title)
}

/// The targets an event may play on (`plays on X where Y`), or the table.
fn event_plays(step: &mut Step<'_>, player: PlayerId, card: CardId) -> Result<Vec<PlayOption>, Interrupt> {
    let abilities = step.def(card).abilities.clone();
    for ability in &abilities {
        if let AbilityKind::OnPlay { guard: Some(guard), .. } = &ability.kind {
            let mut ctx = context_for(step, card);
            ctx.controller = player;
            if !truth(step, &mut ctx, guard)? {
                return Ok(Vec::new());
            }
        }
    }
    let plays_on = abilities.iter().find_map(|a| match &a.kind {
        AbilityKind::PlaysOn { target, filter } => Some((target.clone(), filter.clone())),
        _ => None,
    });
    let Some((target, filter)) = plays_on else {
        return Ok(vec![PlayOption {
            label: format!("play {}", step.describe(card)),
            card,
            destination: Place::Table { player },
            target: None,
        }]);
    };
    if matches!(&target.kind, ExprKind::Name { name } if name == "table") {
        return Ok(vec![PlayOption {
            label: format!("play {}", step.describe(card)),
            card,
            destination: Place::Table { player },
            target: None,
        }]);
    }
    let mut plays = Vec::new();
    let mut ctx = context_for(step, card);
    ctx.controller = player;
    for candidate in step.in_play() {
        let fits = crate::interp::truth_over(step, &mut ctx, &target, &[candidate])?
            && match &filter {
                Some(filter) => crate::interp::truth_over(step, &mut ctx, filter, &[candidate])?,
                None => true,
            };
        if fits {
            plays.push(PlayOption {
                label: format!("play {} on {}", step.describe(card), step.describe(candidate)),
                card,
                destination: Place::On { card: candidate },
                target: Some(candidate),
            });
        }
    }
    Ok(plays)
}

/// Interrupts in hand with an `on play` text whose condition holds.
pub(super) fn interrupt_plays(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let mut plays = Vec::new();
    for card in step.state.in_place(&Place::Hand { player }).to_vec() {
        if !step.def(card).is("interrupt") {
            continue;
        }
        let abilities = step.def(card).abilities.clone();
        for ability in &abilities {
            let AbilityKind::OnPlay { guard, .. } = &ability.kind else {
                continue;
            };
            let mut ctx = context_for(step, card);
            ctx.controller = player;
            let allowed = match guard {
                Some(guard) => truth(step, &mut ctx, guard)?,
                None => true,
            };
            if allowed {
                let discard = Place::Discard {
                    player: step.state.card(card).owner,
                };
                plays.push(PlayOption {
                    label: format!("play {}", step.describe(card)),
                    card,
                    destination: discard,
                    target: None,
                });
                break;
            }
        }
    }
    Ok(plays)
}

/// Step 1 of an action, initiation: the card leaves the hand and its response window opens.
pub(super) fn initiate(step: &mut Step<'_>, player: PlayerId, play: PlayOption, responding: Option<(CardId, usize)>) {
    step.move_to(play.card, Place::SetAside { player });
    step.state.card_mut(play.card).target = play.target;
    step.emit(Event::Played {
        card: play.card,
        player,
    });
    step.state.flow.push(Frame::Play {
        card: play.card,
        player,
        target: play.target,
        responding,
        responder: player.other(),
        passes: 0,
        destination: play.destination,
        opened_at: step.checkpoint(),
    });
}

/// Step 2, responses: the responder may play a valid response or pass; two passes in a row
/// close the window and the play resolves (step 3).
pub(super) fn response_window(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Play {
        card,
        responder,
        passes,
        ..
    }) = step.state.flow.last().cloned()
    else {
        return Ok(());
    };
    if passes >= 2 || step.state.nullified.contains(&card) {
        return resolve(step);
    }
    let responses = valid_responses(step, responder, card)?;
    let mut options = vec!["pass".to_string()];
    options.extend(responses.iter().map(|(play, _)| play.label.clone()));
    let prompt = format!("respond to {}, or pass", step.describe(card));
    let chosen = step.decide(responder, prompt, options)?;
    if let Some(Frame::Play {
        responder: r,
        passes: p,
        ..
    }) = step.state.flow.last_mut()
    {
        *r = responder.other();
        *p = if chosen == 0 { *p + 1 } else { 0 };
    }
    if chosen == 0 {
        step.emit(Event::Passed { player: responder });
        return Ok(());
    }
    let (play, ability) = responses[chosen - 1].clone();
    initiate(step, responder, play, Some((card, ability)));
    Ok(())
}

/// The responses a player may play to the play of `played`: cards in hand with a `respond
/// to` whose action pattern matches it.
fn valid_responses(
    step: &mut Step<'_>,
    player: PlayerId,
    played: CardId,
) -> Result<Vec<(PlayOption, usize)>, Interrupt> {
    let mut responses = Vec::new();
    let by = step.state.flow.last().and_then(|f| match f {
        Frame::Play { player, .. } => Some(*player),
        _ => None,
    });
    for card in step.state.in_place(&Place::Hand { player }).to_vec() {
        let abilities = step.def(card).abilities.clone();
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::Response { pattern, guard, .. } = &ability.kind else {
                continue;
            };
            let mut ctx = context_for(step, card);
            ctx.controller = player;
            if !crate::interp::matches_action(step, &mut ctx, pattern, "play", played, by)? {
                continue;
            }
            if let Some(guard) = guard {
                if !truth(step, &mut ctx, guard)? {
                    continue;
                }
            }
            let discard = Place::Discard {
                player: step.state.card(card).owner,
            };
            let label = format!("respond with {} to {}", step.describe(card), step.describe(played));
            responses.push((
                PlayOption {
                    label,
                    card,
                    destination: discard,
                    target: None,
                },
                index,
            ));
            break;
        }
    }
    Ok(responses)
}

/// Step 3, results: a nullified play is discarded; otherwise its text runs and the card goes
/// where it plays (the table, the card it plays on, a facility), or to the discard pile.
fn resolve(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Play {
        card,
        player,
        target,
        responding,
        destination,
        ..
    }) = step.state.flow.pop()
    else {
        return Ok(());
    };
    if let Some(position) = step.state.nullified.iter().position(|&c| c == card) {
        step.state.nullified.remove(position);
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
        return Ok(());
    }
    let abilities = step.def(card).abilities.clone();
    let mut ctx = context_for(step, card);
    ctx.controller = player;
    ctx.target = target;
    let is_event = step.def(card).is("event");
    if is_event || !matches!(destination, Place::Discard { .. }) {
        step.move_to(card, destination);
        ctx.location = step.location_of(card);
    }
    match responding {
        Some((answered, index)) => {
            if let AbilityKind::Response { binding, body, .. } = &abilities[index].kind {
                let name = binding.as_ref().map_or("it".to_string(), |b| b.name.clone());
                ctx.bindings.push((name, Value::Card(answered)));
                step.emit(Event::AbilityUsed { card, ability: index });
                run_block(step, &mut ctx, body)?;
            }
        }
        None => {
            for (index, ability) in abilities.iter().enumerate() {
                if let AbilityKind::OnPlay { body, .. } = &ability.kind {
                    step.emit(Event::AbilityUsed { card, ability: index });
                    run_block(step, &mut ctx, body)?;
                    break;
                }
            }
        }
    }
    if !ctx.self_moved && step.state.card(card).place == (Place::SetAside { player }) {
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
    }
    Ok(())
}
