//! Expressions: [`eval`] gives a value, [`truth`] decides a condition over the group the
//! text refers to (the encountering crew or Away Team, or the cards present).

use super::requirement::{able, amount_in_halves, atom_name, meets_count, total};
use super::{tick, Context, EngineError};
use crate::engine::{Interrupt, Step};
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::Place;
use stccg_lang::ast::{Arg, CompareOp, Expr, ExprKind};

/// A value of the card language at run time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Some cards.
    Cards(Vec<CardId>),
    /// One card.
    Card(CardId),
    /// A player.
    Player(PlayerId),
    /// A number.
    Number(i64),
    /// A truth value.
    Bool(bool),
    /// A location.
    Location(LocationId),
    /// A place cards can go.
    Place(Place),
    /// A name (a skill, an attribute, a zone word).
    Name(String),
    /// A point in time: the start of turn N, or never (until the card that caused it ends it).
    Until(u32),
    /// Both players (`each_player`).
    BothPlayers,
}

impl Value {
    /// The cards of a value (a card is one card; other values none).
    pub fn cards(self) -> Vec<CardId> {
        match self {
            Value::Cards(cards) => cards,
            Value::Card(card) => vec![card],
            _ => Vec::new(),
        }
    }

    /// The player of a value, or `default`.
    pub fn player(self, default: PlayerId) -> PlayerId {
        match self {
            Value::Player(player) => player,
            _ => default,
        }
    }
}

