//! The effects of a `static` ability computed into the static layer (`state::StaticLayer`):
//! while a card is in play and the ability's condition holds, each effect of its body is
//! collected there instead of applied. This is the one evaluator of `static` text: the rules
//! read the layer, never the text. The forms a `static` may hold are
//! `stccg_lang::check::StaticEffect`, which the checker enforces when the pool loads; each has
//! its arm here (the match has no fallback).
//!
//! - `modify`, `multiply`, `set_attribute` on `CARDS.X` (Bynars Weapon Enhancement's
//!   `modify target.WEAPONS by +2`, Transwarp Conduit, Frame of Mind's attributes of 3-3-3);
//! - `gain_skill`, `lose_skill`; `share_skills CARDS` (the group, whose skill edits the
//!   layer's merge computes, `rules::statics::sharing`); `convert CARDS to [Icon]` (Lore's Fingernail) or to a
//!   classification (`to ANIMAL`: Scottish Setter);
//! - permissions (`grant`, vocabulary `permission`): of ships, `staffed` and
//!   `initiate_battle`, and `beaming on SHIP` of cards (Lore Returns); of players,
//!   `move_around`, `extra_card_play`, `ignore_beam_prevention`, `hand_revealed`, `deck_face_up`,
//!   `ignore_attack_restrictions`;
//! - grants to the controller: `make_compatible [X] with [Y]` (the Treaties, F:20),
//!   `attempt_as MISSIONS with [X] for PLAYER?` (the Espionages; Compromised Mission's
//!   opponent's side), `permit_icon [X]` (the Alternate
//!   Universe Door: the player's cards with a gated icon may enter play), `report_here CARDS`
//!   (Seal Rift: the cards may report for duty at its location), `report_where_present CARDS`
//!   (Sigmund Freud: the cards may report for duty where it is); `lose_card_type CARDS` (Mobile
//!   Holo-Emitter: the cards do not count as their card type);
//! - `raise_points_to_win N [for PLAYER]`: more points needed to win (Q's Planet);
//! - rules matched when something happens: `forbid`, `nullify`, `hosts`,
//!   `in_place_of_card_play` (their statement is recorded; its place in the text is filled in
//!   by `rules::statics::layer`, which runs a static's body one statement at a time).

use super::effects::modified_attribute;
use super::exprs::{eval, mismatch, subject_cards, Value};
use super::requirement::affiliation_of_icon;
use super::skill_effects::skill_clause;
use super::{Context, EngineError};
use crate::ids::PlayerId;
use crate::kernel::{Interrupt, Step};
use crate::state::{PlayerGrant, RuleKind, SkillChange, SkillEdit, StaticLayer, StaticRule};
use stccg_lang::ast::{Effect, Expr};
use stccg_lang::check::StaticEffect;
use stccg_lang::span::Span;

