//! Cards seeded like artifacts (S:208, M:242, M:252, M:300). A card's text may let personnel or
//! equipment of its owner's seed deck seed face down under the mission it is seeded under
//! (`seeds_with`, at most `seeds_with_up_to` of them: Cryosatellite's "up to 3 [AU] personnel
//! here"). Such a card is the *host* of those seeds: in an attempt they are set on top of the
//! stack as artifacts are (M:319), and when the mission is solved they are earned with it
//! (M:300) only if their host is earned too. One whose host has left the stack before (Pla-Net
//! discarding a Cryosatellite) became a mis-seed later: it bars no solving and is not earned
//! (M:252). Two copies of one card seeded like an artifact are both mis-seeds, personnel even
//! when universal (M:242).

use crate::ids::{CardId, LocationId, PlayerId};
use crate::interp::{truth, Context};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// Whether the card is of a type that seeds like an artifact under a host's text (S:208:
/// personnel or equipment), is not a card a Q-Flash drew (M:325), and does not seed like a
/// dilemma by its own text (`seeds_under`: Mirasta Yale).
pub(crate) fn like_artifact(step: &Step<'_>, location: LocationId, card: CardId) -> bool {
    let def = step.def(card);
    def.is_one_of(&["personnel", "equipment"])
        && def.seeds_under.is_none()
        && !step.state.location(location).flashed.contains(&card)
}

/// The hosts of `owner`'s under the location (still in its seed stack, or also those already
/// revealed there when `revealed` is set) whose `seeds_with` admits `card`.
pub(crate) fn hosts_admitting(
    step: &mut Step<'_>,
    location: LocationId,
    card: CardId,
    revealed: bool,
) -> Result<Vec<CardId>, Interrupt> {
    let owner = step.state.card(card).owner;
    let mut candidates: Vec<CardId> = step.state.in_place(&Place::SeedStack { location }).to_vec();
    if revealed {
        candidates.extend(step.state.location(location).revealed.iter().copied());
    }
    let mut hosts = Vec::new();
    for host in candidates {
        if host == card || step.state.card(host).owner != owner || hosts.contains(&host) {
            continue;
        }
        if admits(step, host, card, location)? {
            hosts.push(host);
        }
    }
    Ok(hosts)
}

