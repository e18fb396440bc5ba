//! The effects that change skills boxes (S:514-522): `gain_skill` adds a regular skill or
//! raises its level, or adds other personnel's regular skills at their levels (`with CARDS`:
//! Vulcan Mindmeld); `lose_skill` loses every level of one (or, `with Empathy x1`, that many
//! levels), blanks the first-listed slot
//! (`with first_listed`) or removes regular and special skills (`with all_skills`); and
//! `select_skill` selects skills at x1 from the selectable list, never the same one twice.
//! Each change is a lasting effect on the card (`state::Lasting`): with an `until` clause it
//! holds until then, without one while the card whose text made it is in play.

use super::exprs::{clause, eval, subject_cards, Value};
use super::Context;
use crate::defs::EffectOp;
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, SkillChange, Slot, Subject, Until};
use stccg_lang::ast::{Effect, ExprKind};

/// Runs a skill effect.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    let cards = subject_cards(step, ctx, effect)?;
    let until = super::exprs::duration(step, ctx, effect)?.unwrap_or(Until::SourceInPlay);
    let changes = match op {
        EffectOp::GainSkill => match skill_or_cards(step, ctx, effect)? {
            Ok((skill, halves)) => vec![SkillChange::Add { skill, halves }],
            // `with CARDS`: their regular skills, at their levels (S:520).
            Err(from) => {
                let pool = step.pool();
                from.iter()
                    .flat_map(|&other| step.state.skill_box(pool, other).slots)
                    .filter_map(|slot| match slot {
                        Slot::Skill(skill, halves) => Some(SkillChange::Add { skill, halves }),
                        Slot::Blank => None,
                    })
                    .collect()
            }
        },
        EffectOp::LoseSkill => {
            let (skill, halves) = skill_clause(step, ctx, effect)?;
            vec![lost(effect, skill, halves)]
        }
        EffectOp::SelectSkill => {
            select_skill(step, ctx, effect, &cards)?;
            let rules = step.rules;
            rules.statics_changed(step);
            return Ok(());
        }
        other => return Err(super::effects::not_routed(step, ctx, other, effect)),
    };
    for &card in &cards {
        for change in &changes {
            edit(step, ctx, card, change.clone(), until.clone());
        }
    }
    // The change is in force for the ability's next sentence: a special skill lost takes its
    // static text with it (a CUNNING -1 in the skills box), so the static layer is computed
    // again before anything reads the card (Brain Drain's "all skills and CUNNING": the
    // CUNNING removed is what is left once the skills are gone; docs/rules.md,
    // attribute-modifiers).
    let rules = step.rules;
    rules.statics_changed(step);
    Ok(())
}

/// What `lose_skill ... with NAME` loses: the first-listed skill, all skills (vocabulary
/// `skills_lost`), or every level of the skill named.
pub(super) fn loss(name: String) -> SkillChange {
    match name.as_str() {
        "first_listed" => SkillChange::LoseFirst,
        "all_skills" => SkillChange::RemoveAll,
        _ => SkillChange::Lose { skill: name },
    }
}

/// What `lose_skill ... with SKILL` loses: with a multiplier written (`with Empathy x1`), that
/// many levels of the skill ("Empathy -1": Ves Alkar), the rest of it kept; else as `loss`.
pub(super) fn lost(effect: &Effect, skill: String, halves: i64) -> SkillChange {
    let multiplied = effect
        .clauses
        .iter()
        .any(|c| c.word.name == "with" && matches!(c.value.kind, ExprKind::Multiplied { .. }));
    if multiplied {
        SkillChange::Add { skill, halves: -halves }
    } else {
        loss(skill)
    }
}

/// The `with` clause of `gain_skill`: a skill with its level in halves, or (as `Err`) the
/// personnel whose regular skills are gained.
fn skill_or_cards(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
) -> Result<Result<(String, i64), Vec<CardId>>, Interrupt> {
    let with = effect.clauses.iter().find(|c| c.word.name == "with");
    if let Some(with) = with.filter(|w| !matches!(w.value.kind, ExprKind::Multiplied { .. })) {
        return match eval(step, ctx, &with.value)? {
            Value::Name(skill) => Ok(Ok((skill, 2))),
            cards @ (Value::Card(_) | Value::Cards(_)) => Ok(Err(cards.cards())),
            _ => Err(super::timing_effects::unimplemented_form(
                step,
                ctx,
                effect,
                "a computed skill",
            )),
        };
    }
    skill_clause(step, ctx, effect).map(Ok)
}

