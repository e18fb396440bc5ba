//! Effects: the verbs of statements, each a primitive declared in stdlib/primitives.card and
//! resolved to an [`EffectOp`] when the pool loads. An effect with no statement behaviour is
//! an [`EngineError::Unimplemented`] when a game reaches it, never a silent no-op.

use super::exprs::{eval, mismatch, Value};
use super::{Context, EngineError};
use crate::defs::EffectOp;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::{FlagStatus, LastingEffect, Place, StatusKind, Until};
use stccg_lang::ast::Effect;
use stccg_lang::span::Span;

/// Runs one effect statement: its verb resolved to an [`EffectOp`] when the pool loaded,
/// each op routed to the module that implements it by one exhaustive `match`.
pub(super) fn run_effect(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, span: Span) -> Result<(), Interrupt> {
    if ctx.layer.is_some() {
        return super::static_effects::collect(step, ctx, effect, span);
    }
    let Some(op) = step.pool().effect_op(effect) else {
        return Err(Interrupt::Error(EngineError::Unimplemented {
            card: step.title(ctx.this),
            span: effect.verb.span,
            primitive: effect.verb.name.to_string(),
        }));
    };
    use EffectOp as E;
    match op {
        E::Draw if effect.clauses.iter().any(|c| c.word.name == "until") => {
            super::timing_effects::run(step, ctx, op, effect)
        }
        E::Forbid
        | E::Play
        | E::ReportCrew
        | E::Suspend
        | E::Exchange
        | E::BringForward
        | E::DoubleTurn
        | E::Tow
        | E::RestoreRange
        | E::Halt => super::timing_effects::run(step, ctx, op, effect),
        E::GainSkill | E::LoseSkill | E::SelectSkill => super::skill_effects::run(step, ctx, op, effect),
        E::Repair => super::ship_effects::run(step, ctx, op, effect),
        E::InsertMission => super::mission_insert::insert_mission(step, ctx, effect),
        E::Land | E::TakeOff | E::Load | E::Launch => super::landing_effects::run(step, ctx, op, effect),
        E::HeadFor | E::MoveToHeading | E::MoveToFarEnd | E::LetGo | E::InsertLocation | E::MoveLocation => {
            super::spaceline_effects::run(step, ctx, op, effect)
        }
        E::EndAttempt | E::MustAttempt | E::EndTurn | E::Replay | E::FaceNextDilemma => {
            super::attempt_effects::run(step, ctx, op, effect)
        }
        E::TakeControl | E::Commandeer | E::Assimilate | E::Enable | E::Beam => {
            super::crew_effects::run(step, ctx, op, effect)
        }
        E::Convert | E::LoseFeature => super::feature_effects::run(step, ctx, op, effect),
        // Outside a `static`: a permission for a time (a static's is collected in its layer).
        E::Grant => super::feature_effects::grant(step, ctx, effect),
        E::Attack | E::JoinBattle | E::CancelBattle | E::Cloak | E::Uncloak | E::OpenToAttack | E::Station => {
            super::battle_effects::run(step, ctx, op, effect)
        }
        E::NamePlayer | E::NameCards | E::PlaceBeneathDeck | E::EndGame => super::players::run(step, ctx, op, effect),
        E::Owe | E::Pay => super::duties::run(step, ctx, op, effect),
        E::Complete | E::Acquire => super::objective_effects::run(step, ctx, op, effect),
        E::CancelPlay => super::card_play_calls::cancel_play(step, ctx, effect),
        E::UseCardPlay => {
            step.rules().use_card_play(step, ctx.controller);
            Ok(())
        }
        E::DisruptTimeline => {
            super::timeline::disrupt(step);
            Ok(())
        }
        E::Flip => super::beaming_calls::flip(step, ctx, effect),
        E::Save => {
            let saved = match &effect.subject {
                Some(expr) => eval(step, ctx, expr)?.cards(),
                None => Vec::new(),
            };
            super::lives::save(ctx, &saved);
            Ok(())
        }
        E::Kill
        | E::Discard
        | E::Destroy
        | E::Damage
        | E::Stop
        | E::Unstop
        | E::Disable
        | E::Quarantine
        | E::Stasis
        | E::Release
        | E::Capture
        | E::Score
        | E::Draw
        | E::Place
        | E::Return
        | E::Relocate
        | E::ReturnToFormer
        | E::Modify
        | E::Nullify
        | E::Download
        | E::Shuffle
        | E::LookAt
        | E::Reveal
        | E::QFlash => run_core(step, ctx, op, effect, span),
        // Effects only a `static` ability holds: the static layer computes them
        // (`static_effects.rs`); one reached outside a static is an engine error.
        E::Multiply
        | E::MakeCompatible
        | E::PermitIcon
        | E::ReportHere
        | E::ReportWherePresent
        | E::LoseCardType
        | E::GainIcon
        | E::LoseIcon
        | E::AttemptAs
        | E::InPlaceOfCardPlay
        | E::AffectAllPlayers
        | E::Hosts
        | E::SetAttribute
        | E::ShareSkills
        | E::RaisePointsToWin => Err(not_routed(step, ctx, op, effect)),
    }
}

