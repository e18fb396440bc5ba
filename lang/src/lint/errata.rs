//! Lint findings and errata: the errata applied to a card (for the rules that look at them),
//! and findings on a member an erratum wrote, which point into the errata file and obey the
//! allow comments written inside that errata entry.

use super::allowed_rules;
use crate::diag::Diagnostic;
use crate::errata::relocate;
use crate::load::Pool;
use crate::source::FileId;
use std::collections::HashMap;

/// The end of a finding's help that says where its allow comment goes, for a card.
pub(super) const IN_THE_CARD: &str = " in the card silences it";
/// The same, for a finding that points into an errata entry.
const IN_THE_ENTRY: &str = " in the errata entry silences it";

/// Moves the findings on members an erratum wrote into the errata file, then drops those an
/// allow comment of their errata entry silences (and reports allow comments naming no rule).
pub fn point_into_errata(pool: &Pool, diagnostics: &mut Vec<Diagnostic>) {
    relocate(diagnostics, &pool.applied_errata, &pool.sources);
    let mut entries: HashMap<FileId, Vec<_>> = HashMap::new();
    let mut unknown = Vec::new();
    for erratum in &pool.errata {
        let text = pool
            .sources
            .text(erratum.file)
            .get(erratum.span.start()..erratum.span.end())
            .unwrap_or("");
        let allowed = allowed_rules(text, erratum.span.start(), erratum.file, &mut unknown);
        entries.entry(erratum.file).or_default().push((erratum, allowed));
    }
    diagnostics.retain_mut(|diagnostic| {
        let primary = diagnostic.primary();
        let in_file = entries.get(&primary.file).map_or(&[][..], Vec::as_slice);
        let Some((_, allowed)) = in_file.iter().find(|(erratum, _)| {
            erratum.span.start() <= primary.span.start() && primary.span.end() <= erratum.span.end()
        }) else {
            return true;
        };
        if allowed.contains(&diagnostic.code) {
            return false;
        }
        if let Some(help) = &mut diagnostic.help {
            *help = help.replace(IN_THE_CARD, IN_THE_ENTRY);
        }
        true
    });
    diagnostics.append(&mut unknown);
}
