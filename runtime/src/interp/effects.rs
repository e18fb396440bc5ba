//! Effects: the verbs of statements, each a primitive declared in stdlib/primitives.card.
//! A primitive not implemented here is an [`EngineError::Unimplemented`] when a game reaches
//! it, never a silent no-op.

use super::exprs::{eval, mismatch, Value};
use super::{Context, EngineError};
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::Effect;
use stccg_lang::span::Span;

/// Runs one effect statement.
pub(super) fn run_effect(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, span: Span) -> Result<(), Interrupt> {
    let verb = effect.verb.name.as_str();
    if ctx.layer.is_some() {
        return super::static_effects::collect(step, ctx, effect, span);
    }
    if let Some(result) = super::timing_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::skill_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::ship_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::attempt_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::crew_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::feature_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::battle_effects::run(step, ctx, effect) {
        return result;
    }
    if let Some(result) = super::players::run(step, ctx, effect) {
        return result;
    }
    let subject = match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?,
        None => Value::Cards(Vec::new()),
    };
    let clause = |word: &str| effect.clauses.iter().find(|c| c.word.name == word).map(|c| &c.value);
    let clause_value = |step: &mut Step<'_>, ctx: &mut Context, word: &str| -> Result<Option<Value>, Interrupt> {
        match clause(word) {
            Some(expr) => Ok(Some(eval(step, ctx, expr)?)),
            None => Ok(None),
        }
    };
    let for_player = clause_value(step, ctx, "for")?
        .map(|v| v.player(ctx.controller))
        .unwrap_or(ctx.controller);
    match verb {
        "kill" => super::lives::kill(step, ctx, &subject.cards())?,
        "discard" => {
            for card in subject.cards() {
                discard(step, ctx, card);
            }
        }
        "destroy" => {
            for card in subject.cards() {
                super::lives::destroy(step, ctx, card)?;
            }
        }
        "damage" => {
            for card in subject.cards() {
                if step.state.card(card).status.damaged {
                    super::lives::destroy(step, ctx, card)?;
                } else {
                    step.set_status(card, "damaged", true);
                }
            }
        }
        "stop" => {
            let until = match clause_value(step, ctx, "until")? {
                Some(Value::Until(turn)) => turn,
                _ => step.state.turn_number + 1,
            };
            for card in subject.cards() {
                step.stop_until(card, until);
            }
        }
        // The core rule "Stopped cards": the glossary lets cards unstop (S:761); the 1995
        // answers have nothing unstop a stopped card (FAQ:356-358, rules-digest C1).
        "unstop" if step.pool().rule_is("Stopped cards", "unstop", "never") => {}
        "unstop" => {
            for card in subject.cards() {
                step.state.card_mut(card).status.stopped_until = None;
                step.emit(Event::Status {
                    card,
                    status: "stopped".into(),
                    on: false,
                });
            }
        }
        "disable" | "quarantine" => {
            for card in subject.cards() {
                step.set_status(card, verb, true);
            }
        }
        "stasis" => {
            // S:697: cards aboard a ship in stasis are in stasis too.
            for card in step.with_aboard(subject.cards()) {
                step.set_status(card, "stasis", true);
            }
        }
        "release" => {
            for card in step.with_aboard(subject.cards()) {
                step.set_status(card, "stasis", false);
                step.set_status(card, "quarantine", false);
            }
        }
        "score" | "lose_points" => {
            let points = match subject {
                Value::Number(n) => n,
                _ => return Err(mismatch_at(step, ctx, span, "a number of points")),
            };
            let points = if verb == "lose_points" { -points } else { points };
            step.score(for_player, points, step.title(ctx.this));
        }
        "draw" => {
            let count = match subject {
                Value::Number(n) => n,
                _ => 1,
            };
            for _ in 0..count {
                step.draw(for_player);
            }
        }
        "place" | "return" | "relocate" => super::placing::place(step, ctx, effect, subject, verb)?,
        "return_to_former" => super::placing::return_to_former(step, ctx, &subject.cards()),
        "modify" | "reduce" => {
            let amount = match clause_value(step, ctx, "by")? {
                Some(Value::Number(n)) => {
                    if verb == "reduce" {
                        -n
                    } else {
                        n
                    }
                }
                _ => return Err(mismatch_at(step, ctx, span, "an amount")),
            };
            let (cards, attribute) = modified_attribute(step, ctx, effect)?;
            let until = match clause_value(step, ctx, "until")? {
                Some(Value::Until(turn)) => turn,
                _ => u32::MAX,
            };
            for card in cards {
                step.modify(card, &attribute, amount, until);
            }
        }
        "nullify" => {
            for card in subject.cards() {
                step.nullify(card);
            }
        }
        "download" => download(step, ctx, effect, subject)?,
        "shuffle" => {
            // Only the decks the cards go into are shuffled (The Juggler: "their draw deck").
            let mut decks = Vec::new();
            for card in subject.cards() {
                let owner = step.state.card(card).owner;
                step.move_to(card, Place::DrawDeck { player: owner });
                if !decks.contains(&owner) {
                    decks.push(owner);
                }
            }
            for player in decks {
                step.shuffle_deck(player);
                step.emit(Event::Shuffled { player });
            }
        }
        "look_at" => {
            // Looked at, not revealed, and put back where they were: nothing moves.
            for card in subject.cards() {
                step.emit(Event::Examined {
                    card,
                    player: ctx.controller,
                });
            }
        }
        "reveal" => {}
        "q_flash" => {
            // Faces cards from the opponent's Q-Continuum side deck (M:325); decks here have no
            // side decks yet, so there are no cards to face.
        }
        _ => {
            return Err(Interrupt::Error(EngineError::Unimplemented {
                card: step.title(ctx.this),
                span: effect.verb.span,
                primitive: verb.to_string(),
            }))
        }
    }
    Ok(())
}

