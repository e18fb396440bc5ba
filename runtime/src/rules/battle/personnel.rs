//! A personnel battle. The attacking personnel and the opposing personnel present are paired
//! in engagements, one against one in the order they are listed; when one side has more, its
//! extra personnel join the engagements in turn (GAPS: the published rules let the attacker
//! arrange them; here the order is fixed, so the random agent and scenarios need no extra
//! decision). In each engagement the side with the higher total STRENGTH wins; each loser is
//! stunned, or mortally wounded if the winners' STRENGTH is at least twice its side's (S:791;
//! the published First Edition rules). The battle resolves in two steps (`engage`, then
//! `finish`): the stunned and the mortally wounded are known and stopped at once, so they use
//! no skill (S:790-791: a stunned MEDICAL cannot run the Genetronic Replicator); a window for
//! responses opens before the winner is determined (Phaser Burns: "before a winner is
//! determined randomly select two opposing stunned cards to die"); then the mortally wounded
//! die. Stunned personnel stay stopped, as every card that took part in the battle is (S:753).
//! Personnel in stasis take no part (S:693); stopped personnel attacked defend themselves
//! (S:759).

use super::{kill, stop};
use crate::event::Event;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::state::Battle;

/// Fights the engagements of a personnel battle: each loser is stunned or mortally wounded,
/// and stopped at once (S:790-791). Returns the stunned and the mortally wounded.
pub(crate) fn engage(step: &mut Step<'_>, battle: &Battle) -> (Vec<CardId>, Vec<CardId>) {
    let fighting = |side: &[CardId]| -> Vec<CardId> {
        side.iter()
            .copied()
            .filter(|&c| battle.takes_part(step.state, c))
            .collect()
    };
    let attackers = fighting(&battle.attackers);
    let defenders = fighting(&battle.defenders);
    let mut stunned = Vec::new();
    let mut mortally_wounded = Vec::new();
    for (ours, theirs) in engagements(&attackers, &defenders) {
        let strength_of = |step: &Step<'_>, cards: &[CardId], attacking: bool| -> i64 {
            cards
                .iter()
                .map(|&c| {
                    if attacking {
                        // `with N`: N in place of the printed STRENGTH, modifiers still count.
                        let printed = step.def(c).attribute("STRENGTH");
                        let own = step.attribute(c, "STRENGTH");
                        battle.strength.map_or(own, |n| n + own - printed) * battle.times
                    } else {
                        step.attribute(c, "STRENGTH")
                    }
                })
                .sum()
        };
        let a = strength_of(step, &ours, true);
        let d = strength_of(step, &theirs, false);
        step.emit(Event::Engaged {
            attackers: ours.clone(),
            defenders: theirs.clone(),
            strength: a,
            against: d,
        });
        let (losers, winning, losing) = match a.cmp(&d) {
            std::cmp::Ordering::Greater => (theirs, a, d),
            std::cmp::Ordering::Less => (ours, d, a),
            std::cmp::Ordering::Equal => continue,
        };
        // A card that battles as personnel by its own text (Rogue Borg) is wounded too.
        if winning >= 2 * losing {
            mortally_wounded.extend(losers);
        } else {
            stunned.extend(losers);
        }
    }
    for &card in stunned.iter().chain(&mortally_wounded) {
        if step.state.card(card).place.in_play() && step.def(card).is("personnel") {
            stop(step, card);
        }
    }
    (stunned, mortally_wounded)
}

/// The mortally wounded of a personnel battle die, once the window before the winner is
/// determined has closed: those still in play, targeted at once. Returns those who died.
pub(crate) fn finish(step: &mut Step<'_>, battle: &Battle) -> Result<Vec<CardId>, Interrupt> {
    let doomed: Vec<CardId> = battle
        .mortally_wounded
        .iter()
        .copied()
        .filter(|&c| battle.takes_part(step.state, c))
        .collect();
    let mut dead = Vec::new();
    for &card in &doomed {
        if kill(step, card, &doomed)? {
            dead.push(card);
        }
    }
    Ok(dead)
}

/// The engagements: pairs in order, the larger side's extra members joining them in turn.
fn engagements(attackers: &[CardId], defenders: &[CardId]) -> Vec<(Vec<CardId>, Vec<CardId>)> {
    let pairs = attackers.len().min(defenders.len());
    if pairs == 0 {
        return Vec::new();
    }
    let mut out: Vec<(Vec<CardId>, Vec<CardId>)> =
        (0..pairs).map(|i| (vec![attackers[i]], vec![defenders[i]])).collect();
    for (k, &extra) in attackers.iter().enumerate().skip(pairs) {
        out[(k - pairs) % pairs].0.push(extra);
    }
    for (k, &extra) in defenders.iter().enumerate().skip(pairs) {
        out[(k - pairs) % pairs].1.push(extra);
    }
    out
}
