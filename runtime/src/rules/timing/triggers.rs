//! Triggered abilities: `when PATTERN` and `just after PATTERN`. After every step the events
//! it logged are read as actions (a card play that resolved, a report for duty, an
//! encounter, a discard...); each trigger of a card in play whose pattern, guard and limit
//! allow it is queued. Queued triggers run one per step before anything else, so they come
//! after the results of what set them off (rules-digest §3.4), `just after` ones first.

use super::uses;
use crate::event::Event;
use crate::interp::{matches_action, names_action_type, run_block, Value};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType};
use crate::state::{PendingTrigger, Place};
use stccg_lang::ast::{AbilityKind, TriggerTiming};

/// The action an event reports, if triggers may answer it; `before` holds the events its step
/// logged before it (a beam reads its move there).
pub(super) fn action_of(event: &Event, before: &[Event], state: &crate::state::GameState) -> Option<ActionRef> {
    Some(match event {
        Event::Resolved { card, player } => play_resolved(state, *card, *player),
        Event::Reported { card, player } => ActionRef::new(ActionType::Report, *card, *player),
        Event::Earned { card, player, location } => ActionRef::new(ActionType::Earn, *card, *player).at(*location),
        Event::Encountered { card } => {
            ActionRef::new(ActionType::Encounter, *card, state.active).with_group(encountering(state))
        }
        Event::QFlashed { card, player, location } => ActionRef::new(ActionType::QFlash, *card, *player)
            .with_group(encountering(state))
            .at(*location),
        Event::QFlashEnded { location, player } => {
            ActionRef::new(ActionType::FinishQFlash, state.location(*location).mission, *player)
                .with_group(encountering(state))
                .at(*location)
        }
        Event::Scored {
            player,
            points,
            from: Some(card),
            ..
        // Points scored from a seed card met in an attempt: the crew or Away Team facing it
        // scored them, `group` in the text that answers (Isabella: "Greed personnel who just
        // exploited a Worshiper").
        } if *points > 0 => ActionRef::new(ActionType::Score, *card, *player).with_group(encountering(state)),
        Event::AttemptBegan {
            player,
            location,
            group,
        } => ActionRef::new(ActionType::Attempt, state.location(*location).mission, *player).with_group(group.clone()),
        Event::MissionSolved {
            card, player, group, ..
        } => ActionRef::new(ActionType::Solve, *card, *player).with_group(group.clone()),
        Event::AttemptEnded {
            location,
            player,
            group,
            ..
        } => ActionRef::new(ActionType::FinishAttempt, state.location(*location).mission, *player)
            .with_group(group.clone()),
        Event::ShipPassed { ship, location } => ActionRef::new(ActionType::FlyBy, *ship, state.card(*ship).controller)
            .with_group(vec![state.location(*location).mission]),
        Event::BattleBegan {
            player,
            location,
            card,
            attackers,
            ..
        } => ActionRef::new(ActionType::Battle, *card, *player)
            .with_group(attackers.clone())
            .at(*location),
        Event::BattleEnded {
            card,
            location,
            cancelled: false,
            casualties,
        } => ActionRef::new(ActionType::FinishBattle, *card, state.active)
            .with_group(casualties.clone())
            .at(*location),
        Event::Killed { card } => ActionRef::new(ActionType::Killed, *card, state.card(*card).owner),
        Event::Destroyed { card, crew, .. } => {
            ActionRef::new(ActionType::Destroyed, *card, state.card(*card).owner).with_group(crew.clone())
        }
        Event::ShipMoved { ship, from, .. } => {
            ActionRef::new(ActionType::Move, *ship, state.card(*ship).controller).at(*from)
        }
        Event::Moved {
            card,
            to: Place::Discard { player },
            ..
        } => ActionRef::new(ActionType::Discarded, *card, *player),
        Event::Beamed {
            card,
            player,
            location,
            planet,
        } => {
            // The move the beam made is logged just before it: where it left and arrived.
            let ends = before.iter().rev().find_map(|e| match e {
                Event::Moved { card: moved, from, to } if moved == card => Some((*from, *to)),
                _ => None,
            });
            crate::rules::movement::beaming::beam_action(state, *card, *player, *location, *planet, ends)
        }
        Event::Nullified { card } => {
            let action = ActionRef::new(ActionType::Nullified, *card, state.card(*card).owner);
            // A card that formed a location (Gaps in Normal Space): its text "when nullified"
            // speaks of that location, which left the spaceline with it.
            match state.location_formed_by(*card) {
                Some(location) => action.at(location),
                None => action,
            }
        }
        Event::Moved {
            card,
            from: Place::DrawDeck { player },
            to: Place::Hand { .. },
        } => ActionRef::new(ActionType::Draw, *card, *player),
        // A captive freed by a card that releases or rescues it (Rulebook, Capture).
        Event::Status {
            card,
            status: crate::state::StatusKind::Captive,
            on: false,
        } => ActionRef::new(ActionType::Released, *card, state.card(*card).owner),
        // A personnel used as what it is (Juliana Tainer: "After first use as an android").
        Event::UsedAs { card, feature } => {
            ActionRef::new(ActionType::UsedAs, *card, state.card(*card).controller).with_feature(feature)
        }
        // A facility or ship commandeered (F:20): its new controller takes it.
        Event::Commandeered { card, player, .. } => ActionRef::new(ActionType::Commandeered, *card, *player),
        // A card's skills box lost skills by a card's text (S:440, S:448, S:514).
        Event::SkillsChanged { card, .. } => ActionRef::new(ActionType::LostSkill, *card, state.card(*card).owner),
        // A card arriving in play from a place out of play: reported, played, downloaded, a
        // dilemma entering play from under its mission (Sense the Borg: "just entered play").
        Event::Moved { card, from, to } if !from.in_play() && to.in_play() => {
            ActionRef::new(ActionType::EnterPlay, *card, state.card(*card).controller)
        }
        _ => return None,
    })
}

