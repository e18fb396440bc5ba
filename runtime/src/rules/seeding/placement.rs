//! What may be seeded where (S:197-219, F:17): the planet/space fit of a seed card under a
//! mission, the one location a unique mission makes with its duplicate, and the missions a
//! facility may be seeded at. The seed phases offer these; a mis-seed revealed later is
//! judged by the same fit (see `misseed`).

use crate::defs::Quadrant;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::interp::{truth, Context};
use crate::kernel::{Interrupt, Step};
use crate::state::{ActionRef, ActionType, Place};

/// Whether a card fits under a mission by its icons: planet dilemmas and artifacts under a
/// mission with a planet icon, space dilemmas under one with a space icon, space/planet
/// dilemmas under any (S:203-205). An artifact prints no seed icon: it seeds as a planet card.
pub(crate) fn fits_under(step: &Step<'_>, card: CardId, location: LocationId) -> bool {
    fits_kind(seed_kind(step, card), mission_kind_at(step, location))
}

/// Where a card seeds by its icons (`planet`, `space`, `space_planet`): an artifact, which
/// prints no seed icon, as a planet card ([`fits_under`]).
pub(crate) fn seed_kind<'a>(step: &Step<'a>, card: CardId) -> &'a str {
    let def = step.def(card);
    def.seeds
        .as_deref()
        .unwrap_or(if def.is("artifact") { "planet" } else { "space_planet" })
}

/// The kind of the mission at a location as printed (`planet`, `space`, `dual`), what a seed
/// card's icons are matched against ([`fits_under`]).
pub(crate) fn mission_kind_at<'a>(step: &Step<'a>, location: LocationId) -> &'a str {
    let mission = step.def(step.state.location(location).mission);
    mission.mission.as_ref().map_or("planet", |m| m.kind.as_str())
}

/// Whether a card seeding as `seeds` ([`seed_kind`]) fits under a mission of `kind`
/// ([`mission_kind_at`]).
pub(crate) fn fits_kind(seeds: &str, kind: &str) -> bool {
    match seeds {
        "planet" => kind != "space",
        "space" => kind != "planet",
        _ => true,
    }
}

/// Whether a card whose text names the missions it seeds under (`seeds_under`: Mirasta Yale
/// "may only be brought into play by seeding like a dilemma under Malcor III", the Glossary's
/// Mirasta Yale entry) may be under this location's mission: the condition read with
/// `mission` the location's. Any other card: yes.
pub(crate) fn seeds_under_allows(step: &mut Step<'_>, card: CardId, location: LocationId) -> Result<bool, Interrupt> {
    let Some(condition) = step.def(card).seeds_under.clone() else {
        return Ok(true);
    };
    let mut ctx = Context::new(card, step.state.card(card).owner);
    ctx.location = Some(location);
    truth(step, &mut ctx, &condition)
}

/// The location a non-universal mission is already represented at, if any: a second copy is
/// stacked there to form a single location (S:199, M:263).
pub(crate) fn represented_at(step: &Step<'_>, mission: CardId) -> Option<LocationId> {
    let def = step.def(mission);
    if def.universal {
        return None;
    }
    step.state
        .locations()
        .find(|&l| step.def(step.state.location(l).mission).card_title() == def.card_title())
}

/// The quadrants whose spaceline a mission may be seeded on: its own (M:259), or, for one
/// that "seeds in any quadrant" (Nebula's printed text), each quadrant, its player choosing.
pub(crate) fn mission_quadrants(step: &Step<'_>, mission: CardId) -> Vec<Quadrant> {
    let def = step.def(mission);
    if def.mission.as_ref().is_some_and(|m| m.seeds_in_any_quadrant) {
        return Quadrant::ALL.to_vec();
    }
    vec![def.native_quadrant()]
}

/// Where a mission may be inserted into the spaceline (indexes, 0 the left end): at either
/// end of its quadrant's spaceline (S:197, M:259), except that a mission of a region already
/// there goes next to that region's locations, which must be adjacent to each other (M:261,
/// MIS:8-9). A mission that "may insert into spaceline" goes anywhere on its quadrant's
/// spaceline: between any two missions, a region's included, or at either end; it does not
/// join a region it is inserted into (Glossary, Space). `quadrant` is the spaceline it goes on
/// (`mission_quadrants`).
pub(crate) fn mission_positions(step: &Step<'_>, mission: CardId, quadrant: Quadrant) -> Vec<usize> {
    if step
        .def(mission)
        .mission
        .as_ref()
        .is_some_and(|m| m.inserts_into_spaceline)
    {
        let line = step.state.quadrant_positions(quadrant);
        return (line.start..=line.end).collect();
    }
    let ends = crate::rules::quadrants::spaceline_ends(step, quadrant);
    let region = |card: CardId| step.def(card).mission.as_ref().and_then(|m| m.region.clone());
    let Some(own) = region(mission) else {
        return ends;
    };
    let group: Vec<usize> = step
        .state
        .locations()
        .enumerate()
        .filter(|&(_, l)| step.state.location(l).quadrant == quadrant)
        .filter(|&(_, l)| region(step.state.location(l).mission).as_ref() == Some(&own))
        .map(|(i, _)| i)
        .collect();
    match (group.first(), group.last()) {
        (Some(&first), Some(&last)) => vec![first, last + 1],
        _ => ends,
    }
}

