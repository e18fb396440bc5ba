//! The `same_card_as` field across the pool: a card printed in two border colours is one card
//! (M:481), so the printing a file names must be a card of the same type, and the first
//! printing, not another second one or the card itself (checked by
//! [`super::pool::check_named_cards`]).

use crate::ast::Card;

/// What is wrong with `card`'s `same_card_as` naming `named`, if anything: a label and a hint.
pub(crate) fn problem(card: &Card, named: &Card) -> Option<(&'static str, &'static str)> {
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
}
