//! Applying errata entries to the pool's cards, in date order, with the diagnostics of a
//! target that does not exist and of two patches of one date that change the same thing.

use super::{Erratum, Patch, PatchTarget};
use crate::ast::{Card, Field, Item, Member, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Ident;
use crate::suggest::help_for;
use std::collections::HashMap;

/// An erratum applied to a card: the card before and after it.
#[derive(Clone, Debug)]
pub struct Applied {
    /// The entry.
    pub erratum: Erratum,
    /// The file of the card it patched.
    pub card_file: FileId,
    /// The card before this entry (as printed, or as earlier errata left it).
    pub before: Card,
    /// The card after this entry.
    pub after: Card,
}

/// Applies the entries dated on or before `until` (all of them if none) to the cards of
/// `modules`, oldest first; entries of one date apply in the order their files were read.
pub fn apply(
    modules: &mut [(FileId, Module)],
    entries: &[Erratum],
    until: Option<&str>,
) -> (Vec<Applied>, Vec<Diagnostic>) {
    apply_among(modules, entries, until, None)
}

/// [`apply`] to some of a pool's modules, those holding every card of the titles the entries
/// name (a tool applying the errata again after an edit, such as the language server), with
/// `all_titles`, the titles of every card of the pool, for the suggestion given for a target
/// no card has (the titles of `modules` if none).
pub fn apply_among(
    modules: &mut [(FileId, Module)],
    entries: &[Erratum],
    until: Option<&str>,
    all_titles: Option<&[&str]>,
) -> (Vec<Applied>, Vec<Diagnostic>) {
    let mut diagnostics = conflicts(entries);
    let mut in_force: Vec<&Erratum> = entries
        .iter()
        .filter(|e| until.is_none_or(|d| e.date.as_str() <= d))
        .collect();
    in_force.sort_by(|a, b| a.date.cmp(&b.date));
    let mut applied = Vec::new();
    for erratum in in_force {
        let Some((card_file, card)) = find_card(modules, &erratum.target.name) else {
            let titles: Vec<&str> = match all_titles {
                Some(titles) => titles.to_vec(),
                None => modules
                    .iter()
                    .flat_map(|(_, m)| &m.items)
                    .filter_map(|item| match item {
                        Item::Card(card) => Some(card.title.name.as_str()),
                        _ => None,
                    })
                    .collect(),
            };
            let mut diagnostic = Diagnostic::error(
                "errata::unknown-card",
                erratum.file,
                erratum.target.span,
                format!("no card titled \"{}\" to patch", erratum.target.name),
            )
            .with_label("not a card of the pool");
            diagnostic = match help_for(&erratum.target.name, titles) {
                Some(help) => diagnostic.with_help(help),
                None => diagnostic.with_help("an erratum names a card of the pool by its exact title"),
            };
            diagnostics.push(diagnostic);
            continue;
        };
        let before = card.clone();
        if let Err(diagnostic) = patch_card(card, erratum) {
            diagnostics.push(diagnostic);
            continue;
        }
        applied.push(Applied {
            erratum: erratum.clone(),
            card_file,
            before,
            after: card.clone(),
        });
    }
    (applied, diagnostics)
}

/// The card of a title and its file (not an errata entry).
fn find_card<'m>(modules: &'m mut [(FileId, Module)], title: &str) -> Option<(FileId, &'m mut Card)> {
    modules.iter_mut().find_map(|(file, module)| {
        module.items.iter_mut().find_map(|item| match item {
            Item::Card(card) if card.title.name == title && card.kind.name != "errata" => Some((*file, card)),
            _ => None,
        })
    })
}

/// Applies one entry's patches; ability numbers count the card's abilities before the entry.
/// Abilities are replaced and removed first (while the numbers still hold), then fields and
/// flags change, then the added flags and abilities go at the end.
fn patch_card(card: &mut Card, erratum: &Erratum) -> Result<(), Diagnostic> {
    let positions: Vec<usize> = card
        .members
        .iter()
        .enumerate()
        .filter(|(_, m)| matches!(m, Member::Ability(_)))
        .map(|(i, _)| i)
        .collect();
    let mut removed = Vec::new();
    for patch in &erratum.patches {
        match patch {
            Patch::ReplaceAbility { index, span, ability } => {
                let position = ability_position(&positions, *index, *span, erratum, card)?;
                card.members[position] = Member::Ability(ability.clone());
            }
            Patch::RemoveAbility { index, span } => {
                removed.push(ability_position(&positions, *index, *span, erratum, card)?);
            }
            _ => {}
        }
    }
    removed.sort_unstable();
    for position in removed.into_iter().rev() {
        card.members.remove(position);
    }
    let mut added = Vec::new();
    for patch in &erratum.patches {
        match patch {
            Patch::SetField(field) => set_field(card, field),
            Patch::Unset { name, .. } => unset(card, name, erratum)?,
            Patch::AddFlag(flag) => {
                if !card
                    .members
                    .iter()
                    .any(|m| matches!(m, Member::Flag(f) if f.name == flag.name))
                {
                    added.push(Member::Flag(flag.clone()));
                }
            }
            Patch::AddAbility(ability) => added.push(Member::Ability(ability.clone())),
            Patch::ReplaceAbility { .. } | Patch::RemoveAbility { .. } => {}
        }
    }
    card.members.extend(added);
    Ok(())
}

