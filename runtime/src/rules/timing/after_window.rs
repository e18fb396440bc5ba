//! The window just after an action (rules-digest §3.3-3.4): when an action is over, a player
//! holding an interrupt whose `just after PATTERN` matches it may play it then, before anything
//! else happens ("Plays on an Away Team that just solved a planet mission", Alien Groupie). The
//! window opens only when some player holds such an interrupt, so the game asks nothing when
//! no one can answer; it is offered on the actions the triggers read from the step's events
//! (the solving of a mission, a card play that resolved, a report, a death...).

use crate::ids::{CardId, PlayerId};
use crate::interp::{matches_action, names_action_type};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::playing::play::{event_plays, PlayOption};
use crate::rules::turn::segments::context_for;
use crate::state::ActionRef;
use crate::state::Place;
use stccg_lang::ast::{AbilityKind, TriggerTiming};

/// Opens a window just after the first of these actions that some player may answer from hand.
/// The cards an interrupt may play on are listed once for all the actions (the state does not
/// change while they are looked at).
pub(crate) fn offer<'a>(step: &mut Step<'_>, actions: impl Iterator<Item = &'a ActionRef>) -> Result<(), Interrupt> {
    let mut hosts = Hosts::new();
    for action in actions.filter(|a| !a.after) {
        let mut after = action.clone();
        after.after = true;
        for player in PlayerId::BOTH {
            if !hand_plays_listed(step, player, &after, &mut hosts)?.is_empty() {
                step.open_window(after);
                return Ok(());
            }
        }
    }
    Ok(())
}

/// The interrupts in `player`'s hand that play just after the action, with the trigger used:
/// one option per card it may play on, for an interrupt that plays on one.
pub(crate) fn hand_plays(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
) -> Result<Vec<(PlayOption, usize)>, Interrupt> {
    hand_plays_listed(step, player, action, &mut Hosts::new())
}

/// The cards each interrupt in hand that plays on a card may play on, by player and card, as
/// listed so far for one state.
type Hosts = Vec<((PlayerId, CardId), Vec<PlayOption>)>;

/// [`hand_plays`], with the cards an interrupt may play on taken from `hosts` when listed
/// before for this state.
fn hand_plays_listed(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
    listed: &mut Hosts,
) -> Result<Vec<(PlayOption, usize)>, Interrupt> {
    let mut plays = Vec::new();
    if step.state.phase != crate::state::Phase::Play {
        // Interrupts are played from hand in the play phase only.
        return Ok(plays);
    }
    // The interrupts in hand with a `just after` text for this type of action: the others have
    // nothing to play here, and their targets need not be listed (most often none is left, and
    // no list is made). The type is looked up first among the types each of the game's cards
    // names (read once for the game), before any text is read.
    let game = super::window_answers::of_game(step);
    let candidates: Vec<CardId> = step
        .state
        .in_place(&Place::Hand { player })
        .iter()
        .copied()
        .filter(|&card| {
            let named = game.by_card[card.0 as usize].just_after.has(action.kind);
            debug_assert!(
                named || !plays_just_after_type(step.def(card), action),
                "a `just after` text of a type left out"
            );
            named && plays_just_after_type(step.def(card), action)
        })
        .collect();
    for card in candidates {
        let abilities = &step.def(card).abilities;
        let play = ActionRef::new(crate::state::ActionType::Play, card, player);
        // A card converted to another type (Tijuana Crass) is played only as that type.
        if crate::rules::playing::converted::is_converted(step, card)
            || crate::rules::statics::forbid::forbidden(step, &play)?
        {
            continue;
        }
        let plays_on = abilities.iter().any(|a| matches!(a.kind, AbilityKind::PlaysOn { .. }));
        let hosts: Vec<PlayOption> = if plays_on {
            match listed.iter().find(|(key, _)| *key == (player, card)) {
                Some((_, hosts)) => hosts.clone(),
                None => {
                    let hosts = event_plays(step, player, card)?;
                    listed.push(((player, card), hosts.clone()));
                    hosts
                }
            }
        } else {
            vec![PlayOption {
                label: String::new(),
                card,
                destination: Place::Discard {
                    player: step.state.card(card).owner,
                },
                target: None,
            }]
        };
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::Trigger {
                timing: TriggerTiming::JustAfter,
                pattern,
                guard,
                ..
            } = &ability.kind
            else {
                continue;
            };
            for host in &hosts {
                let mut ctx = context_for(step, card);
                ctx.controller = player;
                ctx.target = host.target;
                // `group`: the crew or Away Team that took the action, as when it resolves.
                ctx.group.clone_from(&action.group);
                if !matches_action(step, &mut ctx, pattern, action)? {
                    continue;
                }
                if !super::abilities::bind_and_guard(step, &mut ctx, ability, action.subject, guard.as_ref())? {
                    continue;
                }
                let on = host
                    .target
                    .map(|t| format!(" on {}", step.describe(t)))
                    .unwrap_or_default();
                let mut option = host.clone();
                option.label = format!(
                    "play {}{on} just after {}",
                    step.describe(card),
                    step.describe(action.subject)
                );
                plays.push((option, index));
            }
        }
    }
    Ok(plays)
}

/// Whether a card is an interrupt with a `just after` text naming the action's type.
fn plays_just_after_type(def: &crate::defs::CardDef, action: &ActionRef) -> bool {
    def.is("interrupt")
        && def.abilities.iter().any(|a| {
            matches!(
                &a.kind,
                AbilityKind::Trigger {
                    timing: TriggerTiming::JustAfter,
                    pattern,
                    ..
                } if names_action_type(pattern, action)
            )
        })
}
