//! Mis-seeds revealed during a mission attempt (M:238-252, S:203-211). A seed card revealed
//! from under a mission is a mis-seed when it is not a card that seeds there: a non-seed card
//! placed as a bluff, a planet card under a space-only mission or the reverse, the owner's
//! second copy of a card (the first revealed has its normal effect), or one of two or more
//! artifacts of one owner (all of them are mis-seeds). A mis-seed is placed out of play and
//! not encountered; a player who reveals a mis-seed of his own there may never solve that
//! mission (M:248). Each player's cards are judged apart: the opponent's copy is no duplicate
//! of yours (M:244). When the core rule "Duplicate seeds" (stdlib/rules.card) is patched to
//! `discard_every_copy`, as the 1995 FAQ's answers have it, every duplicate is discarded
//! instead (rules-digest C3). Personnel and equipment seeded like artifacts under a card that
//! lets them (`seeds_with`, Cryosatellite) are judged in `seeding::hosted`: with their host gone
//! they are mis-seeds found later, out of play but barring nothing (M:252).

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::rules::seeding::hosted;
use crate::rules::seeding::placement::{fits_under, seeds_under_allows};
use crate::state::Place;

/// Reveals the seed card `card` under `location` in `player`'s attempt. A mis-seed goes out of
/// play (and is answered `true`: it is not encountered); any other card is recorded as
/// revealed, for the duplicates that follow it.
pub(crate) fn reveal(
    step: &mut Step<'_>,
    player: PlayerId,
    location: LocationId,
    card: CardId,
) -> Result<bool, Interrupt> {
    if step.pool().core.duplicate_seeds == crate::defs::DuplicateSeeds::DiscardEveryCopy
        && duplicated(step, location, card)
    {
        // Rules-digest C3 (FAQ:513-515): under the 1995 answers any duplicate dilemma or
        // artifact at a location, whoever seeded it, is discarded: every copy, none encountered.
        step.state.location_mut(location).revealed.push(card);
        let owner = step.state.card(card).owner;
        step.move_to(card, Place::Discard { player: owner });
        return Ok(true);
    }
    // A card that seeds under some missions alone (Mirasta Yale) is a mis-seed elsewhere
    // (M:250); a personnel or equipment seeded with a host (Cryosatellite) answers to its host.
    let verdict = if !seeds_under_allows(step, card, location)? {
        Verdict::MisSeed
    } else if hosted::like_artifact(step, location, card) {
        hosted_verdict(step, location, card)?
    } else if is_misseed(step, location, card) {
        Verdict::MisSeed
    } else {
        Verdict::Fine
    };
    let owner = step.state.card(card).owner;
    let spot = step.state.location_mut(location);
    if !spot.revealed.contains(&card) {
        spot.revealed.push(card);
    }
    if verdict == Verdict::Fine {
        return Ok(false);
    }
    if verdict == Verdict::MisSeed && owner == player && !spot.barred.contains(&player) {
        spot.barred.push(player);
    }
    step.emit(Event::MisSeeded { card, location });
    step.move_to(card, Place::OutOfPlay { player: owner });
    Ok(true)
}

/// What a revealed seed card turns out to be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    /// A legal seed card.
    Fine,
    /// A mis-seed: out of play, and its owner revealing it bars him from solving (M:248).
    MisSeed,
    /// Seeded legally, a mis-seed since: out of play, barring nothing (M:252).
    Lapsed,
}

/// A personnel or equipment card under a mission: legal while a host of its owner's there
/// admits it and it has no copy there (M:242, S:208); seeded legally under a host that has
/// left the stack since, a mis-seed found later (M:252); otherwise a bluff (M:250).
fn hosted_verdict(step: &mut Step<'_>, location: LocationId, card: CardId) -> Result<Verdict, Interrupt> {
    if hosted::hosts_admitting(step, location, card, true)?.is_empty() || hosted::copy_under(step, location, card) {
        return Ok(Verdict::MisSeed);
    }
    if hosted::hosts_admitting(step, location, card, false)?.is_empty() {
        return Ok(Verdict::Lapsed);
    }
    Ok(Verdict::Fine)
}

/// Whether `player` revealed a mis-seed of his own at the location (M:248).
pub(crate) fn barred(step: &Step<'_>, location: LocationId, player: PlayerId) -> bool {
    step.state.location(location).barred.contains(&player)
}

/// Whether another card of the same title, whoever seeded it, is or was under the location.
fn duplicated(step: &Step<'_>, location: LocationId, card: CardId) -> bool {
    let title = step.def(card).card_title();
    step.state
        .in_place(&Place::SeedStack { location })
        .iter()
        .chain(step.state.location(location).revealed.iter())
        .any(|&c| c != card && step.def(c).card_title() == title)
}

fn is_misseed(step: &Step<'_>, location: LocationId, card: CardId) -> bool {
    let def = step.def(card);
    if step.state.location(location).flashed.contains(&card) {
        // M:325: a card a Q-Flash drew is faced, never a mis-seed.
        return false;
    }
    if !(def.is("dilemma") || def.is("artifact") || def.seeds_under_missions) {
        // M:250: a non-seed card under a mission (a bluff).
        return true;
    }
    if !fits_under(step, card, location) && !hosted::artifact_welcome(step, location, card) {
        // S:203-205, M:250: space dilemmas under planet missions and the reverse.
        return true;
    }
    let owner = step.state.card(card).owner;
    let spot = step.state.location(location);
    if def.is("artifact") {
        // M:241, S:207: more than one artifact of one player: all of them (more when one of
        // them lets another seed with it: Cryosatellite).
        let mut artifacts: Vec<CardId> = step
            .state
            .in_place(&Place::SeedStack { location })
            .iter()
            .chain(spot.revealed.iter())
            .copied()
            .filter(|&c| step.state.card(c).owner == owner && step.def(c).is("artifact"))
            .collect();
        artifacts.dedup();
        return artifacts.len() > hosted::artifacts_allowed(step, location, owner);
    }
    // M:240, S:206: the second copy of a dilemma, after the first was revealed.
    let title = def.card_title();
    spot.revealed
        .iter()
        .any(|&c| c != card && step.state.card(c).owner == owner && step.def(c).card_title() == title)
}
