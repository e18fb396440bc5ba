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
    let mut counted: Vec<(&str, u32, CardId)> = Vec::new();
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
            if !kept.contains(&a) && (cumulative || !counted.contains(&(title, index, a))) {
                kept.push(a);
            }
        }
        if !entry.inert {
            layer.compatible.extend(got.compatible.iter().cloned());
            layer.attempt_as.extend(got.attempt_as.iter().cloned());
            layer.permitted_icons.extend(got.permitted_icons.iter().cloned());
            layer.report_here.extend(got.report_here.iter().cloned());
            (layer.report_where_present).extend(got.report_where_present.iter().cloned());
            layer.type_lost.extend(got.type_lost.iter().cloned());
            layer.icons.extend(got.icons.iter().cloned());
            layer.grants.extend(got.grants.iter().cloned());
            layer.rules.extend(got.rules.iter().cloned());
        }
        if entry.suspended {
            continue;
        }
        layer
            .modifiers
            .extend(got.modifiers.iter().filter(|m| kept.contains(&m.0)).cloned());
        layer
            .multipliers
            .extend(got.multipliers.iter().filter(|m| kept.contains(&m.0)).cloned());
        layer
            .skills
            .extend(got.skills.iter().filter(|s| kept.contains(&s.0)).cloned());
        counted.extend(kept.iter().map(|&a| (title, index, a)));
        layer.affiliations.extend(got.affiliations.iter().cloned());
        layer.classifications.extend(got.classifications.iter().cloned());
        layer.fixed.extend(got.fixed.iter().cloned());
        layer.markers.extend(got.markers.iter().cloned());
        layer.beamable.extend(got.beamable.iter().cloned());
        layer.shared_skills.extend(got.shared_skills.iter().cloned());
    }
    super::sharing::share(step, &mut layer);
    layer
}
