//! Players chosen by card text and the effects on a player's whole game: "Choose a player"
//! (`choose_player()`, and `name_player` / `named_player(self)` for a choice a card keeps,
//! The Traveler: Transcendence; `name_cards` / `named_cards(self)` for cards it keeps, Make
//! Us Go), cards put beneath a draw deck (`place_beneath_deck`,
//! Masaka Transformations) and the end of the game with a winner (`end_game PLAYER`, Raise the
//! Stakes).

use super::exprs::{eval, Value};
use super::Context;
use crate::event::Event;
use crate::ids::PlayerId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;

/// The functions of this module; `None` if the name is not one of them.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &Context,
    name: &str,
    subject: &Value,
    by: Option<Value>,
) -> Option<Result<Value, Interrupt>> {
    Some(match name {
        "choose_player" => {
            let by = by.map_or(ctx.controller, |v| v.player(ctx.controller));
            let prompt = format!("{}: choose a player", step.title(ctx.this));
            let options = PlayerId::BOTH.iter().map(|p| format!("P{}", p.index() + 1)).collect();
            step.decide(by, prompt, options)
                .map(|i| Value::Player(PlayerId::BOTH[i]))
        }
        "named_player" => {
            let card = subject.clone().cards().first().copied().unwrap_or(ctx.this);
            Ok(Value::Player(
                step.state.card(card).named_player.unwrap_or(ctx.controller),
            ))
        }
        "named_cards" => {
            let card = subject.clone().cards().first().copied().unwrap_or(ctx.this);
            let kept = step.state.card(card).named_cards.clone();
            Ok(Value::Cards(
                kept.into_iter()
                    .filter(|&c| step.state.card(c).place.in_play())
                    .collect(),
            ))
        }
        _ => return super::card_play_calls::call(step, ctx, name, subject, by),
    })
}

/// Runs an effect of this module; `None` if the verb is not one of them.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Option<Result<(), Interrupt>> {
    let verb = effect.verb.name.as_str();
    if !matches!(verb, "name_player" | "name_cards" | "place_beneath_deck" | "end_game") {
        return super::card_play_calls::run(step, ctx, effect);
    }
    let subject = match &effect.subject {
        Some(expr) => match eval(step, ctx, expr) {
            Ok(value) => Some(value),
            Err(interrupt) => return Some(Err(interrupt)),
        },
        None => None,
    };
    match (verb, subject) {
        ("name_player", Some(value)) => {
            let player = value.player(ctx.controller);
            step.state.card_mut(ctx.this).named_player = Some(player);
        }
        ("name_cards", Some(value)) => {
            step.state.card_mut(ctx.this).named_cards = value.cards();
        }
        ("place_beneath_deck", Some(value)) => {
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
                    player: step.state.card(card).owner,
                };
                let from = step.state.move_card_to_bottom(card, to);
                step.emit(Event::Moved { card, from, to });
            }
        }
        ("end_game", winner) => {
            let winner = winner.map(|v| v.player(ctx.controller));
            let reason = format!("{} ended the game", step.title(ctx.this));
            step.end_game(winner, reason);
        }
        _ => {}
    }
    Some(Ok(()))
}