/// Collects one effect of a `static` ability into `ctx.layer`.
pub(super) fn collect(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, span: Span) -> Result<(), Interrupt> {
    let Some(form) = StaticEffect::from_verb(&effect.verb.name) else {
        // The checker rejects any other effect in a `static` when the pool loads.
        return Err(Interrupt::Error(EngineError::Unimplemented {
            card: step.title(ctx.this),
            span,
            primitive: format!("{} in a static", effect.verb.name),
        }));
    };
    let this = ctx.this;
    let you = ctx.controller;
    match form {
        StaticEffect::Modify | StaticEffect::Multiply | StaticEffect::SetAttribute => {
            let word = if form == StaticEffect::SetAttribute { "to" } else { "by" };
            let amount = match clause_value(effect, word) {
                Some(expr) => number(step, ctx, expr)?,
                None => 0,
            };
            let (cards, attribute) = modified_attribute(step, ctx, effect)?;
            let entries = cards.into_iter().map(|c| (c, attribute.clone(), amount));
            let layer = layer(ctx);
            match form {
                StaticEffect::Modify => layer.modifiers.extend(entries),
                StaticEffect::Multiply => layer.multipliers.extend(entries),
                _ => layer.fixed.extend(entries),
            }
        }
        StaticEffect::GainSkill | StaticEffect::LoseSkill => {
            let cards = subject_cards(step, ctx, effect)?;
            let (skill, halves) = skill_clause(step, ctx, effect)?;
            let change = if form == StaticEffect::GainSkill {
                SkillChange::Add { skill, halves }
            } else {
                super::skill_effects::lost(effect, skill, halves)
            };
            layer(ctx).skills.extend(cards.into_iter().map(|c| {
                let edit = SkillEdit {
                    change: change.clone(),
                    source: this,
                    until: None,
                };
                (c, edit)
            }));
        }
        StaticEffect::Convert => {
            let cards = subject_cards(step, ctx, effect)?;
            let Some(to) = clause_value(effect, "to") else {
                return Ok(());
            };
            // A card type (`to event`): the cards are played as cards of that type (Tijuana
            // Crass: "converted to Event cards to be played on the table when used").
            if let Some(kind) = (crate::interp::card_type_named(step, ctx, to))
                .and_then(|_| super::requirement::atom_name(to))
                .map(str::to_string)
            {
                layer(ctx)
                    .converted_types
                    .extend(cards.into_iter().map(|c| (c, kind.clone())));
                return Ok(());
            }
            // A classification (`to ANIMAL`, vocabulary `classification`) in place of the
            // printed one (Scottish Setter); else an affiliation (Lore's Fingernail).
            if let Some(class) = classification(step, ctx, to)? {
                layer(ctx)
                    .classifications
                    .extend(cards.into_iter().map(|c| (c, class.clone())));
                return Ok(());
            }
            let affiliation = affiliation(step, ctx, to)?;
            layer(ctx)
                .affiliations
                .extend(cards.into_iter().map(|c| (c, affiliation.clone())));
        }
        StaticEffect::Grant => grant(step, ctx, effect, span)?,
        StaticEffect::ShareSkills => {
            let group = subject_cards(step, ctx, effect)?;
            layer(ctx).shared_skills.push((this, group));
        }
        StaticEffect::MakeCompatible => {
            let (Some(first), Some(with)) = (effect.subject.as_ref(), clause_value(effect, "with")) else {
                return Ok(());
            };
            let a = affiliation(step, ctx, first)?;
            let b = affiliation(step, ctx, with)?;
            layer(ctx).compatible.push((you, a, b));
        }
        StaticEffect::PermitIcon => {
            let Some(icon) = effect.subject.as_ref() else {
                return Ok(());
            };
            let icon = match eval(step, ctx, icon)? {
                Value::Name(name) => name,
                _ => return Err(mismatch(step, ctx, icon, "an icon")),
            };
            layer(ctx).permitted_icons.push((you, icon));
        }
        StaticEffect::ReportHere => {
            // "[AU] ships may report here" (Seal Rift): the cards, at this card's location.
            let Some(location) = step.location_of(ctx.this) else {
                return Ok(());
            };
            let cards = subject_cards(step, ctx, effect)?;
            layer(ctx).report_here.extend(cards.into_iter().map(|c| (location, c)));
        }
        StaticEffect::ReportWherePresent => {
            // "Your personnel and equipment may report where present" (Sigmund Freud): the
            // cards, where this card is; the rules read where that is when they are played.
            let cards = subject_cards(step, ctx, effect)?;
            layer(ctx)
                .report_where_present
                .extend(cards.into_iter().map(|c| (this, c)));
        }
        StaticEffect::LoseCardType => {
            // "While worn, does not count as an Equipment card" (Mobile Holo-Emitter, M:393).
            let cards = subject_cards(step, ctx, effect)?;
            layer(ctx).type_lost.extend(cards);
        }
        StaticEffect::GainIcon | StaticEffect::LoseIcon => {
            // "Changes it from normal to [AU] icon personnel, or vice versa" (The Mask of
            // Korgano): the icon as though printed, while the static holds.
            let cards = subject_cards(step, ctx, effect)?;
            let Some(with) = clause_value(effect, "with") else {
                return Ok(());
            };
            let icon = match eval(step, ctx, with)? {
                Value::Name(name) => name,
                _ => return Err(mismatch(step, ctx, with, "an icon")),
            };
            let gained = form == StaticEffect::GainIcon;
            layer(ctx)
                .icons
                .extend(cards.into_iter().map(|c| (c, icon.to_string(), gained)));
        }
        StaticEffect::AttemptAs => {
            let missions = subject_cards(step, ctx, effect)?;
            let Some(with) = clause_value(effect, "with") else {
                return Ok(());
            };
            let affiliation = affiliation(step, ctx, with)?;
            // `for PLAYER`: whose cards may attempt so, the controller's unless named (the
            // opponent's side of an asymmetric mission, Compromised Mission).
            let player = match clause_value(effect, "for") {
                Some(expr) => match eval(step, ctx, expr)? {
                    Value::Player(player) => player,
                    _ => return Err(mismatch(step, ctx, expr, "a player")),
                },
                None => you,
            };
            layer(ctx)
                .attempt_as
                .extend(missions.into_iter().map(|m| (m, player, affiliation.clone())));
        }
        StaticEffect::Forbid | StaticEffect::Nullify | StaticEffect::Hosts | StaticEffect::AffectAllPlayers => {
            let kind = match form {
                StaticEffect::Forbid => RuleKind::Forbid,
                StaticEffect::Nullify => RuleKind::Nullify,
                StaticEffect::AffectAllPlayers => RuleKind::AffectAllPlayers,
                _ => RuleKind::Hosts,
            };
            layer(ctx).rules.push(rule(this, kind));
        }
        StaticEffect::RaisePointsToWin => {
            // "Until solved, an additional 40 points are needed for any player to win" (Q's
            // Planet): every player's, or the one `for` names.
            let amount = match &effect.subject {
                Some(expr) => number(step, ctx, expr)?,
                None => 0,
            };
            let players = match clause_value(effect, "for") {
                Some(expr) => match eval(step, ctx, expr)? {
                    Value::Player(player) => vec![player],
                    Value::BothPlayers => PlayerId::BOTH.to_vec(),
                    _ => return Err(mismatch(step, ctx, expr, "a player")),
                },
                None => PlayerId::BOTH.to_vec(),
            };
            layer(ctx)
                .points_to_win
                .extend(players.into_iter().map(|player| (player, amount, this)));
        }
        StaticEffect::InPlaceOfCardPlay => {
            let plays = match &effect.subject {
                Some(expr) => u32::try_from(number(step, ctx, expr)?).unwrap_or(0),
                None => 0,
            };
            layer(ctx).rules.push(rule(this, RuleKind::InPlaceOfCardPlay { plays }));
        }
    }
    Ok(())
}

