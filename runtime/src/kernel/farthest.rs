//! Which of some locations is farthest from another, as the Glossary's ties entry counts it
//! (stccg1e wiki, Ties): the number of spaceline locations first, then the total span on the
//! way; a tie left is a decision of the player the text names (the opponent, for "far end of
//! spaceline" and the like). `farthest(...)` (the Love Interests) and the spaceline's far end
//! (Cytherians' required move, Borg Ship) both ask it. Candidates on another quadrant's
//! spaceline are never farthest nor nearest: distance is counted on one spaceline (M:454).

use super::{Interrupt, Step};
use crate::ids::{CardId, LocationId, PlayerId};

/// The location among `candidates` farthest from `here`, never `here` itself; two still as far
/// are `decider`'s choice, asked with `prompt` and the locations' missions as options.
/// `None` when no candidate is away from `here` (or `here` is off the spaceline).
pub(crate) fn farthest_location(
    step: &mut Step<'_>,
    here: LocationId,
    candidates: &[LocationId],
    decider: PlayerId,
    prompt: String,
) -> Result<Option<LocationId>, Interrupt> {
    extreme_location(step, here, candidates, decider, prompt, true)
}

/// The location among `candidates` nearest to `here`, never `here` itself ("nearest planet at
/// another location": Hippocratic Oath), counted as [`farthest_location`] counts; two as near
/// are `decider`'s choice. `None` when no candidate is away from `here`.
pub(crate) fn nearest_location(
    step: &mut Step<'_>,
    here: LocationId,
    candidates: &[LocationId],
    decider: PlayerId,
    prompt: String,
) -> Result<Option<LocationId>, Interrupt> {
    extreme_location(step, here, candidates, decider, prompt, false)
}

/// The farthest (`farthest`) or nearest candidate other than `here`, ties `decider`'s choice.
fn extreme_location(
    step: &mut Step<'_>,
    here: LocationId,
    candidates: &[LocationId],
    decider: PlayerId,
    prompt: String,
    farthest: bool,
) -> Result<Option<LocationId>, Interrupt> {
    let key = |step: &Step<'_>, there: LocationId| {
        let locations = step.state.distance(here, there).unwrap_or(0);
        // The total span between here and there, on the way along the spaceline.
        let span: i64 = step
            .state
            .path(here, there)
            .into_iter()
            .map(|l| step.location_span(l, decider))
            .sum();
        (locations, span)
    };
    let away = candidates.iter().map(|&l| key(step, l)).filter(|k| k.0 > 0);
    let Some(best) = (if farthest { away.max() } else { away.min() }) else {
        return Ok(None);
    };
    let mut tied: Vec<LocationId> = Vec::new();
    for &l in candidates {
        if key(step, l) == best && !tied.contains(&l) {
            tied.push(l);
        }
    }
    let options = tied
        .iter()
        .map(|&l| step.describe(step.state.location(l).mission))
        .collect();
    let index = step.decide(decider, prompt, options)?;
    Ok(Some(tied.swap_remove(index)))
}

/// The spaceline end farther from `from` (S:57's "far end of spaceline"), counted as
/// [`farthest_location`] counts; two ends as far are `decider`'s choice, asked for `asking`
/// (the card whose text names the far end). `None` if `from` is off the spaceline or the
/// spaceline is that one location.
pub(crate) fn far_end(
    step: &mut Step<'_>,
    from: LocationId,
    decider: PlayerId,
    asking: CardId,
) -> Result<Option<LocationId>, Interrupt> {
    // The ends of the spaceline `from` is on: text naming the spaceline stays in its quadrant
    // (S:595, M:454).
    let line = step.state.spaceline_of(from);
    let ends: Vec<LocationId> = [line.start, line.end.saturating_sub(1).max(line.start)]
        .into_iter()
        .filter(|&p| p < line.end)
        .filter_map(|p| step.state.at_position(p))
        .collect();
    let prompt = format!("{}: choose the far end of the spaceline", step.title(asking));
    farthest_location(step, from, &ends, decider, prompt)
}
