//! The captor's order that ends a trap card (Rulebook, Capture): once one of his crews
//! or Away Teams is at the location where a trap card holds his captive, it may take custody
//! and escort the captive from then on; the trap card, holding no more captives, is
//! discarded. The capture itself, and what a captive may not do, are the kernel's
//! (`kernel/capture.rs`).

use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// Taking custody of one captive from a trap card, into one crew or Away Team.
#[derive(Clone, Debug)]
pub(crate) struct Custody {
    /// The trap card holding the captive.
    pub(crate) trap: CardId,
    /// The captive.
    pub(crate) captive: CardId,
    /// Where the escort is: aboard a ship or facility, or an Away Team's surface.
    pub(crate) escort: Place,
}

/// Every custody `player` may take now, with its label.
pub(crate) fn custody_orders(step: &Step<'_>, player: PlayerId) -> Vec<(String, Custody)> {
    let mut orders = Vec::new();
    for location in step.state.locations().collect::<Vec<_>>() {
        let traps = step.state.in_place(&Place::AtopMission { location });
        for &trap in traps {
            for captive in step.trapped_under(trap) {
                if step.state.card(captive).status.captive != Some(player) {
                    continue;
                }
                for escort in step.escorts_at(player, location) {
                    let by = match escort {
                        Place::Aboard { card } => format!("the crew of {}", step.describe(card)),
                        _ => "the Away Team".into(),
                    };
                    let label = format!(
                        "take custody of {} from {} with {by}",
                        step.describe(captive),
                        step.describe(trap)
                    );
                    orders.push((label, Custody { trap, captive, escort }));
                }
            }
        }
    }
    orders
}

/// Takes custody: the captive joins the escort; a trap card left holding no captive is
/// discarded.
pub(crate) fn take_custody(step: &mut Step<'_>, custody: Custody) {
    step.move_to(custody.captive, custody.escort);
    if step.trapped_under(custody.trap).is_empty() {
        let owner = step.state.card(custody.trap).owner;
        for carried in step.hosted(custody.trap) {
            let carried_owner = step.state.card(carried).owner;
            step.move_to(carried, Place::Discard { player: carried_owner });
        }
        step.move_to(custody.trap, Place::Discard { player: owner });
    }
}