/// Replaces the card's field of that name, or adds the field after the card's fields.
fn set_field(card: &mut Card, field: &Field) {
    let existing = card
        .members
        .iter()
        .position(|m| matches!(m, Member::Field(f) if f.name.name == field.name.name));
    match existing {
        Some(position) => card.members[position] = Member::Field(field.clone()),
        None => {
            let after_fields = card
                .members
                .iter()
                .rposition(|m| matches!(m, Member::Field(_)))
                .map_or(0, |p| p + 1);
            card.members.insert(after_fields, Member::Field(field.clone()));
        }
    }
}

/// Removes the card's field or flag of that name, or gives the diagnostic of one it lacks.
fn unset(card: &mut Card, name: &Ident, erratum: &Erratum) -> Result<(), Diagnostic> {
    let found = card.members.iter().position(|m| match m {
        Member::Field(field) => field.name.name == name.name,
        Member::Flag(flag) => flag.name == name.name,
        Member::Ability(_) => false,
    });
    if let Some(position) = found {
        card.members.remove(position);
        return Ok(());
    }
    let present: Vec<&str> = card
        .members
        .iter()
        .filter_map(|m| match m {
            Member::Field(field) => Some(field.name.name.as_str()),
            Member::Flag(flag) => Some(flag.name.as_str()),
            Member::Ability(_) => None,
        })
        .collect();
    let diagnostic = Diagnostic::error(
        "errata::unknown-member",
        erratum.file,
        name.span,
        format!("\"{}\" has no field or flag `{}` to unset", card.title.name, name.name),
    )
    .with_label("not on the card");
    Err(match help_for(&name.name, present.iter().copied()) {
        Some(help) => diagnostic.with_help(help),
        None => diagnostic.with_help(format!(
            "the card's fields and flags (before this entry): {}",
            present.join(", ")
        )),
    })
}

/// The member position of ability number `index`, or the diagnostic of a missing ability.
fn ability_position(
    positions: &[usize],
    index: usize,
    span: crate::span::Span,
    erratum: &Erratum,
    card: &Card,
) -> Result<usize, Diagnostic> {
    positions.get(index - 1).copied().ok_or_else(|| {
        Diagnostic::error(
            "errata::unknown-ability",
            erratum.file,
            span,
            format!("\"{}\" has no ability {index}", card.title.name),
        )
        .with_label(format!("the card has {} abilities", positions.len()))
        .with_help("abilities are counted from 1 in the order the card's file writes them")
    })
}

/// One diagnostic for each pair of patches of one card and one date that change the same thing.
pub(super) fn conflicts(entries: &[Erratum]) -> Vec<Diagnostic> {
    let mut seen: HashMap<(&str, &str, PatchTarget), (&Erratum, &Patch)> = HashMap::new();
    let mut diagnostics = Vec::new();
    for erratum in entries {
        for patch in &erratum.patches {
            let Some(target) = patch.target() else { continue };
            let key = (erratum.target.name.as_str(), erratum.date.as_str(), target);
            let flag_key = match patch {
                Patch::Unset { name, .. } => Some((key.0, key.1, PatchTarget::Flag(name.name.to_string()))),
                _ => None,
            };
            let earlier = seen.get(&key).or_else(|| flag_key.as_ref().and_then(|k| seen.get(k)));
            match earlier {
                Some((first, first_patch)) => diagnostics.push(
                    Diagnostic::error(
                        "errata::conflict",
                        erratum.file,
                        patch.span(),
                        format!(
                            "two errata of {} change \"{}\" the same way ({})",
                            erratum.date,
                            erratum.target.name,
                            patch.describe()
                        ),
                    )
                    .with_label("this patch")
                    .with_secondary(first.file, first_patch.span(), "conflicts with this one")
                    .with_help("merge the two patches into one entry, or date them apart so one supersedes the other"),
                ),
                None => {
                    if let Some(flag_key) = flag_key {
                        seen.insert(flag_key, (erratum, patch));
                    }
                    seen.insert(key, (erratum, patch));
                }
            }
        }
    }
    diagnostics
}
