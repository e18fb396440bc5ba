//! Cards a static text converted to another card type while it holds (`convert CARDS to
//! event`): Tijuana Crass's "opponent's {Data Laughing} cards are converted to Event cards to be
//! played on the table when used". Such a card in hand is played only as a card of that type:
//! an Event card is played with the normal card play (FAQ:115) and goes to the table, the
//! place of an event that plays on no card; none of the ways its own type gives (as an
//! interrupt, from hand or in answer to an action) is open to it. As it resolves, its text runs
//! as any card's does, with no card it plays on.

use super::options::PlayOption;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// Whether a static text converted the card to a card type other than its own: it is then
/// played only as [`converted_plays`] says.
pub(crate) fn is_converted(step: &Step<'_>, card: CardId) -> bool {
    step.state
        .statics
        .converted_type(card)
        .is_some_and(|kind| !step.def(card).is(kind))
}

/// The plays of a card in `player`'s hand that a static text converted to another card type:
/// `None` when none converted it. Converted to an event, it plays on the table with the
/// normal card play; the checker admits no other type in `convert` (section 8.2 of the
/// language reference), so no other is offered.
pub(crate) fn converted_plays(step: &Step<'_>, player: PlayerId, card: CardId) -> Option<Vec<PlayOption>> {
    if !is_converted(step, card) {
        return None;
    }
    let plays = match step.state.statics.converted_type(card) {
        Some("event") => vec![PlayOption {
            label: format!("play {} as event", step.named(card)),
            card,
            destination: Place::Table { player },
            target: None,
        }],
        _ => Vec::new(),
    };
    Some(plays)
}
