//! The `same_card_as` field across the pool: a card printed in two border colours is one card
//! (M:481), so the printing a file names must be a card of the same type, and the first
//! printing, not another second one or the card itself.

use super::pool::{check_named_cards, CardIndex};
use crate::ast::Module;
use crate::diag::Diagnostic;
use crate::source::FileId;

/// The diagnostics of the `same_card_as` fields of the cards of `modules` that `only` accepts.
pub(crate) fn check_same_card(
    modules: &[(FileId, Module)],
    index: &CardIndex,
    only: &impl Fn(FileId) -> bool,
) -> Vec<Diagnostic> {
    check_named_cards(
        modules,
        index,
        only,
        ("same_card_as", "pool::same-card"),
        |card, named| {
            if named.title.name == card.title.name {
                Some((
                    "names the card itself",
                    "name the card printed with the other border colour",
                ))
            } else if named.kind.name != card.kind.name {
                Some((
                    "names a card of another type",
                    "the two border colours of a card are one card of one type (M:481)",
                ))
            } else if named.field("same_card_as").is_some() {
                Some((
                    "names a card that is itself another printing",
                    "name the first printing, the one without `same_card_as`",
                ))
            } else {
                None
            }
        },
    )
}
