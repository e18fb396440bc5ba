//! Timeline disruption (S:732-745): when history is changed ("Timeline disrupted in 2063": Stop
//! First Contact, Build Interplexing Beacon), Federation history ceases to exist. Humans (by
//! species, Borg originally human among them) and Federation-affiliation cards (a
//! multi-affiliation card in any mode) are placed out of play from everywhere: in play in any
//! quadrant, hands, draw decks, side decks, discard piles. Protected: cards with the Alternate
//! Universe or Mirror Quadrant icon, and a non-human whose Federation affiliation was lost (made
//! Non-Aligned, as by Memory Wipe or Frame of Mind). Cards that do not cease to exist but are
//! aboard or on a ship or facility that does go to their owner's hand; the draw decks that lost
//! cards are reshuffled. Cards at a time location (on a time location card, as Temporal Rift
//! and Time Travel Pod hold them, or aboard such a card) are protected too (S:740); the engine
//! has no time travel into the future yet (docs/rules.md, timeline-disruption).

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// Disrupts the timeline: every card that ceases to exist goes out of play, what it carried
/// that does not goes to its owner's hand, and the decks that lost cards are shuffled.
pub(super) fn disrupt(step: &mut Step<'_>) {
    let cards: Vec<CardId> = (0..step.state.cards.len() as u32).map(CardId).collect();
    let ceasing: Vec<CardId> = cards.into_iter().filter(|&c| ceases_to_exist(step, c)).collect();
    let mut decks: Vec<PlayerId> = Vec::new();
    for &card in &ceasing {
        for carried in step.hosted(card) {
            if !ceasing.contains(&carried) {
                let owner = step.state.card(carried).owner;
                step.move_to(carried, Place::Hand { player: owner });
            }
        }
    }
    for &card in &ceasing {
        let owner = step.state.card(card).owner;
        if let Place::DrawDeck { player } = step.state.place_of(card) {
            if !decks.contains(&player) {
                decks.push(player);
            }
        }
        step.move_to(card, Place::OutOfPlay { player: owner });
    }
    for player in decks {
        step.shuffle_deck(player);
        step.emit(Event::Shuffled { player });
    }
}

/// Whether a card ceases to exist: a human or a Federation-affiliation card, not protected, in
/// the game (not already out of play, nor a seed card never seeded).
fn ceases_to_exist(step: &Step<'_>, card: CardId) -> bool {
    if matches!(
        step.state.place_of(card),
        Place::OutOfPlay { .. } | Place::SeedDeck { .. }
    ) {
        return false;
    }
    if at_time_location(step, card) {
        return false;
    }
    let def = step.def(card);
    if step.icons_of(card).iter().any(|icon| icon == "AU" || icon == "MQ") {
        return false;
    }
    let human = def.species.iter().any(|s| s == "Human");
    // A converted affiliation is the one the card has now (Memory Wipe, Frame of Mind: made
    // Non-Aligned, it is no longer Federation); otherwise any printed one counts, whatever
    // the mode of a multi-affiliation card.
    let federation = match step.state.statics.affiliation(card) {
        Some(affiliation) => affiliation == "Federation",
        None => def.affiliations.iter().any(|a| a == "Federation"),
    };
    human || federation
}

/// Whether a card is at a time location (S:740): on or aboard a time location card, directly
/// or through the ship or facility that carries it there.
fn at_time_location(step: &Step<'_>, card: CardId) -> bool {
    let mut current = card;
    while let Place::On { card: host } | Place::Aboard { card: host } = step.state.place_of(current) {
        if step.def(host).time_location {
            return true;
        }
        current = host;
    }
    false
}
