//! The spaceline as positions: every location has a stable [`LocationId`] (its index in the
//! state's store of locations), and the spaceline is the left-to-right order of those ids.
//! Inserting a location (a mission seeded at the left end, a location inserted in play) only
//! changes the order, so the ids that places, statuses and flow frames hold stay valid. A
//! location that is in the store but not in the order is off the spaceline: it has no
//! position, no neighbours and no distance to anything.
//!
//! Each quadrant has a spaceline of its own (S:195, S:593): the order holds them side by side,
//! Alpha, Gamma, Delta, Mirror, each a run of positions; two locations of different quadrants
//! have no distance, no adjacency and no path between them (M:452-454: only text that moves a
//! card directly from one location to another crosses quadrants).

use super::GameState;
use crate::defs::Quadrant;
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// A location on the spaceline: a mission and whether it is solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    /// The mission card.
    pub mission: CardId,
    /// Who solved it (M:329: once per game).
    pub solved_by: Option<PlayerId>,
    /// Copies of the same unique mission seeded by the other player, stacked on it to form
    /// this one location (S:199, M:263).
    #[serde(default)]
    pub stacked: Vec<CardId>,
    /// The seed cards revealed here during attempts, in order (M:240: which copy came first).
    #[serde(default)]
    pub revealed: Vec<CardId>,
    /// Players who revealed a mis-seed of their own here: they may never solve it (M:248).
    #[serde(default)]
    pub barred: Vec<PlayerId>,
    /// The cards a Q-Flash drew here, put under the mission to be faced next, one at a time,
    /// like seed cards (M:325): none of them is a mis-seed, and those not faced when the
    /// attempt ends go back under their side deck.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flashed: Vec<CardId>,
    /// The span of a location that a card other than a mission forms, as the text that
    /// inserted it says (Gaps in Normal Space: "a span 4 \[S\] location"); a mission's span is
    /// printed on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span: Option<i64>,
    /// For a location that left the spaceline: the locations next to it when it left, which
    /// count as adjacent to it (where the cards still there may relocate).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub neighbours: Vec<LocationId>,
    /// Borg scouting of this location (S:97-122), one entry per objective a player scouted it
    /// for: scouting is complete for that objective alone (S:122).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scouting: Vec<Scouting>,
    /// The quadrant whose spaceline the location is on (M:259, S:593).
    #[serde(default, skip_serializing_if = "Quadrant::is_alpha")]
    pub quadrant: Quadrant,
}

/// A player's scouting of a location for one objective (S:114-122).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scouting {
    /// Who scouts.
    pub player: PlayerId,
    /// The objective that allowed it.
    pub objective: CardId,
    /// Whether scouting is complete (S:114: at the end of a turn of the player, once no
    /// dilemma or Q-Flash remains to be encountered; permanent).
    pub complete: bool,
}

impl Location {
    /// A location of a mission, unsolved, with nothing revealed yet.
    pub fn new(mission: CardId) -> Self {
        Location {
            mission,
            solved_by: None,
            stacked: Vec::new(),
            revealed: Vec::new(),
            barred: Vec::new(),
            flashed: Vec::new(),
            span: None,
            neighbours: Vec::new(),
            scouting: Vec::new(),
            quadrant: Quadrant::Alpha,
        }
    }

    /// The same location, on the spaceline of a quadrant.
    pub fn in_quadrant(self, quadrant: Quadrant) -> Self {
        Location { quadrant, ..self }
    }
}

impl GameState {
    /// A location, by its id.
    pub fn location(&self, id: LocationId) -> &Location {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        &self.location_store[id.index()]
    }

    /// A location, by its id, to change it.
    pub fn location_mut(&mut self, id: LocationId) -> &mut Location {
        &mut self.location_store[id.index()]
    }

