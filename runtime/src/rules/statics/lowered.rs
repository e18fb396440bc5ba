//! A static computed from its lowered form ([`crate::defs::StaticForm`], built when the pool
//! loads) instead of through the interpreter: its condition decided and its sets of cards
//! found as lowered guards are (`rules::guards`), through the same queries and the state's
//! recording accessors, so its reads are recorded as the interpreter's are and its result
//! is kept with them (`keyed.rs`). Each part gives the layer what `interp::static_effects`
//! gives it for the same statement.

use crate::defs::{StaticForm, StaticPart};
use crate::interp::{affiliation_of_icon, Context};
use crate::kernel::Step;
use crate::rules::guards::{cards, holds};
use crate::state::reads::{rest, Rest};
use crate::state::{Phase, RuleKind, SkillChange, SkillEdit, StaticLayer, StaticRule};
use stccg_lang::check::StaticEffect;

/// What the static gives the layer in the context of its card (`ability`: its index among
/// the card's statics' abilities): `None` when its condition does not hold, or when a `for
/// each` walked a card and the game is over (the interpreter's block stops there).
pub(super) fn run(step: &Step<'_>, ctx: &Context, form: &StaticForm, ability: usize) -> Option<StaticLayer> {
    if let Some(condition) = &form.condition {
        if !holds(step, ctx, condition, &[]) {
            return None;
        }
    }
    let mut layer = StaticLayer::default();
    for (statement, part) in form.parts.iter().enumerate() {
        if !apply(step, ctx, part, (ability as u32, statement as u32), &mut layer) {
            return None;
        }
    }
    Some(layer)
}

/// Adds what one statement gives to the layer (`at`: the ability's and the statement's
/// index); false when the static ends with no result.
fn apply(step: &Step<'_>, ctx: &Context, part: &StaticPart, at: (u32, u32), layer: &mut StaticLayer) -> bool {
    match part {
        StaticPart::ForEach(each) => {
            let before = entries(layer);
            if !apply(step, ctx, each, at, layer) {
                return false;
            }
            // Each card walked gives one entry; the interpreter's block reads whether the game
            // is over after each card's statement.
            if entries(layer) > before {
                rest(Rest::OVER);
                return step.state.phase != Phase::Over;
            }
        }
        StaticPart::Attribute {
            effect,
            cards: set,
            attribute,
            amount,
        } => {
            let entries = cards(step, ctx, set)
                .into_iter()
                .map(|c| (c, attribute.clone(), *amount));
            match effect {
                StaticEffect::Modify => layer.modifiers.extend(entries),
                StaticEffect::Multiply => layer.multipliers.extend(entries),
                _ => layer.fixed.extend(entries),
            }
        }
        StaticPart::GainSkill {
            cards: set,
            skill,
            halves,
        } => {
            let edit = SkillEdit {
                change: SkillChange::Add {
                    skill: skill.clone(),
                    halves: *halves,
                },
                source: ctx.this,
                until: None,
            };
            layer
                .skills
                .extend(cards(step, ctx, set).into_iter().map(|c| (c, edit.clone())));
        }
        StaticPart::Affiliation {
            cards: set,
            affiliation,
        } => {
            let affiliation = affiliation_of_icon(affiliation).unwrap_or(affiliation);
            layer
                .affiliations
                .extend(cards(step, ctx, set).into_iter().map(|c| (c, affiliation.to_string())));
        }
        StaticPart::Classification {
            cards: set,
            classification,
        } => {
            layer
                .classifications
                .extend(cards(step, ctx, set).into_iter().map(|c| (c, classification.clone())));
        }
        StaticPart::Rule(effect) => layer.rules.push(StaticRule {
            card: ctx.this,
            kind: match effect {
                StaticEffect::Forbid => RuleKind::Forbid,
                StaticEffect::Nullify => RuleKind::Nullify,
                StaticEffect::AffectAllPlayers => RuleKind::AffectAllPlayers,
                _ => RuleKind::Hosts,
            },
            ability: at.0,
            statement: at.1,
        }),
    }
    true
}

/// How many entries the parts of a lowered static add to (each card of a set gives one).
fn entries(layer: &StaticLayer) -> usize {
    layer.modifiers.len()
        + layer.multipliers.len()
        + layer.fixed.len()
        + layer.skills.len()
        + layer.affiliations.len()
        + layer.classifications.len()
}