/// An effect that reached a handler that does not run it as a statement: an
/// [`EngineError::Unimplemented`] naming the card, the verb and its span.
pub(super) fn not_routed(step: &Step<'_>, ctx: &Context, op: EffectOp, effect: &Effect) -> Interrupt {
    Interrupt::Error(EngineError::Unimplemented {
        card: step.title(ctx.this),
        span: effect.verb.span,
        primitive: op.name().to_string(),
    })
}

/// The effects on cards, points and decks every card uses.
fn run_core(
    step: &mut Step<'_>,
    ctx: &mut Context,
    op: EffectOp,
    effect: &Effect,
    span: Span,
) -> Result<(), Interrupt> {
    let verb = op.name();
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
    let Some(for_player) = super::exprs::clause_player(clause_value(step, ctx, "for")?, ctx.controller) else {
        // An effect for a player nobody named does nothing.
        return Ok(());
    };
    match op {
        EffectOp::Kill => super::lives::kill(step, ctx, &subject.cards())?,
        EffectOp::Discard => {
            for card in subject.cards() {
                discard(step, ctx, card);
            }
        }
        EffectOp::Destroy => {
            for card in subject.cards() {
                super::lives::destroy(step, ctx, card)?;
            }
        }
        EffectOp::Damage => {
            for card in subject.cards() {
                if step.state.card(card).status.damaged {
                    super::lives::destroy(step, ctx, card)?;
                } else {
                    step.set_status(card, FlagStatus::Damaged, true);
                }
            }
        }
        EffectOp::Stop => {
            let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::TurnStart(step.state.turn() + 1));
            for card in subject.cards() {
                step.stop_for(card, Some(ctx.this), until.clone());
            }
        }
        // The core rule "Stopped cards": the glossary lets cards unstop (S:761); the 1995
        // answers have nothing unstop a stopped card (FAQ:356-358, rules-digest C1).
        EffectOp::Unstop if step.pool().core.unstopping == crate::defs::Unstopping::Never => {}
        EffectOp::Unstop => {
            for card in subject.cards() {
                step.state.end_lasting(card, |l| l.effect == LastingEffect::Stopped);
                step.emit(Event::Status {
                    card,
                    status: StatusKind::Stopped,
                    on: false,
                });
            }
        }
        EffectOp::Disable | EffectOp::Quarantine => {
            let status = if op == EffectOp::Disable {
                FlagStatus::Disabled
            } else {
                FlagStatus::Quarantine
            };
            for card in subject.cards() {
                step.set_status(card, status, true);
            }
        }
        EffectOp::Stasis => {
            // S:697: cards aboard a ship in stasis are in stasis too.
            // The card whose text does it holds them (S:687): `held_by`.
            for card in step.with_aboard(subject.cards()) {
                step.set_status(card, FlagStatus::Stasis, true);
                step.state.card_mut(card).status.stasis_by = Some(ctx.this);
            }
        }
        EffectOp::Release => {
            for card in step.with_aboard(subject.cards()) {
                step.set_status(card, FlagStatus::Stasis, false);
                step.state.card_mut(card).status.stasis_by = None;
                step.set_status(card, FlagStatus::Quarantine, false);
                step.free_captive(card);
            }
        }
        EffectOp::Capture => {
            let Some(captor) = super::exprs::clause_player(clause_value(step, ctx, "by")?, ctx.controller) else {
                return Ok(());
            };
            let captured = subject.cards();
            for &card in &captured {
                // One selected at random may be saved by an interrupt answering the selection
                // (Wolf, `rules::losses::selection`).
                if ctx.random_picks.contains(&card) && step.rules().spared_from_capture(step, card, &captured)? {
                    continue;
                }
                if step.capture(card, captor, ctx.this)? {
                    // The card stays atop the mission as a trap card (Rulebook, Capture).
                    ctx.self_moved = true;
                }
            }
        }
        EffectOp::Score => {
            let points = match subject {
                Value::Number(n) => n,
                _ => return Err(mismatch_at(step, ctx, span, "a number of points")),
            };
            // S:103: the Borg ignore a dilemma's points while they scout.
            if !ctx.points_ignored {
                step.score(for_player, points, ctx.this, step.title(ctx.this));
            }
        }
        EffectOp::Draw => {
            let count = match subject {
                Value::Number(n) => n,
                _ => 1,
            };
            // `draw N from bottom`: from the bottom of the draw deck (vocabulary `deck_end`).
            let bottom = match clause_value(step, ctx, "from")? {
                Some(Value::Name(end)) => end == "bottom",
                None => false,
                Some(_) => return Err(mismatch_at(step, ctx, span, "a deck_end")),
            };
            for _ in 0..count {
                step.draw_from(for_player, bottom);
            }
        }
        EffectOp::Place | EffectOp::Return | EffectOp::Relocate => {
            super::placing::place(step, ctx, effect, subject, verb)?
        }
        EffectOp::ReturnToFormer => super::placing::return_to_former(step, ctx, &subject.cards()),
        EffectOp::Modify => {
            let amount = match clause_value(step, ctx, "by")? {
                Some(Value::Number(n)) => n,
                _ => return Err(mismatch_at(step, ctx, span, "an amount")),
            };
            let (cards, attribute) = modified_attribute(step, ctx, effect)?;
            let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::RestOfGame);
            for card in cards {
                step.modify(card, ctx.this, &attribute, amount, until.clone());
            }
        }
        EffectOp::Nullify => {
            for card in subject.cards() {
                step.nullify(card);
            }
        }
        EffectOp::Download => {
            super::permitting::with_permitted(step, ctx, effect, |step, ctx| download(step, ctx, effect, subject))?
        }
        EffectOp::Shuffle => {
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
        EffectOp::LookAt => {
            // Looked at, not revealed, and put back where they were: nothing moves.
            for card in subject.cards() {
                step.emit(Event::Examined {
                    card,
                    player: ctx.controller,
                });
            }
        }
        EffectOp::Reveal => {}
        EffectOp::QFlash => super::q_flash::q_flash(step, ctx, subject)?,
        _ => return Err(not_routed(step, ctx, op, effect)),
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
            Ok((cards, name.name.to_string()))
        }
        _ => Err(mismatch(step, ctx, subject, "an attribute such as `target.WEAPONS`")),
    }
}