/// The solving of a mission an event reports: an attempt that ended solved (F:26, S:543),
/// answered by `when solve(...)` (Alien Abduction "Released when mission completed").
pub(super) fn solving_of(event: &Event, state: &crate::state::GameState) -> Option<ActionRef> {
    match event {
        Event::AttemptEnded {
            location,
            player,
            group,
            solved: true,
        } => Some(
            ActionRef::new(ActionType::Solve, state.location(*location).mission, *player).with_group(group.clone()),
        ),
        _ => None,
    }
}

/// The personnel of the attempt in progress still present and unstopped: who encounters a
/// revealed seed card (M:321).
/// A card play that resolved, at the location it went to or whose card it played on, which a
/// pattern's `at:` reads (`when play({Scan}, at: here)`: Nebula), as the forbids of plays read
/// it before the play (`rules::statics::forbid`).
fn play_resolved(state: &crate::state::GameState, card: crate::ids::CardId, player: crate::ids::PlayerId) -> ActionRef {
    let action = ActionRef::new(ActionType::Play, card, player);
    let location = state
        .location_of(card)
        .or_else(|| state.card(card).target.and_then(|target| state.location_of(target)));
    match location {
        Some(location) => action.at(location),
        None => action,
    }
}

fn encountering(state: &crate::state::GameState) -> Vec<crate::ids::CardId> {
    let Some(crate::state::Frame::Attempt { group, .. }) = state
        .flow
        .iter()
        .rev()
        .find(|f| matches!(f, crate::state::Frame::Attempt { .. }))
    else {
        return Vec::new();
    };
    group
        .iter()
        .copied()
        .filter(|&c| state.card(c).place.in_play() && !state.is_stopped(c))
        .collect()
}

