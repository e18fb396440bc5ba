//! A station's row of sites (S:425), which stations a site may join (its `plays on`, one of
//! each site per station unless universal, S:427), and the seeds and plays that add one.

use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::rules::playing::options::{event_plays, PlayOption};
use crate::state::{GameState, Place};

/// The sites on a station, in their row (S:425): by the level of the station each belongs
/// to, in the order of the vocabulary `station_module` (Ops Module, Promenade, Habitat Ring,
/// Docking Ring); within a level, in the order their players placed them (`place_in_level`).
pub(crate) fn sites_of(state: &GameState, pool: &crate::defs::CardPool, station: CardId) -> Vec<CardId> {
    // The pool's words in the order the stdlib declares them: the levels in their order.
    let levels: Vec<&str> = pool
        .vocabulary
        .iter()
        .filter(|(_, kinds)| kinds.iter().any(|kind| kind == "station_module"))
        .map(|(word, _)| word.as_str())
        .collect();
    let rank = |site: CardId| {
        let module = pool.def(state.card(site).def).module.as_deref();
        levels.iter().position(|&level| Some(level) == module)
    };
    let mut sites: Vec<CardId> = state
        .in_place(&Place::On { card: station })
        .iter()
        .copied()
        .filter(|&card| pool.def(state.card(card).def).is("site"))
        .collect();
    sites.sort_by_key(|&site| rank(site));
    sites
}

/// A site that just joined a station goes where its player chooses among the sites of its
/// level already there (S:425: "you may insert it between other sites, as long as you obey
/// this grouping system"): before one of them, or after the last; with none, nothing to ask.
pub(crate) fn place_in_level(step: &mut Step<'_>, player: PlayerId, site: CardId) -> Result<(), Interrupt> {
    let Place::On { card: station } = step.state.place_of(site) else {
        return Ok(());
    };
    let module = step.def(site).module.clone();
    let level: Vec<CardId> = sites_of(step.state, step.pool, station)
        .into_iter()
        .filter(|&other| other != site && step.def(other).module == module)
        .collect();
    let Some(&last) = level.last() else {
        return Ok(());
    };
    let mut labels: Vec<String> = level
        .iter()
        .map(|&other| format!("before {}", step.describe(other)))
        .collect();
    labels.push(format!("after {}", step.describe(last)));
    let prompt = format!("place {} among the sites of its level", step.describe(site));
    let chosen = step.decide(player, prompt, labels)?;
    if let Some(&before) = level.get(chosen) {
        let row = step.state.in_place(&Place::On { card: station });
        if let Some(index) = row.iter().position(|&card| card == before) {
            step.state.reposition(site, index);
        }
    }
    Ok(())
}

/// Whether a site may join a station it plays on: a station has one of each site, unless the
/// site is universal (S:427).
fn joins(step: &Step<'_>, site: CardId, station: CardId) -> bool {
    let def = step.def(site);
    def.universal
        || !step
            .state
            .in_place(&Place::On { card: station })
            .iter()
            .any(|&other| other != site && step.def(other).title == def.title)
}

/// The plays that add a site from hand to a station, with the normal card play (S:423): on
/// each facility its `plays on` accepts, whoever controls it, where it is not a second copy.
pub(crate) fn site_plays(step: &mut Step<'_>, player: PlayerId, site: CardId) -> Result<Vec<PlayOption>, Interrupt> {
    let plays = event_plays(step, player, site)?;
    Ok(plays
        .into_iter()
        .filter(|play| {
            play.target
                .is_some_and(|station| step.def(station).is("facility") && joins(step, site, station))
        })
        .collect())
}

/// Each site of the player's seed deck with each station it may join now, for the facility
/// phase (S:217, S:423): seeded for free, on any appropriate station, whoever seeded it.
pub(crate) fn site_seeds(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<(CardId, CardId)>, Interrupt> {
    let sites: Vec<CardId> = step
        .state
        .in_place(&Place::SeedDeck { player })
        .iter()
        .copied()
        .filter(|&card| step.def(card).is("site") && !step.gated(player, card))
        .collect();
    let mut seeds = Vec::new();
    for site in sites {
        for play in site_plays(step, player, site)? {
            if let Some(station) = play.target {
                seeds.push((site, station));
            }
        }
    }
    Ok(seeds)
}
