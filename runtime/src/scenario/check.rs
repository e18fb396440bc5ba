//! Checking one expectation of a scenario against the game: each returns what was expected
//! and what the game showed when they differ. The expectations about what players see and
//! decide are in `check_view`, those about the seed phases in `check_seed`.

use super::board::{self, Names};
use super::model::Expectation;
use crate::engine::{Frame, Game};
use crate::ids::{CardId, PlayerId};
use crate::state::Status;

/// A checked step: `Err((expected, actual))` when it failed.
pub(super) type Check = Result<(), (String, String)>;

/// A player as scenarios write it: `P1`.
pub(super) fn who(player: PlayerId) -> String {
    format!("P{}", player.0 + 1)
}

/// A card's title.
pub(super) fn title(game: &Game, card: CardId) -> String {
    game.pool().def(game.state().card(card).def).title.clone()
}

/// A card's statuses as words (`stopped, damaged`), or `no status`.
pub(super) fn status_words(game: &Game, card: CardId) -> String {
    let state = game.state();
    let record: &Status = &state.card(card).status;
    let words: Vec<&str> = [
        (state.is_stopped(card), "stopped"),
        (record.damaged, "damaged"),
        (record.disabled, "disabled"),
        (record.quarantine, "quarantined"),
        (record.stasis, "in_stasis"),
        (record.cloaked, "cloaked"),
        (record.captive.is_some(), "captive"),
        (record.face_down, "face down"),
        (crate::reveal::revealed(state, game.pool(), card), "revealed"),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|(_, word)| *word)
    .collect();
    if words.is_empty() {
        "no status".into()
    } else {
        words.join(", ")
    }
}

pub(super) fn card_named(names: &Names, name: &str) -> Result<CardId, (String, String)> {
    names.cards.get(name).copied().ok_or_else(|| {
        (
            format!("a card named `{name}`"),
            "no card has that name on the board".into(),
        )
    })
}