/// Queues the triggers set off by the events this step has logged so far.
pub(crate) fn collect(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let end = step.log.len();
    if step.log_start >= end {
        return Ok(());
    }
    // Each action with the index of the event that reported it in the log.
    let mut actions: Vec<(usize, ActionRef)> = Vec::new();
    let start = step.log_start;
    let events = &step.log[start..end];
    for (index, action) in events.iter().enumerate().flat_map(|(index, e)| {
        solving_of(e, step.state)
            .into_iter()
            .chain(action_of(e, &events[..index], step.state))
            .map(move |action| (start + index, action))
    }) {
        // A mission solved is reported twice in one step, as solved and as an attempt that
        // ended solved: it is one solving, answered once (Samaritan Snare discards one card).
        let again = action.kind == ActionType::Solve
            && actions
                .iter()
                .any(|(_, a)| a.kind == ActionType::Solve && a.subject == action.subject && a.by == action.by);
        if !again {
            actions.push((index, action));
        }
    }
    step.log_start = end;
    if actions.is_empty() {
        return Ok(());
    }
    // The cards in play with text, shared with the memo, read through without a copy.
    let in_play = step.in_play_with_text();
    let watches = |step: &Step<'_>, card: crate::ids::CardId| step.def(card).has_triggers;
    let remote = remote_watchers(step);
    super::after_window::offer(step, actions.iter().map(|(_, action)| action))?;
    // The types each card's triggers name, read once for the game: a card with none naming
    // the action's type has nothing to queue, and its text is not read.
    let game = super::window_answers::of_game(step);
    for (event, action) in &actions {
        for &card in in_play.iter() {
            if !watches(step, card) {
                continue;
            }
            if game.by_card[card.0 as usize].triggers.has(action.kind) {
                queue_matching(step, card, action, *event, false)?;
            } else if cfg!(debug_assertions) {
                assert!(
                    !names_trigger_type(step, card, action),
                    "a card left out has a trigger naming the action's type"
                );
            }
        }
        for &card in &remote {
            queue_matching(step, card, action, *event, true)?;
        }
        if own_earning(step, action.subject, action) {
            // An artifact's text "upon earning" it works from the hand it was earned into.
            queue_matching(step, action.subject, action, *event, false)?;
        } else if matches!(
            action.kind,
            ActionType::Nullified | ActionType::Discarded | ActionType::Killed | ActionType::Destroyed
        ) && !(in_play.contains(&action.subject) && watches(step, action.subject))
        {
            // A card's text "when nullified", "when discarded", "if killed" or "if destroyed"
            // works from the pile the nullifying, discarding, death or destruction sent it to
            // (Kova Tholl: "Scores bonus points if killed ..."; Mona Lisa).
            queue_matching(step, action.subject, action, *event, false)?;
        }
    }
    step.guards_at_event.retain(|g| g.event >= end);
    Ok(())
}

/// Whether a trigger of `card` names the action's type (debug builds' check).
fn names_trigger_type(step: &Step<'_>, card: crate::ids::CardId, action: &ActionRef) -> bool {
    step.text_abilities(card).iter().any(
        |ability| matches!(&ability.kind, AbilityKind::Trigger { pattern, .. } if names_action_type(pattern, action)),
    )
}

/// The cards out of play with a trigger `from anywhere`, which works wherever its card is
/// (Mordock: "Bonus points lost if you ever battle in this game", after he left play too,
/// M:410): of the game's cards with such a trigger, listed once for the game, those out of
/// play now; none unless the pool has such a trigger.
fn remote_watchers(step: &Step<'_>) -> Vec<crate::ids::CardId> {
    let mut cards = step.cards_with_remote_triggers();
    cards.retain(|&c| !step.state.card(c).place.in_play());
    cards
}

