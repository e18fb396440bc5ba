//! The card play segment of a turn (FAQ:115): the normal card play, and what cards in play
//! change about it. A `static { grant you with extra_card_play }` grants an additional normal card play each
//! turn (Horga'hn); a `static { in_place_of_card_play 5 for personnel or equipment }` lets
//! the player make that many plays of such cards in place of the normal card play (Red
//! Alert!); a play being made as a normal card play may be cancelled and the card play given
//! back (Energy Vortex). Until the player does anything but play interrupts, it is the start
//! of the turn (FAQ:119), when "plays at the start of your turn" interrupts may be played.

use super::play::{initiate, interrupt_plays, normal_plays, PlayOption};
use crate::ids::{CardId, PlayerId};
use crate::interp::truth_over;
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::layer::rule_effect;
use crate::rules::turn::segments::{context_for, set_segment};
use crate::state::Segment;
use crate::state::{CardPlayBatch, Place, PlayerGrant, RuleKind, StaticRule};

/// What the player may do in the card play segment: the plays (the normal ones first), the
/// batches of plays in place of the normal card play, and the abilities of cards in play.
#[derive(Clone)]
struct CardPlayOptions {
    plays: Vec<PlayOption>,
    /// How many of `plays` are normal card plays.
    normal: usize,
    batches: Vec<(String, CardId, u32)>,
    uses: Vec<crate::rules::timing::abilities::AbilityUse>,
}

/// The card play segment: normal card plays, interrupts, or moving on to orders. A step that
/// stops at the decision resumes from it with the options it listed (`kernel::Rest`).
pub(crate) fn card_play_segment(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let listed = card_play_options(step, player)?;
    let count = 1 + listed.plays.len() + listed.batches.len() + listed.uses.len();
    step.decide_then(
        player,
        listed,
        count,
        |step, listed| {
            let mut options = vec!["end card play".to_string()];
            options.extend(listed.plays.iter().map(|p| p.label.clone()));
            options.extend(listed.batches.iter().map(|(label, _, _)| label.clone()));
            options.extend(listed.uses.iter().map(|u| u.label(step)));
            let prompt = "card play: play a card, or move on to executing orders".to_string();
            (prompt, options)
        },
        take_option,
    )
}

/// Takes the option chosen in the card play segment: 0 ends it, then the plays, the batches
/// and the abilities' uses, in the order listed.
fn take_option(step: &mut Step<'_>, chosen: usize, listed: &CardPlayOptions) -> Result<(), Interrupt> {
    let player = step.state.active;
    let CardPlayOptions {
        plays,
        normal,
        batches,
        uses,
    } = listed;
    if chosen == 0 {
        step.state.players[player.index()].acted = true;
        set_segment(step, Segment::Orders);
        return Ok(());
    }
    let after_plays = chosen.saturating_sub(1 + plays.len());
    if chosen > plays.len() && after_plays < batches.len() {
        let (_, source, left) = batches[after_plays].clone();
        let state = &mut step.state.players[player.index()];
        state.acted = true;
        state.batch = Some(CardPlayBatch { source, left });
        return Ok(());
    }
    if chosen > plays.len() {
        step.state.players[player.index()].acted = true;
        let used = uses[after_plays - batches.len()].clone();
        crate::rules::timing::abilities::initiate(step, player, used);
        return Ok(());
    }
    let play = plays[chosen - 1].clone();
    if chosen <= *normal {
        let state = &mut step.state.players[player.index()];
        state.acted = true;
        state.normal_play = Some(play.card);
        match state.batch.as_mut() {
            Some(batch) => batch.left -= 1,
            None => state.card_plays_made += 1,
        }
        if plays_left(step, player) == 0 {
            step.state.players[player.index()].card_play_used = true;
            set_segment(step, Segment::Orders);
        }
    }
    initiate(step, player, play, None);
    Ok(())
}

/// Every option of the card play segment open to the player now.
fn card_play_options(step: &mut Step<'_>, player: PlayerId) -> Result<CardPlayOptions, Interrupt> {
    let mut plays = Vec::new();
    if plays_left(step, player) > 0 {
        plays.extend(batch_filtered(step, player)?);
    }
    let normal = plays.len();
    plays.extend(interrupt_plays(step, player)?);
    plays.extend(super::hidden_agenda::activations(step, player)?);
    let batches = batch_offers(step, player)?;
    let uses = crate::rules::timing::abilities::actions(step, player, false)?;
    Ok(CardPlayOptions {
        plays,
        normal,
        batches,
        uses,
    })
}

/// The normal card plays a player has left this turn: those of a batch in progress, else one
/// plus one for each `grant ... with extra_card_play` of the player's cards in play, less those made.
pub(crate) fn plays_left(step: &Step<'_>, player: PlayerId) -> u32 {
    let state = &step.state.players[player.index()];
    if let Some(batch) = state.batch {
        return batch.left;
    }
    let allowed = 1 + step.state.statics.granted(player, PlayerGrant::ExtraCardPlay).count() as u32;
    allowed.saturating_sub(state.card_plays_made)
}

/// Spends one normal card play of `player`'s on a text used in its place (FAQ:115: one normal
/// card play each turn; Gi'ral's "May build", Spacedoor's "In place of your normal card
/// play"): none while plays made in place of it by a batch (Red Alert!) are under way, nor when
/// none is left. Whether one was spent.
pub(crate) fn use_card_play(step: &mut Step<'_>, player: PlayerId) -> bool {
    if step.state.players[player.index()].batch.is_some() || plays_left(step, player) == 0 {
        return false;
    }
    let state = &mut step.state.players[player.index()];
    state.acted = true;
    state.card_plays_made += 1;
    if plays_left(step, player) == 0 {
        step.state.players[player.index()].card_play_used = true;
        set_segment(step, Segment::Orders);
    }
    true
}

