//! The seed phases (S:186-229): players alternate, seeding one card or passing; a phase ends
//! when both pass in a row, except the mission phase, which ends when every mission is placed
//! (S:197). Then unused seed cards go out of play (S:229), each player draws an opening hand,
//! and the first play-phase turn begins.

use super::placement::{facility_sites, fits_under, mission_positions, represented_at, table_seeds};
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::state::{Frame, Segment};
use crate::state::{Location, Phase, Place};

/// The opening hand (a published-rules number, not in these rules files: see GAPS.md).
pub const OPENING_HAND: usize = 7;

/// One seed turn.
pub(crate) fn seed_step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    match step.state.phase {
        Phase::SeedDoorways => match super::doorways::seed_doorway(step)? {
            true => Ok(()),
            false => pass(step, Phase::SeedMissions),
        },
        Phase::SeedMissions => seed_mission(step),
        Phase::SeedDilemmas => seed_under_missions(step),
        Phase::SeedFacilities => seed_facility(step),
        _ => Ok(()),
    }
}

fn seed_cards(step: &Step<'_>, player: PlayerId, kinds: &[&str]) -> Vec<CardId> {
    step.state
        .in_place(&Place::SeedDeck { player })
        .iter()
        .copied()
        .filter(|&c| kinds.contains(&step.def(c).kind.as_str()) && !step.gated(player, c))
        .collect()
}

/// S:197: place a mission at either end of the spaceline; no passing while missions remain.
fn seed_mission(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let missions = seed_cards(step, player, &["mission"]);
    if missions.is_empty() {
        if seed_cards(step, player.other(), &["mission"]).is_empty() {
            return next_phase(step, Phase::SeedDilemmas);
        }
        step.state.active = player.other();
        return Ok(());
    }
    let mut options = Vec::new();
    let mut moves = Vec::new();
    for &mission in &missions {
        if let Some(location) = represented_at(step, mission) {
            // S:199: a unique mission already on the spaceline: this copy stacks on it.
            let there = step.state.location(location).mission;
            options.push(format!("stack {} on {}", step.describe(mission), step.describe(there)));
            moves.push(MissionMove::Stack(mission, location));
        } else {
            for index in mission_positions(step, mission) {
                options.push(format!(
                    "place {}{}",
                    step.describe(mission),
                    position_words(step, index)
                ));
                moves.push(MissionMove::Insert(mission, index));
            }
        }
    }
    let table = table_seeds(step, player);
    for &card in &table {
        options.push(format!("seed {} on the table", step.describe(card)));
        moves.push(MissionMove::Table(card));
    }
    let chosen = step.decide(player, "seed a mission".into(), options)?;
    let (mission, location) = match moves[chosen] {
        MissionMove::Table(card) => return seed_on_table(step, card),
        MissionMove::Stack(mission, location) => {
            step.state.location_mut(location).stacked.push(mission);
            (mission, location)
        }
        MissionMove::Insert(mission, position) => {
            let location = step.state.insert_location(position, Location::new(mission));
            (mission, location)
        }
    };
    step.move_to(mission, Place::Mission { location });
    step.emit(Event::MissionPlaced {
        card: mission,
        location,
    });
    step.state.active = player.other();
    Ok(())
}

/// Where a seeded mission goes.
#[derive(Clone, Copy)]
enum MissionMove {
    /// Inserted into the spaceline at an index (0: the left end).
    Insert(CardId, usize),
    /// On the copy already at a location.
    Stack(CardId, LocationId),
    /// Not a mission: a card seeded on the table between missions (S:227).
    Table(CardId),
}

/// How an option names where a mission goes: an end, or next to a location of its region.
fn position_words(step: &Step<'_>, index: usize) -> String {
    let len = step.state.spaceline.len();
    let name = |i: usize| match step.state.at_position(i) {
        Some(location) => step.describe(step.state.location(location).mission),
        None => String::new(),
    };
    match index {
        _ if len == 0 => String::new(),
        0 => " at the left end".into(),
        _ if index == len => " at the right end".into(),
        _ => format!(" between {} and {}", name(index - 1), name(index)),
    }
}

/// S:224, S:233: a card that seeds on the table, face up; then the other player seeds.
fn seed_on_table(step: &mut Step<'_>, card: CardId) -> Result<(), Interrupt> {
    let player = step.state.active;
    step.move_to(card, Place::Table { player });
    step.state.passes = 0;
    step.state.active = player.other();
    Ok(())
}

/// Adds the table seeds to the end of a phase's options, and answers their cards in order.
fn offer_table_seeds(step: &Step<'_>, options: &mut Vec<String>) -> Vec<CardId> {
    let table = table_seeds(step, step.state.active);
    for &card in &table {
        options.push(format!("seed {} on the table", step.describe(card)));
    }
    table
}