/// Checks one expectation.
pub(super) fn check(game: &Game, names: &Names, expectation: &Expectation) -> Check {
    let state = game.state();
    let offered = |player: PlayerId, text: &str| {
        game.pending()
            .filter(|d| d.player == player)
            .is_some_and(|d| d.options.iter().any(|o| o.contains(text)))
    };
    let pending = || match game.pending() {
        Some(d) => format!("{} decides \"{}\" among {:?}", who(d.player), d.prompt, d.options),
        None => "no decision is pending".to_string(),
    };
    match expectation {
        Expectation::Deck(codes, text) => return super::check_deck::check(game.pool(), codes, text),
        Expectation::Stack(entries) => {
            let actual: Vec<String> = state
                .flow
                .iter()
                .filter_map(|f| match f {
                    Frame::Play { card, player, .. } => Some(format!("{} {}", title(game, *card), who(*player))),
                    _ => None,
                })
                .collect();
            let expected: Vec<String> = entries.iter().map(|(t, p)| format!("{t} {}", who(*p))).collect();
            if actual != expected {
                return Err((format!("the stack {expected:?}"), format!("the stack {actual:?}")));
            }
        }
        Expectation::Place(name, place, player) => {
            let card = card_named(names, name)?;
            let player = player.unwrap_or(state.card(card).owner);
            let wanted = board::resolve(place, player, names, game.pool(), state)
                .map_err(|m| (format!("{name} in a place"), m))?;
            let actual = state.card(card).place;
            if actual != wanted {
                return Err((format!("{name} at {wanted:?}"), format!("{name} at {actual:?}")));
            }
        }
        Expectation::Elsewhere(name, place, player) => {
            let card = card_named(names, name)?;
            let player = player.unwrap_or(state.card(card).owner);
            let unwanted = board::resolve(place, player, names, game.pool(), state)
                .map_err(|m| (format!("{name} not in a place"), m))?;
            let actual = state.card(card).place;
            if actual == unwanted {
                return Err((format!("{name} not at {unwanted:?}"), format!("{name} at {actual:?}")));
            }
        }
        Expectation::Offered(wanted, player, text) => {
            if offered(*player, text) != *wanted {
                let not = if *wanted { "" } else { "no " };
                return Err((format!("{not}option \"{text}\" for {}", who(*player)), pending()));
            }
        }
        Expectation::Pending(player, text) => {
            let ok = game
                .pending()
                .is_some_and(|d| d.player == *player && d.prompt.contains(text.as_str()));
            if !ok {
                return Err((format!("{} to decide \"{text}\"", who(*player)), pending()));
            }
        }
        Expectation::Score(player, points) => {
            let actual = state.players[player.index()].score;
            if actual != *points {
                return Err((
                    format!("{} at {points} points", who(*player)),
                    format!("{actual} points"),
                ));
            }
        }
        Expectation::Solved(wanted, name, by) => {
            let location = names
                .location(name, state)
                .ok_or_else(|| (format!("a mission named `{name}`"), "no such mission".to_string()))?;
            let solved_by = state.location(location).solved_by;
            let ok = match (wanted, by) {
                (true, Some(by)) => solved_by == Some(*by),
                (true, None) => solved_by.is_some(),
                (false, _) => solved_by.is_none(),
            };
            if !ok {
                let not = if *wanted { "" } else { "not " };
                return Err((format!("{name} {not}solved"), format!("solved by {solved_by:?}")));
            }
        }
        Expectation::Scouted(wanted, name, by) => {
            let location = names
                .location(name, state)
                .ok_or_else(|| (format!("a mission named `{name}`"), "no such mission".to_string()))?;
            let complete: Vec<PlayerId> = state
                .location(location)
                .scouting
                .iter()
                .filter(|s| s.complete)
                .map(|s| s.player)
                .collect();
            let found = complete.iter().any(|&p| by.is_none_or(|by| by == p));
            if found != *wanted {
                let not = if *wanted { "" } else { "not " };
                return Err((
                    format!("{name} {not}scouted"),
                    format!("scouting complete for {complete:?}"),
                ));
            }
        }
        Expectation::Stopped(wanted, name) => {
            let card = card_named(names, name)?;
            if state.is_stopped(card) != *wanted {
                let not = if *wanted { "" } else { "not " };
                return Err((
                    format!("{name} {not}stopped"),
                    format!("{name}: {}", status_words(game, card)),
                ));
            }
        }
        Expectation::Status(wanted, status, name) => {
            let card = card_named(names, name)?;
            let record = &state.card(card).status;
            let on = match status.as_str() {
                "damaged" => record.damaged,
                "disabled" => record.disabled,
                "quarantined" => record.quarantine,
                "captive" => record.captive.is_some(),
                "revealed" => crate::reveal::revealed(state, game.pool(), card),
                _ => record.stasis,
            };
            if on != *wanted {
                let not = if *wanted { "" } else { "not " };
                return Err((
                    format!("{name} {not}{status}"),
                    format!("{name}: {}", status_words(game, card)),
                ));
            }
        }
        Expectation::Event(wanted, kind, about) => {
            let about = about.as_ref().map(|n| card_named(names, n)).transpose()?;
            let found = game.log().iter().any(|e| {
                let value = serde_json::to_value(e).unwrap_or_default();
                let same_kind = value.get("event").and_then(|v| v.as_str()) == Some(kind.as_str());
                let same_card = about.is_none_or(|card| {
                    ["card", "ship"]
                        .iter()
                        .any(|k| value.get(*k) == serde_json::to_value(card).ok().as_ref())
                });
                same_kind && same_card
            });
            if found != *wanted {
                let not = if *wanted { "" } else { "no " };
                return Err((
                    format!("{not}event {kind}"),
                    format!("{} events in the log", game.log().len()),
                ));
            }
        }
        Expectation::Refused(player, text) => {
            if offered(*player, text) {
                return Err((format!("no option \"{text}\" for {}", who(*player)), pending()));
            }
        }
        Expectation::Skill(wanted, name, skill) => {
            let card = card_named(names, name)?;
            let skills = state.skill_box(game.pool(), card);
            if (skills.halves(game.pool(), skill) > 0) != *wanted {
                let not = if *wanted { "" } else { "no " };
                return Err((format!("{name} with {not}{skill}"), skills.text()));
            }
        }
        Expectation::Skills(name, text) => {
            let card = card_named(names, name)?;
            let actual = state.skill_box(game.pool(), card).text();
            if actual != *text {
                return Err((format!("{name}'s skills {text}"), actual));
            }
        }
        Expectation::Affiliation(..) | Expectation::Controller(..) | Expectation::Face(..) | Expectation::Sites(..) => {
            return super::check_station::check(game, names, expectation);
        }
        Expectation::Phase(_) | Expectation::Seeds(..) | Expectation::Spaceline(..) => {
            return super::check_seed::check(game, names, expectation);
        }
        Expectation::Winner(_)
        | Expectation::Turn(..)
        | Expectation::Visible(..)
        | Expectation::SeedCards(..)
        | Expectation::Resolved(_)
        | Expectation::Options(..) => {
            return super::check_view::check(game, names, expectation);
        }
        Expectation::Attribute(name, attribute, value) => {
            let card = card_named(names, name)?;
            let actual = crate::engine::attribute_of(game, card, attribute);
            if actual != *value {
                return Err((format!("{name}'s {attribute} {value}"), format!("{actual}")));
            }
        }
        Expectation::Classification(name, class) => {
            let card = card_named(names, name)?;
            let actual = crate::engine::classification_of(game, card);
            // `none`: no classification (a Borg's, an assimilated personnel's: S:438).
            let expected = Some(class.as_str()).filter(|c| *c != "none");
            if actual.as_deref() != expected {
                return Err((format!("{name}'s classification {class}"), format!("{actual:?}")));
            }
        }
        Expectation::Countdown(name, value) => {
            let card = card_named(names, name)?;
            let printed = game.pool().def(state.card(card).def).countdown;
            let actual = state.card(card).countdown.or(printed);
            if actual != Some(*value) {
                return Err((format!("{name}'s countdown at {value}"), format!("{actual:?}")));
            }
        }
    }
    Ok(())
}