    /// Every location on the spaceline, left to right.
    pub fn locations(&self) -> impl Iterator<Item = LocationId> + '_ {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        self.spaceline.iter().copied()
    }

    /// Where a location stands on the spaceline (0: the left end); `None` if it is not on it.
    pub fn position(&self, id: LocationId) -> Option<usize> {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        self.spaceline.iter().position(|&l| l == id)
    }

    /// The location at a spaceline position (0: the left end).
    pub fn at_position(&self, position: usize) -> Option<LocationId> {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        self.spaceline.get(position).copied()
    }

    /// The location at the spaceline's right end.
    pub fn last_location(&self) -> Option<LocationId> {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        self.spaceline.last().copied()
    }

    /// How many positions apart two locations on the spaceline are; `None` if either is off it
    /// or they are on the spacelines of different quadrants.
    pub fn distance(&self, a: LocationId, b: LocationId) -> Option<usize> {
        if !self.same_spaceline(a, b) {
            return None;
        }
        Some(self.position(a)?.abs_diff(self.position(b)?))
    }

    /// Whether two locations are in the same quadrant, so on one spaceline (S:593).
    pub fn same_spaceline(&self, a: LocationId, b: LocationId) -> bool {
        self.location(a).quadrant == self.location(b).quadrant
    }

    /// The positions of a quadrant's spaceline within the order (empty where it has none yet,
    /// at the place its first location will take).
    pub fn quadrant_positions(&self, quadrant: Quadrant) -> Range<usize> {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        let before = |q: Quadrant| {
            self.spaceline
                .iter()
                .filter(|&&l| self.location_store[l.index()].quadrant < q)
                .count()
        };
        let start = before(quadrant);
        let len = self
            .spaceline
            .iter()
            .filter(|&&l| self.location_store[l.index()].quadrant == quadrant)
            .count();
        start..start + len
    }

    /// The positions of the spaceline a location is on (its quadrant's), or of the Alpha
    /// Quadrant's for a location off every spaceline.
    pub fn spaceline_of(&self, id: LocationId) -> Range<usize> {
        self.quadrant_positions(self.location(id).quadrant)
    }

    /// Whether two locations are next to each other on the spaceline; a location that left
    /// it is next to the locations it was between, while they are on it.
    pub fn adjacent(&self, a: LocationId, b: LocationId) -> bool {
        let was_between = |gone: LocationId, other: LocationId| {
            self.position(gone).is_none()
                && self.position(other).is_some()
                && self.location(gone).neighbours.contains(&other)
        };
        self.distance(a, b) == Some(1) || was_between(a, b) || was_between(b, a)
    }

    /// The locations a ship moving from `from` to `to` along the spaceline passes and then
    /// reaches, in order; empty if either is off the spaceline.
    pub fn path(&self, from: LocationId, to: LocationId) -> Vec<LocationId> {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        let (Some(start), Some(end)) = (self.position(from), self.position(to)) else {
            return Vec::new();
        };
        if !self.same_spaceline(from, to) {
            return Vec::new();
        }
        if end > start {
            self.spaceline[start + 1..=end].to_vec()
        } else {
            self.spaceline[end..start].iter().rev().copied().collect()
        }
    }

    /// The way around a spaceline whose ends are adjacent: from `from` away from `to`, past
    /// one end to the other, then on to `to`; empty if either is off the spaceline.
    pub fn path_around(&self, from: LocationId, to: LocationId) -> Vec<LocationId> {
        super::reads::rest(super::reads::Rest::LOCATIONS);
        let (Some(start), Some(end)) = (self.position(from), self.position(to)) else {
            return Vec::new();
        };
        if !self.same_spaceline(from, to) {
            return Vec::new();
        }
        // Positions within the quadrant's own spaceline: its ends are the ones that wrap.
        let range = self.spaceline_of(from);
        let line = &self.spaceline[range.clone()];
        let (start, end) = (start - range.start, end - range.start);
        if end > start {
            line[..start]
                .iter()
                .rev()
                .chain(line[end..].iter().rev())
                .copied()
                .collect()
        } else {
            line[start + 1..].iter().chain(&line[..=end]).copied().collect()
        }
    }

    /// Adds a location to the store and inserts it into the spaceline at a position (0: the
    /// left end; the spaceline's length: the right end), kept within its quadrant's positions
    /// (the right end of its quadrant's spaceline for a position past it). Its id is new; no
    /// other id changes.
    pub fn insert_location(&mut self, position: usize, location: Location) -> LocationId {
        let range = self.quadrant_positions(location.quadrant);
        let id = LocationId(self.location_store.len() as u16);
        self.location_store.push(location);
        self.spaceline.insert(position.clamp(range.start, range.end), id);
        id
    }

    /// Moves a location to a position of the spaceline without it (0: the left end; the
    /// others' count: the right end), kept on its quadrant's spaceline: locations are never
    /// moved between quadrants (M:259, S:593). Its id stays, and so do the cards there.
    pub fn move_location(&mut self, id: LocationId, position: usize) {
        let Some(from) = self.position(id) else {
            return;
        };
        self.spaceline.remove(from);
        let range = self.quadrant_positions(self.location(id).quadrant);
        self.spaceline.insert(position.clamp(range.start, range.end), id);
    }

    /// The location a card forms (a mission, or a card inserted as a location), on the
    /// spaceline or no longer.
    pub fn location_formed_by(&self, card: CardId) -> Option<LocationId> {
        let index = self.location_store.iter().position(|l| l.mission == card)?;
        Some(LocationId(index as u16))
    }

    /// Takes a location off the spaceline (its card left play), remembering its neighbours;
    /// it stays in the store, so ids that name it stay valid.
    pub fn remove_location(&mut self, id: LocationId) {
        let Some(position) = self.position(id) else {
            return;
        };
        let left = position.checked_sub(1).and_then(|p| self.at_position(p));
        let right = self.at_position(position + 1);
        self.location_mut(id).neighbours = left.into_iter().chain(right).collect();
        self.spaceline.remove(position);
    }
}
