//! Scouting a location (Glossary, scouting locations, S:94-122). A player may scout a
//! location while an objective of theirs face up in play targets it and lets them scout it
//! (`grant MISSION with scouting`, the objective's `name_cards` naming its target): with an
//! Away Team of their Borg on a planet, or a ship's Borg crew at a space mission, both at a
//! dual-icon one (S:97-99). Scouting is one action like an attempt (S:110): the seed cards are
//! encountered as in `rules::attempt`, but nothing is solved; it is complete for that
//! objective at the end of the player's turn if they scouted it at least once and no dilemma
//! or Q-Flash remains to be encountered, even with no Borg left (S:114, S:118, S:122), and
//! stays complete.

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Step;
use crate::state::{ActionRef, ActionType, AttemptStage, Frame, Place, Scouting};

/// One way a player may scout a location now.
#[derive(Clone, Debug)]
pub(crate) struct ScoutOrder {
    /// The order's label: "scout MISSION with the Away Team for OBJECTIVE".
    pub(crate) label: String,
    /// Where.
    pub(crate) location: LocationId,
    /// The Borg who scout.
    pub(crate) group: Vec<CardId>,
    /// The objective that allows it.
    pub(crate) objective: CardId,
}

/// The permission (vocabulary `permission`) an objective grants the location it targets.
const PERMISSION: &str = "scouting";

/// Every scouting `player` may begin now (S:97-99): at each location an objective of theirs
/// targets and lets them scout, not complete yet for that objective.
pub(crate) fn scout_orders(step: &Step<'_>, player: PlayerId) -> Vec<ScoutOrder> {
    let mut found = Vec::new();
    for location in step.state.locations() {
        let mission = step.state.location(location).mission;
        if !step.state.statics.marked(mission, PERMISSION) {
            continue;
        }
        for objective in objectives_targeting(step, player, mission) {
            if complete_for(step, location, player, objective) {
                continue;
            }
            let kind = step.mission_kind(mission);
            let mut groups = Vec::new();
            if kind.as_deref() != Some("space") {
                let team = borg(step, step.state.in_place(&Place::Surface { location, player }));
                if !team.is_empty() {
                    groups.push(("the Away Team".to_string(), team));
                }
            }
            if kind.as_deref() != Some("planet") {
                for &host in step.state.in_place(&Place::AtLocation { location, player }) {
                    if !step.def(host).is("ship") || step.state.card(host).status.cloaked {
                        continue;
                    }
                    let crew = borg(step, step.state.in_place(&Place::Aboard { card: host }));
                    if !crew.is_empty() {
                        groups.push((format!("the crew of {}", step.named(host)), crew));
                    }
                }
            }
            for (who, group) in groups {
                let label = format!("scout {} with {who} for {}", step.named(mission), step.named(objective));
                found.push(ScoutOrder {
                    label,
                    location,
                    group,
                    objective,
                });
            }
        }
    }
    found
}

impl ScoutOrder {
    /// The scouting as an action, for the `forbid`s that may stop it (Supernova:
    /// "unscoutable"), which the orders check.
    pub(crate) fn action(&self, step: &Step<'_>, player: PlayerId) -> ActionRef {
        let mission = step.state.location(self.location).mission;
        ActionRef::new(ActionType::Scout, mission, player).with_group(self.group.clone())
    }
}

/// The player's objectives face up in play that target `mission` (their `name_cards`).
fn objectives_targeting(step: &Step<'_>, player: PlayerId, mission: CardId) -> Vec<CardId> {
    step.state
        .in_place(&Place::Table { player })
        .iter()
        .copied()
        .filter(|&card| {
            step.def(card).is("objective")
                && !step.state.card(card).status.face_down
                && step.state.card(card).named_cards.contains(&mission)
        })
        .collect()
}

/// The unstopped Borg personnel among `cards`, not in stasis (S:97: "your Borg").
fn borg(step: &Step<'_>, cards: &[CardId]) -> Vec<CardId> {
    cards
        .iter()
        .copied()
        .filter(|&card| {
            step.def(card).is("personnel")
                && !step.state.is_stopped(card)
                && !step.state.card(card).status.stasis
                && step.any_affiliation_icon(card, |icon| icon == "Borg")
        })
        .collect()
}

/// Begins scouting (S:99): announced like an attempt, its seed cards encountered one at a
/// time by `rules::attempt`. The location counts as scouted by the player for the objective
/// from now on (S:114: "scouted it at least once").
pub(crate) fn begin(step: &mut Step<'_>, player: PlayerId, order: ScoutOrder) {
    let ScoutOrder {
        location,
        group,
        objective,
        ..
    } = order;
    let site = step.state.location_mut(location);
    if !site
        .scouting
        .iter()
        .any(|s| s.player == player && s.objective == objective)
    {
        site.scouting.push(Scouting {
            player,
            objective,
            complete: false,
        });
    }
    step.emit(Event::ScoutingBegan {
        player,
        location,
        group: group.clone(),
        objective,
    });
    let opened_at = step.checkpoint();
    step.state.flow.push(Frame::Attempt {
        player,
        location,
        group,
        set_aside_on_top: 0,
        stage: AttemptStage::Announced,
        opened_at,
        scouting: Some(objective),
    });
}

/// The end of the active player's turn (S:114): each location they scouted for an objective
/// is complete for it if no dilemma or Q-Flash remains under the mission to be encountered
/// (artifacts moved to the top do not count; a dilemma that entered play is not under it).
pub(crate) fn complete_at_end_of_turn(step: &mut Step<'_>) {
    let player = step.state.active;
    let locations: Vec<LocationId> = step.state.locations().collect();
    for location in locations {
        let remaining = step
            .state
            .in_place(&Place::SeedStack { location })
            .iter()
            .any(|&card| !step.def(card).is("artifact"));
        if remaining {
            continue;
        }
        let completed: Vec<CardId> = step
            .state
            .location(location)
            .scouting
            .iter()
            .filter(|s| s.player == player && !s.complete)
            .map(|s| s.objective)
            .collect();
        for objective in completed {
            for entry in &mut step.state.location_mut(location).scouting {
                if entry.player == player && entry.objective == objective {
                    entry.complete = true;
                }
            }
            step.emit(Event::ScoutingCompleted {
                location,
                player,
                objective,
            });
        }
    }
}

/// Whether `player`'s scouting of `location` is complete for `objective` (S:122).
pub(crate) fn complete_for(step: &Step<'_>, location: LocationId, player: PlayerId, objective: CardId) -> bool {
    step.state
        .location(location)
        .scouting
        .iter()
        .any(|s| s.player == player && s.objective == objective && s.complete)
}
