//! Roots and function calls of game text: the value of a root name, and what each stdlib
//! function returns.

use super::exprs::{default_group, eval, mismatch, number, truth_over, unimplemented, Value};
use super::predicates::predicate;
use super::requirement::able;
use super::Context;
use crate::defs::{FunctionOp, RootOp};
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::{Place, Until};
use stccg_lang::ast::{Arg, Expr};

/// The value of a root name (declared in stdlib/primitives.card, a [`RootOp`]), or a
/// vocabulary name or card title as a name.
pub(super) fn root(step: &mut Step<'_>, ctx: &mut Context, name: &str, expr: &Expr) -> Result<Value, Interrupt> {
    let this = ctx.this;
    let Some(op) = step.pool().root_op(expr) else {
        if step.pool().vocabulary.contains_key(name) || step.pool().find(name).is_some() {
            return Ok(Value::Name(name.into()));
        }
        return Err(unimplemented(step, ctx, expr, name));
    };
    use RootOp as R;
    Ok(match op {
        R::SelfCard => Value::Card(this),
        R::AnyCard => Value::Bool(true),
        R::Target => ctx.target.map_or(Value::Cards(Vec::new()), Value::Card),
        R::You => Value::Player(ctx.controller),
        R::EachPlayer => Value::BothPlayers,
        R::Opponent => Value::Player(ctx.controller.other()),
        R::WhoseTurn => Value::Player(step.state.whose_turn()),
        R::Group | R::AwayTeam | R::Crew => {
            if ctx.group.is_empty() {
                Value::Cards(step.with_own_side(this))
            } else {
                Value::Cards(ctx.group.clone())
            }
        }
        // Who began the attempt in progress (M:286), whoever of them is left.
        R::AttemptGroup => Value::Cards(
            step.state
                .flow
                .iter()
                .rev()
                .find_map(|f| match f {
                    crate::state::Frame::Attempt { group, .. } => Some(group.clone()),
                    _ => None,
                })
                .unwrap_or_default(),
        ),
        // The cards whose play is in progress on the timing stack, the first played first.
        R::BeingPlayed => Value::Cards(
            step.state
                .flow
                .iter()
                .filter_map(|f| match f {
                    crate::state::Frame::Play { card, .. } => Some(*card),
                    _ => None,
                })
                .collect(),
        ),
        R::Ship => step
            .ship_of(this, &ctx.group)
            .map_or(Value::Cards(Vec::new()), Value::Card),
        R::Mission => match ctx.location.or_else(|| step.location_of(this)) {
            Some(location) => Value::Card(step.state.location(location).mission),
            None => Value::Cards(Vec::new()),
        },
        R::Here => ctx
            .location
            .or_else(|| step.location_of(this))
            .map_or(Value::Cards(Vec::new()), Value::Location),
        R::OutOfPlay => Value::Place(Place::OutOfPlay {
            player: step.state.owner_of(this),
        }),
        R::Table => Value::Place(Place::Table { player: ctx.controller }),
        R::EndOfTurn => Value::Until(Until::TurnStart(step.state.turn() + 1)),
        R::CountdownExpires => Value::Until(Until::CountdownExpires),
        R::RestOfGame => Value::Until(Until::RestOfGame),
        // Until the next action ends: the one begun after now, at this height of the stack.
        R::NextAction => Value::Until(Until::NextAction {
            depth: step.state.flow.len(),
            begun: false,
        }),
        R::NextTurn => Value::Name(name.into()),
        R::AllPersonnel => Value::Cards(step.in_play_of_kind("personnel")),
        R::AllShips => Value::Cards(step.in_play_of_kind("ship")),
        R::Casualties => Value::Cards(step.rules().casualties(step)),
        R::BattleWinners => Value::Cards(step.rules().battle_side(step, true)),
        R::BattleLosers => Value::Cards(step.rules().battle_side(step, false)),
        R::AllMissions => Value::Cards(
            step.state
                .locations()
                .map(|location| step.state.location(location).mission)
                .filter(|&card| step.def(card).mission.is_some())
                .collect(),
        ),
        R::GapsBetweenMissions => Value::Number(super::spaceline_effects::gaps_between_missions(step).len() as i64),
        // Qualities of a card, decided card by card in a condition (`requirement.rs`): as a
        // value they are names, when the vocabulary declares them, as before.
        R::Universal
        | R::InStasis
        | R::Captive
        | R::OnPlanet
        | R::Cloaked
        | R::Exposed
        | R::Undocked
        | R::ChangedCloak
        | R::Damaged
        | R::Empty
        | R::AboardFacility
        | R::Unstopped
        | R::InBattle
        | R::Stunned
        | R::MortallyWounded
        | R::InTow
        | R::Landed
        | R::Carried
        | R::RangeUnused
        | R::Staffed
        | R::AtopMission
        | R::OpensASideDeck
        | R::AtSolvedMission
        | R::Spaceline => {
            if step.pool().vocabulary.contains_key(name) || step.pool().find(name).is_some() {
                Value::Name(name.into())
            } else {
                return Err(unimplemented(step, ctx, expr, name));
            }
        }
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
        values.push((arg.name.as_ref().map(|n| n.name.to_string()), value));
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
    use FunctionOp as F;
    let op = step.pool().function_op(expr);
    if let Some(op @ (F::Where | F::Except)) = op {
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
        let saved = std::mem::replace(&mut ctx.over_group, false);
        for card in subject.cards() {
            match truth_over(step, ctx, condition, &[card]) {
                Ok(met) if met == (op == F::Where) => kept.push(card),
                Ok(_) => {}
                Err(interrupt) => {
                    ctx.over_group = saved;
                    return Err(interrupt);
                }
            }
        }
        ctx.over_group = saved;
        return Ok(Value::Cards(kept));
    }
    if op == Some(F::RandomUntil) {
        return super::picking::random_until(step, ctx, receiver, args, expr);
    }
    if op == Some(F::Sum) {
        // `sum(cards, NUMBER)`: the number is computed card by card, so an attribute in it is
        // that card's own, and the results are added.
        let (subject, of) = match receiver {
            Some(subject) => (subject, args.first()),
            None => match args.first() {
                Some(first) => (eval(step, ctx, &first.value)?, args.get(1)),
                None => (Value::Cards(Vec::new()), None),
            },
        };
        let of = &of.ok_or_else(|| mismatch(step, ctx, expr, "a number"))?.value;
        let mut total = 0i64;
        for card in subject.cards() {
            total = total.saturating_add(number(step, ctx, of, &[card])?);
        }
        return Ok(Value::Number(total));
    }
    if let (Some(subject), Some(F::Meets)) = (&receiver, op) {
        // `cards.meets(CONDITION)`: the receiver is the group.
        let condition = &args
            .first()
            .ok_or_else(|| mismatch(step, ctx, expr, "a condition"))?
            .value;
        let group = able(step, &subject.clone().cards());
        return Ok(Value::Bool(super::exprs::truth_over_group(
            step, ctx, condition, &group,
        )?));
    }
    if matches!(
        op,
        Some(
            F::Present
                | F::Meets
                | F::ControlledBy
                | F::CaptiveOf
                | F::InMode
                | F::ClassifiedAs
                | F::ClassIs
                | F::TitleHas
                | F::CopyOf
                | F::OfType
                | F::MovedToThisTurn
                | F::AtHeading
                | F::AdjacentTo
                | F::AtMission
                | F::CouldPlayOn
                | F::CompatibleWith
        )
    ) {
        let group = default_group(step, ctx);
        return Ok(Value::Bool(predicate(step, ctx, name, args, &group, expr)?));
    }
    let values = arguments(step, ctx, receiver, args)?;
    let positional = |i: usize| super::selection::positional(&values, i);
    let named = |key: &str| super::selection::named(&values, key);
    let subject = positional(0).unwrap_or(Value::Cards(Vec::new()));
    let Some(op) = op else {
        return Err(unimplemented(step, ctx, expr, name));
    };
    let by = named("by");
    let routed = match op {
        F::Random | F::Choose | F::UpTo | F::Highest | F::Topmost => {
            let picked = super::picking::pick(step, ctx, op, &values)?;
            if let (F::Random, Some(Value::Cards(cards))) = (op, &picked) {
                ctx.random_picks.extend(cards.iter().copied());
            }
            picked
        }
        F::Half
        | F::DifferentAffiliations
        | F::Most
        | F::Farthest
        | F::Nearest
        | F::WithinSpan
        | F::FarEnd
        | F::Docked => Some(super::selection::call(step, ctx, op, &values, expr)?),
        F::Combatants | F::Retaliated | F::PlayedOn | F::HostOf | F::Answered | F::TimesUsed => {
            super::battle_effects::value(step, ctx, op, &subject, by.clone())
        }
        F::Towing => super::spaceline_effects::value(step, op, &subject),
        F::StaffingCrew => Some(Value::Cards(match subject.clone().cards().first() {
            Some(&ship) => super::staffing_choice::staffing_crew(step, ctx.this, ship)?,
            None => Vec::new(),
        })),
        F::Printed => Some(Value::Number(match (subject.clone().cards().first(), positional(1)) {
            (Some(&card), Some(Value::Name(attribute))) => step.def(card).attribute(&attribute),
            _ => 0,
        })),
        F::ChooseNumber => Some(super::chosen_number::choose(step, ctx, &values, expr)?),
        F::ChooseSkill => Some(super::chosen_skill::choose_skill(step, ctx, &values)?),
        F::SkillLevel => Some(super::chosen_skill::skill_level(step, &values)),
        F::KeptGivenSkills => Some(super::chosen_skill::kept_given_skills(step, ctx, &subject)),
        F::Agrees => Some(super::agreement::agrees(step, ctx, &values, expr)?),
        F::ChoosePlayer | F::NamedPlayer | F::NamedCards | F::NamedAnywhere | F::AffiliationOf | F::DestroyedBy => {
            super::players::call(step, ctx, op, &subject, by.clone()).transpose()?
        }
        F::Owes => Some(super::duties::owes(step, ctx, &subject, positional(1))),
        F::CardPlaysLeft
        | F::NormalCardPlay
        | F::AtStartOfTurn
        | F::InCardPlay
        | F::StaffingIcons
        | F::BottomSeedCard
        | F::SeedCards => super::card_play_calls::call(step, ctx, op, &subject).transpose()?,
        F::BeamsThisTurn | F::FaceDown => {
            super::beaming_calls::call(step, ctx, op, &subject, by.clone()).transpose()?
        }
        _ => None,
    };
    if let Some(value) = routed {
        return Ok(value);
    }
    Ok(match op {
        F::Count => Value::Number(subject.cards().len() as i64),
        F::Owner | F::Controller => match subject.cards().first() {
            Some(&card) => {
                // The owner is the card's from its creation on (read with its definition).
                Value::Player(if op == F::Owner {
                    step.state.owner_of(card)
                } else {
                    step.state.controller_of(card)
                })
            }
            None => Value::Player(ctx.controller),
        },
        F::Aboard => Value::Cards(
            subject
                .cards()
                .iter()
                .flat_map(|&c| step.state.in_place(&Place::Aboard { card: c }).to_vec())
                .collect(),
        ),
        // The ships and facilities the cards are aboard, each once, in the order met.
        F::AboardWhich => {
            let mut hosts: Vec<CardId> = Vec::new();
            for card in subject.cards() {
                if let Place::Aboard { card: host } = step.state.place_of(card) {
                    if !hosts.contains(&host) {
                        hosts.push(host);
                    }
                }
            }
            Value::Cards(hosts)
        }
        F::PresentWith => Value::Cards(
            subject
                .cards()
                .first()
                .map(|&c| step.present_with(c))
                .unwrap_or_default(),
        ),
        F::PresentWithAny => {
            let mut present: Vec<CardId> = Vec::new();
            for card in subject.cards() {
                for other in step.present_with(card).into_iter().chain([card]) {
                    if !present.contains(&other) {
                        present.push(other);
                    }
                }
            }
            Value::Cards(present)
        }
        F::Hive => Value::Cards(subject.cards().first().map(|&c| step.hive(c)).unwrap_or_default()),
        F::Hand | F::DiscardPile | F::DrawDeck | F::OutsideGame => {
            let Some(player) = subject.player(ctx.controller) else {
                return Ok(Value::Cards(Vec::new()));
            };
            let place = match op {
                F::Hand => Place::Hand { player },
                F::DiscardPile => Place::Discard { player },
                F::OutsideGame => Place::OutsideGame { player },
                _ => Place::DrawDeck { player },
            };
            Value::Cards(step.state.in_place(&place).to_vec())
        }
        // Every card of the player's in the game, wherever it is (not those outside the game):
        // what the copies of a card kept, wherever they went (The Naked Truth).
        F::OwnedCards => {
            let Some(player) = subject.player(ctx.controller) else {
                return Ok(Value::Cards(Vec::new()));
            };
            let state = &*step.state;
            Value::Cards(state.cards_placed(
                |place| !matches!(place, Place::OutsideGame { .. }),
                |card| state.owner_of(card) == player,
            ))
        }
        F::SideDeck => {
            let Some(player) = subject.player(ctx.controller) else {
                return Ok(Value::Cards(Vec::new()));
            };
            let deck = match named("of") {
                Some(Value::Name(title)) => step.pool().find(&title),
                _ => None,
            };
            match deck {
                Some(deck) => Value::Cards(step.state.in_place(&Place::SideDeck { player, deck }).to_vec()),
                None => Value::Cards(Vec::new()),
            }
        }
        F::OpponentOf => subject
            .player(ctx.controller)
            .map_or(Value::NoPlayer, |p| Value::Player(p.other())),
        // The player's Q-Continuum side deck: "atop" it is its top card (M:325). A player with
        // none has only the face-up pile a side deck would have.
        F::QContinuum => {
            let Some(player) = subject.player(ctx.controller) else {
                return Ok(Value::NoPlayer);
            };
            Value::Place(match super::q_flash::q_continuum_side_deck(step, player) {
                Some(deck) => Place::SideDeck { player, deck },
                None => Place::QContinuum { player },
            })
        }
        F::Top => subject,
        F::HeldBy => {
            // The cards in play whose stasis these cards' text caused, wherever they are
            // (S:687: it lasts until the card that caused it releases them).
            let holders = subject.cards();
            let mut held = step.state.cards_placed(
                |place| place.in_play(),
                |c| {
                    let status = &step.state.status_of(c);
                    status.stasis && status.stasis_by.is_some_and(|by| holders.contains(&by))
                },
            );
            // A trap card's captives under it (Rulebook, Capture).
            for &card in &holders {
                held.extend(step.trapped_under(card));
            }
            Value::Cards(held)
        }
        F::ScoreOf => Value::Number(subject.player(ctx.controller).map_or(0, |p| step.state.score(p))),
        F::BonusArea => subject
            .player(ctx.controller)
            .map_or(Value::NoPlayer, |player| Value::Place(Place::BonusArea { player })),
        F::Points => Value::Number(subject.cards().first().and_then(|&c| step.point_box(c)).unwrap_or(0)),
        // The title of a card as a name, as `{Title}` is: no card, no title (a forbid of it
        // forbids nothing).
        F::TitleOf => match subject.cards().first() {
            Some(&card) => Value::Name(step.def(card).title.clone()),
            None => Value::Cards(Vec::new()),
        },
        // The location a moving ship is flying by now (M:443), none if it is not passing one.
        F::Passing => subject
            .cards()
            .first()
            .and_then(|&ship| step.passing(ship))
            .map_or(Value::Cards(Vec::new()), Value::Location),
        F::Location => subject
            .cards()
            .first()
            .and_then(|&c| step.location_of(c))
            .map_or(Value::Cards(Vec::new()), Value::Location),
        F::AwayTeamsOf => Value::Cards(away_teams_of(step, &subject.cards())),
        F::DiscardedThisAttempt => match subject {
            Value::Location(here) => {
                Value::Cards(step.discarded_this_attempt(here).into_iter().map(|(c, _)| c).collect())
            }
            _ => Value::Cards(Vec::new()),
        },
        F::CardsAt => match subject {
            Value::Location(location) => Value::Cards(step.cards_at(location)),
            _ => Value::Cards(Vec::new()),
        },
        F::CardsInPlay => {
            let in_play = step.in_play();
            Value::Cards(match subject {
                Value::BothPlayers => in_play,
                other => {
                    let player = other.player(ctx.controller);
                    in_play
                        .into_iter()
                        .filter(|&c| Some(step.state.controller_of(c)) == player)
                        .collect()
                }
            })
        }
        F::StartOf => Value::Until(Until::TurnStart(step.state.turn() + 2)),
        // "For X full turns" (FAQ:133-143): a full turn is a complete turn of the player, the
        // current one not counted; the effect ends as the turn after his X-th full turn starts.
        F::FullTurns => {
            let turns = match &subject {
                Value::Number(n) => u32::try_from((*n).max(0)).unwrap_or(0),
                _ => 0,
            };
            let player = named("of")
                .and_then(|of| of.player(ctx.controller))
                .unwrap_or(ctx.controller);
            let now = step.state.turn();
            let ends = match turns {
                0 => now + 1,
                _ if step.state.whose_turn() == player => now + 2 * turns + 1,
                _ => now + 2 * turns,
            };
            Value::Until(Until::TurnStart(ends))
        }
        F::InPlay => Value::Bool(match &subject {
            // `in_play({Tox Uthat})`: a card named by its title is in play if a copy is.
            Value::Name(title) => step.in_play().into_iter().any(|c| step.def(c).card_title() == title),
            _ => subject
                .cards()
                .first()
                .is_some_and(|&c| step.state.place_of(c).in_play()),
        }),
        F::Stopped => Value::Bool(subject.cards().iter().any(|&c| step.state.is_stopped(c))),
        F::Commanded => Value::Bool(
            subject
                .cards()
                .first()
                .is_some_and(|&c| crate::kernel::commanded(step, c)),
        ),
        F::Attempted => Value::Bool(
            subject
                .cards()
                .first()
                .and_then(|&c| step.location_of(c))
                .is_some_and(|l| crate::kernel::attempted(step, l)),
        ),
        // `solved(mission, by: PLAYER)`: solved by that player (Colony's "planet mission you
        // completed"); without `by`, by either; by a player nobody named, by no one.
        F::Solved => {
            let solver = by.clone().map(|v| v.player(ctx.controller));
            if solver == Some(None) {
                return Ok(Value::Bool(false));
            }
            let solver = solver.flatten();
            Value::Bool(
                subject
                    .cards()
                    .first()
                    .and_then(|&c| step.location_of(c))
                    .and_then(|l| step.state.location(l).solved_by)
                    .is_some_and(|p| solver.is_none_or(|s| s == p)),
            )
        }
        F::NameCardType => {
            // A card type named by a player nobody named is not named.
            let Some(by) = super::exprs::clause_player(by, ctx.controller) else {
                return Ok(Value::Name(String::new()));
            };
            // The pool's card types, listed once when it loaded; labels only when shown.
            let count = step.pool().type_names.len();
            let this = ctx.this;
            let chosen = step.decide_shown(by, count, |step| {
                let prompt = format!("{}: name a card type", step.title(this));
                (prompt, step.pool().type_names.clone())
            })?;
            Value::Name(step.pool().type_names[chosen].clone())
        }
        _ => return Err(unimplemented(step, ctx, expr, name)),
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
                player: step.state.controller_of(ship),
            })
            .to_vec(),
        None => Vec::new(),
    }
}
