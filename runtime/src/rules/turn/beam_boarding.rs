//! Who may board which ship or facility by a beam (F:20; Rulebook, Compatibility): a beam
//! order's destinations, each read once per orders list (its Nor, its host's and crew's sides of
//! compatibility), and the card that beams, read once for all its destinations; the list's
//! affiliation bits decide compatibility, and debug builds check each answer against
//! [`may_enter`], card by card.

use crate::ids::CardId;
use crate::kernel::Step;
use crate::rules::statics::granted::Compatibility;
use crate::state::{LastingEffect, Place};

use super::beam_crews::{AffiliationBits, Side};

/// A place a card at a location may beam to, with what is read of it once per list.
pub(super) struct Destination {
    pub(super) place: Place,
    /// F:20: no beaming to a Nor unless a card allows it.
    pub(super) to_nor: bool,
    /// What a personnel boarding it must meet, read when a personnel first may.
    pub(super) boarding: Option<Boarding>,
}

/// What a personnel boarding a ship or facility must meet (F:20).
pub(super) struct Boarding {
    /// Whether the host is under its controller's control only for a time.
    borrowed: bool,
    /// The sides of compatibility to meet.
    needs: Needs,
}

/// The sides of compatibility a personnel boarding a host must meet.
enum Needs {
    /// None: the surface, or the opponent's ship (intruders, not crew).
    Nothing,
    /// Compatibility with each of these sides (the host's, its crew's).
    Sides(Vec<Side>),
    /// Asked card by card: the list met more affiliations than it has bits.
    CardByCard,
}

/// A card that may beam, with what is read of it for boarding once for all its places.
pub(super) struct Boarder {
    card: CardId,
    personnel: bool,
    /// Whether it is under its controller's control only for a time, once read.
    borrowed: Option<bool>,
    /// Its side of compatibility in the list's bits, once read (`None` inside: too many
    /// affiliations for bits).
    side: Option<Option<Side>>,
    /// Its side of compatibility read for [`may_enter`], card by card.
    compatibility: Option<Compatibility>,
}

impl Boarder {
    pub(super) fn new(step: &Step<'_>, card: CardId) -> Self {
        Boarder {
            card,
            personnel: step.def(card).is("personnel"),
            borrowed: None,
            side: None,
            compatibility: None,
        }
    }

    /// Whether the card may enter `destination`, as [`may_enter`] says, the destination's
    /// side read once per list and compatibility decided by the list's affiliation bits.
    pub(super) fn may_enter(
        &mut self,
        step: &Step<'_>,
        bits: &mut AffiliationBits,
        destination: &mut Destination,
    ) -> bool {
        let place = destination.place;
        let Place::Aboard { card: host } = place else {
            return true;
        };
        if !self.personnel {
            return true;
        }
        let boarding = destination.boarding.get_or_insert_with(|| boarding(step, bits, host));
        let card = self.card;
        let borrowed = *self.borrowed.get_or_insert_with(|| is_borrowed(step, card));
        let may = borrowed == boarding.borrowed
            && match &boarding.needs {
                Needs::Nothing => true,
                Needs::Sides(sides) => {
                    let side = *self.side.get_or_insert_with(|| bits.side(step, card));
                    match side {
                        Some(ours) => sides.iter().all(|&theirs| bits.compatible(ours, theirs)),
                        None => may_enter(step, card, place, &mut self.compatibility),
                    }
                }
                Needs::CardByCard => may_enter(step, card, place, &mut self.compatibility),
            };
        debug_assert_eq!(
            may,
            may_enter(step, card, place, &mut None),
            "beaming {card:?} to {place:?}: the list's compatibility differs from the card's own"
        );
        may
    }
}

/// What a personnel boarding `host` must meet: the host's side for a facility, the host's and
/// its crew's aboard the player's own ship, nothing aboard the opponent's.
fn boarding(step: &Step<'_>, bits: &mut AffiliationBits, host: CardId) -> Boarding {
    let host_def = step.def(host);
    let facility = host_def.is("facility");
    let own_ship = host_def.is("ship") && step.state.card(host).controller == bits.player();
    let needs = if !facility && !own_ship {
        Needs::Nothing
    } else {
        match bits.crew_sides(step, host, own_ship) {
            Some(sides) => Needs::Sides(sides),
            None => Needs::CardByCard,
        }
    };
    Boarding {
        borrowed: is_borrowed(step, host),
        needs,
    }
}

/// Whether a card is under its controller's control only for a time (Neural Servo Device,
/// Alien Parasites).
fn is_borrowed(step: &Step<'_>, card: CardId) -> bool {
    step.state
        .has_lasting(card, |e| matches!(e, LastingEffect::Control { .. }))
}

/// F:20: personnel must be compatible with a facility to enter it: of one of its affiliations,
/// either of them Non-Aligned, or made compatible by a card in play (a Treaty). Aboard one's own
/// ship they must be compatible with the ship and with its crew (Rulebook, Compatibility). Cards under a
/// player's control only for a time are compatible with none of that player's other cards
/// (Neural Servo Device, Alien Parasites): personnel may not board a ship or facility across
/// that line. Equipment goes anywhere. `side` keeps the card's side of compatibility once read,
/// for its other places.
fn may_enter(step: &Step<'_>, card: CardId, place: Place, side: &mut Option<Compatibility>) -> bool {
    let Place::Aboard { card: host } = place else {
        return true;
    };
    let (def, host_def) = (step.def(card), step.def(host));
    if !def.is("personnel") {
        return true;
    }
    if is_borrowed(step, card) != is_borrowed(step, host) {
        return false;
    }
    let player = step.state.card(card).controller;
    let facility = host_def.is("facility");
    if !facility && (!host_def.is("ship") || step.state.card(host).controller != player) {
        // Beaming aboard the opponent's ship makes intruders, not crew.
        return true;
    }
    let side = &*side.get_or_insert_with(|| step.compatibility_of(card));
    if facility {
        return step.compatible_to(player, side, host);
    }
    // Rulebook (v2.5.4), Compatibility; Glossary, compatible (M:386): personnel may join a crew
    // only if compatible with the ship and with every crew member already aboard.
    step.compatible_to(player, side, host)
        && step
            .state
            .in_place(&place)
            .iter()
            .filter(|&&c| {
                c != card
                    && step.def(c).is("personnel")
                    && step.state.card(c).controller == player
                    && step.state.card(c).status.captive.is_none()
            })
            .all(|&mate| step.compatible_to(player, side, mate))
}
