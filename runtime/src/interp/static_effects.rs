//! The effects of a `static` ability read into the static layer (`state::StaticLayer`): a
//! `modify`, `multiply`, `gain_skill` or `lose_skill` is collected there instead of applied,
//! for as long as the card is in play and the ability's condition holds; a `convert CARDS to
//! [Icon]` gives cards that affiliation in place of their printed ones (Lore's Fingernail);
//! `set_attribute CARD.X to N` gives an attribute a value in place of the printed one (Frame
//! of Mind);
//! `count_as_staffed`, `may_initiate_battle` and `may_beam` mark ships and the cards their
//! transporters may beam (Lore Returns).
//! Other effects of a `static` are read from the text where the engine needs them (`forbid`,
//! `nullify encounter(...)`) and do nothing here; `modify target.X` of a card played on
//! another is read the same way (`kernel::static_bonus`).

use super::effects::modified_attribute;
use super::exprs::{eval, mismatch, subject_cards, Value};
use super::requirement::affiliation_of_icon;
use super::skill_effects::skill_clause;
use super::Context;
use crate::kernel::{Interrupt, Step};
use crate::state::{SkillChange, SkillEdit};
use stccg_lang::ast::{Effect, ExprKind};
use stccg_lang::span::Span;

/// Collects one effect of a `static` ability into `ctx.layer`.
pub(super) fn collect(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, _span: Span) -> Result<(), Interrupt> {
    match effect.verb.name.as_str() {
        verb @ ("modify" | "multiply") if !on_target(effect) => {
            let amount = match effect.clauses.iter().find(|c| c.word.name == "by") {
                Some(by) => match eval(step, ctx, &by.value)? {
                    Value::Number(n) => n,
                    _ => return Err(mismatch(step, ctx, &by.value, "an amount")),
                },
                None => 0,
            };
            let (cards, attribute) = modified_attribute(step, ctx, effect)?;
            if let Some(layer) = ctx.layer.as_mut() {
                let entries = cards.into_iter().map(|c| (c, attribute.clone(), amount));
                if verb == "multiply" {
                    layer.multipliers.extend(entries);
                } else {
                    layer.modifiers.extend(entries);
                }
            }
        }
        verb @ ("gain_skill" | "lose_skill") => {
            let cards = subject_cards(step, ctx, effect)?;
            let (skill, halves) = skill_clause(step, ctx, effect)?;
            let change = if verb == "gain_skill" {
                SkillChange::Add { skill, halves }
            } else {
                SkillChange::Lose { skill }
            };
            let source = ctx.this;
            if let Some(layer) = ctx.layer.as_mut() {
                layer.skills.extend(cards.into_iter().map(|c| {
                    (
                        c,
                        SkillEdit {
                            change: change.clone(),
                            source,
                            until: None,
                        },
                    )
                }));
            }
        }
        "convert" => {
            // `convert p to [Non]`: the card has this affiliation in place of its printed ones
            // while the static holds (Lore's Fingernail).
            let cards = subject_cards(step, ctx, effect)?;
            let Some(to) = effect.clauses.iter().find(|c| c.word.name == "to") else {
                return Ok(());
            };
            let affiliation = match eval(step, ctx, &to.value)? {
                Value::Name(name) => affiliation_of_icon(&name).map_or(name.clone(), str::to_string),
                _ => return Err(mismatch(step, ctx, &to.value, "an affiliation icon")),
            };
            if let Some(layer) = ctx.layer.as_mut() {
                layer
                    .affiliations
                    .extend(cards.into_iter().map(|c| (c, affiliation.clone())));
            }
        }
        "set_attribute" => {
            // `set_attribute target.INTEGRITY to 3`: the attribute has this value in place of
            // the printed one while the static holds (Frame of Mind: "attributes of 3-3-3").
            let Some(to) = effect.clauses.iter().find(|c| c.word.name == "to") else {
                return Ok(());
            };
            let value = match eval(step, ctx, &to.value)? {
                Value::Number(n) => n,
                _ => return Err(mismatch(step, ctx, &to.value, "a number")),
            };
            let (cards, attribute) = modified_attribute(step, ctx, effect)?;
            if let Some(layer) = ctx.layer.as_mut() {
                layer
                    .fixed
                    .extend(cards.into_iter().map(|c| (c, attribute.clone(), value)));
            }
        }
        verb @ ("count_as_staffed" | "may_initiate_battle") => {
            // Markers the engine reads where staffing and battle are decided (Lore Returns).
            let cards = subject_cards(step, ctx, effect)?;
            if let Some(layer) = ctx.layer.as_mut() {
                layer.markers.extend(cards.into_iter().map(|c| (c, verb.to_string())));
            }
        }
        "may_beam" => {
            // `may_beam CARDS with SHIP`: the ship's transporters beam these cards.
            let cards = subject_cards(step, ctx, effect)?;
            let Some(with) = effect.clauses.iter().find(|c| c.word.name == "with") else {
                return Ok(());
            };
            let hosts = eval(step, ctx, &with.value)?.cards();
            if let Some(layer) = ctx.layer.as_mut() {
                for host in hosts {
                    layer.beamable.extend(cards.iter().map(|&c| (c, host)));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether a `modify` or `multiply` changes the card this card was played on (`modify
/// target.WEAPONS`), which `kernel::static_bonus` reads from the text.
fn on_target(effect: &Effect) -> bool {
    effect.subject.as_ref().is_some_and(|s| {
        matches!(&s.kind, ExprKind::Member { receiver, .. }
            if matches!(&receiver.kind, ExprKind::Name { name } if name == "target"))
    })
}
