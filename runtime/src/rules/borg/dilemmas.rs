//! The Borg adaptations of dilemma resolution while they scout (Glossary 1.9.1, scouting
//! locations, S:103-106): they encounter dilemmas as non-Borg do in a mission attempt, except
//! that a point-related dilemma is played out with its points ignored (discarded, not placed
//! in the bonus point area; of its choices, one that is not point-related is taken where there
//! is one), a gender-related dilemma is discarded unresolved, and text that abandons the
//! mission attempt or forbids attempting the mission does not affect them ("Mission continues"
//! meaning "Scouting continues"). Cards that change classifications do not affect Borg either
//! (S:105): that rule is the classification layer's (`rules::statics`). The encounter's
//! context carries `points_ignored`, which the interpreter reads (`interp::points`).

use crate::ids::{CardId, LocationId};
use crate::kernel::Step;
use crate::state::{Frame, Place};

/// The characteristics that make a dilemma gender-related (Love Interests, Matriarchal
/// Society: S:104).
const GENDER_RELATED: [&str; 2] = ["female-related dilemma", "male-related dilemma"];

/// Whether the attempt under way at `location` is a Borg scouting (S:101).
pub(crate) fn scouting_at(step: &Step<'_>, location: LocationId) -> bool {
    step.state
        .flow
        .iter()
        .rev()
        .any(|frame| matches!(frame, Frame::Attempt { location: at, scouting: Some(_), .. } if *at == location))
}

/// S:104: a gender-related dilemma the Borg encounter is discarded without being resolved.
/// Returns whether it was.
pub(crate) fn discard_gender_related(step: &mut Step<'_>, location: LocationId, dilemma: CardId) -> bool {
    let def = step.def(dilemma);
    if !scouting_at(step, location) || !def.characteristics.iter().any(|c| GENDER_RELATED.contains(&c.as_str())) {
        return false;
    }
    let owner = step.state.card(dilemma).owner;
    step.move_to(dilemma, Place::Discard { player: owner });
    true
}
