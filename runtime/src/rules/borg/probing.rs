//! The rules' own conditions for probing for a Borg objective that lets the Borg scout
//! (S:116, S:122, S:133; Major Rakal's strategy note on probing, open-cards.com 1998): the
//! player must have completed scouting for that objective (S:122), on an earlier turn than
//! this one (S:116: not on the turn it completed, but with Service the Collective, which is
//! not in the pool), and their Borg must not have taken part in a battle at the targeted
//! location during this turn or the opponent's previous turn. A card that lets no one scout
//! has only its own conditions.

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Step;

/// The permission an objective grants the mission it lets the Borg scout.
const SCOUTING: &str = "scouting";

/// Whether `player` may probe for `card` now, as far as the scouting rules go.
pub(crate) fn may_probe(step: &Step<'_>, player: PlayerId, card: CardId) -> bool {
    let Some(location) = crate::rules::objectives::completion::target_location(step, card) else {
        return true;
    };
    let mission = step.state.location(location).mission;
    if !step.def(card).is("objective") || !step.state.statics.marked(mission, SCOUTING) {
        return true;
    }
    super::scouting::complete_for(step, location, player, card)
        && !completed_this_turn(step, location, player, card)
        && !battled_lately(step, location, player)
}

/// The index in the log of the start of the turn `back` turns ago (0: this turn), or the
/// log's start.
fn turn_start(step: &Step<'_>, back: usize) -> usize {
    step.log
        .iter()
        .enumerate()
        .rev()
        .filter(|(_, e)| matches!(e, Event::TurnBegan { .. }))
        .nth(back)
        .map_or(0, |(index, _)| index)
}

/// S:116: scouting completed for the objective during this turn.
fn completed_this_turn(step: &Step<'_>, location: LocationId, player: PlayerId, objective: CardId) -> bool {
    step.log[turn_start(step, 0)..].iter().any(|e| {
        matches!(e, Event::ScoutingCompleted { location: at, player: by, objective: of }
            if *at == location && *by == player && *of == objective)
    })
}

/// S:116: the player's Borg took part in a battle at `location` during this turn or the
/// opponent's previous one (the turn before this one).
fn battled_lately(step: &Step<'_>, location: LocationId, player: PlayerId) -> bool {
    step.log[turn_start(step, 1)..].iter().any(|e| match e {
        Event::BattleBegan {
            location: at,
            attackers,
            defenders,
            ..
        } if *at == location => attackers.iter().chain(defenders).any(|&card| {
            step.state.card(card).controller == player && step.any_affiliation_icon(card, |icon| icon == "Borg")
        }),
        _ => false,
    })
}
