//! A ship's move in progress (M:443): the location it is flying by while the window on its
//! passing is open, and a move ended there by card text (Hail: "it must stop at your
//! location"), the RANGE of the rest of the way given back.

use super::Step;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::Frame;

impl Step<'_> {
    /// The spans of the locations along a path, as the player's ships move by them: the RANGE
    /// a move along it costs.
    pub(crate) fn path_span(&self, player: PlayerId, path: impl Iterator<Item = LocationId>) -> i64 {
        path.map(|location| self.location_span(location, player)).sum()
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
        let rest = self.path_span(player, ahead.iter().copied().chain(std::iter::once(to)));
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
