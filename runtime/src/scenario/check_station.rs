//! Checking the expectations about stations and who holds them: a card's affiliation and
//! controller now, the face a double-sided card shows (S:579), and a station's row of sites
//! (S:425).

use super::board::Names;
use super::check::{card_named, title, who, Check};
use super::model::Expectation;
use crate::engine::Game;

/// Checks a station expectation: `Err((expected, actual))` when it fails.
pub(super) fn check(game: &Game, names: &Names, expectation: &Expectation) -> Check {
    match expectation {
        Expectation::Affiliation(name, icons) => {
            let card = card_named(names, name)?;
            let actual = crate::engine::affiliation_of(game, card);
            if actual != *icons {
                return Err((format!("{name}'s affiliation {}", icons.join(", ")), actual.join(", ")));
            }
        }
        Expectation::Controller(name, player) => {
            let card = card_named(names, name)?;
            let actual = game.state().controller_of(card);
            if actual != *player {
                return Err((format!("{name} controlled by {}", who(*player)), who(actual)));
            }
        }
        Expectation::Face(name, face) => {
            let card = card_named(names, name)?;
            let actual = title(game, card);
            if actual != *face {
                return Err((format!("{name} showing the face {face}"), actual));
            }
        }
        Expectation::Sites(name, titles) => {
            let station = card_named(names, name)?;
            let actual: Vec<String> = crate::engine::sites_of(game, station)
                .into_iter()
                .map(|site| title(game, site))
                .collect();
            if actual != *titles {
                let words = |list: &[String]| {
                    if list.is_empty() {
                        "empty".to_string()
                    } else {
                        list.join(", ")
                    }
                };
                return Err((format!("{name}'s sites {}", words(titles)), words(&actual)));
            }
        }
        _ => {}
    }
    Ok(())
}