/// The missions a facility may be seeded at by `player`: one whose affiliation icons match
/// it (M:473), or, when its text says where it seeds (`seeds_at`: "Seed one at any [S]
/// mission"), one where that condition holds, read with `mission` the candidate's (F:17: a
/// facility seeds where its card allows); in either case one where the player has no facility
/// yet. Only a seedable facility seeds (its text says "seed"), and one that reads "seed one"
/// only while the player has seeded no copy of it (F:17); one printed "seed one if playing
/// <affiliation>" only for a player who plays one of its affiliations.
pub(crate) fn facility_sites(
    step: &mut Step<'_>,
    card: CardId,
    player: PlayerId,
) -> Result<Vec<LocationId>, Interrupt> {
    let def = step.def(card);
    match def.seeds.as_deref() {
        None => return Ok(Vec::new()),
        Some("one" | "one_if_playing") if seeded_copy(step, card, player) => return Ok(Vec::new()),
        Some("one_if_playing") if !plays_affiliation_of(step, card, player) => return Ok(Vec::new()),
        Some(_) => {}
    }
    let seeds_at = def.seeds_at.clone();
    let affiliations = def.affiliations.clone();
    let mut sites = Vec::new();
    for location in step.state.locations().collect::<Vec<_>>() {
        let mission = step.state.location(location).mission;
        let occupied = step
            .state
            .in_place(&Place::AtLocation { location, player })
            .iter()
            .any(|&c| step.def(c).is("facility"));
        // F:17, S:213: a facility seeds only in its native quadrant.
        if occupied || !crate::rules::quadrants::native_at(step, card, location) {
            continue;
        }
        // A card in play that forbids playing the facility here ("No outposts or stations
        // allowed here": Tarchannen Study) bars seeding it here as well.
        let here = ActionRef::new(ActionType::Play, card, player);
        let here = crate::rules::statics::forbid::at_location(step, here, location);
        if crate::rules::statics::forbid::forbidden_ignoring(step, &here, &|_: &Step<'_>, _| false)? {
            continue;
        }
        let allowed = match &seeds_at {
            Some(condition) => {
                let mut ctx = Context::new(card, player);
                ctx.location = Some(location);
                truth(step, &mut ctx, condition)?
            }
            None => affiliations.iter().any(|a| step.def(mission).affiliations.contains(a)),
        };
        if allowed {
            sites.push(location);
        }
    }
    Ok(sites)
}

/// Whether the player plays an affiliation of the card: he owns a personnel of it, wherever
/// that card is (deck, hand, table). The rules files do not define "playing affiliation X";
/// this reading is the lead's to record (GAPS.md).
fn plays_affiliation_of(step: &Step<'_>, card: CardId, player: PlayerId) -> bool {
    let affiliations = &step.def(card).affiliations;
    (0..step.state.cards.len())
        .map(|index| CardId(index as u32))
        .any(|other| {
            let def = step.def(other);
            step.state.card(other).owner == player
                && def.is("personnel")
                && def.affiliations.iter().any(|a| affiliations.contains(a))
        })
}

/// Whether the player already has a copy of the card (same title) on the spaceline.
fn seeded_copy(step: &Step<'_>, card: CardId, player: PlayerId) -> bool {
    let title = step.def(card).card_title();
    step.state.locations().any(|location| {
        step.state
            .in_place(&Place::AtLocation { location, player })
            .iter()
            .any(|&c| c != card && step.def(c).card_title() == title)
    })
}

/// The cards `player` may seed on the table now: events, objectives and incidents whose text
/// lets them seed ("seeds or plays on table"), in any seed phase (S:224, S:233); a card that
/// reads "place one on table" (`seeds: table_one`, the Alternate Universe Door) only while the
/// player has no copy of it there.
pub(crate) fn table_seeds(step: &Step<'_>, player: PlayerId) -> Vec<CardId> {
    step.state
        .in_place(&Place::SeedDeck { player })
        .iter()
        .copied()
        .filter(|&c| {
            let seeds = match step.def(c).seeds.as_deref() {
                Some("table") => true,
                Some("table_one") => !on_table(step, c, player),
                _ => false,
            };
            seeds && !step.gated(player, c)
        })
        .collect()
}

/// Whether the player already has a copy of the card (same title) on the table.
fn on_table(step: &Step<'_>, card: CardId, player: PlayerId) -> bool {
    let title = step.def(card).card_title();
    step.state
        .in_place(&Place::Table { player })
        .iter()
        .any(|&c| c != card && step.def(c).card_title() == title)
}

/// S:224, S:233: a card that seeds on the table, face up; then the other player seeds.
pub(super) fn seed_on_table(step: &mut Step<'_>, card: CardId) -> Result<(), Interrupt> {
    let player = step.state.active;
    step.move_to(card, Place::Table { player });
    if step.def(card).is_hidden_agenda() {
        // A hidden agenda is seeded face down (1E wiki, Hidden Agenda).
        step.state.card_mut(card).status.face_down = true;
    }
    step.state.passes = 0;
    step.state.active = player.other();
    Ok(())
}
