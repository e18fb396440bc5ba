//! The spaceline as positions: every location has a stable [`LocationId`] (its index in the
//! state's store of locations), and the spaceline is the left-to-right order of those ids.
//! Inserting a location (a mission seeded at the left end, a location inserted in play) only
//! changes the order, so the ids that places, statuses and flow frames hold stay valid. A
//! location that is in the store but not in the order is off the spaceline: it has no
//! position, no neighbours and no distance to anything.

use super::{GameState, Location};
use crate::ids::LocationId;

impl GameState {
    /// A location, by its id.
    pub fn location(&self, id: LocationId) -> &Location {
        &self.location_store[id.index()]
    }

    /// A location, by its id, to change it.
    pub fn location_mut(&mut self, id: LocationId) -> &mut Location {
        &mut self.location_store[id.index()]
    }

    /// Every location on the spaceline, left to right.
    pub fn locations(&self) -> impl Iterator<Item = LocationId> + '_ {
        self.spaceline.iter().copied()
    }

    /// Where a location stands on the spaceline (0: the left end); `None` if it is not on it.
    pub fn position(&self, id: LocationId) -> Option<usize> {
        self.spaceline.iter().position(|&l| l == id)
    }

    /// The location at a spaceline position (0: the left end).
    pub fn at_position(&self, position: usize) -> Option<LocationId> {
        self.spaceline.get(position).copied()
    }

    /// The location at the spaceline's right end.
    pub fn last_location(&self) -> Option<LocationId> {
        self.spaceline.last().copied()
    }

    /// The spaceline end farther from a location (the left end when both are as far);
    /// `None` if the location is off the spaceline.
    pub fn far_end(&self, from: LocationId) -> Option<LocationId> {
        let position = self.position(from)?;
        let last = self.spaceline.len() - 1;
        self.at_position(if position >= last - position { 0 } else { last })
    }

    /// How many positions apart two locations on the spaceline are; `None` if either is off it.
    pub fn distance(&self, a: LocationId, b: LocationId) -> Option<usize> {
        Some(self.position(a)?.abs_diff(self.position(b)?))
    }

    /// Whether two locations are next to each other on the spaceline.
    pub fn adjacent(&self, a: LocationId, b: LocationId) -> bool {
        self.distance(a, b) == Some(1)
    }

    /// The locations a ship moving from `from` to `to` along the spaceline passes and then
    /// reaches, in order; empty if either is off the spaceline.
    pub fn path(&self, from: LocationId, to: LocationId) -> Vec<LocationId> {
        let (Some(start), Some(end)) = (self.position(from), self.position(to)) else {
            return Vec::new();
        };
        if end > start {
            self.spaceline[start + 1..=end].to_vec()
        } else {
            self.spaceline[end..start].iter().rev().copied().collect()
        }
    }

    /// The way around a spaceline whose ends are adjacent: from `from` away from `to`, past
    /// one end to the other, then on to `to`; empty if either is off the spaceline.
    pub fn path_around(&self, from: LocationId, to: LocationId) -> Vec<LocationId> {
        let (Some(start), Some(end)) = (self.position(from), self.position(to)) else {
            return Vec::new();
        };
        let line = &self.spaceline;
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
    /// left end; the spaceline's length: the right end). Its id is new; no other id changes.
    pub fn insert_location(&mut self, position: usize, location: Location) -> LocationId {
        let id = LocationId(self.location_store.len() as u16);
        self.location_store.push(location);
        self.spaceline.insert(position.min(self.spaceline.len()), id);
        id
    }
}