/// Whether the player may make a normal card play now: their turn's card play segment (or its
/// start, which lasts until they do something, FAQ:119), before the orders (FAQ:115).
pub(crate) fn in_card_play(step: &Step<'_>, player: PlayerId) -> bool {
    let segment = step.state.flow.iter().rev().find_map(|f| match f {
        crate::state::Frame::Turn { segment } => Some(*segment),
        _ => None,
    });
    step.state.active == player
        && step.state.phase == crate::state::Phase::Play
        && matches!(segment, Some(Segment::Start | Segment::CardPlay))
}

/// Whether a card is being played as a player's normal card play now.
pub(crate) fn is_normal_play(step: &Step<'_>, card: CardId) -> bool {
    step.state.players.iter().enumerate().any(|(index, p)| {
        p.normal_play == Some(card)
            && step.state.card(card).place
                == (Place::SetAside {
                    player: PlayerId::BOTH[index],
                })
    })
}

/// Whether it is the start of the player's turn: their turn, and nothing done in it yet but
/// playing interrupts (FAQ:119).
pub(crate) fn at_turn_start(step: &Step<'_>, player: PlayerId) -> bool {
    in_card_play(step, player) && !step.state.players[player.index()].acted
}

/// Cancels a card being played (Energy Vortex): it returns to its owner's hand, and a normal
/// card play it was is given back to its player, who may make another in its place.
pub(crate) fn cancel_play(step: &mut Step<'_>, card: CardId) {
    let Place::SetAside { player } = step.state.card(card).place else {
        return;
    };
    let state = &mut step.state.players[player.index()];
    if state.normal_play == Some(card) {
        state.normal_play = None;
        state.card_play_used = false;
        match state.batch.as_mut() {
            Some(batch) => batch.left += 1,
            None => state.card_plays_made = state.card_plays_made.saturating_sub(1),
        }
        if step.state.active == player {
            set_segment(step, Segment::CardPlay);
        }
    }
    let owner = step.state.card(card).owner;
    step.move_to(card, Place::Hand { player: owner });
}

/// The normal plays open to the player, only of the cards a batch in progress allows.
fn batch_filtered(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let plays = normal_plays(step, player)?;
    let Some(batch) = step.state.players[player.index()].batch else {
        return Ok(plays);
    };
    let Some(effect) = card_play_batches(step, player)?
        .into_iter()
        .find(|(rule, _)| rule.card == batch.source)
        .and_then(|(rule, _)| rule_effect(step, &rule))
    else {
        return Ok(Vec::new());
    };
    let clause = |word: &str| effect.clauses.iter().find(|c| c.word.name == word).map(|c| &c.value);
    let Some(condition) = clause("for") else {
        return Ok(Vec::new());
    };
    let mut ctx = context_for(step, batch.source);
    // `at LOCATION`: the plays go to that location alone (Spacedoor (back)'s "only at this
    // outpost"), their place or the card they play on being there.
    let only_at = match clause("at") {
        Some(at) => Some(match crate::interp::eval_value(step, &mut ctx, at)? {
            crate::interp::Value::Location(location) => Some(location),
            other => other.cards().first().and_then(|&c| step.location_of(c)),
        }),
        None => None,
    };
    let mut kept = Vec::new();
    for play in plays {
        if let Some(only_at) = only_at {
            let place = match play.target {
                Some(target) => step.state.place_of(target),
                None => play.destination,
            };
            if only_at.is_none() || step.state.location_of_place(place) != only_at {
                continue;
            }
        }
        if truth_over(step, &mut ctx, condition, &[play.card])? {
            kept.push(play);
        }
    }
    Ok(kept)
}

/// The batches of plays the player may make in place of the normal card play, while it is
/// unused: a label, the granting card and how many plays.
fn batch_offers(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(String, CardId, u32)>, Interrupt> {
    let state = &step.state.players[player.index()];
    if state.batch.is_some() || state.card_plays_made > 0 || state.card_play_used {
        return Ok(Vec::new());
    }
    let mut offers = Vec::new();
    for (rule, count) in card_play_batches(step, player)? {
        let card = rule.card;
        let label = format!(
            "play up to {count} cards with {} in place of the normal card play",
            step.describe(card)
        );
        offers.push((label, card, count));
    }
    Ok(offers)
}

/// The `in_place_of_card_play` rules open to the player, with how many plays each
/// allows: those of the player's own cards, and those of a card that affects all players
/// (Mirror Image on Red Alert!).
fn card_play_batches(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(StaticRule, u32)>, Interrupt> {
    let rules: Vec<(StaticRule, u32)> = step
        .state
        .statics
        .rules
        .iter()
        .filter_map(|rule| match rule.kind {
            RuleKind::InPlaceOfCardPlay { plays } => Some((*rule, plays)),
            _ => None,
        })
        .collect();
    let mut batches = Vec::new();
    for (rule, plays) in rules {
        if step.state.card(rule.card).controller == player || super::all_players::affects_all_players(step, rule.card)?
        {
            batches.push((rule, plays));
        }
    }
    Ok(batches)
}
