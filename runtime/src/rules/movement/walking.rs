//! Walking on and off a landed or carried ship (M:434: boarding and disembarking from a
//! docked, landed or carried ship are normal personnel movement): a player's personnel and
//! equipment aboard his ship landed on a planet may disembark onto the planet's surface, and
//! those on the surface may board it; those aboard his ship carried by another may go into
//! the carrier, and those aboard the carrier into the carried ship. No transporter is used,
//! so what bars beaming does not bar a walk; a personnel boarding a ship must be compatible
//! with it (F:20), and a stopped, disabled or in-stasis personnel does not move.

use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// A walk a card may make now: the card and the place it goes to.
#[derive(Clone, Debug)]
pub(crate) struct Walk {
    /// The personnel or equipment.
    pub(crate) card: CardId,
    /// Aboard the landed or carried ship, or out of it.
    pub(crate) to: Place,
}

impl Walk {
    /// How the decision names the walk.
    pub(crate) fn label(&self, step: &Step<'_>) -> String {
        match self.to {
            Place::Aboard { card: host } if is_off_spaceline_ship(step, host) => {
                format!("walk {} aboard {}", step.named(self.card), step.named(host))
            }
            _ => match step.state.card(self.card).place {
                Place::Aboard { card: host } => format!("walk {} off {}", step.named(self.card), step.named(host)),
                _ => format!("walk {}", step.named(self.card)),
            },
        }
    }
}

/// Whether a card is a ship landed on a planet or carried aboard another ship.
fn is_off_spaceline_ship(step: &Step<'_>, card: CardId) -> bool {
    step.def(card).is("ship")
        && match step.state.card(card).place {
            Place::Surface { .. } => true,
            Place::Aboard { card: carrier } => step.def(carrier).is("ship"),
            _ => false,
        }
}

/// The walks `player`'s cards may make now, read from the places that hold a card of his
/// (`crewed`, `presence::Board`): out of each landed or carried ship of his there, and into
/// each such ship from the place it stands in.
pub(crate) fn walks(step: &Step<'_>, player: PlayerId, crewed: &[Place]) -> Vec<Walk> {
    let mut found = Vec::new();
    for &place in crewed {
        if let Place::Aboard { card: host } = place {
            if is_off_spaceline_ship(step, host) && step.state.card(host).controller == player {
                let out = match step.state.card(host).place {
                    Place::Surface { location, .. } => Place::Surface { location, player },
                    other => other,
                };
                for card in movers(step, player, place) {
                    found.push(Walk { card, to: out });
                }
            }
        }
        if !matches!(place, Place::Surface { .. } | Place::Aboard { .. }) {
            continue;
        }
        for &ship in step.state.in_place(&place) {
            if !is_off_spaceline_ship(step, ship) || step.state.card(ship).controller != player {
                continue;
            }
            for card in movers(step, player, place) {
                let personnel = step.def(card).is("personnel");
                if card != ship && (!personnel || step.cards_compatible(player, card, ship)) {
                    found.push(Walk {
                        card,
                        to: Place::Aboard { card: ship },
                    });
                }
            }
        }
    }
    found
}

/// The player's personnel able to move and his equipment in a place.
fn movers(step: &Step<'_>, player: PlayerId, place: Place) -> Vec<CardId> {
    step.state
        .in_place(&place)
        .iter()
        .copied()
        .filter(|&card| {
            let state = step.state.card(card);
            let def = step.def(card);
            state.controller == player
                && (def.is("equipment")
                    || (def.is("personnel")
                        && !step.state.is_stopped(card)
                        && !state.status.stasis
                        && !state.status.disabled))
        })
        .collect()
}

/// Makes the walk.
pub(crate) fn walk(step: &mut Step<'_>, walk: Walk) {
    step.move_to(walk.card, walk.to);
}