/// `download X [into hand]`: finds X in the player's draw deck and puts it into hand or into
/// play beside the card whose text downloads it (S:858). A gated card ([AU]) its player may
/// not put into play stays in the deck (`Step::gated`).
fn download(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, subject: Value) -> Result<(), Interrupt> {
    let deck = Place::DrawDeck { player: ctx.controller };
    let cards: Vec<CardId> = match &subject {
        // A title or icon: the first such card of the draw deck.
        Value::Name(title) => step
            .state
            .in_place(&deck)
            .iter()
            .copied()
            .find(|&c| step.def(c).card_title() == title || step.def(c).icons.contains(title))
            .into_iter()
            .collect(),
        // A selection already made (`draw_deck(you).up_to(3)`).
        other => other.clone().cards(),
    };
    if cards.is_empty() {
        return Ok(());
    }
    let mut destination = step.state.card(ctx.this).place;
    let mut at_location = None;
    for clause in &effect.clauses {
        let word = clause.word.name.as_str();
        if word == "to" {
            match eval(step, ctx, &clause.value)? {
                Value::Location(location) => at_location = Some(location),
                // `to SHIP` (E.M.H. Program's "download to your ship or outpost", Undetected
                // Beam-In's drones downloaded aboard the encountering ship, S:29): aboard that
                // ship or facility; one no longer in play takes nothing.
                other => match other.cards().first() {
                    Some(&host)
                        if step.state.card(host).place.in_play() && step.def(host).is_one_of(&["ship", "facility"]) =>
                    {
                        destination = Place::Aboard { card: host }
                    }
                    _ => return Ok(()),
                },
            }
            continue;
        }
        // `on CARD` ("download {Interrogation} to this captive"): played on that card, which
        // its text then calls `target`; a card no longer in play takes nothing.
        if word == "on" {
            match eval(step, ctx, &clause.value)?.cards().first() {
                Some(&host) if step.state.card(host).place.in_play() => destination = Place::On { card: host },
                _ => return Ok(()),
            }
            continue;
        }
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
    // A download searches the draw deck, which is shuffled afterwards; a card a text brings
    // into play from elsewhere (Devidian Door: from hand to any planet) leaves it as it is.
    let mut searched: Vec<PlayerId> = Vec::new();
    for &card in &cards {
        if let Place::DrawDeck { player } = step.state.card(card).place {
            if !searched.contains(&player) {
                searched.push(player);
            }
        }
    }
    for card in cards {
        // `to LOCATION` (Establish Relations: "download a [Non] personnel here"): a ship or
        // facility to its player's side of the spaceline there, anything else to the planet
        // surface with that player's Away Teams.
        let destination = match at_location {
            Some(location) => {
                let player = step.state.card(card).owner;
                if step.def(card).is_one_of(&["ship", "facility"]) {
                    Place::AtLocation { location, player }
                } else {
                    Place::Surface { location, player }
                }
            }
            None => destination,
        };
        // A card with a gated icon ([AU]) enters play only while a card of its player permits
        // that icon, by a download too: the Glossary's Alternate Universe icon ("seed or
        // play ... only if you have an open Doorway"); to hand it may go, and waits there
        // for a door (docs/rules.md, alternate-universe-icon). A card that enters play only
        // from under a mission (`seeds_under`: Mirasta Yale) is never downloaded into play.
        if destination.in_play()
            && (step.gated(step.state.card(card).owner, card) || step.def(card).seeds_under.is_some())
        {
            continue;
        }
        step.move_to(card, destination);
    }
    // Each deck searched is shuffled: the opponent's too, when a text lets him download from
    // his own deck (Undetected Beam-In: "Opponent may download").
    for player in searched {
        step.shuffle_deck(player);
    }
    Ok(())
}
