//! The few changes every effect makes the same way (moves, control, statuses, modifiers,
//! nullifying, scores, draws, the end of the game), each logged as an event.

use super::Step;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::state::{FlagStatus, Lasting, LastingEffect, Phase, Place, StatusKind, Subject, Until};

/// The points that win the game at once (M:300; the total is the published rules').
pub const VICTORY_POINTS: i64 = 100;

impl Step<'_> {
    /// Moves a card and logs it.
    pub fn move_to(&mut self, card: CardId, to: Place) {
        let to = self.discard_destination(card, to);
        let from = self.state.move_card(card, to);
        if let Place::QContinuum { player } = to {
            // Back under its owner's side deck, out of the hands of who faced it.
            self.state.card_mut(card).controller = player;
        }
        if from.in_play() && !to.in_play() {
            // Out of play a card is no longer held captive nor in an affiliation mode.
            let status = &mut self.state.card_mut(card).status;
            status.captive = None;
            status.mode = None;
            status.commandeered = false;
            status.assimilated = false;
        }
        if from != to {
            self.state.card_mut(card).status.placed_turn = self.state.turn_number;
            self.emit(Event::Moved { card, from, to });
            if let Place::Mission { location } = from {
                // A location exists while the card that forms it is there (Gaps in Normal
                // Space, nullified): it leaves the spaceline with its card.
                if self.state.location(location).mission == card {
                    self.state.remove_location(location);
                }
            }
        }
    }

    /// Where a card discarded to `to` goes: a card with the icon of a side deck its owner
    /// opened (a [Q] card and the Q-Continuum side deck) goes face up under that side deck,
    /// not to the discard pile, even if the doorway is closed (S:392; Q-Flash, M:325).
    fn discard_destination(&self, card: CardId, to: Place) -> Place {
        let Place::Discard { player } = to else {
            return to;
        };
        let icons = &self.def(card).icons;
        let under_side_deck = !icons.is_empty()
            && self.state.in_place(&Place::Table { player }).iter().any(|&doorway| {
                self.def(doorway)
                    .side_deck_icon
                    .as_ref()
                    .is_some_and(|icon| icons.contains(icon))
            });
        if under_side_deck {
            Place::QContinuum { player }
        } else {
            to
        }
    }

    /// Gives a card to a player. A ship or facility at a location crosses to that player's
    /// side of it, the move logged (Lore Returns: the Rogue Borg "commandeer ship"); the cards
    /// aboard and on it go with it.
    pub fn give_control(&mut self, card: CardId, player: PlayerId) {
        self.state.card_mut(card).controller = player;
        if let Place::AtLocation { location, .. } = self.state.place_of(card) {
            // The same place on the other side: not a new placement (`placed_turn` stays).
            let to = Place::AtLocation { location, player };
            let from = self.state.move_card(card, to);
            if from != to {
                self.emit(Event::Moved { card, from, to });
            }
        }
    }

    /// Commandeers a facility or ship for `player` (Glossary, facility, "Control of
    /// facilities", F:20; M:121): it comes under that player's control, on that player's
    /// side of its location, and has `affiliation` as though it were printed on the card,
    /// in place of its own icons, until it leaves play.
    pub fn commandeer(&mut self, card: CardId, player: PlayerId, affiliation: String) {
        self.give_control(card, player);
        let status = &mut self.state.card_mut(card).status;
        status.mode = Some(affiliation.clone());
        status.commandeered = true;
        self.emit(Event::Commandeered {
            card,
            player,
            affiliation,
        });
    }

    /// Sets a status kept as a flag (disabled, in stasis, damaged, quarantined) and logs it.
    /// Being stopped is a lasting effect ([`Step::stop_for`]) and cloaking changes the cloak's
    /// turn too (`cloak`), so neither is set here.
    pub fn set_status(&mut self, card: CardId, status: FlagStatus, on: bool) {
        self.state.card_mut(card).status.set(status, on);
        self.emit(Event::Status {
            card,
            status: status.kind(),
            on,
        });
    }

    /// Adds an attribute modifier, made by the text of `source`, for a time.
    pub fn modify(&mut self, card: CardId, source: CardId, attribute: &str, amount: i64, until: Until) {
        self.state.add_lasting(Lasting {
            effect: LastingEffect::Modify {
                attribute: attribute.to_string(),
                amount,
            },
            subject: Subject::Card(card),
            source: Some(source),
            until,
        });
    }

    /// Nullifies a card: one being played is marked, and is discarded when its window
    /// closes; one already in play is discarded now. A card that "may not be nullified"
    /// (Fair Play) is left as it is.
    pub fn nullify(&mut self, card: CardId) {
        crate::state::reads::rest(crate::state::reads::Rest::BOOKKEEPING);
        if self.state.nullified.contains(&card) || self.def(card).not_nullifiable {
            return;
        }
        self.emit(Event::Nullified { card });
        if matches!(
            self.state.place_of(card),
            Place::SetAside { .. } | Place::SeedStack { .. }
        ) {
            // A card being played, or a dilemma being encountered: it resolves to nothing.
            self.state.nullified.push(card);
        } else if self.state.place_of(card).in_play() {
            let owner = self.state.owner_of(card);
            self.move_to(card, Place::Discard { player: owner });
        }
    }

    /// Scores points from a card (a mission, a dilemma, a card's text); the game ends at once
    /// when a player reaches victory (M:300).
    pub fn score(&mut self, player: PlayerId, points: i64, from: CardId, reason: String) {
        self.state.players[player.index()].score += points;
        self.emit(Event::Scored {
            player,
            points,
            reason,
            from: Some(from),
        });
        let needed = self.points_to_win(player);
        if self.state.players[player.index()].score >= needed {
            self.end_game(Some(player), format!("{player} reached {needed} points"));
        }
    }

    /// A player whose score already reaches the points needed to win, now that fewer are
    /// needed (a card that raised them left play or its text stopped holding: Q's Planet
    /// solved), wins at once (M:300), the player whose turn it is first.
    pub fn check_victory(&mut self) {
        if self.state.phase == Phase::Over {
            return;
        }
        let active = self.state.active;
        for player in [active, active.other()] {
            let needed = self.points_to_win(player);
            if self.state.players[player.index()].score >= needed {
                self.end_game(Some(player), format!("{player} reached {needed} points"));
                return;
            }
        }
    }

    /// The points `player` needs to win: the rules' 100 (M:300), and those a card in play
    /// adds while its text holds (`raise_points_to_win`: Q's Planet, "until solved, an
    /// additional 40 points are needed for any player to win").
    pub fn points_to_win(&self, player: PlayerId) -> i64 {
        let raised: i64 = (self.state.statics.points_to_win.iter())
            .filter(|(p, _, _)| *p == player)
            .map(|(_, points, _)| points)
            .sum();
        VICTORY_POINTS + raised
    }

    /// Whether `player` may draw: not while a lasting effect forbids it ("draw no cards this
    /// turn", Q's Tent).
    pub fn may_draw(&self, player: PlayerId) -> bool {
        let forbidden = |l: &Lasting| matches!(&l.effect, LastingEffect::Forbid { action, .. } if action == "draw");
        !self.state.lasting_on_player(player).any(forbidden)
    }

    /// Draws a card. In the play phase the game is over as soon as a draw deck runs out, when
    /// its last card is drawn, even in the middle of a turn (FAQ:159, FAQ:163); a draw from a
    /// deck already empty ends it too. The opening hand, drawn before play begins, does not.
    pub fn draw(&mut self, player: PlayerId) {
        self.draw_from(player, false);
    }

    /// Draws a card from the top of the draw deck, or from its bottom ("draw an equal number
    /// from the bottom of your draw deck": Remodulation), as [`Self::draw`] does.
    pub fn draw_from(&mut self, player: PlayerId, bottom: bool) {
        if !self.may_draw(player) {
            return;
        }
        let deck = Place::DrawDeck { player };
        // A pile lists its cards bottom first.
        let pile = self.state.in_place(&deck);
        let next = if bottom { pile.first() } else { pile.last() };
        match next.copied() {
            Some(card) => {
                self.move_to(card, Place::Hand { player });
                if self.state.phase == Phase::Play && self.state.in_place(&deck).is_empty() {
                    self.deck_out(player);
                }
            }
            None => self.deck_out(player),
        }
    }

    /// A player's deck ran out: the highest score wins (FAQ:159).
    pub fn deck_out(&mut self, player: PlayerId) {
        let [a, b] = [self.state.players[0].score, self.state.players[1].score];
        let winner = match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(PlayerId(0)),
            std::cmp::Ordering::Less => Some(PlayerId(1)),
            std::cmp::Ordering::Equal => None,
        };
        self.end_game(winner, format!("{player}'s draw deck ran out"));
    }

    /// Stops a card by a rule until the start of turn `until` (S:761), and logs it.
    pub(crate) fn stop_until(&mut self, card: CardId, until: u32) {
        self.stop_for(card, None, Until::TurnStart(until));
    }

    /// Stops a card for a time (S:761; a longer stop already on it still holds), by the
    /// text or rule of `source`, and logs it.
    pub(crate) fn stop_for(&mut self, card: CardId, source: Option<CardId>, until: Until) {
        self.state.add_lasting(Lasting {
            effect: LastingEffect::Stopped,
            subject: Subject::Card(card),
            source,
            until,
        });
        self.emit(Event::Status {
            card,
            status: StatusKind::Stopped,
            on: true,
        });
    }

    /// Opens a response window on an action, the player not taking it asked first.
    pub(crate) fn open_window(&mut self, action: crate::state::ActionRef) {
        let opened_at = self.checkpoint();
        let responder = action.by.other();
        self.state.flow.push(crate::state::Frame::Window {
            action,
            responder,
            passes: 0,
            opened_at,
        });
    }

    /// Ends the game: first the texts that answer its end run (`when game_end`), and one of
    /// them that ends the game names the result in place of this one (Devidian Door: "or at
    /// game end, if sooner, you must show a Devidian Door ... or you lose the game").
    pub fn end_game(&mut self, winner: Option<PlayerId>, reason: String) {
        if self.state.phase == Phase::Over {
            return;
        }
        if let Some(ending) = self.ending.as_mut() {
            *ending = (winner, reason);
            return;
        }
        self.ending = Some((winner, reason));
        let rules = self.rules;
        rules.game_ending(self);
        let Some((winner, reason)) = self.ending.take() else {
            return;
        };
        self.state.phase = Phase::Over;
        self.state.winner = winner;
        self.emit(Event::GameEnded { winner, reason });
    }

    /// Whether the game is ending: the texts that answer its end are running.
    pub(crate) fn game_ending(&self) -> bool {
        self.ending.is_some()
    }

    /// Shuffles a player's draw deck with the game's generator.
    pub fn shuffle_deck(&mut self, player: PlayerId) {
        let deck = Place::DrawDeck { player };
        self.state.cards.written_mut().place(&deck);
        if let Some(cards) = self.state.zones.get_mut(&deck) {
            self.state.rng.shuffle(cards);
        }
    }
}
