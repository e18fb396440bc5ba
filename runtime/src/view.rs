//! A plain-text view of a game for a terminal: the board as one player sees it, and a
//! pending decision with its options numbered from 1 for people.
//!
//! The view keeps hidden information hidden, as `crate::visibility` rules it for the viewer:
//! a card the viewer may not see is counted, never named. So cards seeded under a mission
//! (S:201, seeded face down), the opponent's hand (unless played revealed: Alien Probe,
//! `reveal`) and decks, the personnel and equipment aboard the opponent's ships and
//! facilities or in the opponent's Away Teams (a player sees them only when a rule requires
//! it, S:372), the opponent's cloaked ships and cards turned face down are counted.
//! Cards appear as the engine's options name them, `Title (#n)`, so a line of the board and
//! an option about the same card read alike.

use crate::decision::Decision;
use crate::defs::CardPool;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::{GameState, Phase, Place};
use std::fmt::Write;

/// The board as `viewer` sees it: phase, turn, scores, the spaceline left to right, then the
/// viewer's hand and piles and the opponent's counts.
pub fn render_board(state: &GameState, pool: &CardPool, viewer: PlayerId) -> String {
    render_board_with(state, pool, viewer, &|_| None)
}

/// [`render_board`], with each mission's requirements as `requirements` gives them by title
/// (the card's text as written; the engine holds them compiled).
pub fn render_board_with(
    state: &GameState,
    pool: &CardPool,
    viewer: PlayerId,
    requirements: &dyn Fn(&str) -> Option<String>,
) -> String {
    let view = View {
        state,
        pool,
        viewer,
        requirements,
    };
    let mut text = String::new();
    view.header(&mut text);
    view.spaceline(&mut text);
    view.piles(&mut text);
    text
}

/// A decision for people: who decides, the prompt, and the options numbered from 1.
pub fn render_decision(decision: &Decision) -> String {
    let mut text = format!("{} decides: {}\n", player_name(decision.player), decision.prompt);
    for (index, option) in decision.options.iter().enumerate() {
        let _ = writeln!(text, "  {:>2}. {option}", index + 1);
    }
    text
}

/// A player as people name them: `player 1` is the starting player.
pub fn player_name(player: PlayerId) -> String {
    format!("player {}", player.index() + 1)
}

/// A phase as people name it.
pub fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::SeedDoorways => "seeding doorways",
        Phase::SeedMissions => "seeding missions",
        Phase::SeedDilemmas => "seeding dilemmas and artifacts",
        Phase::SeedFacilities => "seeding facilities",
        Phase::Play => "play",
        Phase::Over => "game over",
    }
}

/// `1 card`, `2 cards`.
fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// What the board is drawn from.
struct View<'a> {
    state: &'a GameState,
    pool: &'a CardPool,
    viewer: PlayerId,
    /// A mission's requirements by title.
    requirements: &'a dyn Fn(&str) -> Option<String>,
}

