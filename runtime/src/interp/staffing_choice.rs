//! `staffing_crew(ship)`: the personnel aboard a ship that its controller chooses to staff it
//! (S:345-351), for texts that tell those "needed for staffing" from the rest (Abandon Ship!:
//! "personnel not needed for staffing are placed with dilemma atop mission"; the player
//! chooses who fulfils the staffing requirements, a [Cmd] personnel filling a [Stf] one and
//! one personnel matching the ship among them, TrekCC official rulings, Abandon Ship!).

use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// The most personnel aboard whose ways of staffing are searched; any beyond them are read as
/// needed, so a crew of any size is decided at once.
const SEARCHED: usize = 12;

/// The personnel aboard `ship` that its controller chooses to staff it: a set of them that
/// meets the ship's staffing, from which no one could be spared. Several such sets are the
/// controller's decision; with none (the ship cannot be staffed), every personnel aboard.
pub(super) fn staffing_crew(step: &mut Step<'_>, chooser_of: CardId, ship: CardId) -> Result<Vec<CardId>, Interrupt> {
    let crew: Vec<CardId> = step
        .state
        .in_place(&Place::Aboard { card: ship })
        .iter()
        .copied()
        .filter(|&c| step.def(c).is("personnel"))
        .collect();
    let (searched, beyond) = crew.split_at(crew.len().min(SEARCHED));
    let mut sets = smallest_sets(step, ship, searched);
    for set in &mut sets {
        set.extend_from_slice(beyond);
    }
    match sets.len() {
        0 => Ok(crew),
        1 => Ok(sets.remove(0)),
        _ => {
            let options = sets
                .iter()
                .map(|set| {
                    let names: Vec<String> = set.iter().map(|&c| step.describe(c)).collect();
                    format!("keep {}", names.join(", "))
                })
                .collect();
            let prompt = format!(
                "{}: choose the personnel who staff {}",
                step.title(chooser_of),
                step.title(ship)
            );
            let controller = step.state.controller_of(ship);
            let index = step.decide(controller, prompt, options)?;
            Ok(sets.swap_remove(index))
        }
    }
}

/// Every set of `crew` that staffs the ship and from which no one could be spared (none of
/// its members left out still staffs it), smallest first, each in the crew's order.
fn smallest_sets(step: &Step<'_>, ship: CardId, crew: &[CardId]) -> Vec<Vec<CardId>> {
    let members = |mask: u32| -> Vec<CardId> {
        (0..crew.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| crew[i])
            .collect()
    };
    let rules = step.rules();
    let staffs = |mask: u32| rules.staffed_by(step, ship, &members(mask));
    let staffing: Vec<u32> = (0..1u32 << crew.len()).filter(|&mask| staffs(mask)).collect();
    let mut minimal: Vec<u32> = staffing
        .iter()
        .copied()
        .filter(|&mask| {
            (0..crew.len()).all(|i| mask & (1 << i) == 0 || staffing.binary_search(&(mask & !(1 << i))).is_err())
        })
        .collect();
    minimal.sort_by_key(|&mask| (mask.count_ones(), mask));
    minimal.into_iter().map(members).collect()
}
