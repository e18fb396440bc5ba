//! Checking whose turn it is and what players see and decide: a card's face seen or hidden by a player, the count
//! of cards seeded under a mission, the order in which plays resolved, and how many options
//! the pending decision offers.

use super::board::Names;
use super::check::{card_named, title, who, Check};
use super::model::Expectation;
use crate::engine::Game;
use crate::event::Event;
use crate::state::Place;

/// Checks one of these expectations.
pub(super) fn check(game: &Game, names: &Names, expectation: &Expectation) -> Check {
    let state = game.state();
    match expectation {
        Expectation::Winner(winner) => {
            let name = |w: Option<crate::ids::PlayerId>| {
                w.map_or("no winner".to_string(), |p| format!("{} the winner", who(p)))
            };
            if state.phase != crate::state::Phase::Over || state.winner != *winner {
                let actual = if state.phase == crate::state::Phase::Over {
                    format!("the game over, {}", name(state.winner))
                } else {
                    "the game not over".to_string()
                };
                return Err((format!("the game over, {}", name(*winner)), actual));
            }
        }
        Expectation::Turn(player, number) => {
            let now = (state.phase == crate::state::Phase::Play).then_some((state.active, state.turn_number));
            if now != Some((*player, *number)) {
                let actual = match now {
                    Some((active, turn)) => format!("{} turn {turn}", who(active)),
                    None => format!("the phase {}", super::check_seed::phase_word(state.phase)),
                };
                return Err((format!("{} turn {number}", who(*player)), actual));
            }
        }
        Expectation::Visible(wanted, name, viewer) => {
            let card = card_named(names, name)?;
            let seen = crate::visibility::visible_to(state, game.pool(), card, *viewer);
            if seen != *wanted {
                let word = |seen: bool| if seen { "visible" } else { "hidden" };
                return Err((
                    format!("{name} {} to {}", word(*wanted), who(*viewer)),
                    format!(
                        "{name} {} to {} ({:?})",
                        word(seen),
                        who(*viewer),
                        state.card(card).place
                    ),
                ));
            }
        }
        Expectation::SeedCards(mission, count) => {
            let location = names
                .location(mission, state)
                .ok_or_else(|| (format!("a mission named `{mission}`"), "no such mission".to_string()))?;
            let actual = state.in_place(&Place::SeedStack { location }).len();
            if actual != *count {
                return Err((
                    format!("{count} cards seeded under {mission}"),
                    format!("{actual} cards seeded under {mission}"),
                ));
            }
        }
        Expectation::Resolved(wanted) => {
            let actual: Vec<String> = game
                .log()
                .iter()
                .filter_map(|event| match event {
                    Event::Resolved { card, .. } => Some(title(game, *card)),
                    _ => None,
                })
                .filter(|t| wanted.contains(t))
                .collect();
            if &actual != wanted {
                return Err((
                    format!("the plays resolved in the order {wanted:?}"),
                    format!("they resolved in the order {actual:?}"),
                ));
            }
        }
        Expectation::Options(player, count, containing) => {
            let Some(decision) = game.pending() else {
                return Err((
                    format!("{} to decide among {count} options", who(*player)),
                    "no decision is pending".into(),
                ));
            };
            let options: Vec<&String> = decision
                .options
                .iter()
                .filter(|o| containing.as_ref().is_none_or(|text| o.contains(text.as_str())))
                .collect();
            let which = containing
                .as_ref()
                .map_or(String::new(), |text| format!(" containing \"{text}\""));
            if decision.player != *player || options.len() != *count {
                return Err((
                    format!("{} to decide among {count} options{which}", who(*player)),
                    format!(
                        "{} decides among {} options{which}: {options:?}",
                        who(decision.player),
                        options.len()
                    ),
                ));
            }
        }
        _ => {}
    }
    Ok(())
}
