//! What the greedy agent asks of the game before it chooses: who a player has where, whether
//! a group could solve a mission (its requirements and affiliation icons, as the solve
//! sub-action reads them: M:280, M:329), and whether a ship is staffed. Each question reads a
//! copy of the state ([`Game::query`](crate::engine::Game)), so asking changes nothing.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Step;
use crate::rules::attempt::{misseed, progress};
use crate::rules::turn::segments::context_for;
use crate::state::Place;

/// The unstopped personnel among `cards`: those who could attempt (S:757).
pub(super) fn able(step: &Step<'_>, cards: &[CardId]) -> Vec<CardId> {
    personnel(step, cards, false)
}

/// The personnel among `cards` not in stasis; with `stopped_too`, those stopped now as well
/// (they are unstopped at the end of the turn: S:757).
fn personnel(step: &Step<'_>, cards: &[CardId], stopped_too: bool) -> Vec<CardId> {
    cards
        .iter()
        .copied()
        .filter(|&c| {
            step.def(c).is("personnel")
                && (stopped_too || !step.state.is_stopped(c))
                && !step.state.card(c).status.stasis
        })
        .collect()
}

/// The able personnel aboard a ship or facility.
pub(super) fn crew(step: &Step<'_>, host: CardId) -> Vec<CardId> {
    able(step, step.state.in_place(&Place::Aboard { card: host }))
}

/// The able personnel of `player` on the surface of a location.
pub(super) fn away_team(step: &Step<'_>, player: PlayerId, location: LocationId) -> Vec<CardId> {
    able(step, step.state.in_place(&Place::Surface { location, player }))
}

/// Every personnel of `player` at a location: on its surface and aboard the player's ships
/// and facilities there (those who could beam together into one Away Team); with
/// `stopped_too`, the stopped ones as well.
fn everyone_at(step: &Step<'_>, player: PlayerId, location: LocationId, stopped_too: bool) -> Vec<CardId> {
    let mut all = personnel(
        step,
        step.state.in_place(&Place::Surface { location, player }),
        stopped_too,
    );
    for &host in step.state.in_place(&Place::AtLocation { location, player }) {
        if !step.state.card(host).status.stasis {
            all.extend(personnel(
                step,
                step.state.in_place(&Place::Aboard { card: host }),
                stopped_too,
            ));
        }
    }
    all
}

/// Whether `player`'s personnel at a location could solve its mission: an Away Team of all
/// of them at a planet, or one ship's crew at a space mission (M:286); with `stopped_too`,
/// counting those stopped now, who will be able again next turn.
pub(super) fn solvable_at(step: &mut Step<'_>, player: PlayerId, location: LocationId, stopped_too: bool) -> bool {
    let (by_ship, by_team) = mission_kinds(step, location);
    if by_team {
        let everyone = everyone_at(step, player, location, stopped_too);
        if could_solve(step, player, location, &everyone) {
            return true;
        }
    }
    if by_ship {
        let ships: Vec<CardId> = step
            .state
            .in_place(&Place::AtLocation { location, player })
            .iter()
            .copied()
            .filter(|&c| step.def(c).is("ship"))
            .collect();
        for ship in ships {
            let crew = personnel(step, step.state.in_place(&Place::Aboard { card: ship }), stopped_too);
            if could_solve(step, player, location, &crew) {
                return true;
            }
        }
    }
    false
}

/// The able personnel aboard `player`'s facilities at a location (a crew waiting for a
/// ship).
pub(super) fn waiting_at(step: &Step<'_>, player: PlayerId, location: LocationId) -> usize {
    step.state
        .in_place(&Place::AtLocation { location, player })
        .iter()
        .filter(|&&c| step.def(c).is("facility"))
        .map(|&c| crew(step, c).len())
        .sum()
}

/// The location whose mission is `mission`.
pub(super) fn location_of_mission(step: &Step<'_>, mission: CardId) -> Option<LocationId> {
    step.state
        .locations()
        .find(|&l| step.state.location(l).mission == mission)
}

/// Whether `group` of `player` would solve the mission at `location` if it reached the solve
/// sub-action as it is now: the mission unsolved and attemptable, one of the group matching
/// its icons, its requirements met, and no mis-seed of the player's barring it.
pub(super) fn could_solve(step: &mut Step<'_>, player: PlayerId, location: LocationId, group: &[CardId]) -> bool {
    if group.is_empty() {
        return false;
    }
    let site = step.state.location(location);
    if site.solved_by.is_some() {
        return false;
    }
    let mission = site.mission;
    let Some(requirements) = step.def(mission).mission.as_ref().and_then(|m| m.requirements.clone()) else {
        return false;
    };
    if !progress::matching(step, mission, group) || misseed::barred(step, location, player) {
        return false;
    }
    let mut ctx = context_for(step, mission);
    ctx.controller = player;
    ctx.group = group.to_vec();
    crate::interp::truth(step, &mut ctx, &requirements).unwrap_or(false)
}

/// Whether a mission's location can be attempted from a ship's crew (`space` or `dual`) and
/// by an Away Team (`planet` or `dual`).
pub(super) fn mission_kinds(step: &Step<'_>, location: LocationId) -> (bool, bool) {
    let kind = step.mission_kind(step.state.location(location).mission);
    let kind = kind.as_deref();
    (kind != Some("planet"), kind != Some("space"))
}

/// Whether a ship may move under its own staff (S:345-351).
pub(super) fn staffed(step: &Step<'_>, ship: CardId) -> bool {
    crate::rules::movement::ships::staffed(step, ship)
}

/// The cards `player` controls in play that are of `kind` (personnel, ship, ...).
pub(super) fn count_in_play(step: &Step<'_>, player: PlayerId, kind: &str) -> usize {
    let mine = |place: Place| place.in_play();
    step.state
        .cards_placed(mine, |c| {
            step.def(c).is(kind) && step.state.card(c).controller == player
        })
        .len()
}

/// The personnel `player` has in play, stopped or not (not in stasis): the crews a card
/// reported now would join.
fn all_personnel(step: &Step<'_>, player: PlayerId) -> Vec<CardId> {
    step.state.cards_placed(
        |place| place.in_play(),
        |c| step.def(c).is("personnel") && step.state.card(c).controller == player && !step.state.card(c).status.stasis,
    )
}

/// How many unsolved missions all of `player`'s personnel in play together would solve with
/// `card` among them but not without it: what reporting `card` adds toward the missions'
/// requirements (M:280, M:329), as a crew is planned toward them.
pub(super) fn missions_opened_by(step: &mut Step<'_>, player: PlayerId, card: CardId) -> usize {
    let everyone = all_personnel(step, player);
    let mut with_card = everyone.clone();
    with_card.push(card);
    let locations: Vec<LocationId> = step.state.locations().collect();
    locations
        .into_iter()
        .filter(|&l| could_solve(step, player, l, &with_card) && !could_solve(step, player, l, &everyone))
        .count()
}

/// The cards in `player`'s hand that report aboard a facility (personnel and equipment): what
/// a batch of plays in place of the normal card play could bring out.
pub(super) fn reportable_in_hand(step: &Step<'_>, player: PlayerId) -> usize {
    step.state
        .in_place(&Place::Hand { player })
        .iter()
        .filter(|&&c| step.def(c).is_one_of(&["personnel", "equipment"]))
        .count()
}
