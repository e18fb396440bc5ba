//! The `other_face` field across the pool: a double-sided card is one card with two printed
//! faces (Spacedoor and Spacedoor (back), S:579; the Mission II cards, M:357), each face a
//! card file naming the other. The face named must be another card, and must name this one
//! back, so that turning the card over (`flip`) always has a face to turn to and back from.

use super::pool::CardIndex;
use crate::ast::{Card, ExprKind, Item, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;

/// The diagnostics of the `other_face` fields of the cards of `modules` that `only` accepts.
pub(crate) fn check_other_face(
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
            let Some(field) = card.field("other_face") else {
                continue;
            };
            for value in &field.values {
                let ExprKind::CardRef { title } = &value.kind else {
                    continue;
                };
                // An unknown title is `pool::unknown-card`'s.
                let Some(face) = card_at(title) else { continue };
                let names_back = face.field("other_face").is_some_and(|back| {
                    back.values
                        .iter()
                        .any(|v| matches!(&v.kind, ExprKind::CardRef { title } if *title == card.title.name))
                });
                let problem = if face.title.name == card.title.name {
                    Some(("names the card itself", "name the card printed on the other face"))
                } else if !names_back {
                    Some((
                        "names a card whose `other_face` is not this one",
                        "the two faces of a double-sided card name each other with `other_face`",
                    ))
                } else {
                    None
                };
                if let Some((label, help)) = problem {
                    diagnostics.push(
                        Diagnostic::error(
                            "pool::other-face",
                            *file,
                            value.span,
                            format!("`other_face` of \"{}\" {label}", card.title.name),
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