pub(super) fn mismatch_at(step: &Step<'_>, ctx: &Context, span: Span, expected: &'static str) -> Interrupt {
    Interrupt::Error(EngineError::Mismatch {
        card: step.title(ctx.this),
        span,
        expected,
    })
}

/// Puts a card in its owner's discard pile; if it is the running card, notes that it left.
pub(super) fn discard(step: &mut Step<'_>, ctx: &mut Context, card: CardId) {
    if card == ctx.this {
        ctx.self_moved = true;
    }
    let owner = step.state.card(card).owner;
    // Cards at a time location are not played on it: they stay for its "when discarded" text
    // to return them (Time Travel Pod).
    let carried = if step.def(card).time_location {
        Vec::new()
    } else {
        step.hosted(card)
    };
    for carried in carried {
        discard(step, ctx, carried);
    }
    step.move_to(card, Place::Discard { player: owner });
}

/// `modify target.WEAPONS by +2`: the cards and the attribute.
pub(super) fn modified_attribute(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
) -> Result<(Vec<CardId>, String), Interrupt> {
    let subject = effect
        .subject
        .as_ref()
        .ok_or_else(|| mismatch_at(step, ctx, effect.verb.span, "a subject"))?;
    match &subject.kind {
        stccg_lang::ast::ExprKind::Member {
            receiver,
            name,
            args: None,
        } => {
            let cards = eval(step, ctx, receiver)?.cards();
            Ok((cards, name.name.clone()))
        }
        _ => Err(mismatch(step, ctx, subject, "an attribute such as `target.WEAPONS`")),
    }
}

/// `download X [into hand]`: finds X in the player's draw deck and puts it into hand or into
/// play beside the card whose text downloads it (S:858).
fn download(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, subject: Value) -> Result<(), Interrupt> {
    let deck = Place::DrawDeck { player: ctx.controller };
    let cards: Vec<CardId> = match &subject {
        // A title or icon: the first such card of the draw deck.
        Value::Name(title) => step
            .state
            .in_place(&deck)
            .iter()
            .copied()
            .find(|&c| step.def(c).title == *title || step.def(c).icons.contains(title))
            .into_iter()
            .collect(),
        // A selection already made (`draw_deck(you).up_to(3)`).
        other => other.clone().cards(),
    };
    if cards.is_empty() {
        return Ok(());
    }
    let mut destination = step.state.card(ctx.this).place;
    for clause in &effect.clauses {
        let word = clause.word.name.as_str();
        if !matches!(word, "into" | "atop") {
            continue;
        }
        destination = match eval(step, ctx, &clause.value)? {
            Value::Name(zone) => {
                Place::of_zone(&zone, ctx.controller).unwrap_or(Place::Hand { player: ctx.controller })
            }
            Value::Place(place) => place,
            _ => destination,
        };
    }
    for card in cards {
        step.move_to(card, destination);
    }
    step.shuffle_deck(ctx.controller);
    Ok(())
}
