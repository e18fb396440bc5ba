//! Checks across the whole pool: each card checked against the symbol table, titles unique,
//! and every `{Title}` reference naming a card of the pool.

use super::{check_card, check_members, reject_fields, CardCheck};
use crate::ast::{Item, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use crate::suggest;
use crate::symbols::Symbols;
use indexmap::IndexMap;

/// Where a card is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardLocation {
    /// The file.
    pub file: FileId,
    /// The index of the card among the file's items.
    pub item: usize,
    /// The span of its title.
    pub title: Span,
}

/// Every card of the pool by title, in load order.
pub type CardIndex = IndexMap<String, CardLocation>;

/// Whether a card has a countdown icon (`[1]` to `[9]` in its `icons`, S:55).
fn has_countdown(card: &crate::ast::Card) -> bool {
    card.field("icons").is_some_and(|icons| {
        icons
            .values
            .iter()
            .any(|v| matches!(&v.kind, crate::ast::ExprKind::Icon { name } if name.chars().all(|c| c.is_ascii_digit())))
    })
}

/// Checks every card of `modules` and the references between them. Returns the index of
/// cards by title (the first definition of a title wins) and the diagnostics.
pub fn check_pool(modules: &[(FileId, Module)], symbols: &Symbols) -> (CardIndex, Vec<Diagnostic>) {
    let mut diagnostics = Vec::new();
    let mut index = CardIndex::new();
    let mut references: Vec<(FileId, String, Span)> = Vec::new();
    for (file, module) in modules {
        for (item_index, item) in module.items.iter().enumerate() {
            let mut file_references = Vec::new();
            let mut check = CardCheck {
                symbols,
                file: *file,
                diagnostics: &mut diagnostics,
                references: &mut file_references,
                countdown: match item {
                    Item::Card(card) => has_countdown(card),
                    _ => false,
                },
            };
            match item {
                Item::Card(card) => {
                    check_card(&mut check, card);
                    let here = CardLocation {
                        file: *file,
                        item: item_index,
                        title: card.title.span,
                    };
                    if let Some(first) = index.get(&card.title.name) {
                        diagnostics.push(
                            Diagnostic::error(
                                "pool::duplicate-title",
                                *file,
                                card.title.span,
                                format!("two cards are titled \"{}\"", card.title.name),
                            )
                            .with_label("defined again here")
                            .with_secondary(first.file, first.title, "first defined here")
                            .with_help(
                                "a title names one card; remove one definition, or use an errata file to change a card",
                            ),
                        );
                    } else {
                        index.insert(card.title.name.clone(), here);
                    }
                }
                Item::Keyword(keyword) => {
                    reject_fields(&mut check, &keyword.members, "a keyword");
                    check_members(&mut check, &keyword.members);
                }
                _ => {}
            }
            references.extend(file_references.into_iter().map(|(title, span)| (*file, title, span)));
        }
    }
    for (file, title, span) in references {
        if !index.contains_key(&title) {
            let help = suggest::help_for(&title, index.keys().map(String::as_str))
                .unwrap_or_else(|| "add a card file for it, or check the spelling of the title".to_string());
            diagnostics.push(
                Diagnostic::error(
                    "pool::unknown-card",
                    file,
                    span,
                    format!("no card is titled \"{title}\""),
                )
                .with_label("unknown card")
                .with_help(help),
            );
        }
    }
    (index, diagnostics)
}
