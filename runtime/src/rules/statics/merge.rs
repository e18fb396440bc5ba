//! The static layer merged from its statics' results, in the order the cards in play give
//! them (`layer.rs` lists them): several copies of a card count once on the same card unless
//! the card is "(Cumulative.)" (FAQ:831-843); a card that is disabled or lost its game text
//! forbids, nullifies, hosts and grants nothing; one suspended on a card in stasis (S:697)
//! keeps only what affects players and actions. Skill-sharing is applied last, to the skills
//! boxes every other static left (`sharing.rs`).

use crate::ids::CardId;
use crate::kernel::{PassEntry, Step};
use crate::state::StaticLayer;

/// The layer the entries give, merged in their order.
pub(super) fn merge(step: &Step<'_>, entries: &[PassEntry]) -> StaticLayer {
    let mut layer = StaticLayer::default();
    // Each copy counted on a card: the card first, so most comparisons end before the title.
    let mut counted: Vec<(CardId, u32, &str)> = Vec::new();
    let mut kept: Vec<CardId> = Vec::new();
    for entry in entries {
        let got = &*entry.result;
        let def = step.def(entry.card);
        let (title, cumulative, index) = (def.title.as_str(), def.cumulative, entry.index);
        let affected = (got.modifiers.iter().map(|m| m.0))
            .chain(got.multipliers.iter().map(|m| m.0))
            .chain(got.skills.iter().map(|s| s.0));
        kept.clear();
        for a in affected {
            if !kept.contains(&a) && (cumulative || !counted.contains(&(a, index, title))) {
                kept.push(a);
            }
        }
        if !entry.inert {
            append(&mut layer.compatible, &got.compatible);
            append(&mut layer.attempt_as, &got.attempt_as);
            append(&mut layer.permitted_icons, &got.permitted_icons);
            append(&mut layer.report_here, &got.report_here);
            append(&mut layer.report_where_present, &got.report_where_present);
            append(&mut layer.type_lost, &got.type_lost);
            append(&mut layer.converted_types, &got.converted_types);
            append(&mut layer.icons, &got.icons);
            append(&mut layer.grants, &got.grants);
            append(&mut layer.points_to_win, &got.points_to_win);
            append(&mut layer.rules, &got.rules);
        }
        if entry.suspended {
            continue;
        }
        if !kept.is_empty() {
            let kept = &kept;
            append_kept(&mut layer.modifiers, &got.modifiers, |m| kept.contains(&m.0));
            append_kept(&mut layer.multipliers, &got.multipliers, |m| kept.contains(&m.0));
            append_kept(&mut layer.skills, &got.skills, |s| kept.contains(&s.0));
            counted.extend(kept.iter().map(|&a| (a, index, title)));
        }
        append(&mut layer.affiliations, &got.affiliations);
        append(&mut layer.classifications, &got.classifications);
        append(&mut layer.fixed, &got.fixed);
        append(&mut layer.markers, &got.markers);
        append(&mut layer.beamable, &got.beamable);
        append(&mut layer.boardable, &got.boardable);
        append(&mut layer.shared_skills, &got.shared_skills);
    }
    super::sharing::share(step, &mut layer);
    layer
}

/// Adds a result's list to the layer's (most results hold a list or two: the empty ones
/// cost a test alone).
#[inline]
fn append<T: Clone>(to: &mut Vec<T>, from: &[T]) {
    if !from.is_empty() {
        to.extend_from_slice(from);
    }
}

/// Adds the items of a result's list that `keep` picks to the layer's.
#[inline]
fn append_kept<T: Clone>(to: &mut Vec<T>, from: &[T], keep: impl Fn(&T) -> bool) {
    if !from.is_empty() {
        to.extend(from.iter().filter(|item| keep(item)).cloned());
    }
}
