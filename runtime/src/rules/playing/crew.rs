//! A ship that reports with its crew ("Must report with up to 3 personnel", "report with up to
//! four [AU] personnel an [AU] ship"): as the ship reports, up to so many cards from its
//! player's hand report aboard it with it, each as it could report there on its own:
//! compatible with the ship, not barred by a gated icon (the [AU] gate), a unique card not
//! already in play, no card in play forbidding it (First Edition Rulebook v2.5.4, Reporting
//! for duty; the 1E wiki's Report entry names Space-Time Portal's report-with-crew function;
//! docs/rules.md, report-with-crew).

use super::options::PlayOption;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::Place;

/// Up to `most` of `candidates` (cards in `player`'s hand) report aboard `ship`, one at a
/// time, each chosen by the player among those that may report there now, until the player
/// stops or none is left.
pub(crate) fn report_crew(
    step: &mut Step<'_>,
    player: PlayerId,
    candidates: &[CardId],
    ship: CardId,
    most: usize,
) -> Result<(), Interrupt> {
    for _ in 0..most {
        let legal = may_report_aboard(step, player, candidates, ship)?;
        if legal.is_empty() {
            break;
        }
        let mut labels: Vec<String> = legal
            .iter()
            .map(|&card| format!("report {} aboard {}", step.describe(card), step.describe(ship)))
            .collect();
        labels.push(format!("report no more aboard {}", step.describe(ship)));
        let chosen = step.decide(player, format!("crew reporting with {}", step.describe(ship)), labels)?;
        let Some(&card) = legal.get(chosen) else {
            break;
        };
        step.move_to(card, Place::Aboard { card: ship });
        step.emit(Event::Reported { card, player });
        // A multi-affiliation card is declared in a mode as it reports (M:473).
        crate::rules::affiliation::declare(step, player, card)?;
    }
    Ok(())
}

/// The candidates still in `player`'s hand that may report aboard the ship on their own.
fn may_report_aboard(
    step: &mut Step<'_>,
    player: PlayerId,
    candidates: &[CardId],
    ship: CardId,
) -> Result<Vec<CardId>, Interrupt> {
    let ship_affiliations = step.def(ship).affiliations.clone();
    let mut options = Vec::new();
    for &card in candidates {
        if step.state.card(card).place != (Place::Hand { player }) {
            continue;
        }
        let def = step.def(card);
        if !def.is_one_of(&["personnel", "equipment"]) {
            continue;
        }
        if def.kind != "equipment" && !step.any_compatible(player, &def.affiliations, &ship_affiliations) {
            continue;
        }
        options.push(PlayOption {
            label: String::new(),
            card,
            destination: Place::Aboard { card: ship },
            target: None,
        });
    }
    let allowed = crate::rules::statics::forbid::allowed_plays(step, player, options)?;
    Ok(allowed.into_iter().map(|play| play.card).collect())
}
