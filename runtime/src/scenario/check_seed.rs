//! Checking the seed-phase expectations of a scenario: the phase, the order of the cards
//! under a mission, and the locations of the spaceline.

use super::board::Names;
use super::model::Expectation;
use crate::engine::Game;
use crate::state::{Phase, Place};

/// The word a scenario writes for a phase (as its `phase_began` event names it).
pub(super) fn phase_word(phase: Phase) -> &'static str {
    match phase {
        Phase::SeedDoorways => "seed_doorways",
        Phase::SeedMissions => "seed_missions",
        Phase::SeedDilemmas => "seed_dilemmas",
        Phase::SeedFacilities => "seed_facilities",
        Phase::Play => "play",
        Phase::Over => "over",
    }
}

/// The seed phase a word names.
pub(super) fn seed_phase(word: &str) -> Option<Phase> {
    [
        Phase::SeedDoorways,
        Phase::SeedMissions,
        Phase::SeedDilemmas,
        Phase::SeedFacilities,
    ]
    .into_iter()
    .find(|&p| phase_word(p) == word)
}

/// Checks a seed-phase expectation: `Err((expected, actual))` when it fails.
pub(super) fn check(game: &Game, names: &Names, expectation: &Expectation) -> Result<(), (String, String)> {
    let state = game.state();
    let title = |card| game.pool().def(state.card(card).def).title.clone();
    match expectation {
        Expectation::Phase(word) => {
            let actual = phase_word(state.phase);
            if actual != word {
                return Err((format!("the phase {word}"), format!("the phase {actual}")));
            }
        }
        Expectation::Seeds(mission, wanted) => {
            let location = names
                .location(mission, state)
                .ok_or_else(|| (format!("a mission named `{mission}`"), "no such mission".to_string()))?;
            let actual = state.in_place(&Place::SeedStack { location }).to_vec();
            let mut expected = Vec::new();
            for name in wanted {
                let card = names.cards.get(name).copied().ok_or_else(|| {
                    (
                        format!("a card named `{name}`"),
                        "no card has that name on the board".to_string(),
                    )
                })?;
                expected.push(card);
            }
            if actual != expected {
                let show = |cards: &[crate::ids::CardId]| cards.iter().map(|&c| title(c)).collect::<Vec<_>>();
                return Err((
                    format!("under {mission}: {:?}", show(&expected)),
                    format!("under {mission}: {:?}", show(&actual)),
                ));
            }
        }
        Expectation::Spaceline(quadrant, wanted) => {
            let actual: Vec<(String, usize)> = state
                .locations()
                .map(|l| state.location(l))
                .filter(|l| quadrant.is_none_or(|q| l.quadrant == q))
                .map(|l| (title(l.mission), 1 + l.stacked.len()))
                .collect();
            if &actual != wanted {
                return Err((format!("the spaceline {wanted:?}"), format!("the spaceline {actual:?}")));
            }
        }
        _ => {}
    }
    Ok(())
}