/// S:201-211: one dilemma or artifact under a mission, to the bottom of its stack, or pass.
fn seed_under_missions(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let mut options = vec!["pass".to_string()];
    let mut seeds = Vec::new();
    let mut cards = seed_cards(step, player, &["dilemma", "artifact"]);
    // Doorways and Q-dilemmas seeded like dilemmas (Q-Flash, M:325; Hide and Seek: "May be
    // seeded as a [S/P] dilemma").
    cards.extend(
        seed_cards(step, player, &["doorway", "q_dilemma"])
            .into_iter()
            .filter(|&c| step.def(c).seeds_under_missions),
    );
    for card in cards {
        for location in step.state.locations().collect::<Vec<_>>() {
            if can_seed_under(step, card, location) {
                let mission = step.state.location(location).mission;
                options.push(format!("seed {} under {}", step.describe(card), step.describe(mission)));
                seeds.push((card, location));
            }
        }
    }
    let table = offer_table_seeds(step, &mut options);
    let chosen = step.decide(player, "seed a dilemma or artifact, or pass".into(), options)?;
    if chosen == 0 {
        return pass(step, Phase::SeedFacilities);
    }
    if let Some(&card) = table.get(chosen.wrapping_sub(1 + seeds.len())) {
        return seed_on_table(step, card);
    }
    let (card, location) = seeds[chosen - 1];
    step.state.move_card_to_bottom(card, Place::SeedStack { location });
    step.emit(Event::Moved {
        card,
        from: Place::SeedDeck { player },
        to: Place::SeedStack { location },
    });
    step.state.passes = 0;
    step.state.active = player.other();
    Ok(())
}

/// Planet cards under planet missions, space cards under space missions (S:203-205); one
/// copy of a card per player under a mission (S:206, M:240-246). The seed phase offers only
/// legal seeds: bluff mis-seeds (M:250) are not offered (GAPS.md).
fn can_seed_under(step: &Step<'_>, card: CardId, location: LocationId) -> bool {
    let fits = fits_under(step, card, location);
    let owner = step.state.card(card).owner;
    let title = &step.def(card).title;
    let duplicate = step
        .state
        .in_place(&Place::SeedStack { location })
        .iter()
        .any(|&c| step.state.card(c).owner == owner && &step.def(c).title == title);
    fits && !duplicate
}

/// S:213: a facility in front of a mission on the player's side (see `facility_sites`).
fn seed_facility(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let mut options = vec!["pass".to_string()];
    let mut seeds = Vec::new();
    for card in seed_cards(step, player, &["facility"]) {
        for location in facility_sites(step, card, player)? {
            options.push(format!(
                "seed {} at {}",
                step.describe(card),
                step.describe(step.state.location(location).mission)
            ));
            seeds.push((card, location));
        }
    }
    let table = offer_table_seeds(step, &mut options);
    let chosen = step.decide(player, "seed a facility, or pass".into(), options)?;
    if chosen == 0 {
        return pass(step, Phase::Play);
    }
    if let Some(&card) = table.get(chosen.wrapping_sub(1 + seeds.len())) {
        return seed_on_table(step, card);
    }
    let (card, location) = seeds[chosen - 1];
    step.move_to(card, Place::AtLocation { location, player });
    // A multi-affiliation facility is declared in a mode as it seeds (M:473).
    crate::rules::affiliation::declare(step, player, card)?;
    step.state.passes = 0;
    step.state.active = player.other();
    Ok(())
}

/// A pass; two in a row end the phase (S:189).
pub(crate) fn pass(step: &mut Step<'_>, next: Phase) -> Result<(), Interrupt> {
    let player = step.state.active;
    step.emit(Event::Passed { player });
    step.state.passes += 1;
    step.state.active = player.other();
    if step.state.passes >= 2 {
        return next_phase(step, next);
    }
    Ok(())
}

fn next_phase(step: &mut Step<'_>, next: Phase) -> Result<(), Interrupt> {
    step.state.phase = next;
    step.state.passes = 0;
    step.state.active = PlayerId(0);
    step.emit(Event::PhaseBegan { phase: next });
    if next == Phase::Play {
        begin_play(step);
    }
    Ok(())
}

/// Unused seed cards, and side decks no doorway opened, go out of play (S:229); opening
/// hands; the first turn.
fn begin_play(step: &mut Step<'_>) {
    super::doorways::close_unopened(step);
    for player in PlayerId::BOTH {
        let unused: Vec<CardId> = step.state.in_place(&Place::SeedDeck { player }).to_vec();
        for card in unused {
            step.move_to(card, Place::OutOfPlay { player });
        }
        for _ in 0..OPENING_HAND {
            if step.state.in_place(&Place::DrawDeck { player }).is_empty() {
                break;
            }
            step.draw(player);
        }
    }
    step.state.flow = vec![Frame::Turn {
        segment: Segment::Start,
    }];
    step.state.turn_number = 1;
    step.emit(Event::TurnBegan {
        player: PlayerId(0),
        number: 1,
    });
}
