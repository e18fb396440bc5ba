//! Roots and function calls of game text: the value of a root name, and what each stdlib
//! function returns.

use super::exprs::{default_group, eval, mismatch, truth_over, unimplemented, Value};
use super::predicates::predicate;
use super::requirement::able;
use super::Context;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;
use stccg_lang::ast::{Arg, Expr};

/// The value of a root name (declared in stdlib/primitives.card), or a vocabulary name.
pub(super) fn root(step: &mut Step<'_>, ctx: &mut Context, name: &str, expr: &Expr) -> Result<Value, Interrupt> {
    let this = ctx.this;
    Ok(match name {
        "self" => Value::Card(this),
        "any_card" => Value::Bool(true),
        "target" => ctx.target.map_or(Value::Cards(Vec::new()), Value::Card),
        "you" => Value::Player(ctx.controller),
        "each_player" => Value::BothPlayers,
        "opponent" => Value::Player(ctx.controller.other()),
        "whose_turn" => Value::Player(step.state.active),
        "group" | "away_team" | "crew" => {
            if ctx.group.is_empty() {
                Value::Cards(step.present_with(this))
            } else {
                Value::Cards(ctx.group.clone())
            }
        }
        "ship" => step
            .ship_of(this, &ctx.group)
            .map_or(Value::Cards(Vec::new()), Value::Card),
        "mission" => match ctx.location.or_else(|| step.location_of(this)) {
            Some(location) => Value::Card(step.state.location(location).mission),
            None => Value::Cards(Vec::new()),
        },
        "here" => ctx
            .location
            .or_else(|| step.location_of(this))
            .map_or(Value::Cards(Vec::new()), Value::Location),
        "out_of_play" => Value::Place(Place::OutOfPlay {
            player: step.state.card(this).owner,
        }),
        "table" => Value::Place(Place::Table { player: ctx.controller }),
        "end_of_turn" | "start_of_next_turn" => Value::Until(step.state.turn_number + 1),
        "countdown_expires" | "rest_of_game" => Value::Until(u32::MAX),
        "next_turn" => Value::Name(name.into()),
        "all_personnel" => Value::Cards(step.in_play_of_kind("personnel")),
        "all_ships" => Value::Cards(step.in_play_of_kind("ship")),
        "casualties" => Value::Cards(step.rules().casualties(step)),
        "all_missions" => Value::Cards(
            step.state
                .locations()
                .map(|location| step.state.location(location).mission)
                .filter(|&card| step.def(card).mission.is_some())
                .collect(),
        ),
        "gaps_between_missions" => Value::Number(super::spaceline_effects::gaps_between_missions(step).len() as i64),
        _ if step.pool().vocabulary.contains_key(name) || step.pool().find(name).is_some() => Value::Name(name.into()),
        _ => return Err(unimplemented(step, ctx, expr, name)),
    })
}

/// The positional and named arguments of a call, the receiver first.
pub(super) fn arguments(
    step: &mut Step<'_>,
    ctx: &mut Context,
    receiver: Option<Value>,
    args: &[Arg],
) -> Result<Vec<(Option<String>, Value)>, Interrupt> {
    let mut values = Vec::new();
    if let Some(receiver) = receiver {
        values.push((None, receiver));
    }
    for arg in args {
        let value = eval(step, ctx, &arg.value)?;
        values.push((arg.name.as_ref().map(|n| n.name.clone()), value));
    }
    Ok(values)
}

