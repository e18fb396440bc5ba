//! The `other_face` field across the pool: a double-sided card is one card with two printed
//! faces (Spacedoor and Spacedoor (back), S:579; the Mission II cards, M:357), each face a
//! card file naming the other. The face named must be another card, and must name this one
//! back, so that turning the card over (`flip`) always has a face to turn to and back from
//! (checked by [`super::pool::check_named_cards`]).

use crate::ast::{Card, ExprKind};

/// What is wrong with `card`'s `other_face` naming `named`, if anything: a label and a hint.
pub(crate) fn problem(card: &Card, named: &Card) -> Option<(&'static str, &'static str)> {
    let names_back = named.field("other_face").is_some_and(|back| {
        back.values
            .iter()
            .any(|v| matches!(&v.kind, ExprKind::CardRef { title } if *title == card.title.name))
    });
    if named.title.name == card.title.name {
        Some(("names the card itself", "name the card printed on the other face"))
    } else if !names_back {
        Some((
            "names a card whose `other_face` is not this one",
            "the two faces of a double-sided card name each other with `other_face`",
        ))
    } else {
        None
    }
}
