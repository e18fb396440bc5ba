//! Multi-affiliation cards (Glossary, "multi-affiliation cards", M:473-479): a card with two
//! or more affiliation icons is in one affiliation "mode" at a time. Its controller declares
//! the mode when it enters play: reported or downloaded (compatible with the facility it
//! reports to) or seeded (an outpost matching the mission), M:473; and may
//! change it between other actions, any number of times (M:475): in his orders, never in the
//! middle of an action such as a mission attempt. A change that would leave the personnel
//! under house arrest (incompatible with the ship or facility it is aboard, or with the crew
//! or Away Team it is in) is refused: remove it first (M:477); a ship or facility may not
//! change to a mode its personnel aboard are not compatible with. The card's features in each
//! mode are its text (`static while count(self.where([Fed])) > 0 { ... }`), and every rule that
//! reads affiliations reads the mode (`Step::affiliation_icons`).

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::{GameCards, Interrupt, Step};
use crate::state::Place;

/// Whether a card is a multi-affiliation personnel, ship or facility.
pub(crate) fn is_multi(step: &Step<'_>, card: CardId) -> bool {
    is_multi_def(step.def(card))
}

/// Whether a definition is that of a multi-affiliation personnel, ship or facility.
fn is_multi_def(def: &crate::defs::CardDef) -> bool {
    def.affiliations.len() > 1 && def.is_one_of(&["personnel", "ship", "facility"])
}

/// Declares the mode of a multi-affiliation card that just entered play, reported, downloaded
/// or seeded (M:473): its controller chooses among its affiliations compatible with the
/// facility it reports to (any of them when it reports to none); an outpost's, among those
/// matching an affiliation icon of the mission it is seeded at.
pub(crate) fn declare(step: &mut Step<'_>, player: PlayerId, card: CardId) -> Result<(), Interrupt> {
    if !is_multi(step, card) {
        return Ok(());
    }
    if step.def(card).is("facility") {
        let Some(location) = step.location_of(card) else {
            return Ok(());
        };
        let icons = step.affiliation_icons(step.state.location(location).mission);
        let printed = step.def(card).affiliations.clone();
        let mut modes: Vec<String> = printed.iter().filter(|m| icons.contains(m)).cloned().collect();
        if modes.is_empty() {
            modes = printed;
        }
        return choose_mode(step, player, card, modes);
    }
    let facilities: Vec<CardId> = match step.state.card(card).place {
        Place::Aboard { card: host } => vec![host],
        Place::AtLocation { location, player } => step
            .state
            .in_place(&Place::AtLocation { location, player })
            .iter()
            .copied()
            .filter(|&c| c != card && step.def(c).is("facility"))
            .collect(),
        _ => Vec::new(),
    };
    let printed = step.def(card).affiliations.clone();
    let mut modes: Vec<String> = printed
        .iter()
        .filter(|mode| {
            facilities.is_empty()
                || facilities
                    .iter()
                    .any(|&f| step.any_compatible(player, std::slice::from_ref(*mode), &step.affiliation_icons(f)))
        })
        .cloned()
        .collect();
    if modes.is_empty() {
        modes = printed;
    }
    choose_mode(step, player, card, modes)
}

/// The controller picks the card's mode among `modes`.
fn choose_mode(step: &mut Step<'_>, player: PlayerId, card: CardId, modes: Vec<String>) -> Result<(), Interrupt> {
    let options = modes.iter().map(|m| format!("as {m}")).collect();
    let prompt = format!("declare the affiliation of {}", step.named(card));
    let chosen = step.decide(player, prompt, options)?;
    set_mode(step, card, modes[chosen].clone());
    Ok(())
}

/// Puts a card in an affiliation mode and logs it.
pub(crate) fn set_mode(step: &mut Step<'_>, card: CardId, mode: String) {
    step.state.card_mut(card).status.mode = Some(mode.clone());
    step.emit(Event::ModeChanged {
        card,
        affiliation: mode,
    });
}

/// The game's multi-affiliation cards (either face), in play or not, in the order of their
/// ids: read once for the game (`kernel::GameCards`), so each orders list looks at these
/// alone, not at every card in play.
fn multi_affiliation_cards(step: &Step<'_>) -> crate::kernel::CardList {
    let count = step.state.cards.len();
    step.in_play_memo.game_cards(GameCards::MultiAffiliation, count, || {
        (0..count as u32)
            .map(CardId)
            .filter(|&card| step.either_face(card, is_multi_def))
            .collect()
    })
}

/// The mode changes `player` may make now, with their labels: each of his multi-affiliation
/// cards in play to each of its other affiliations, unless that would leave personnel under
/// house arrest (M:477).
pub(crate) fn mode_changes(step: &Step<'_>, player: PlayerId) -> Vec<(String, CardId, String)> {
    let mut changes = Vec::new();
    // A function of which cards are in play, as `Step::in_play` is.
    crate::state::reads::in_play();
    for card in multi_affiliation_cards(step) {
        let record = step.state.card(card);
        if !record.place.in_play()
            || record.controller != player
            || !is_multi(step, card)
            || record.status.captive.is_some()
            || record.status.commandeered
        {
            continue;
        }
        let Some(current) = record.status.mode.clone() else {
            continue;
        };
        for mode in step.def(card).affiliations.clone() {
            if mode != current && !house_arrest(step, player, card, &mode) {
                let label = format!("change {} to {mode} mode", step.named(card));
                changes.push((label, card, mode));
            }
        }
    }
    changes
}

/// Whether putting `card` in `mode` would leave personnel under house arrest: a personnel
/// incompatible with the ship or facility it is aboard or with the others of its crew or Away
/// Team; a ship or facility incompatible with its controller's personnel aboard (M:477).
fn house_arrest(step: &Step<'_>, player: PlayerId, card: CardId, mode: &str) -> bool {
    if step.state.assimilated(card) {
        // Its affiliation stays Borg whatever its mode (M:479).
        return false;
    }
    let mine = vec![mode.to_string()];
    let incompatible = |other: CardId| {
        !step.compatible_with_all(card)
            && !step.compatible_with_all(other)
            && !step.any_compatible(player, &mine, &step.affiliation_icons(other))
    };
    let companions = |place: Place| -> Vec<CardId> {
        step.state
            .in_place(&place)
            .iter()
            .copied()
            .filter(|&c| {
                let record = step.state.card(c);
                c != card
                    && step.def(c).is("personnel")
                    && record.controller == player
                    && record.status.captive.is_none()
            })
            .collect()
    };
    if step.def(card).is_one_of(&["ship", "facility"]) {
        return companions(Place::Aboard { card }).into_iter().any(incompatible);
    }
    let place = step.state.card(card).place;
    let host_incompatible = match place {
        Place::Aboard { card: host } => step.state.card(host).controller == player && incompatible(host),
        _ => false,
    };
    host_incompatible
        || (matches!(place, Place::Aboard { .. } | Place::Surface { .. })
            && companions(place).into_iter().any(incompatible))
}
