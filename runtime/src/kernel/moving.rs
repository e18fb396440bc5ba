//! A ship's move in progress (M:443): the location it is flying by while the window on its
//! passing is open, and a move ended there by card text (Hail: "it must stop at your
//! location"), the RANGE of the rest of the way given back.

use super::Step;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::{Frame, Place};

impl<'a> Step<'a> {
    /// The spans of the locations along a path, as the player's ship moves by them: the RANGE
    /// a move along it costs.
    pub(crate) fn path_span(&self, player: PlayerId, ship: CardId, path: impl Iterator<Item = LocationId>) -> i64 {
        path.map(|location| self.ship_location_span(location, player, Some(ship)))
            .sum()
    }

    /// The span a ship of the player's moves by at a location: the player's
    /// [`location_span`](Step::location_span), less, at a mission whose span is printed "X = N
    /// minus each SKILL aboard ship" (`span_minus_each`: FGC-47 Research's Navigation), one for
    /// each level of the skill among the personnel aboard the ship able to use skills
    /// ([`levels_aboard`](Step::levels_aboard)), never below 0 (M:441). Without a ship, the
    /// span as printed.
    pub(crate) fn ship_location_span(&self, location: LocationId, player: PlayerId, ship: Option<CardId>) -> i64 {
        let span = self.location_span(location, player);
        let Some(ship) = ship else {
            return span;
        };
        match self.span_skill(location) {
            Some(skill) => (span - self.levels_aboard(ship, skill)).max(0),
            None => span,
        }
    }

    /// The skill a location's span counts aboard the moving ship, if its span depends on the
    /// ship (`span_minus_each`), and a card other than its mission did not give it a span
    /// (Gaps in Normal Space).
    pub(crate) fn span_skill(&self, location: LocationId) -> Option<&'a str> {
        let location = self.state.location(location);
        if location.span.is_some() {
            return None;
        }
        self.def(location.mission).mission.as_ref()?.span_minus_each.as_deref()
    }

    /// The whole levels of a skill among the personnel aboard a ship able to use skills: a
    /// stopped personnel still uses them for such a count (S:759: Navigate Plasma Storms), a
    /// disabled one or one in stasis does not.
    fn levels_aboard(&self, ship: CardId, skill: &str) -> i64 {
        let pool = self.pool();
        let halves: i64 = self
            .state
            .in_place(&Place::Aboard { card: ship })
            .iter()
            .filter(|&&card| {
                let status = self.state.status_of(card);
                self.def(card).is("personnel") && !status.disabled && !status.stasis
            })
            .map(|&card| self.state.skill_halves(pool, card, skill))
            .sum();
        halves / 2
    }

    /// The location a moving ship is passing now, if it is passing one.
    pub(crate) fn passing(&self, ship: CardId) -> Option<LocationId> {
        self.state.flow.iter().rev().find_map(|frame| match frame {
            Frame::Move { ship: s, passing, .. } if *s == ship => *passing,
            _ => None,
        })
    }

    /// Ends a ship's move at the location it is flying by: it arrives there once the window
    /// open on its passing closes, and the RANGE of the rest of the way is given back. A ship
    /// passing no location is not affected.
    pub(crate) fn halt(&mut self, ship: CardId) {
        let Some(index) = self
            .state
            .flow
            .iter()
            .rposition(|frame| matches!(frame, Frame::Move { ship: s, passing: Some(_), .. } if *s == ship))
        else {
            return;
        };
        let Frame::Move {
            player,
            to,
            passing: Some(here),
            ahead,
            cost,
            ..
        } = self.state.flow[index].clone()
        else {
            return;
        };
        let rest = self.path_span(player, ship, ahead.iter().copied().chain(std::iter::once(to)));
        if let Frame::Move {
            to, ahead, cost: spent, ..
        } = &mut self.state.flow[index]
        {
            *to = here;
            ahead.clear();
            *spent = cost - rest;
        }
        let status = &mut self.state.card_mut(ship).status;
        status.range_used = (status.range_used - rest).max(0);
    }
}
