//! The ways a card may be played, as options: [`PlayOption`]; the abilities a card has by the
//! way it is played (its own, or those of a `play as KIND`, FAQ:629-631); and the plays of an
//! event (or of a card played as one) on the table or on each card it may play on. Both the
//! normal card play and interrupts, and the statics that forbid plays, read them.

use crate::defs::CardDef;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::Place;
use stccg_lang::ast::{Ability, AbilityKind, ExprKind, Member};

/// A way to play a card, as an option.
#[derive(Clone, Debug)]
pub(crate) struct PlayOption {
    pub(crate) label: String,
    pub(crate) card: CardId,
    pub(crate) destination: Place,
    pub(crate) target: Option<CardId>,
}

/// The abilities of a `play as KIND` of the card, if it has one (borrowed from the
/// definition).
pub(crate) fn played_as<'a>(def: &'a CardDef, kind: &str) -> Option<Vec<&'a Ability>> {
    def.abilities.iter().find_map(|a| match &a.kind {
        AbilityKind::PlayAs { kind: k, members } if k.name == kind => Some(
            members
                .iter()
                .filter_map(|m| match m {
                    Member::Ability(ability) => Some(&**ability),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    })
}

/// The abilities a played card resolves with: those of the way it was played, for a card
/// played as another type (an artifact played as an interrupt goes to the discard pile, as
/// an event elsewhere; a doorway "stocked in deck" and used from hand as an interrupt, the
/// Alternate Universe Door; an event whose "OR" text plays as an interrupt, Revolving Door's
/// "OR Nullifies Revolving Door"), else its own.
pub(crate) fn played_abilities(def: &CardDef, destination: Place) -> Vec<&Ability> {
    let to_discard = matches!(destination, Place::Discard { .. });
    if def.is("interrupt") || (def.is("event") && !to_discard) {
        return def.abilities.iter().collect();
    }
    let way = if to_discard { "interrupt" } else { "event" };
    played_as(def, way).unwrap_or_else(|| def.abilities.iter().collect())
}

/// The targets an event may play on (`plays on X where Y`), or the table.
pub(crate) fn event_plays(step: &mut Step<'_>, player: PlayerId, card: CardId) -> Result<Vec<PlayOption>, Interrupt> {
    let abilities = played_abilities(step.def(card), Place::Table { player });
    if !abilities
        .iter()
        .any(|a| matches!(a.kind, AbilityKind::OnPlay { .. } | AbilityKind::PlaysOn { .. }))
    {
        // A card with no way to be played from hand (a doorway that only seeds).
        return Ok(Vec::new());
    }
    for (index, ability) in abilities.iter().enumerate() {
        if let AbilityKind::OnPlay { guard, limit, .. } = &ability.kind {
            if crate::rules::timing::uses::used_up(step, card, index, *limit, player) {
                return Ok(Vec::new());
            }
            let mut ctx = context_for(step, card);
            ctx.controller = player;
            if let Some(guard) = guard {
                let own = own_index(step.def(card), ability);
                if !crate::rules::guards::guard_holds(step, &mut ctx, own, guard)? {
                    return Ok(Vec::new());
                }
            }
        }
    }
    let plays_on = abilities.iter().find_map(|a| match &a.kind {
        AbilityKind::PlaysOn { target, filter } => Some((*a, target, filter.as_ref())),
        _ => None,
    });
    let Some((plays_on, target, filter)) = plays_on else {
        return Ok(vec![PlayOption {
            label: format!("play {}", step.named(card)),
            card,
            destination: Place::Table { player },
            target: None,
        }]);
    };
    if matches!(&target.kind, ExprKind::Name { name } if name == "table") {
        return Ok(vec![PlayOption {
            label: format!("play {}", step.named(card)),
            card,
            destination: Place::Table { player },
            target: None,
        }]);
    }
    // The filter's lowered form is kept by its index among the definition's own abilities
    // (a `play as` text's abilities have none).
    let filter_index = own_index(step.def(card), plays_on);
    let mut plays = Vec::new();
    let mut ctx = context_for(step, card);
    ctx.controller = player;
    // `plays on ship`: a card type, told when the pool loaded, is a feature test on each card
    // and needs no interpreter; only the cards of that type are tried against the filter.
    let card_type = crate::interp::card_type_named(step, &ctx, target);
    for candidate in candidates(step, card_type) {
        if card_type.is_some_and(|kind| !step.has_feature(candidate, kind)) || landed_ship(step, candidate) {
            continue;
        }
        // In the card's text, `target` is the card it would play on, and `mission` the
        // mission where that card is.
        ctx.target = Some(candidate);
        ctx.location = step.location_of(candidate);
        let fits = (card_type.is_some() || crate::interp::truth_over(step, &mut ctx, target, &[candidate])?)
            && match filter {
                Some(filter) => crate::rules::guards::filter_holds(step, &mut ctx, filter_index, filter, candidate)?,
                None => true,
            };
        if fits {
            plays.push(PlayOption {
                label: format!("play {} on {}", step.named(card), step.named(candidate)),
                card,
                destination: Place::On { card: candidate },
                target: Some(candidate),
            });
        }
    }
    Ok(plays)
}

/// The cards in play an event may play on, in the order of their ids: for a target that is a
/// card type (`plays on ship`), the game's cards that may be of it and are in play (read
/// from the game's list, `rules::guards::of_card_type`, not from every card in play), while
/// no static text gives a card an icon (which may give it the type); else every card in play.
/// The caller tests each against the target.
fn candidates(step: &Step<'_>, card_type: Option<crate::defs::NameId>) -> Vec<CardId> {
    match card_type {
        Some(kind) if step.state.statics.icons.is_empty() => {
            // A function of which cards are in play, as `Step::in_play` is.
            crate::state::reads::in_play();
            let mut cards = crate::rules::guards::of_card_type(step, kind);
            cards.retain(|&card| step.state.place_of(card).in_play());
            cards
        }
        _ => step.in_play(),
    }
}

/// Whether a card is a ship landed on a planet: no card that targets a ship targets it
/// (Glossary (1E encyclopedia), letter L, "landed ships": Temporal Rift, Warp Core Breach and
/// the like do not reach it; no card of the pool says it may target a landed ship).
fn landed_ship(step: &Step<'_>, card: CardId) -> bool {
    matches!(step.state.place_of(card), Place::Surface { .. }) && step.def(card).is("ship")
}

/// The index of an ability among the definition's own abilities (where its lowered
/// conditions are kept); `None` for an ability of a `play as` text.
fn own_index(def: &CardDef, ability: &Ability) -> Option<usize> {
    def.abilities.iter().position(|a| std::ptr::eq(a, ability))
}