/// Records one edit on a card, logged.
fn edit(step: &mut Step<'_>, ctx: &Context, card: CardId, change: SkillChange, until: Until) {
    let skill = match &change {
        SkillChange::Add { skill, .. } => Some(skill.clone()),
        _ => None,
    };
    step.state.add_lasting(Lasting {
        effect: LastingEffect::Skills(change),
        subject: Subject::Card(card),
        source: Some(ctx.this),
        until,
    });
    match skill {
        Some(skill) => step.emit(Event::SkillGained { card, skill }),
        None => step.emit(Event::SkillsChanged { card, by: ctx.this }),
    }
}

/// The `with` clause: a skill, with its level in halves (`with Diplomacy x2` is 4).
pub(super) fn skill_clause(
    step: &mut Step<'_>,
    ctx: &mut Context,
    effect: &Effect,
) -> Result<(String, i64), Interrupt> {
    let Some(with) = effect.clauses.iter().find(|c| c.word.name == "with") else {
        return Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            "a skill effect without `with`",
        ));
    };
    let (term, halves) = match &with.value.kind {
        ExprKind::Multiplied { term, multiplier } => (
            term.as_ref(),
            i64::from(multiplier.numerator) * 2 / i64::from(multiplier.denominator.max(1)),
        ),
        _ => (&with.value, 2),
    };
    match eval(step, ctx, term)? {
        Value::Name(skill) => Ok((skill, halves)),
        _ => Err(super::timing_effects::unimplemented_form(
            step,
            ctx,
            effect,
            "a computed skill",
        )),
    }
}

/// The selectable skills (S:525): every personnel type but ANIMAL, and the regular skills.
fn selectable(step: &Step<'_>) -> Vec<String> {
    step.pool()
        .vocabulary
        .iter()
        .filter(|(name, kinds)| {
            name.as_str() != "ANIMAL" && kinds.iter().any(|k| k == "skill" || k == "classification")
        })
        .map(|(name, _)| name.clone())
        .collect()
}

/// The regular skills the cards have now, each once, in the order of their skills boxes: what
/// `select_skill ... from CARDS` offers (Lal: "select any two skills present").
pub(super) fn skills_of(step: &Step<'_>, cards: &[CardId]) -> Vec<String> {
    let mut skills: Vec<String> = Vec::new();
    for &card in cards {
        for slot in step.state.skill_box(step.pool(), card).slots {
            if let Slot::Skill(skill, halves) = slot {
                if halves > 0 && !skills.contains(&skill) {
                    skills.push(skill);
                }
            }
        }
    }
    skills
}

/// `select_skill CARDS [with N] [from CARDS] [by PLAYER]`: the player (the controller by
/// default) selects N different skills at x1 (S:522), among every skill, or among the
/// regular skills the `from` cards have; each card has them in place of those this text
/// selected before (K'chiQ's re-selection).
fn select_skill(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect, cards: &[CardId]) -> Result<(), Interrupt> {
    let count = match clause(step, ctx, effect, "with")? {
        Some(Value::Number(n)) => n.max(0) as usize,
        _ => 1,
    };
    let Some(chooser) = super::exprs::clause_player(clause(step, ctx, effect, "by")?, ctx.controller) else {
        return Ok(());
    };
    let mut options = match clause(step, ctx, effect, "from")? {
        Some(from) => skills_of(step, &from.cards()),
        None => selectable(step),
    };
    if cards.is_empty() || options.is_empty() {
        return Ok(());
    }
    let mut chosen = Vec::new();
    for _ in 0..count.min(options.len()) {
        let prompt = format!("{}: select a skill", step.title(ctx.this));
        let index = step.decide(chooser, prompt, options.clone())?;
        chosen.push(options.remove(index));
    }
    for &card in cards {
        let source = ctx.this;
        step.state.end_lasting(card, |l| {
            l.source == Some(source) && matches!(l.effect, LastingEffect::Skills(SkillChange::Add { .. }))
        });
        for skill in &chosen {
            edit(
                step,
                ctx,
                card,
                SkillChange::Add {
                    skill: skill.clone(),
                    halves: 2,
                },
                Until::SourceInPlay,
            );
        }
    }
    Ok(())
}
