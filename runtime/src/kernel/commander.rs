//! Matching commanders (M:127-141): a personnel is a ship's matching commander when the ship's
//! lore names him (the ship's `commander` field, by title: another version of the persona with a
//! different title does not qualify) or his own lore names the ship (his `commands` field, by
//! the ship's title, never its class; another card of his persona does not qualify, since the
//! field belongs to that card alone; the other border colour of the same card does, M:481).
//! Facilities have none (M:136). A commander gives his ship its benefit only while he is
//! aboard, not disabled and not in stasis (M:134); a stopped one still counts (S:759). Whether
//! one or several are aboard, the benefit is one (M:134).

use crate::ids::CardId;
use crate::kernel::Step;

/// Whether `personnel` is a matching commander of `ship` by either card's lore.
pub(crate) fn is_matching_commander(step: &Step<'_>, personnel: CardId, ship: CardId) -> bool {
    let (person, vessel) = (step.def(personnel), step.def(ship));
    if vessel.kind != "ship" || person.kind != "personnel" {
        return false;
    }
    // The two border colours of a card are one card (M:481): either printing is named.
    let names = |titles: &[String], title: &str| titles.iter().any(|t| t == title);
    names(&person.commands, vessel.card_title()) || names(&vessel.commander, person.card_title())
}

/// Whether a ship has a matching commander aboard who can give it his benefit (M:134).
pub(crate) fn commanded(step: &Step<'_>, ship: CardId) -> bool {
    step.state
        .in_place(&crate::state::Place::Aboard { card: ship })
        .iter()
        .any(|&personnel| {
            let status = &step.state.status_of(personnel);
            !status.disabled && !status.stasis && is_matching_commander(step, personnel, ship)
        })
}
