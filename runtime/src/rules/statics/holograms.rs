//! Where holograms may exist. A card with the [Holo] icon exists only where a card in play
//! hosts it (a `static` with `hosts CONDITION`: the Holodeck keyword aboard its ship,
//! Holo-Projectors on their planet), or aboard a facility, whose holodecks the rules speak of
//! (F:20). Such a card may not beam to a place where it could not exist; one that exists by
//! a host is erased (discarded) once that host leaves play (Holo-Projectors: "If nullified,
//! [Holo] cards that depended on these Holo-Projectors for existence are erased"). A hologram
//! already somewhere no card hosts, that never depended on a host, is left where it is. A card
//! a hologram wears may host it wherever it is (Mobile Holo-Emitter).

use super::layer::rule_effect;
use crate::ids::CardId;
use crate::interp::truth_over;
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::{Lasting, LastingEffect, Place, RuleKind, StaticRule, Subject, Until};

/// Whether a card may exist at a place, and by what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Existence {
    /// It needs no host there: not a hologram, aboard a facility, or not on the table.
    Free,
    /// This card's `hosts` text lets it exist there.
    Hosted(CardId),
    /// Nothing lets it exist there.
    Forbidden,
}

/// Whether a card needs a host to exist: it bears the [Holo] icon.
pub(crate) fn needs_host(step: &Step<'_>, card: CardId) -> bool {
    step.def(card).icons.iter().any(|icon| icon == "Holo")
}

/// Whether a card may beam (or otherwise be put) at a place: a hologram only where it can
/// exist.
pub(crate) fn may_exist(step: &mut Step<'_>, card: CardId, place: Place) -> Result<bool, Interrupt> {
    Ok(existence(step, card, place)? != Existence::Forbidden)
}

/// What lets a card exist at a place.
fn existence(step: &mut Step<'_>, card: CardId, place: Place) -> Result<Existence, Interrupt> {
    if !needs_host(step, card) {
        return Ok(Existence::Free);
    }
    // A card it wears may host it wherever it goes (Mobile Holo-Emitter: "Wearer moves
    // normally").
    for worn in step.state.in_place(&Place::On { card }).to_vec() {
        if hosts_card(step, worn, card)? {
            return Ok(Existence::Hosted(worn));
        }
    }
    let hosts: Vec<CardId> = match place {
        Place::Aboard { card: host } if step.def(host).is("facility") => return Ok(Existence::Free),
        Place::Aboard { card: host } => vec![host],
        // A card played on the mission (or atop it) hosts on its planet.
        Place::Surface { location, .. } => planet_hosts(step, location),
        _ => return Ok(Existence::Free),
    };
    for host in hosts {
        if hosts_card(step, host, card)? {
            return Ok(Existence::Hosted(host));
        }
    }
    Ok(Existence::Forbidden)
}

/// The cards in play that may host on the planet at `location`: those played on the mission
/// (or atop it), in the order of their ids. Only a card with a `hosts` rule in force may host,
/// so those cards alone are looked at, not every card in play (debug builds look at every one
/// and compare).
fn planet_hosts(step: &Step<'_>, location: crate::ids::LocationId) -> Vec<CardId> {
    let on_planet = |c: CardId| {
        matches!(step.state.place_of(c), Place::On { .. } | Place::AtopMission { .. })
            && !step.def(c).is_one_of(&["ship", "facility", "personnel"])
            && step.location_of(c) == Some(location)
    };
    let mut hosts: Vec<CardId> = step
        .state
        .statics
        .rules_of(|k| k == RuleKind::Hosts)
        .map(|r| r.card)
        .filter(|&c| step.state.place_of(c).in_play() && on_planet(c))
        .collect();
    hosts.sort_unstable();
    hosts.dedup();
    if cfg!(debug_assertions) {
        let hosting = |c: &CardId| {
            step.state
                .statics
                .rules_of(|k| k == RuleKind::Hosts)
                .any(|r| r.card == *c)
        };
        let every: Vec<CardId> = step
            .in_play()
            .into_iter()
            .filter(|&c| on_planet(c))
            .filter(hosting)
            .collect();
        assert_eq!(
            hosts, every,
            "the planet's hosts differ from those of every card in play"
        );
    }
    hosts
}

/// Whether a `hosts` rule of `host` in the static layer matches `card`.
fn hosts_card(step: &mut Step<'_>, host: CardId, card: CardId) -> Result<bool, Interrupt> {
    let rules: Vec<StaticRule> = step
        .state
        .statics
        .rules_of(|k| k == RuleKind::Hosts)
        .filter(|r| r.card == host)
        .copied()
        .collect();
    for rule in rules {
        let Some(subject) = rule_effect(step, &rule).and_then(|e| e.subject.as_ref()) else {
            continue;
        };
        let mut ctx = context_for(step, host);
        if truth_over(step, &mut ctx, subject, &[card])? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Records, for each hologram in play, the card it exists by; erases (discards) one whose
/// host is gone and that nothing else lets exist where it is.
pub(crate) fn erase_unhosted(step: &mut Step<'_>) -> Result<(), Interrupt> {
    // Picked from the cards in play by their definitions alone: kept while those are the same
    // (the state's stamp of the cards in play unchanged, a face turned renewing it), so a game
    // with no hologram in play pays for no list.
    let mut kept = std::mem::take(&mut step.static_keys.holograms);
    let stamp = step.state.in_play_stamp;
    let holograms = kept
        .among_stamped(stamp, || step.in_play(), |c| needs_host(step, c))
        .to_vec();
    step.static_keys.holograms = kept;
    // Only a `hosts` rule lets a hologram exist by a host: with none in force and no hologram
    // hosted, each is free or forbidden with no host to lose, and the pass changes nothing.
    let hosted = |step: &Step<'_>, card| step.state.has_lasting(card, |e| *e == LastingEffect::Hosted);
    let any_host_rule = step.state.statics.rules_of(|k| k == RuleKind::Hosts).next().is_some();
    if !any_host_rule && !holograms.iter().any(|&card| hosted(step, card)) {
        if cfg!(debug_assertions) {
            for &card in &holograms {
                let place = step.state.place_of(card);
                let existence = existence(step, card, place)?;
                assert!(
                    !matches!(existence, Existence::Hosted(_)),
                    "a hologram is hosted with no `hosts` rule in force"
                );
            }
        }
        return Ok(());
    }
    for card in holograms {
        let place = step.state.place_of(card);
        match existence(step, card, place)? {
            Existence::Free => step.state.end_lasting(card, |l| l.effect == LastingEffect::Hosted),
            Existence::Hosted(host) if step.state.host_of(card) != Some(host) => {
                let hosted = Lasting {
                    effect: LastingEffect::Hosted,
                    subject: Subject::Card(card),
                    source: Some(host),
                    until: Until::RestOfGame,
                };
                step.state
                    .replace_lasting(card, |e| *e == LastingEffect::Hosted, hosted);
            }
            Existence::Hosted(_) => {}
            Existence::Forbidden if step.state.host_of(card).is_some() => erase(step, card),
            Existence::Forbidden => {}
        }
    }
    Ok(())
}

/// Erases a hologram: it goes to its owner's discard pile, with the cards it carries.
fn erase(step: &mut Step<'_>, card: CardId) {
    for carried in step.hosted(card) {
        let owner = step.state.card(carried).owner;
        step.move_to(carried, Place::Discard { player: owner });
    }
    let owner = step.state.card(card).owner;
    step.state.end_lasting(card, |l| l.effect == LastingEffect::Hosted);
    step.move_to(card, Place::Discard { player: owner });
}
