//! Cards seeded on the table in the doorway phase (S:193: "any other cards that may or must
//! seed during this phase ... on the table", Open Diplomatic Relations), and the cards such a
//! card lets seed there with it (`seeds_with`, at most `seeds_with_up_to` of them for each copy
//! of the host on its player's table: "you may seed one {Treaty} during this phase
//! (cumulative)"). Both are offered in the doorway phase beside the doorways that open side
//! decks (`doorways::seed_doorway`).

use crate::ids::{CardId, PlayerId};
use crate::interp::{truth, Context};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// The cards of the player's seed deck that may seed on the table now, in the doorway phase:
/// those whose text seeds them there (`seeds: table_doorway`), then those a card of his on the
/// table lets seed with it while its room lasts; one card per title.
pub(crate) fn doorway_table_seeds(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<CardId>, Interrupt> {
    let mut seeds: Vec<CardId> = Vec::new();
    let deck = step.state.in_place(&Place::SeedDeck { player }).to_vec();
    for &card in &deck {
        if step.def(card).seeds.as_deref() == Some("table_doorway") && !step.gated(player, card) {
            push_title(step, &mut seeds, card);
        }
    }
    let hosts: Vec<CardId> = step
        .state
        .in_place(&Place::Table { player })
        .iter()
        .copied()
        .filter(|&c| step.def(c).seeds_with.is_some())
        .collect();
    if hosts.is_empty() {
        return Ok(seeds);
    }
    let room: i64 = hosts.iter().map(|&h| step.def(h).seeds_with_up_to.unwrap_or(1)).sum();
    let table = step.state.in_place(&Place::Table { player }).to_vec();
    let mut used = 0;
    for card in table {
        if !hosts.contains(&card) && admitted(step, &hosts, card)? {
            used += 1;
        }
    }
    if used >= room {
        return Ok(seeds);
    }
    for card in deck {
        if !step.gated(player, card) && admitted(step, &hosts, card)? {
            push_title(step, &mut seeds, card);
        }
    }
    Ok(seeds)
}

/// Adds the card unless a card of its title is listed already (one option per title).
fn push_title(step: &Step<'_>, seeds: &mut Vec<CardId>, card: CardId) {
    let title = step.def(card).card_title();
    if !seeds.iter().any(|&c| step.def(c).card_title() == title) {
        seeds.push(card);
    }
}

/// Whether one of the hosts' `seeds_with` admits the card (read with `target` the card).
fn admitted(step: &mut Step<'_>, hosts: &[CardId], card: CardId) -> Result<bool, Interrupt> {
    for &host in hosts {
        let Some(condition) = step.def(host).seeds_with.clone() else {
            continue;
        };
        let mut ctx = Context::new(host, step.state.card(host).owner);
        ctx.target = Some(card);
        if truth(step, &mut ctx, &condition)? {
            return Ok(true);
        }
    }
    Ok(false)
}
