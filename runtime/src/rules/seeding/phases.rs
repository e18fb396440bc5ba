//! The seed phases (S:186-229): players alternate, seeding one card or passing; a phase ends
//! when both pass in a row, except the mission phase, which ends when every mission is placed
//! (S:197). Then unused seed cards go out of play (S:229), each player draws an opening hand,
//! and the first play-phase turn begins.

use super::placement::{
    facility_sites, fits_kind, mission_kind_at, mission_positions, mission_quadrants, represented_at, seed_kind,
    seed_on_table, seeds_under_allows, table_seeds,
};
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::state::{Frame, Segment};
use crate::state::{Phase, Place};

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
    let mut moves = Vec::new();
    for &mission in &missions {
        if let Some(location) = represented_at(step, mission) {
            // S:199: a unique mission already on the spaceline: this copy stacks on it.
            moves.push(MissionMove::Stack(mission, location));
        } else {
            for quadrant in mission_quadrants(step, mission) {
                for index in mission_positions(step, mission, quadrant) {
                    moves.push(MissionMove::Insert(mission, quadrant, index));
                }
            }
        }
    }
    moves.extend(table_seeds(step, player).into_iter().map(MissionMove::Table));
    // The labels are built only when the decision is shown (`Step::decide_shown`).
    let chosen = step.decide_shown(player, moves.len(), |step| {
        let labels = moves.iter().map(|&chosen| mission_move_label(step, chosen)).collect();
        ("seed a mission".into(), labels)
    })?;
    let (mission, location) = match moves[chosen] {
        MissionMove::Table(card) => return seed_on_table(step, card),
        MissionMove::Stack(mission, location) => {
            step.state.location_mut(location).stacked.push(mission);
            (mission, location)
        }
        MissionMove::Insert(mission, quadrant, position) => {
            let location = crate::state::Location::new(mission).in_quadrant(quadrant);
            let location = step.state.insert_location(position, location);
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
    /// Inserted into a quadrant's spaceline at an index (0: the left end of the whole line).
    Insert(CardId, crate::defs::Quadrant, usize),
    /// On the copy already at a location.
    Stack(CardId, LocationId),
    /// Not a mission: a card seeded on the table between missions (S:227).
    Table(CardId),
}

/// How an option names a mission move.
fn mission_move_label(step: &Step<'_>, chosen: MissionMove) -> String {
    match chosen {
        MissionMove::Stack(mission, location) => {
            let there = step.state.location(location).mission;
            format!("stack {} on {}", step.describe(mission), step.describe(there))
        }
        MissionMove::Insert(mission, quadrant, index) => {
            format!(
                "place {}{}",
                step.describe(mission),
                position_words(step, quadrant, index)
            )
        }
        MissionMove::Table(card) => format!("seed {} on the table", step.describe(card)),
    }
}

/// How an option names where a mission goes: an end of its quadrant's spaceline, or next to a
/// location of its region.
fn position_words(step: &Step<'_>, quadrant: crate::defs::Quadrant, index: usize) -> String {
    let line = step.state.quadrant_positions(quadrant);
    let on = crate::rules::quadrants::spaceline_words(quadrant);
    let name = |i: usize| match step.state.at_position(i) {
        Some(location) => step.describe(step.state.location(location).mission),
        None => String::new(),
    };
    match index {
        _ if line.is_empty() && on.is_empty() => String::new(),
        _ if line.is_empty() => format!(" to start the{}", &on[" of the".len()..]),
        _ if index == line.start => format!(" at the left end{on}"),
        _ if index == line.end => format!(" at the right end{on}"),
        _ => format!(" between {} and {}", name(index - 1), name(index)),
    }
}

/// The labels of a seed phase's options, built only when the decision is shown: "pass",
/// one per card and place (`describe` names them), then one per table seed.
fn seed_labels(
    step: &Step<'_>,
    seeds: &[(CardId, LocationId)],
    table: &[CardId],
    describe: impl Fn(&Step<'_>, CardId, LocationId) -> String,
) -> Vec<String> {
    let mut labels = Vec::with_capacity(1 + seeds.len() + table.len());
    labels.push("pass".to_string());
    labels.extend(seeds.iter().map(|&(card, location)| describe(step, card, location)));
    labels.extend(
        table
            .iter()
            .map(|&card| format!("seed {} on the table", step.describe(card))),
    );
    labels
}

/// S:201-211: one dilemma or artifact under a mission, to the bottom of its stack, or pass.
fn seed_under_missions(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let mut seeds = Vec::new();
    let mut cards = seed_cards(step, player, &["dilemma", "artifact"]);
    // Doorways, Q-dilemmas and personnel seeded like dilemmas (Q-Flash, M:325; Hide and Seek:
    // "May be seeded as a [S/P] dilemma"; Mirasta Yale, under Malcor III alone).
    cards.extend(
        seed_cards(step, player, &["doorway", "q_dilemma", "personnel"])
            .into_iter()
            .filter(|&c| step.def(c).seeds_under_missions),
    );
    under_mission_seeds(step, &cards, &mut seeds)?;
    // Personnel and equipment a card seeded there lets seed with it (Cryosatellite, S:208).
    seeds.extend(super::hosted::hosted_seeds(step, player)?);
    let table = table_seeds(step, player);
    let chosen = step.decide_shown(player, 1 + seeds.len() + table.len(), |step| {
        let labels = seed_labels(step, &seeds, &table, |step, card, location| {
            let mission = step.state.location(location).mission;
            format!("seed {} under {}", step.describe(card), step.describe(mission))
        });
        ("seed a dilemma or artifact, or pass".into(), labels)
    })?;
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

/// The seeds of `cards` under the missions the rules allow, card by card, each in the
/// spaceline's order of the missions, added to `seeds`. Planet cards under planet missions,
/// space cards under space missions (S:203-205); one copy of a card per player under a mission
/// (S:206, M:240-246). The seed phase offers only legal seeds: bluff mis-seeds (M:250) are not
/// offered (GAPS.md). What a mission asks of a card seeded under it (its kind, its seed stack)
/// is read once per decision, not once per card.
fn under_mission_seeds(
    step: &mut Step<'_>,
    cards: &[CardId],
    seeds: &mut Vec<(CardId, LocationId)>,
) -> Result<(), Interrupt> {
    let first = seeds.len();
    {
        let step: &Step<'_> = step;
        // Room for every card under every mission at once: most fit, and growing the list
        // seed by seed copies it again and again.
        seeds.reserve(cards.len() * step.state.spaceline.len());
        let missions: Vec<(LocationId, &str, &[CardId])> = step
            .state
            .locations()
            .map(|location| {
                let stack = step.state.in_place(&Place::SeedStack { location });
                (location, mission_kind_at(step, location), stack)
            })
            .collect();
        for &card in cards {
            let (seeds_as, artifact) = (seed_kind(step, card), step.def(card).is("artifact"));
            let owner = step.state.card(card).owner;
            let title = step.def(card).card_title();
            for &(location, kind, stack) in &missions {
                let fits =
                    fits_kind(seeds_as, kind) || (artifact && super::hosted::artifact_welcome(step, location, card));
                let duplicate = || {
                    stack
                        .iter()
                        .any(|&c| step.state.card(c).owner == owner && step.def(c).card_title() == title)
                };
                if fits && !duplicate() {
                    seeds.push((card, location));
                }
            }
        }
    }
    // A card whose text names the missions it seeds under (Mirasta Yale) is asked of each;
    // without such a card, every seed found stays (most decisions).
    if !cards.iter().any(|&card| step.def(card).seeds_under.is_some()) {
        return Ok(());
    }
    let mut kept = first;
    for index in first..seeds.len() {
        let (card, location) = seeds[index];
        if seeds_under_allows(step, card, location)? {
            seeds[kept] = (card, location);
            kept += 1;
        }
    }
    seeds.truncate(kept);
    Ok(())
}

/// S:213: a facility in front of a mission on the player's side (see `facility_sites`); S:217:
/// a site onto a station (`rules::stations`).
fn seed_facility(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let mut seeds = Vec::new();
    for card in seed_cards(step, player, &["facility"]) {
        for location in facility_sites(step, card, player)? {
            seeds.push((card, location));
        }
    }
    let table = table_seeds(step, player);
    let aboard = super::aboard::aboard_seeds(step, player)?;
    let sites = crate::rules::stations::site_seeds(step, player)?;
    let shown = 1 + seeds.len() + table.len() + aboard.len() + sites.len();
    let chosen = step.decide_shown(player, shown, |step| {
        let mut labels = seed_labels(step, &seeds, &table, |step, card, location| {
            let mission = step.state.location(location).mission;
            format!("seed {} at {}", step.describe(card), step.describe(mission))
        });
        labels.extend(aboard.iter().map(|&(card, facility)| {
            let on = match () {
                _ if step.def(card).is("doorway") => "on",
                _ if step.def(card).is("ship") => "docked at",
                _ => "aboard",
            };
            format!("seed {} {on} {}", step.describe(card), step.describe(facility))
        }));
        labels.extend(
            sites
                .iter()
                .map(|&(site, station)| format!("seed {} on {}", step.describe(site), step.describe(station))),
        );
        ("seed a facility, or pass".into(), labels)
    })?;
    if chosen == 0 {
        return pass(step, Phase::Play);
    }
    if let Some(&card) = table.get(chosen.wrapping_sub(1 + seeds.len())) {
        return seed_on_table(step, card);
    }
    if let Some(&(card, facility)) = aboard.get(chosen.wrapping_sub(1 + seeds.len() + table.len())) {
        return super::aboard::seed_aboard(step, card, facility);
    }
    if let Some(&(site, station)) = sites.get(chosen.wrapping_sub(1 + seeds.len() + table.len() + aboard.len())) {
        // A site seeds for free onto the station (S:217, S:423), in its level's group.
        step.move_to(site, Place::On { card: station });
        step.state.card_mut(site).target = Some(station);
        crate::rules::stations::place_in_level(step, player, site)?;
        step.state.passes = 0;
        step.state.active = player.other();
        return Ok(());
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
    }]
    .into();
    step.state.turn_number = 1;
    step.emit(Event::TurnBegan {
        player: PlayerId(0),
        number: 1,
    });
}
