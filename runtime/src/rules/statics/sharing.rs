//! Skill-sharing (Glossary 1.9.1, skill-sharing, S:455-507): the personnel of a group a
//! `share_skills` static names (the Interlink Drone's Borg of one hive present with a [Com]
//! Borg) each have every regular skill one of them has, at the highest level one of them has
//! it: two drones with Navigation share Navigation, not Navigation x2. Special skills are not
//! shared (a skills box holds only the regular ones); sharing is not optional. Groups that
//! have a personnel in common share as one. It is applied after every other static, to the
//! skills boxes the printed skills, the lasting changes and the other statics give (the Borg
//! Queen's selected skill is shared, S:460), so sharing never feeds itself.

use crate::ids::CardId;
use crate::kernel::Step;
use crate::state::{LastingEffect, SkillBox, SkillChange, SkillEdit, Slot, StaticLayer};

/// Adds to `layer.skills` the skill edits its sharing groups give.
pub(super) fn share(step: &Step<'_>, layer: &mut StaticLayer) {
    if layer.shared_skills.is_empty() {
        return;
    }
    let mut edits = Vec::new();
    for (source, group) in joined_groups(step, &layer.shared_skills) {
        let boxes: Vec<(CardId, SkillBox)> = group.iter().map(|&c| (c, skills_box(step, layer, c))).collect();
        let highest = highest_levels(&boxes);
        for (card, own) in &boxes {
            for (skill, level) in &highest {
                let held = level_in(own, skill);
                if held < *level {
                    let change = SkillChange::Add {
                        skill: skill.clone(),
                        halves: level - held,
                    };
                    let until = None;
                    edits.push((*card, SkillEdit { change, source, until }));
                }
            }
        }
    }
    layer.skills.extend(edits);
}

/// The groups joined where they have a personnel in common, each with the first card whose
/// text names it; only personnel share, each group's cards in the order of their ids.
fn joined_groups(step: &Step<'_>, named: &[(CardId, Vec<CardId>)]) -> Vec<(CardId, Vec<CardId>)> {
    let mut joined: Vec<(CardId, Vec<CardId>)> = Vec::new();
    for (source, group) in named {
        let mut members: Vec<CardId> = group.iter().copied().filter(|&c| step.def(c).is("personnel")).collect();
        let mut first = *source;
        joined.retain(|(other_source, other)| {
            if other.iter().any(|c| members.contains(c)) {
                members.extend(other.iter().copied());
                first = first.min(*other_source);
                false
            } else {
                true
            }
        });
        members.sort_unstable();
        members.dedup();
        if !members.is_empty() {
            joined.push((first, members));
        }
    }
    joined
}

/// A personnel's skills box before sharing: printed, then its lasting changes, then the
/// other statics' edits merged so far.
fn skills_box(step: &Step<'_>, layer: &StaticLayer, card: CardId) -> SkillBox {
    let lasting = step.state.lasting_on(card).filter_map(|l| match &l.effect {
        LastingEffect::Skills(change) => Some(change),
        _ => None,
    });
    let statics = layer
        .skills
        .iter()
        .filter(|(c, _)| *c == card)
        .map(|(_, edit)| &edit.change);
    SkillBox::of(step.def(card), lasting.chain(statics))
}

/// Each regular skill the boxes hold, at the highest level one of them holds it, in the order
/// the skills are first met.
fn highest_levels(boxes: &[(CardId, SkillBox)]) -> Vec<(String, i64)> {
    let mut highest: Vec<(String, i64)> = Vec::new();
    for (_, skills) in boxes {
        for slot in &skills.slots {
            let Slot::Skill(name, _) = slot else {
                continue;
            };
            let level = level_in(skills, name);
            match highest.iter_mut().find(|(n, _)| n == name) {
                Some((_, best)) => *best = (*best).max(level),
                None if level > 0 => highest.push((name.clone(), level)),
                None => {}
            }
        }
    }
    highest
}

/// The level of one skill in a box, in halves: its own slots only (a skill that includes
/// another, Miracle Worker, shares as itself).
fn level_in(skills: &SkillBox, skill: &str) -> i64 {
    skills
        .slots
        .iter()
        .map(|slot| match slot {
            Slot::Skill(name, level) if name == skill => *level,
            _ => 0,
        })
        .sum()
}