impl View<'_> {
    /// Phase, turn and scores.
    fn header(&self, text: &mut String) {
        let state = self.state;
        let _ = write!(text, "== {}", phase_name(state.phase));
        if state.phase == Phase::Play {
            let _ = write!(text, ", turn {}", state.turn_number);
        }
        if state.phase != Phase::Over {
            let _ = write!(text, ": {} to act", player_name(state.active));
        }
        let _ = writeln!(text, " (you are {})", player_name(self.viewer));
        let scores: Vec<String> = PlayerId::BOTH
            .iter()
            .map(|&p| format!("{} {}", player_name(p), state.players[p.index()].score))
            .collect();
        let _ = writeln!(text, "score: {}", scores.join(", "));
        if let Some(winner) = state.winner {
            let _ = writeln!(text, "{} has won", player_name(winner));
        }
    }

    /// Each location, left to right, with both players' cards there.
    fn spaceline(&self, text: &mut String) {
        if self.state.spaceline.is_empty() {
            text.push_str("spaceline: empty\n");
            return;
        }
        text.push_str("spaceline, left to right:\n");
        for (position, location) in self.state.locations().enumerate() {
            self.location(position, location, text);
        }
    }

    /// One location, numbered by its position from 1: the mission line, cards atop it, then
    /// each player's side.
    fn location(&self, position: usize, location: LocationId, text: &mut String) {
        let spot = self.state.location(location);
        let def = self.pool.def(self.state.card(spot.mission).def);
        let owner = player_name(self.state.card(spot.mission).owner);
        let _ = write!(text, "  {}. {} ({owner}'s)", position + 1, self.name(spot.mission));
        if let Some(mission) = &def.mission {
            let _ = write!(text, " [{}, span {}", mission.kind, mission.span);
            if let Some(points) = def.points {
                let _ = write!(text, ", {points} points");
            }
            if !def.affiliations.is_empty() {
                let _ = write!(text, ", for {}", def.affiliations.join(", "));
            }
            if let Some(requirements) = (self.requirements)(&def.title) {
                let _ = write!(text, ", requires {requirements}");
            }
            text.push(']');
            match spot.solved_by {
                Some(player) => {
                    let _ = write!(text, ", solved by {}", player_name(player));
                }
                None => text.push_str(", unsolved"),
            }
        } else if let Some(span) = spot.span {
            // A card inserted as a location (Gaps in Normal Space): its kind and span.
            let kind = self.state.converted_kind(spot.mission).unwrap_or("space");
            let _ = write!(text, " [{kind} location, span {span}]");
        }
        let seeded = self.state.in_place(&Place::SeedStack { location }).len();
        let _ = writeln!(text, ", {} under it", count(seeded, "seed card"));
        let atop = self.state.in_place(&Place::AtopMission { location });
        if !atop.is_empty() {
            let _ = writeln!(text, "       atop: {}", self.group(atop));
        }
        for player in PlayerId::BOTH {
            let ships = self.state.in_place(&Place::AtLocation { location, player });
            let (shown, hidden): (Vec<CardId>, Vec<CardId>) = ships.iter().partition(|&&card| self.shown(card));
            for card in shown {
                let _ = writeln!(text, "       {}: {}", player_name(player), self.name(card));
                let aboard = self.state.in_place(&Place::Aboard { card });
                if !aboard.is_empty() {
                    let _ = writeln!(text, "         aboard: {}", self.group(aboard));
                }
            }
            if !hidden.is_empty() {
                // A cloaked ship and all aboard it (S:372).
                let _ = writeln!(
                    text,
                    "       {}: {}",
                    player_name(player),
                    count(hidden.len(), "hidden ship")
                );
            }
            let team = self.state.in_place(&Place::Surface { location, player });
            if !team.is_empty() {
                let _ = writeln!(
                    text,
                    "       {} Away Team on the surface: {}",
                    player_name(player),
                    self.group(team)
                );
            }
        }
    }

    /// The viewer's hand and piles, then the opponent's counts.
    fn piles(&self, text: &mut String) {
        for player in [self.viewer, self.viewer.other()] {
            let own = player == self.viewer;
            let whose = if own { "your" } else { "opponent's" };
            let hand = self.state.in_place(&Place::Hand { player });
            if own {
                let listed = if hand.is_empty() {
                    "empty".into()
                } else {
                    self.names(hand)
                };
                let _ = writeln!(text, "your hand ({}): {listed}", hand.len());
            } else if !hand.is_empty() && hand.iter().all(|&card| self.shown(card)) {
                // Played revealed (Alien Probe).
                let _ = writeln!(text, "opponent's hand (revealed, {}): {}", hand.len(), self.names(hand));
            } else {
                let _ = writeln!(text, "opponent's hand: {}", count(hand.len(), "card"));
            }
            let deck = self.state.in_place(&Place::DrawDeck { player }).len();
            let seeds = self.state.in_place(&Place::SeedDeck { player }).len();
            let discard = self.state.in_place(&Place::Discard { player });
            let top = discard
                .last()
                .map_or("empty".into(), |&card| format!("top {}", self.name(card)));
            let (deck, pile) = (count(deck, "card"), count(discard.len(), "card"));
            let _ = write!(text, "{whose} draw deck: {deck}; discard pile: {pile}, {top}");
            if seeds > 0 {
                let _ = write!(text, "; {} left to seed", count(seeds, "card"));
            }
            text.push('\n');
            let table = self.state.in_place(&Place::Table { player });
            if !table.is_empty() {
                let _ = writeln!(text, "{whose} cards on the table: {}", self.group(table));
            }
            self.side_decks(player, whose, text);
        }
    }

    /// A player's side decks (S:390): counted, or listed for their owner when the doorway
    /// that opened it lets him examine it (Q's Tent, S:394).
    fn side_decks(&self, player: PlayerId, whose: &str, text: &mut String) {
        for (place, cards) in self.state.zones.iter() {
            let Place::SideDeck { player: owner, deck } = *place else {
                continue;
            };
            if owner != player || cards.is_empty() {
                continue;
            }
            let title = &self.pool.def(deck).title;
            if cards.iter().all(|&card| self.shown(card)) {
                let _ = writeln!(
                    text,
                    "{whose} {title} side deck ({}): {}",
                    cards.len(),
                    self.names(cards)
                );
            } else {
                let _ = writeln!(text, "{whose} {title} side deck: {}", count(cards.len(), "card"));
            }
        }
    }

    /// Whether the viewer may see the card's face now (`crate::visibility`).
    fn shown(&self, card: CardId) -> bool {
        crate::visibility::visible_to(self.state, self.pool, card, self.viewer)
    }

    /// A group of cards aboard, on the surface, atop a mission or played on a card: those the
    /// viewer may see named with their statuses, the others counted.
    fn group(&self, cards: &[CardId]) -> String {
        let (shown, hidden): (Vec<CardId>, Vec<CardId>) = cards.iter().partition(|&&card| self.shown(card));
        match (shown.is_empty(), hidden.is_empty()) {
            (true, _) => count(hidden.len(), "card"),
            (false, true) => self.names(&shown),
            (false, false) => format!("{}, and {}", self.names(&shown), count(hidden.len(), "hidden card")),
        }
    }

    /// Cards named, comma separated.
    fn names(&self, cards: &[CardId]) -> String {
        cards.iter().map(|&card| self.name(card)).collect::<Vec<_>>().join(", ")
    }

    /// A card in play: `Title (#n)`, its statuses, and the cards played on it.
    fn name(&self, card: CardId) -> String {
        let state = self.state.card(card);
        let mut name = format!("{} (#{})", self.pool.def(state.def).title, card.0);
        let flags = [
            (self.state.is_stopped(card), "stopped"),
            (state.status.disabled, "disabled"),
            (state.status.stasis, "in stasis"),
            (state.status.damaged, "damaged"),
            (state.status.under_repair.is_some(), "under repair"),
            (state.status.quarantine, "quarantined"),
            (state.controller != state.owner, "controlled by the other player"),
        ];
        let on: Vec<&str> = flags.iter().filter(|(on, _)| *on).map(|(_, flag)| *flag).collect();
        if !on.is_empty() {
            let _ = write!(name, " [{}]", on.join(", "));
        }
        let played_on = self.state.in_place(&Place::On { card });
        if !played_on.is_empty() {
            let _ = write!(name, " with {}", self.group(played_on));
        }
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_number_their_options_from_one() {
        let decision = Decision {
            player: PlayerId(1),
            prompt: "choose a card to seed".into(),
            options: vec!["seed Q (#3)".into(), "pass".into()],
        };
        assert_eq!(
            render_decision(&decision),
            "player 2 decides: choose a card to seed\n   1. seed Q (#3)\n   2. pass\n"
        );
    }
}