/// Queues the triggers of one card that answer an action, reported by the log's event at
/// index `event`; `remote`: the card is out of play, and only its triggers `from anywhere`
/// work.
fn queue_matching(
    step: &mut Step<'_>,
    card: crate::ids::CardId,
    action: &ActionRef,
    event: usize,
    remote: bool,
) -> Result<(), Interrupt> {
    let abilities = step.text_abilities(card);
    for (index, ability) in abilities.iter().enumerate() {
        let AbilityKind::Trigger {
            timing,
            pattern,
            guard,
            limit,
            from_zone,
            ..
        } = &ability.kind
        else {
            continue;
        };
        if remote && from_zone.is_none() {
            continue;
        }
        // A pattern of another type of action cannot match: no context is built for it.
        if !names_action_type(pattern, action) {
            continue;
        }
        let mut ctx = context_for(step, card);
        let user = ctx.controller;
        if !uses::available(step, card, index, *limit, user) || !matches_action(step, &mut ctx, pattern, action)? {
            continue;
        }
        if crate::rules::movement::beaming::ignored(step, card, action) {
            // Pattern Enhancers: an effect targeting the player's just-beamed cards.
            continue;
        }
        // The guard may read the action's subject by its binding, as the body does. It was
        // decided as the event happened when the step logged it (`guards_at_event.rs`).
        let holds = match step.guard_at_event(event, card, index) {
            Some(holds) => holds,
            None => super::abilities::bind_and_guard(step, &mut ctx, ability, action.subject, guard.as_ref())?,
        };
        if !holds {
            continue;
        }
        let pending = PendingTrigger {
            card,
            ability: index,
            action: action.clone(),
        };
        let position = match timing {
            // `just after` comes before anything else waiting.
            TriggerTiming::JustAfter => step
                .state
                .triggers
                .iter()
                .position(|t| is_when(step, t))
                .unwrap_or(step.state.triggers.len()),
            TriggerTiming::When => step.state.triggers.len(),
        };
        step.state.triggers.insert(position, pending);
    }
    Ok(())
}

/// Whether the action is the earning of `card` itself, still in the hand it was earned into
/// (M:38: an artifact's text used "upon earning" it).
fn own_earning(step: &Step<'_>, card: crate::ids::CardId, action: &ActionRef) -> bool {
    action.kind == ActionType::Earn
        && action.subject == card
        && step.def(card).has_triggers
        && matches!(step.state.card(card).place, Place::Hand { .. })
}

fn is_when(step: &Step<'_>, trigger: &PendingTrigger) -> bool {
    matches!(
        step.def(trigger.card).abilities.get(trigger.ability).map(|a| &a.kind),
        Some(AbilityKind::Trigger {
            timing: TriggerTiming::When,
            ..
        })
    )
}

/// Runs the first queued trigger, if any; a trigger whose card has left play is dropped.
pub(crate) fn run_next(step: &mut Step<'_>) -> Result<bool, Interrupt> {
    if step.state.triggers.is_empty() {
        return Ok(false);
    }
    let pending = step.state.triggers.remove(0);
    let earning = own_earning(step, pending.card, &pending.action);
    // A card's own "when nullified", "when discarded" or "if killed" text works from the pile.
    let own_leaving = matches!(
        pending.action.kind,
        ActionType::Nullified | ActionType::Discarded | ActionType::Killed | ActionType::Destroyed
    ) && pending.action.subject == pending.card;
    // A trigger `from anywhere` works out of play too (Mordock, M:410).
    let anywhere = matches!(
        step.def(pending.card).abilities.get(pending.ability).map(|a| &a.kind),
        Some(AbilityKind::Trigger { from_zone: Some(_), .. })
    );
    if !step.state.card(pending.card).place.in_play() && !earning && !own_leaving && !anywhere {
        return Ok(true);
    }
    let abilities = &step.def(pending.card).abilities;
    let Some(AbilityKind::Trigger {
        binding, limit, body, ..
    }) = abilities.get(pending.ability).map(|a| &a.kind)
    else {
        return Ok(true);
    };
    let mut ctx = context_for(step, pending.card);
    if earning || own_leaving {
        // `here` is the location of the mission it was earned at (M:38), or the location a
        // nullified or discarded card formed.
        ctx.location = pending.action.location;
    }
    let user = ctx.controller;
    uses::record(step, pending.card, pending.ability, *limit, user);
    let name = binding.as_ref().map_or("it".to_string(), |b| b.name.to_string());
    ctx.bindings.push((name, Value::Card(pending.action.subject)));
    // `group`: the crew or Away Team taking the action, if any.
    ctx.group = pending.action.group.clone();
    ctx.set_off_by = Some(pending.action.by);
    step.emit(Event::AbilityUsed {
        card: pending.card,
        ability: pending.ability,
    });
    run_block(step, &mut ctx, body)?;
    Ok(true)
}
