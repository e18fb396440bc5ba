//! Who won the last battle, read back from the log: "a battle you just won" (Data's Medals),
//! "survived a losing battle" (Discommendation), "killed by an attack in which you do not
//! retaliate" (Kova Tholl).
//!
//! A personnel battle is a set of engagements, STRENGTH against STRENGTH; each personnel on
//! the weaker side of an engagement is stunned, or mortally wounded (S:791). A ship battle is
//! two volleys fired at once, each a hit when WEAPONS exceed SHIELDS (FAQ:964). The side that
//! suffered less than its opponent (fewer personnel stunned or mortally wounded, fewer ships
//! or facilities hit) wins the battle, its opponent loses it; a battle where both sides
//! suffered as much, or nothing, has no winner (the Rulebook's battle section; the Glossary's
//! Data's Medals and Discommendation entries read it so: a leader of the side that won, a
//! Klingon of the side that lost and still in play).

use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::state::Place;

/// The last battle that ended and resolved: its two sides and what each suffered.
struct Sides {
    attacker: PlayerId,
    attackers: Vec<CardId>,
    defenders: Vec<CardId>,
    attackers_suffered: usize,
    defenders_suffered: usize,
    defenders_fired: bool,
}

/// Reads the last battle that resolved out of the log, if any.
fn last_battle(step: &Step<'_>) -> Option<Sides> {
    let end = step
        .log
        .iter()
        .rposition(|e| matches!(e, Event::BattleEnded { cancelled: false, .. }))?;
    let Event::BattleEnded { card: target, .. } = &step.log[end] else {
        return None;
    };
    let begin = step.log[..end]
        .iter()
        .rposition(|e| matches!(e, Event::BattleBegan { card, .. } if card == target))?;
    let Event::BattleBegan {
        player,
        attackers,
        defenders,
        ..
    } = &step.log[begin]
    else {
        return None;
    };
    let mut sides = Sides {
        attacker: *player,
        attackers: attackers.clone(),
        defenders: defenders.clone(),
        attackers_suffered: 0,
        defenders_suffered: 0,
        defenders_fired: false,
    };
    for event in &step.log[begin..end] {
        match event {
            Event::Engaged {
                attackers,
                defenders,
                strength,
                against,
            } => match strength.cmp(against) {
                std::cmp::Ordering::Greater => sides.defenders_suffered += defenders.len(),
                std::cmp::Ordering::Less => sides.attackers_suffered += attackers.len(),
                std::cmp::Ordering::Equal => {}
            },
            Event::Fired { card, hit, .. } => {
                let defender_hit = sides.defenders.contains(card);
                if !defender_hit {
                    sides.defenders_fired = true;
                }
                if *hit && defender_hit {
                    sides.defenders_suffered += 1;
                } else if *hit {
                    sides.attackers_suffered += 1;
                }
            }
            _ => {}
        }
    }
    Some(sides)
}

/// The player who won the last battle that resolved, if it had a winner.
pub(crate) fn winner(step: &Step<'_>) -> Option<PlayerId> {
    let sides = last_battle(step)?;
    match sides.attackers_suffered.cmp(&sides.defenders_suffered) {
        std::cmp::Ordering::Less => Some(sides.attacker),
        std::cmp::Ordering::Greater => Some(sides.attacker.other()),
        std::cmp::Ordering::Equal => None,
    }
}

/// The cards still in play of the winning (`won`) or the losing side of the last battle that
/// resolved, with the personnel aboard its ships and facilities; none if it had no winner.
pub(crate) fn side_of_outcome(step: &Step<'_>, won: bool) -> Vec<CardId> {
    let (Some(sides), Some(winner)) = (last_battle(step), winner(step)) else {
        return Vec::new();
    };
    let attackers_won = winner == sides.attacker;
    let cards = if attackers_won == won {
        sides.attackers
    } else {
        sides.defenders
    };
    let mut out = Vec::new();
    for card in cards {
        if !step.state.card(card).place.in_play() {
            continue;
        }
        out.push(card);
        if step.def(card).is_one_of(&["ship", "facility"]) {
            out.extend(step.state.in_place(&Place::Aboard { card }).iter().copied());
        }
    }
    out
}

/// Whether `player`'s forces answered the last battle that resolved: they attacked, or,
/// attacked, fired back at the attacker in a ship battle ("an attack in which you do not
/// retaliate", Kova Tholl: the defenders' ships did not fire, unstaffed, cloaked or with no
/// WEAPONS). The defenders of a personnel battle have no return fire to hold back: they do not
/// retaliate. No battle yet: no retaliation.
pub(crate) fn retaliated(step: &Step<'_>, player: PlayerId) -> bool {
    last_battle(step).is_some_and(|sides| sides.attacker == player || sides.defenders_fired)
}