/// Evaluates an expression to a value.
pub fn eval(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<Value, Interrupt> {
    tick(step, ctx, expr.span)?;
    Ok(match &expr.kind {
        ExprKind::Number { value } | ExprKind::Signed { value } => Value::Number(*value),
        ExprKind::Text { value } => Value::Name(value.clone()),
        ExprKind::Icon { name } => Value::Name(name.clone()),
        ExprKind::CardRef { title } => Value::Name(title.clone()),
        ExprKind::Name { name } => match ctx.binding(name) {
            Some(value) => value.clone(),
            None => root(step, ctx, name, expr)?,
        },
        ExprKind::Member { receiver, name, args } => {
            let receiver_value = eval(step, ctx, receiver)?;
            match args {
                None if step.pool().is_in(&name.name, "attribute") => {
                    let cards = receiver_value.cards();
                    Value::Number(cards.iter().map(|&c| step.attribute(c, &name.name)).sum())
                }
                _ => call(
                    step,
                    ctx,
                    &name.name,
                    Some(receiver_value),
                    args.as_deref().unwrap_or(&[]),
                    expr,
                )?,
            }
        }
        ExprKind::Call { callee, args } => call(step, ctx, &callee.name, None, args, expr)?,
        _ => Value::Bool(truth(step, ctx, expr)?),
    })
}

/// Decides a condition over the group the text refers to.
pub fn truth(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<bool, Interrupt> {
    let group = default_group(step, ctx);
    truth_over(step, ctx, expr, &group)
}

/// The group a bare requirement is checked against: the encountering personnel, or the
/// personnel present with the card.
fn default_group(step: &Step<'_>, ctx: &Context) -> Vec<CardId> {
    if !ctx.group.is_empty() {
        return able(step, &ctx.group);
    }
    able(step, &step.present_with(ctx.this))
}

/// Decides a condition over an explicit group (one card, for `.where(...)`).
pub fn truth_over(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr, group: &[CardId]) -> Result<bool, Interrupt> {
    tick(step, ctx, expr.span)?;
    match &expr.kind {
        ExprKind::And { operands } => {
            for operand in operands {
                if !truth_over(step, ctx, operand, group)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        ExprKind::Or { operands } => {
            for operand in operands {
                if truth_over(step, ctx, operand, group)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        ExprKind::Not { operand } => Ok(!truth_over(step, ctx, operand, group)?),
        ExprKind::Count { count, term } => Ok(counted(step, ctx, term, group, i64::from(*count))?),
        ExprKind::Multiplied { term, multiplier } => {
            Ok(counted(step, ctx, term, group, i64::from(multiplier.numerator))?)
        }
        ExprKind::Compare { op, left, right } => {
            let left = number(step, ctx, left, group)?;
            let right = number(step, ctx, right, group)?;
            Ok(compare(*op, left, right))
        }
        ExprKind::Call { callee, args } => predicate(step, ctx, &callee.name, args, group, expr),
        _ => match meets_count(step, ctx, group, expr, 1) {
            Some(met) => Ok(met),
            None => Ok(match eval(step, ctx, expr)? {
                Value::Bool(b) => b,
                Value::Number(n) => n != 0,
                Value::Cards(cards) => !cards.is_empty(),
                Value::Card(card) => group.contains(&card),
                _ => true,
            }),
        },
    }
}

fn counted(
    step: &mut Step<'_>,
    ctx: &mut Context,
    term: &Expr,
    group: &[CardId],
    count: i64,
) -> Result<bool, Interrupt> {
    match meets_count(step, ctx, group, term, count) {
        Some(met) => Ok(met),
        None => {
            let cards = eval(step, ctx, term)?.cards();
            Ok(cards.len() as i64 >= count)
        }
    }
}

/// A number: an attribute name is the group's total (FAQ:169-173).
fn number(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr, group: &[CardId]) -> Result<i64, Interrupt> {
    if let Some(name) = atom_name(expr) {
        if step.pool().is_in(name, "attribute") && ctx.binding(name).is_none() {
            return Ok(total(step, group, name));
        }
    }
    match eval(step, ctx, expr)? {
        Value::Number(n) => Ok(n),
        Value::Cards(cards) => Ok(cards.len() as i64),
        _ => Err(mismatch(step, ctx, expr, "a number")),
    }
}

fn compare(op: CompareOp, left: i64, right: i64) -> bool {
    match op {
        CompareOp::Greater => left > right,
        CompareOp::GreaterEqual => left >= right,
        CompareOp::Less => left < right,
        CompareOp::LessEqual => left <= right,
        CompareOp::Equal => left == right,
        CompareOp::NotEqual => left != right,
    }
}

pub(crate) fn mismatch(step: &Step<'_>, ctx: &Context, expr: &Expr, expected: &'static str) -> Interrupt {
    Interrupt::Error(EngineError::Mismatch {
        card: step.title(ctx.this),
        span: expr.span,
        expected,
    })
}

pub(crate) fn unimplemented(step: &Step<'_>, ctx: &Context, expr: &Expr, primitive: &str) -> Interrupt {
    Interrupt::Error(EngineError::Unimplemented {
        card: step.title(ctx.this),
        span: expr.span,
        primitive: primitive.to_string(),
    })
}

/// The value of a root name (declared in stdlib/primitives.card), or a vocabulary name.
fn root(step: &mut Step<'_>, ctx: &mut Context, name: &str, expr: &Expr) -> Result<Value, Interrupt> {
    let this = ctx.this;
    Ok(match name {
        "self" => Value::Card(this),
        "any_card" => Value::Bool(true),
        "target" => ctx.target.map_or(Value::Cards(Vec::new()), Value::Card),
        "you" => Value::Player(ctx.controller),
        "each_player" => Value::BothPlayers,
        "opponent" => Value::Player(ctx.controller.other()),
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
        "all_personnel" => Value::Cards(step.in_play_of_kind("personnel")),
        "all_ships" => Value::Cards(step.in_play_of_kind("ship")),
        "all_missions" => Value::Cards(
            step.state
                .locations()
                .map(|location| step.state.location(location).mission)
                .collect(),
        ),
        _ if step.pool().vocabulary.contains_key(name) || step.pool().find(name).is_some() => Value::Name(name.into()),
        _ => return Err(unimplemented(step, ctx, expr, name)),
    })
}

/// The positional and named arguments of a call, the receiver first.
fn arguments(
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
fn call(
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
        "present" | "meets" | "controlled_by" | "classified_as" | "title_has" | "copy_of"
    ) {
        let group = default_group(step, ctx);
        return Ok(Value::Bool(predicate(step, ctx, name, args, &group, expr)?));
    }
    let values = arguments(step, ctx, receiver, args)?;
    let positional = |i: usize| {
        values
            .iter()
            .filter(|(n, _)| n.is_none())
            .nth(i)
            .map(|(_, v)| v.clone())
    };
    let named = |key: &str| {
        values
            .iter()
            .find(|(n, _)| n.as_deref() == Some(key))
            .map(|(_, v)| v.clone())
    };
    let subject = positional(0).unwrap_or(Value::Cards(Vec::new()));
    let count = |default: usize| match positional(1).or_else(|| named("count")) {
        Some(Value::Number(n)) => n.max(0) as usize,
        _ => default,
    };
    Ok(match name {
        "random" => {
            let mut cards = subject.cards();
            let mut chosen = Vec::new();
            for _ in 0..count(1) {
                if cards.is_empty() {
                    break;
                }
                let index = step.state.rng.below(cards.len());
                chosen.push(cards.remove(index));
            }
            Value::Cards(chosen)
        }
        "choose" | "up_to" => {
            let by = named("by").map_or(ctx.controller, |v| v.player(ctx.controller));
            let mut cards = subject.cards();
            let mut chosen = Vec::new();
            for _ in 0..count(1) {
                if cards.is_empty() {
                    break;
                }
                let mut options: Vec<String> = cards.iter().map(|&c| step.describe(c)).collect();
                if name == "up_to" {
                    options.push("no more".into());
                }
                let index = step.decide(by, format!("{}: choose a card", step.title(ctx.this)), options)?;
                if index == cards.len() {
                    break;
                }
                chosen.push(cards.remove(index));
            }
            Value::Cards(chosen)
        }
        "highest" | "lowest" => {
            let attribute = match positional(1).or_else(|| named("by")) {
                Some(Value::Name(attribute)) => attribute,
                _ => "total_attributes".into(),
            };
            let cards = subject.cards();
            let key = |c: &CardId| step.attribute(*c, &attribute);
            let best = if name == "highest" {
                cards.iter().max_by_key(|c| key(c))
            } else {
                cards.iter().min_by_key(|c| key(c))
            };
            Value::Cards(best.copied().into_iter().collect())
        }
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
        "topmost" => {
            // A pile lists its cards bottom first: the top ones are the last.
            let cards = subject.cards();
            let keep = count(1).min(cards.len());
            Value::Cards(cards[cards.len() - keep..].to_vec())
        }
        "held_by" => {
            let location = subject.cards().first().and_then(|&c| step.location_of(c));
            let held = location
                .map(|location| step.state.in_place(&Place::AtopMission { location }).to_vec())
                .unwrap_or_default();
            Value::Cards(held.into_iter().filter(|&c| step.state.card(c).status.stasis).collect())
        }
        "points" => Value::Number(subject.cards().first().and_then(|&c| step.def(c).points).unwrap_or(0)),
        "location" => subject
            .cards()
            .first()
            .and_then(|&c| step.location_of(c))
            .map_or(Value::Cards(Vec::new()), Value::Location),
        "away_teams_of" => Value::Cards(away_teams_of(step, &subject.cards())),
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
                .is_some_and(|&c| super::commander::commanded(step, c)),
        ),
        "attempted" => Value::Bool(
            subject
                .cards()
                .first()
                .and_then(|&c| step.location_of(c))
                .is_some_and(|l| crate::engine::action::attempted(step, l)),
        ),
        other => return Err(unimplemented(step, ctx, expr, other)),
    })
}

/// A function that decides a condition over a group.
fn predicate(
    step: &mut Step<'_>,
    ctx: &mut Context,
    name: &str,
    args: &[Arg],
    group: &[CardId],
    expr: &Expr,
) -> Result<bool, Interrupt> {
    let first = args.first().map(|a| &a.value);
    match (name, first) {
        ("present", Some(condition)) => {
            let present = default_group(step, ctx);
            truth_over(step, ctx, condition, &present)
        }
        ("meets", Some(subject)) => {
            let cards = eval(step, ctx, subject)?.cards();
            let condition = args
                .get(1)
                .map(|a| &a.value)
                .ok_or_else(|| mismatch(step, ctx, expr, "a condition"))?;
            truth_over(step, ctx, condition, &able(step, &cards))
        }
        ("seeded_at", Some(location)) => {
            let location = match eval(step, ctx, location)? {
                Value::Location(location) => Some(location),
                other => other.cards().first().and_then(|&c| step.location_of(c)),
            };
            Ok(location.is_some_and(|location| {
                !group.is_empty()
                    && group
                        .iter()
                        .all(|&c| step.state.card(c).place == crate::state::Place::SeedStack { location })
            }))
        }
        ("controlled_by", Some(player)) => {
            let player = eval(step, ctx, player)?.player(ctx.controller);
            Ok(!group.is_empty() && group.iter().all(|&c| step.state.card(c).controller == player))
        }
        ("classified_as", Some(class)) => {
            let class = atom_name(class).unwrap_or_default().to_string();
            Ok(group
                .iter()
                .any(|&c| step.def(c).classification.as_deref() == Some(class.as_str())))
        }
        ("title_has", Some(word)) => {
            let word = atom_name(word).unwrap_or_default().to_string();
            Ok(group.iter().any(|&c| {
                step.def(c)
                    .title
                    .split_whitespace()
                    .any(|w| w.trim_matches('"') == word)
            }))
        }
        ("copy_of", Some(card)) => {
            let cards = eval(step, ctx, card)?.cards();
            let titles: Vec<String> = cards.iter().map(|&c| step.def(c).title.clone()).collect();
            Ok(group.iter().any(|&c| titles.contains(&step.def(c).title)))
        }
        _ => match eval(step, ctx, expr)? {
            Value::Bool(b) => Ok(b),
            Value::Cards(cards) => Ok(!cards.is_empty()),
            Value::Card(_) => Ok(true),
            Value::Number(n) => Ok(n != 0),
            _ => Ok(amount_in_halves(step, group, name) > 0),
        },
    }
}

/// A ship's Away Teams: its controller's cards on the planet surface at its location (M:36).
fn away_teams_of(step: &Step<'_>, ships: &[CardId]) -> Vec<CardId> {
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