/// `grant SUBJECT with PERMISSION [on SHIP]`: a permission (vocabulary `permission`) of the
/// players or cards named, while the static holds.
fn grant(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, span: Span) -> Result<(), Interrupt> {
    let permission = match clause_value(effect, "with") {
        Some(expr) => match eval(step, ctx, expr)? {
            Value::Name(name) => name,
            _ => return Err(mismatch(step, ctx, expr, "a permission")),
        },
        None => return Err(super::effects::mismatch_at(step, ctx, span, "a permission")),
    };
    let player_grant = match permission.as_str() {
        "move_around" => Some(PlayerGrant::MoveAround),
        "hand_revealed" => Some(PlayerGrant::HandRevealed),
        "deck_face_up" => Some(PlayerGrant::DeckFaceUp),
        "extra_card_play" => Some(PlayerGrant::ExtraCardPlay),
        "ignore_beam_prevention" => Some(PlayerGrant::IgnoreBeamPrevention),
        "ignore_attack_restrictions" => Some(PlayerGrant::IgnoreAttackRestrictions),
        "mix_any_affiliation" => Some(PlayerGrant::MixAnyAffiliation),
        _ => None,
    };
    let (this, you) = (ctx.this, ctx.controller);
    if let Some(grant) = player_grant {
        let subject = match &effect.subject {
            Some(expr) => Some(eval(step, ctx, expr)?),
            None => None,
        };
        // `grant SHIP with move_around`: that ship alone moves between the spaceline's ends
        // (Lakanta: "Ship he is on can leave one end of spaceline and enter other end"), a
        // marker the ship's moves read; `grant SHIP with ignore_attack_restrictions`: a force
        // with that ship in it ignores F:68 (Saltah'na Clock), a marker the battle orders read.
        if matches!(grant, PlayerGrant::MoveAround | PlayerGrant::IgnoreAttackRestrictions) {
            if let Some(value @ (Value::Card(_) | Value::Cards(_))) = subject {
                layer(ctx)
                    .markers
                    .extend(value.cards().into_iter().map(|c| (c, permission.clone())));
                return Ok(());
            }
        }
        let players = match subject {
            Some(Value::BothPlayers) => PlayerId::BOTH.to_vec(),
            // A permission for a player nobody named is granted to nobody.
            Some(value) => value.player(you).into_iter().collect(),
            None => vec![you],
        };
        layer(ctx).grants.extend(players.into_iter().map(|p| (p, grant, this)));
        return Ok(());
    }
    let cards = subject_cards(step, ctx, effect)?;
    match permission.as_str() {
        "staffed"
        | "initiate_battle"
        | "battle_without_leader"
        | "battle_required"
        | "scouting"
        | "staff_with_each_icon"
        | "acquire_artifacts"
        | "battle_at_will"
        | "compatible_with_all"
        | "moves_like_a_ship"
        | "shares_opponents_encounters" => {
            layer(ctx)
                .markers
                .extend(cards.into_iter().map(|c| (c, permission.clone())));
        }
        "beaming" | "beam_aboard" => {
            let hosts = match clause_value(effect, "on") {
                Some(expr) => eval(step, ctx, expr)?.cards(),
                None => return Err(super::effects::mismatch_at(step, ctx, span, "`on SHIP`")),
            };
            let layer = layer(ctx);
            let pairs = if permission == "beaming" {
                &mut layer.beamable
            } else {
                &mut layer.boardable
            };
            for host in hosts {
                pairs.extend(cards.iter().map(|&c| (c, host)));
            }
        }
        other => {
            return Err(Interrupt::Error(EngineError::Unimplemented {
                card: step.title(this),
                span,
                primitive: format!("grant with {other}"),
            }))
        }
    }
    Ok(())
}

