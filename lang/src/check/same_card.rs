//! The `same_card_as` field across the pool: a card printed in two border colours is one card
//! (M:481), so the printing a file names must be a card of the same type, and the first
//! printing, not another second one or the card itself.

use super::pool::CardIndex;
use crate::ast::{Card, ExprKind, Item, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;

/// The diagnostics of the `same_card_as` fields of the cards of `modules` that `only` accepts.
pub(crate) fn check_same_card(
    modules: &[(FileId, Module)],
    index: &CardIndex,
    only: &impl Fn(FileId) -> bool,
) -> Vec<Diagnostic> {
    let card_at = |title: &str| -> Option<&Card> {
        let found = index.get(title)?;
        let (_, module) = modules.iter().find(|(f, _)| *f == found.file)?;
        match module.items.get(found.item) {
            Some(Item::Card(card)) => Some(card),
            _ => None,
        }
    };
    let mut diagnostics = Vec::new();
    for (file, module) in modules.iter().filter(|(file, _)| only(*file)) {
        for item in &module.items {
            let Item::Card(card) = item else { continue };
            let Some(field) = card.field("same_card_as") else {
                continue;
            };
            for value in &field.values {
                let ExprKind::CardRef { title } = &value.kind else {
                    continue;
                };
                // An unknown title is `pool::unknown-card`'s.
                let Some(first) = card_at(title) else { continue };
                let problem = if first.title.name == card.title.name {
                    Some((
                        "names the card itself",
                        "name the card printed with the other border colour",
                    ))
                } else if first.kind.name != card.kind.name {
                    Some((
                        "names a card of another type",
                        "the two border colours of a card are one card of one type (M:481)",
                    ))
                } else if first.field("same_card_as").is_some() {
                    Some((
                        "names a card that is itself another printing",
                        "name the first printing, the one without `same_card_as`",
                    ))
                } else {
                    None
                };
                if let Some((label, help)) = problem {
                    diagnostics.push(
                        Diagnostic::error(
                            "pool::same-card",
                            *file,
                            value.span,
                            format!("`same_card_as` of \"{}\" {label}", card.title.name),
                        )
                        .with_label(label)
                        .with_help(help),
                    );
                }
            }
        }
    }
    diagnostics
}
