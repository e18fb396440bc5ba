//! Players chosen by card text and the effects on a player's whole game: "Choose a player"
//! (`choose_player()`, and `name_player` / `named_player(self)` for a choice a card keeps,
//! The Traveler: Transcendence; `name_cards` / `named_cards(self)` for cards it keeps, Make
//! Us Go), cards put beneath a draw deck (`place_beneath_deck`,
//! Masaka Transformations) and the end of the game with a winner (`end_game PLAYER`, Raise the
//! Stakes).

use super::exprs::{clause_player, eval, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::defs::FunctionOp;
use crate::event::Event;
use crate::ids::PlayerId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;

/// The functions of this module; `None` for another function.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &Context,
    op: FunctionOp,
    subject: &Value,
    by: Option<Value>,
) -> Option<Result<Value, Interrupt>> {
    Some(match op {
        FunctionOp::ChoosePlayer => {
            // A choice by a player nobody named is not made: no player is chosen.
            let Some(by) = clause_player(by, ctx.controller) else {
                return Some(Ok(Value::NoPlayer));
            };
            let prompt = format!("{}: choose a player", step.title(ctx.this));
            let options = PlayerId::BOTH.iter().map(|p| format!("P{}", p.index() + 1)).collect();
            step.decide(by, prompt, options)
                .map(|i| Value::Player(PlayerId::BOTH[i]))
        }
        FunctionOp::NamedPlayer => {
            let card = subject.clone().cards().first().copied().unwrap_or(ctx.this);
            // Before the card's naming, no player.
            Ok(step
                .state
                .card(card)
                .named_player
                .map_or(Value::NoPlayer, Value::Player))
        }
        // The player directly responsible for the card's last destruction (M:398); none if
        // nobody was, or it was never destroyed.
        FunctionOp::DestroyedBy => {
            let card = subject.clone().cards().first().copied().unwrap_or(ctx.this);
            let by = step.log.iter().rev().find_map(|e| match e {
                Event::Destroyed {
                    card: destroyed, by, ..
                } if *destroyed == card => Some(*by),
                _ => None,
            });
            Ok(by.flatten().map_or(Value::NoPlayer, Value::Player))
        }
        FunctionOp::NamedCards | FunctionOp::NamedAnywhere => {
            let card = subject.clone().cards().first().copied().unwrap_or(ctx.this);
            let kept = step.state.card(card).named_cards.clone();
            let anywhere = op == FunctionOp::NamedAnywhere;
            Ok(Value::Cards(
                kept.into_iter()
                    .filter(|&c| anywhere || step.state.place_of(c).in_play())
                    .collect(),
            ))
        }
        FunctionOp::AffiliationOf => {
            // The affiliation now (a mode, one card text gave), else the first printed one.
            let Some(&card) = subject.clone().cards().first() else {
                return Some(Ok(Value::Cards(Vec::new())));
            };
            let now = if step.state.place_of(card).in_play() {
                step.affiliation_icons(card).into_iter().next()
            } else {
                step.def(card).affiliations.first().cloned()
            };
            Ok(now.map_or(Value::Cards(Vec::new()), Value::Name))
        }
        _ => return None,
    })
}

/// Runs an effect that names players or cards, or ends the game.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let subject = match &effect.subject {
        Some(expr) => Some(eval(step, ctx, expr)?),
        None => None,
    };
    match (op, subject) {
        (EffectOp::NamePlayer, Some(value)) => {
            // Naming no player names nobody: the card keeps whom it named before.
            if let Some(player) = value.player(ctx.controller) {
                step.state.card_mut(ctx.this).named_player = Some(player);
            }
        }
        (EffectOp::NameCards, Some(value)) => {
            step.state.card_mut(ctx.this).named_cards = value.cards();
        }
        (EffectOp::PlaceBeneathDeck, Some(value)) => {
            let mut cards = value.cards();
            // "Shuffles their hand, places it beneath their draw deck": in random order.
            for i in (1..cards.len()).rev() {
                let j = step.state.rng.below(i + 1);
                cards.swap(i, j);
            }
            for card in cards {
                if card == ctx.this {
                    ctx.self_moved = true;
                }
                let to = Place::DrawDeck {
                    player: step.state.owner_of(card),
                };
                let from = step.state.move_card_to_bottom(card, to);
                step.emit(Event::Moved { card, from, to });
            }
        }
        (EffectOp::EndGame, winner) => {
            // `end_game PLAYER` with no player named ends nothing; `end_game` alone has no winner.
            let winner = match winner {
                Some(value) => match value.player(ctx.controller) {
                    Some(player) => Some(player),
                    None => return Ok(()),
                },
                None => None,
            };
            let reason = format!("{} ended the game", step.title(ctx.this));
            step.end_game(winner, reason);
        }
        (other, _)
            if !matches!(
                other,
                EffectOp::NamePlayer | EffectOp::NameCards | EffectOp::PlaceBeneathDeck
            ) =>
        {
            return Err(super::effects::not_routed(step, ctx, other, effect))
        }
        _ => {}
    }
    Ok(())
}