/// Each card of `player`'s seed deck a host of his under a mission lets seed there now, with
/// that location: one the host admits, no copy of it under the mission yet (M:242), while the
/// hosts admitting it have room left (`seeds_with_up_to`, one when not given).
pub(crate) fn hosted_seeds(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(CardId, LocationId)>, Interrupt> {
    let hosts_somewhere = step.state.locations().any(|location| {
        step.state
            .in_place(&Place::SeedStack { location })
            .iter()
            .any(|&c| step.state.card(c).owner == player && step.def(c).seeds_with.is_some())
    });
    if !hosts_somewhere {
        return Ok(Vec::new());
    }
    let cards: Vec<CardId> = step
        .state
        .in_place(&Place::SeedDeck { player })
        .iter()
        .copied()
        .filter(|&c| step.def(c).is_one_of(&["personnel", "equipment"]) && !step.gated(player, c))
        .collect();
    let mut seeds = Vec::new();
    for location in step.state.locations().collect::<Vec<_>>() {
        for &card in &cards {
            let hosts = hosts_admitting(step, location, card, false)?;
            if hosts.is_empty() || copy_under(step, location, card) {
                continue;
            }
            let room: i64 = hosts.iter().map(|&h| step.def(h).seeds_with_up_to.unwrap_or(1)).sum();
            let used = seeded_like_artifacts(step, location, player);
            if (used as i64) < room {
                seeds.push((card, location));
            }
        }
    }
    Ok(seeds)
}

/// How many cards seeded like artifacts the player has under the location.
fn seeded_like_artifacts(step: &Step<'_>, location: LocationId, player: PlayerId) -> usize {
    step.state
        .in_place(&Place::SeedStack { location })
        .iter()
        .filter(|&&c| step.state.card(c).owner == player && like_artifact(step, location, c))
        .count()
}

/// Whether another copy of the card (same title, same owner) is under the location or was
/// revealed there.
pub(crate) fn copy_under(step: &Step<'_>, location: LocationId, card: CardId) -> bool {
    let owner = step.state.card(card).owner;
    let title = step.def(card).card_title();
    step.state
        .in_place(&Place::SeedStack { location })
        .iter()
        .chain(step.state.location(location).revealed.iter())
        .any(|&c| c != card && step.state.card(c).owner == owner && step.def(c).card_title() == title)
}

/// How many artifacts the owner may have under the location before they are mis-seeds: one,
/// and the `more_artifacts` of each of his artifacts there (M:241; Cryosatellite's "May seed
/// one additional artifact here").
pub(crate) fn artifacts_allowed(step: &Step<'_>, location: LocationId, owner: PlayerId) -> usize {
    let spot = step.state.location(location);
    let more: i64 = step
        .state
        .in_place(&Place::SeedStack { location })
        .iter()
        .chain(spot.revealed.iter())
        .filter(|&&c| step.state.card(c).owner == owner && step.def(c).is("artifact"))
        .map(|&c| step.def(c).more_artifacts.unwrap_or(0))
        .sum();
    1 + more.max(0) as usize
}

/// Whether the card is an artifact another artifact of its owner's under the location lets
/// seed there (`more_artifacts`: "May seed one additional artifact here"): it seeds there
/// whatever its own planet or space fit.
pub(crate) fn artifact_welcome(step: &Step<'_>, location: LocationId, card: CardId) -> bool {
    let owner = step.state.card(card).owner;
    step.def(card).is("artifact")
        && step
            .state
            .in_place(&Place::SeedStack { location })
            .iter()
            .chain(step.state.location(location).revealed.iter())
            .any(|&c| c != card && step.state.card(c).owner == owner && step.def(c).more_artifacts.is_some())
}

/// Earns the cards seeded like artifacts set on top of the stack at a mission `player` just
/// solved with `group`, once the artifacts `earned` are (M:300): one whose host was earned
/// joins the group if its owner solved (personnel and equipment alike), or is captured by him
/// if the opponent seeded it; one whose host is gone is a mis-seed found out (M:252) and goes
/// out of play.
pub(crate) fn earn_hosted(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    group: &[CardId],
    earned: &[CardId],
) -> Result<(), Interrupt> {
    let seeds: Vec<CardId> = step
        .state
        .in_place(&Place::SeedStack { location })
        .iter()
        .copied()
        .filter(|&c| like_artifact(step, location, c) && step.state.location(location).revealed.contains(&c))
        .collect();
    let mission = step.state.location(location).mission;
    let joins = group.first().map(|&c| step.state.card(c).place);
    for card in seeds {
        let owner = step.state.card(card).owner;
        let host_earned = earned
            .iter()
            .any(|&h| step.state.card(h).owner == owner && step.def(h).seeds_with.is_some())
            && earned_host_admits(step, location, card, earned)?;
        let Some(place) = joins.filter(|_| host_earned) else {
            step.emit(crate::event::Event::MisSeeded { card, location });
            step.move_to(card, Place::OutOfPlay { player: owner });
            continue;
        };
        step.move_to(card, place);
        crate::rules::playing::earned::mark(step, card);
        step.emit(crate::event::Event::Earned { card, player, location });
        if owner == player {
            step.state.card_mut(card).controller = player;
            // A multi-affiliation personnel declares its mode when earned (M:473).
            if step.def(card).is("personnel") {
                crate::rules::affiliation::declare(step, player, card)?;
            }
        } else if step.def(card).is("personnel") {
            // M:300: personnel the opponent seeded are captured.
            step.capture(card, player, mission)?;
        }
    }
    Ok(())
}

/// Whether one of the earned hosts of the card's owner admits it.
fn earned_host_admits(
    step: &mut Step<'_>,
    location: LocationId,
    card: CardId,
    earned: &[CardId],
) -> Result<bool, Interrupt> {
    let owner = step.state.card(card).owner;
    for &host in earned {
        if step.state.card(host).owner != owner {
            continue;
        }
        if admits(step, host, card, location)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Whether the host's `seeds_with` admits `card` under `location` (read with `target` the
/// card); a card without `seeds_with` admits none.
fn admits(step: &mut Step<'_>, host: CardId, card: CardId, location: LocationId) -> Result<bool, Interrupt> {
    let Some(condition) = step.def(host).seeds_with.clone() else {
        return Ok(false);
    };
    let mut ctx = Context::new(host, step.state.card(host).owner);
    ctx.target = Some(card);
    ctx.location = Some(location);
    truth(step, &mut ctx, &condition)
}
