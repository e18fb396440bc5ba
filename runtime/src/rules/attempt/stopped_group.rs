//! What a dilemma whose conditions a group does not meet stops: the entire Away Team or ship
//! and crew, with their Equipment cards (S:751, S:763). Read by the encounter and by a
//! dilemma applied to another ship and crew (Receptacle Stones).

use crate::ids::CardId;
use crate::kernel::Step;
use crate::state::Place;

/// What a dilemma with conditions not met stops: the entire Away Team or ship and crew
/// (S:751), with the Equipment cards in that Away Team or crew (S:763).
pub(super) fn whole_group(step: &Step<'_>, group: &[CardId]) -> Vec<CardId> {
    let mut stopped = group.to_vec();
    let mut places: Vec<Place> = group.iter().map(|&c| step.state.card(c).place).collect();
    places.dedup();
    for place in places {
        if let Place::Aboard { card: ship } = place {
            if step.def(ship).is("ship") && !stopped.contains(&ship) {
                stopped.push(ship);
            }
        }
        for &card in step.state.in_place(&place) {
            if step.def(card).is("equipment") && !stopped.contains(&card) {
                stopped.push(card);
            }
        }
    }
    stopped
}
