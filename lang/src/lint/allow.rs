//! The allow comment: `// lint: allow(L012)` or `// lint: allow(never-triggers, L003)` inside a
//! card turns those rules off for that card. A code or name that is no rule is reported
//! (`lint::unknown-rule`), so a typo does not silently allow nothing.

use super::find_rule;
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;

/// The marker that starts an allow comment.
const MARKER: &str = "// lint: allow(";

/// The codes of the rules allowed by the comments in `text`, a card's text starting at byte
/// `offset` of `file`; unknown rule names are pushed to `diagnostics`.
pub fn allowed_rules(text: &str, offset: usize, file: FileId, diagnostics: &mut Vec<Diagnostic>) -> Vec<&'static str> {
    let mut codes = Vec::new();
    let mut search_from = 0;
    while let Some(found) = text[search_from..].find(MARKER) {
        let list_start = search_from + found + MARKER.len();
        let line_end = text[list_start..].find('\n').map_or(text.len(), |i| list_start + i);
        let list_end = text[list_start..line_end]
            .find(')')
            .map_or(line_end, |i| list_start + i);
        let mut item_start = list_start;
        for item in text[list_start..list_end].split(',') {
            let name = item.trim();
            let lead = item.len() - item.trim_start().len();
            let span = Span::new(offset + item_start + lead, offset + item_start + lead + name.len());
            item_start += item.len() + 1;
            match find_rule(name) {
                Some(rule) => codes.push(rule.code),
                None => diagnostics.push(
                    Diagnostic::warning(
                        "lint::unknown-rule",
                        file,
                        span,
                        format!("no lint rule is named `{name}`"),
                    )
                    .with_label("not a rule's code or name")
                    .with_help("`stccg lint --list` prints every rule's code and name"),
                ),
            }
        }
        search_from = line_end;
    }
    codes
}
