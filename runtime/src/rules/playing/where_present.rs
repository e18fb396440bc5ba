//! Reporting for duty where a card is present: a card's text may let other cards report
//! where it is (Sigmund Freud: "Your personnel and equipment may report where present (if
//! [AU])"; Mr. Homn: "Empaths may report for duty where present"), without a facility.
//! Reporting for duty is to a facility unless a card's text says otherwise (Rulebook v2.5.4,
//! Reporting for duty). The card reports into the place the present card is in: aboard the
//! ship or facility it is aboard, compatible with that ship or facility as a report to a
//! facility is (M:118-123, F:17), or onto the planet surface it stands on. Unlike Seal Rift's
//! `report_here` (S:140), such a text lifts no gated icon's bar: an [AU] card reports there
//! only while another card lets its player's [AU] cards enter play (S:406), as the play's
//! `forbid` check reads (docs/rules.md, report-where-present).

use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;
use crate::rules::playing::options::PlayOption;
use crate::state::Place;

/// The reports of `card` to the places where a card whose `report_where_present` names it
/// is: aboard its ship or facility, or on its planet surface. A place with no location (a
/// present card in hand, on the table) offers nothing.
pub(crate) fn reports_where_present(step: &Step<'_>, player: PlayerId, card: CardId) -> Vec<PlayOption> {
    let mut hosts: Vec<CardId> = (step.state.statics.report_where_present.iter())
        .filter(|(_, c)| *c == card)
        .map(|(present, _)| *present)
        .collect();
    hosts.dedup();
    let mut plays: Vec<PlayOption> = Vec::new();
    for present in hosts {
        let Some(destination) = destination(step, player, card, present) else {
            continue;
        };
        if plays.iter().any(|p| p.destination == destination) {
            continue;
        }
        plays.push(PlayOption {
            label: format!("report {} where {} is", step.named(card), step.named(present)),
            card,
            destination,
            target: None,
        });
    }
    plays
}

/// Where `card` reports to be present with `present`: aboard the same ship or facility (if
/// compatible with it), or on the same planet surface on its own player's side.
fn destination(step: &Step<'_>, player: PlayerId, card: CardId, present: CardId) -> Option<Place> {
    match step.state.card(present).place {
        Place::Aboard { card: host } => {
            let def = step.def(card);
            let compatible =
                def.is("equipment") || step.any_compatible(player, &def.affiliations, &step.def(host).affiliations);
            compatible.then_some(Place::Aboard { card: host })
        }
        Place::Surface { location, .. } if !step.def(card).is("ship") => Some(Place::Surface { location, player }),
        _ => None,
    }
}
