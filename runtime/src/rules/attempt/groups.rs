//! The groups that may attempt a mission (M:278-286): an Away Team on the surface of a planet
//! mission; the entire active crew of one ship at a space mission (M:286). The core rule
//! "Space mission attempts" (stdlib/rules.card) says whose crew: under the glossary a ship's
//! only; under the 1995 FAQ's reading (rules-digest C5, FAQ:485, FAQ:507, FAQ:645) the crew
//! of the player's outpost there may attempt the space mission too.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Step;
use crate::rules::turn::presence::Presence;
use crate::state::Place;

/// One group a player may attempt a mission with.
pub(crate) struct AttemptGroup {
    /// The ship or facility whose crew attempts, or `None` for the Away Team on the surface.
    pub(crate) crew_of: Option<CardId>,
    /// Where the mission is.
    pub(crate) location: LocationId,
    /// The attempting personnel.
    pub(crate) group: Vec<CardId>,
}

/// How the order names an attempt: "attempt MISSION with the crew of SHIP" (or "with the Away
/// Team"); built only when the decision is shown.
pub(crate) fn attempt_label(step: &Step<'_>, location: LocationId, crew_of: Option<CardId>) -> String {
    let mission = step.named(step.state.location(location).mission);
    match crew_of {
        Some(host) => format!("attempt {mission} with the crew of {}", step.named(host)),
        None => format!("attempt {mission} with the Away Team"),
    }
}

/// Every group `player` may attempt an unsolved mission with, mission by mission: at least
/// one member of each matches the mission's affiliation icons (M:280). Only the locations
/// where the player has cards in space or on the planet (`present`) are looked at.
pub(crate) fn attempt_groups(step: &Step<'_>, player: PlayerId, present: &Presence) -> Vec<AttemptGroup> {
    let outpost_crews = step.pool().core.space_mission_crew == crate::defs::SpaceMissionCrew::ShipOrOutpostCrew;
    let mut found = Vec::new();
    for location in step.state.locations() {
        if !present.at(location) {
            continue;
        }
        let site = step.state.location(location);
        if site.solved_by.is_some() {
            continue;
        }
        let Some(data) = &step.def(site.mission).mission else {
            continue;
        };
        if data.requirements.is_none() {
            // M:278: a mission without requirements cannot be attempted.
            continue;
        }
        let kind = step.mission_kind_str(site.mission);
        let mut groups = Vec::new();
        if kind != Some("space") {
            let team = able(step, step.state.in_place(&Place::Surface { location, player }));
            if !team.is_empty() {
                groups.push((None, team));
            }
        }
        if kind != Some("planet") {
            for &host in step.state.in_place(&Place::AtLocation { location, player }) {
                let def = step.def(host);
                let status = &step.state.card(host).status;
                let crew = able(step, step.state.in_place(&Place::Aboard { card: host }));
                if crew.is_empty() {
                    continue;
                }
                if def.is("ship") && !status.cloaked {
                    // M:280: one crew member at least matches the ship's affiliation (the
                    // ship need not be staffed for movement).
                    if super::progress::matching(step, host, &crew) {
                        groups.push((Some(host), crew));
                    }
                } else if def.is("facility") && outpost_crews && kind == Some("space") && !status.stasis {
                    // FAQ:485, FAQ:507, FAQ:645: "the crew of the outpost" (the facilities of
                    // the 1995 card pool are outposts).
                    groups.push((Some(host), crew));
                }
            }
        }
        for (crew_of, group) in groups {
            if super::progress::matching(step, site.mission, &group) {
                found.push(AttemptGroup {
                    crew_of,
                    location,
                    group,
                });
            }
        }
    }
    found
}

/// The unstopped personnel among `cards` not in stasis (S:757: stopped cards may not attempt;
/// S:686-697: cards in stasis may not perform any actions).
fn able(step: &Step<'_>, cards: &[CardId]) -> Vec<CardId> {
    // Room for every card at once: a whole Away Team is usually able, and growing the list
    // card by card copies it again and again. A plain loop: a filtered iterator's `extend`
    // goes card by card through a closure the compiler does not inline.
    let mut able = Vec::with_capacity(cards.len());
    for &card in cards {
        if step.def(card).is("personnel") && !step.state.is_stopped(card) && !step.state.card(card).status.stasis {
            able.push(card);
        }
    }
    able
}