/// The layer being collected (a static runs only with one).
fn layer(ctx: &mut Context) -> &mut StaticLayer {
    ctx.layer.get_or_insert_with(Box::default)
}

/// A rule of this card, its place in the text to be filled in by the layer's pass.
fn rule(card: crate::ids::CardId, kind: RuleKind) -> StaticRule {
    StaticRule {
        card,
        kind,
        ability: 0,
        statement: 0,
    }
}

/// The value of an effect's clause, as written.
fn clause_value<'e>(effect: &'e Effect, word: &str) -> Option<&'e Expr> {
    effect.clauses.iter().find(|c| c.word.name == word).map(|c| &c.value)
}

/// A number.
fn number(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<i64, Interrupt> {
    match eval(step, ctx, expr)? {
        Value::Number(n) => Ok(n),
        _ => Err(mismatch(step, ctx, expr, "a number")),
    }
}

/// The classification a name stands for, if it is one (vocabulary `classification`, S:434).
fn classification(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<Option<String>, Interrupt> {
    let Value::Name(name) = eval(step, ctx, expr)? else {
        return Ok(None);
    };
    let names = &step.pool().names;
    let is_class = names
        .id(&name)
        .zip(names.vocabulary("classification"))
        .is_some_and(|(id, class)| names.is_in(id, class));
    Ok(is_class.then_some(name))
}

/// The affiliation an icon (`[Fed]`) or a name (`Federation`) stands for.
fn affiliation(step: &mut Step<'_>, ctx: &mut Context, expr: &Expr) -> Result<String, Interrupt> {
    match eval(step, ctx, expr)? {
        Value::Name(name) => Ok(affiliation_of_icon(&name).map_or(name.clone(), str::to_string)),
        _ => Err(mismatch(step, ctx, expr, "an affiliation icon")),
    }
}