/// Calls a function (not a predicate) of the stdlib.
pub(super) fn call(
    step: &mut Step<'_>,
    ctx: &mut Context,
    name: &str,
    receiver: Option<Value>,
    args: &[Arg],
    expr: &Expr,
) -> Result<Value, Interrupt> {
    if matches!(name, "where" | "except") {
        // The condition is decided per card, so it is not evaluated here.
        let (subject, condition) = match receiver {
            Some(subject) => (subject, args.first()),
            None => match args.first() {
                Some(first) => (eval(step, ctx, &first.value)?, args.get(1)),
                None => (Value::Cards(Vec::new()), None),
            },
        };
        let condition = &condition.ok_or_else(|| mismatch(step, ctx, expr, "a condition"))?.value;
        let mut kept = Vec::new();
        for card in subject.cards() {
            if truth_over(step, ctx, condition, &[card])? == (name == "where") {
                kept.push(card);
            }
        }
        return Ok(Value::Cards(kept));
    }
    if let (Some(subject), "meets") = (&receiver, name) {
        // `cards.meets(CONDITION)`: the receiver is the group.
        let condition = &args
            .first()
            .ok_or_else(|| mismatch(step, ctx, expr, "a condition"))?
            .value;
        let group = able(step, &subject.clone().cards());
        return Ok(Value::Bool(truth_over(step, ctx, condition, &group)?));
    }
    if matches!(
        name,
        "present"
            | "meets"
            | "controlled_by"
            | "classified_as"
            | "title_has"
            | "lore_has"
            | "copy_of"
            | "of_type"
            | "moved_to_this_turn"
            | "at_heading"
            | "adjacent_to"
    ) {
        let group = default_group(step, ctx);
        return Ok(Value::Bool(predicate(step, ctx, name, args, &group, expr)?));
    }
    let values = arguments(step, ctx, receiver, args)?;
    let positional = |i: usize| super::selection::positional(&values, i);
    let named = |key: &str| super::selection::named(&values, key);
    let subject = positional(0).unwrap_or(Value::Cards(Vec::new()));
    if let Some(picked) = super::picking::pick(step, ctx, name, &values)? {
        return Ok(picked);
    }
    Ok(match name {
        "count" => Value::Number(subject.cards().len() as i64),
        "owner" | "controller" => match subject.cards().first() {
            Some(&card) => {
                let state = step.state.card(card);
                Value::Player(if name == "owner" { state.owner } else { state.controller })
            }
            None => Value::Player(ctx.controller),
        },
        "aboard" => Value::Cards(
            subject
                .cards()
                .iter()
                .flat_map(|&c| step.state.in_place(&Place::Aboard { card: c }).to_vec())
                .collect(),
        ),
        "present_with" => Value::Cards(
            subject
                .cards()
                .first()
                .map(|&c| step.present_with(c))
                .unwrap_or_default(),
        ),
        "hand" | "discard_pile" | "draw_deck" => {
            let player = subject.player(ctx.controller);
            let place = match name {
                "hand" => Place::Hand { player },
                "discard_pile" => Place::Discard { player },
                _ => Place::DrawDeck { player },
            };
            Value::Cards(step.state.in_place(&place).to_vec())
        }
        "side_deck" => {
            let player = subject.player(ctx.controller);
            let deck = match named("of") {
                Some(Value::Name(title)) => step.pool().find(&title),
                _ => None,
            };
            match deck {
                Some(deck) => Value::Cards(step.state.in_place(&Place::SideDeck { player, deck }).to_vec()),
                None => Value::Cards(Vec::new()),
            }
        }
        "opponent_of" => Value::Player(subject.player(ctx.controller).other()),
        "q_continuum" => Value::Place(Place::QContinuum {
            player: subject.player(ctx.controller),
        }),
        "top" => subject,
        "held_by" => {
            let location = subject.cards().first().and_then(|&c| step.location_of(c));
            let held = location
                .map(|location| step.state.in_place(&Place::AtopMission { location }).to_vec())
                .unwrap_or_default();
            Value::Cards(held.into_iter().filter(|&c| step.state.card(c).status.stasis).collect())
        }
        "points" => Value::Number(subject.cards().first().and_then(|&c| step.point_box(c)).unwrap_or(0)),
        "location" => subject
            .cards()
            .first()
            .and_then(|&c| step.location_of(c))
            .map_or(Value::Cards(Vec::new()), Value::Location),
        "away_teams_of" => Value::Cards(away_teams_of(step, &subject.cards())),
        "discarded_this_attempt" => match subject {
            Value::Location(here) => {
                Value::Cards(step.discarded_this_attempt(here).into_iter().map(|(c, _)| c).collect())
            }
            _ => Value::Cards(Vec::new()),
        },
        "cards_at" => match subject {
            Value::Location(location) => Value::Cards(step.cards_at(location)),
            _ => Value::Cards(Vec::new()),
        },
        "cards_in_play" => {
            let in_play = step.in_play();
            Value::Cards(match subject {
                Value::BothPlayers => in_play,
                other => {
                    let player = other.player(ctx.controller);
                    in_play
                        .into_iter()
                        .filter(|&c| step.state.card(c).controller == player)
                        .collect()
                }
            })
        }
        "end_of" | "start_of" => Value::Until(step.state.turn_number + 2),
        "in_play" => Value::Bool(match &subject {
            // `in_play({Tox Uthat})`: a card named by its title is in play if a copy is.
            Value::Name(title) => step.in_play().into_iter().any(|c| &step.def(c).title == title),
            _ => subject
                .cards()
                .first()
                .is_some_and(|&c| step.state.card(c).place.in_play()),
        }),
        "stopped" => Value::Bool(subject.cards().iter().any(|&c| step.state.is_stopped(c))),
        "commanded" => Value::Bool(
            subject
                .cards()
                .first()
                .is_some_and(|&c| crate::kernel::commanded(step, c)),
        ),
        "attempted" => Value::Bool(
            subject
                .cards()
                .first()
                .and_then(|&c| step.location_of(c))
                .is_some_and(|l| crate::kernel::attempted(step, l)),
        ),
        "name_card_type" => {
            let by = named("by").map_or(ctx.controller, |v| v.player(ctx.controller));
            let mut kinds: Vec<String> = step.pool().defs.iter().map(|d| d.kind.clone()).collect();
            kinds.sort();
            kinds.dedup();
            let prompt = format!("{}: name a card type", step.title(ctx.this));
            let chosen = step.decide(by, prompt, kinds.clone())?;
            Value::Name(kinds[chosen].clone())
        }
        other => match super::battle_effects::value(step, ctx, other, &subject, named("by")) {
            Some(value) => value,
            None => match super::players::call(step, ctx, other, &subject, named("by")) {
                Some(result) => return result,
                None => return super::selection::call(step, ctx, other, &values, expr),
            },
        },
    })
}

/// A ship's Away Teams: its controller's cards on the planet surface at its location (M:36).
pub(super) fn away_teams_of(step: &Step<'_>, ships: &[CardId]) -> Vec<CardId> {
    let Some(&ship) = ships.first() else {
        return Vec::new();
    };
    match step.location_of(ship) {
        Some(location) => step
            .state
            .in_place(&Place::Surface {
                location,
                player: step.state.card(ship).controller,
            })
            .to_vec(),
        None => Vec::new(),
    }
}
