//! A count of the cards at a location that must be of a card type (`count(cards_at(here)
//! .where(ship and not in_tow).except(self)) > 0`: the Tractor Beam's guard, decided at every
//! orders decision), read from the game's cards that may be of that type rather than from a
//! walk over every card at the location and every place aboard and on them. A card is at a
//! location, as `cards_at` walks it, when its place is in play and on the location (or
//! aboard or on a card there, `GameState::location_of`); a card is of a card type only if its
//! definition (either face) is, or if it is a personnel a conversion may give a
//! classification (`Step::has_feature`), while no static text gives a card an icon. The
//! game's cards that may be of a type are listed once for the game
//! (`InPlayMemo::of_card_type`). Debug builds count the walk too and assert they agree.

use crate::defs::{CardDef, CardSet, GuardTest, NameId, NameKind};
use crate::ids::{CardId, LocationId};
use crate::kernel::Step;

/// The card type every card a set keeps must be of: a `.where` of a card type (`ship`), alone
/// or among the operands of an `and`.
fn required_type(set: &CardSet) -> Option<NameId> {
    set.filters
        .iter()
        .find_map(|(keep, test)| if *keep { type_required_by(test) } else { None })
}

/// The card type a card must be of to pass the test, if the test tells.
fn type_required_by(test: &GuardTest) -> Option<NameId> {
    match test {
        GuardTest::Named {
            kind: NameKind::CardType(id),
            halves,
            ..
        } if (1..=2).contains(halves) => Some(*id),
        GuardTest::All(tests) => tests.iter().find_map(type_required_by),
        _ => None,
    }
}

/// How many cards at `location` pass the set's filters (`passes`), counted up to one more
/// than `value`, when the set keeps cards of one card type alone and no static text gives an
/// icon (`None` otherwise: the walk counts).
pub(super) fn count_at(
    step: &Step<'_>,
    set: &CardSet,
    location: LocationId,
    value: i64,
    passes: impl Fn(CardId) -> bool,
) -> Option<i64> {
    let kind = required_type(set)?;
    if !step.state.statics.icons.is_empty() {
        return None;
    }
    // A function of where the cards in play are.
    crate::state::reads::in_play();
    let mut counted = 0;
    for card in of_card_type(step, kind) {
        if step.state.place_of(card).in_play() && step.state.location_of(card) == Some(location) && passes(card) {
            counted += 1;
            if counted > value {
                break;
            }
        }
    }
    Some(counted)
}

/// Whether a card of this definition may be of the card type: printed so, or a personnel
/// whose classification a conversion may give (`Step::has_feature`).
fn may_be_of(def: &CardDef, kind: NameId) -> bool {
    def.has_feature(kind) || (def.kind == "personnel" && !(def.classification.is_some() && def.gender.is_some()))
}

/// The game's cards, in play or not, that may be of the card type (either face), in the
/// order of their ids: read once for the game. While no static text gives a card an icon, a
/// card not listed is not of the type (`Step::has_feature`).
pub(crate) fn of_card_type(step: &Step<'_>, kind: NameId) -> Vec<CardId> {
    let count = step.state.cards.len();
    step.in_play_memo.of_card_type(kind, count, || {
        (0..count as u32)
            .map(CardId)
            .filter(|&card| step.either_face(card, |def| may_be_of(def, kind)))
            .collect()
    })
}
