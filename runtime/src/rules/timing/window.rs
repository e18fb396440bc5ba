//! Response windows (step 2 of an action, rules-digest §3.3). A window is open on the action
//! of the top frame: a card play, an ability's use, the start of an attempt, a dilemma
//! encounter, the solving of a mission. The players take turns, starting with the one not
//! taking the action; each may pass or answer with:
//!
//! * a response from hand or from a card in play whose pattern matches the action: it must
//!   specifically modify that action (F:26); responses nest (M:79);
//! * an action that suspends play, or a special download (S:858), in the play phase only;
//! * the activation of a hidden agenda whose text specifically modifies the action (M:208);
//! * under the 1995 ruleset, another interrupt, which resolves after the one it follows
//!   (FAQ:295: interrupts are taken in the order played).
//!
//! Two passes in a row close the window: a play or a use resolves (unless nullified), and the
//! action under a plain window goes on.

use super::abilities::{self, AbilityUse};
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::interp::{matches_action, names_action_type};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::playing::play::{self, PlayOption};
use crate::rules::turn::segments::context_for;
use crate::state::Frame;
use crate::state::{ActionRef, ActionType};
use crate::state::{Phase, Place};
use stccg_lang::ast::AbilityKind;

/// One answer in a window.
#[derive(Clone, Debug)]
enum Reply {
    /// A card from hand played as a response, with the ability used.
    Respond(PlayOption, usize),
    /// An ability of a card in play.
    Use(AbilityUse),
    /// 1995: an interrupt played now that resolves after the one on top.
    Queue(PlayOption),
    /// An interrupt that suspends play (`on play suspends play`), played on top of the action.
    Suspend(PlayOption),
}

impl Reply {
    fn label(&self, step: &Step<'_>) -> String {
        match self {
            Reply::Respond(play, _) | Reply::Queue(play) | Reply::Suspend(play) => play.label.clone(),
            Reply::Use(used) => used.label(step),
        }
    }
}

/// One step of the window on the top frame. A step that stops at the decision resumes from it
/// with the replies it listed (`kernel::Rest`). A player who has nothing to answer with
/// ([`super::window_answers`]) passes at once: no reply is listed and no frame copied.
pub(crate) fn window_step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(top) = step.state.flow.last() else {
        return Ok(());
    };
    let Some(action) = top.action() else {
        return Ok(());
    };
    let (responder, passes) = match top {
        Frame::Play { responder, passes, .. }
        | Frame::Window { responder, passes, .. }
        | Frame::Ability { responder, passes, .. } => (*responder, *passes),
        _ => return Ok(()),
    };
    let on_ability = matches!(top, Frame::Ability { .. });
    let follows_interrupt = matches!(top, Frame::Play { card, .. } if step.def(*card).is("interrupt"));
    let nullified = step.state.nullified.contains(&action.subject) && !on_ability;
    if passes >= 2 || nullified {
        return close(step);
    }
    // Nothing answers a hidden agenda's play face down or its activation (1E wiki, Hidden
    // Agenda; Glossary 1.9.1, Manheim's Dimensional Door).
    let answerable = !crate::rules::playing::hidden_agenda::unanswerable(step, &action);
    // Under the 1995 answers any interrupt may follow an interrupt (`replies`): read them.
    let queues = follows_interrupt && queues_interrupts(step);
    if !queues && cannot_answer(step, responder, &action, answerable, follows_interrupt)? {
        pass_turn(step, responder, true);
        // The other player's turn comes at once when they have nothing to answer with either,
        // and the window closes at once after two passes in a row: a pass changes nothing on
        // the board, so the passes every step ends with (`rules::step::finish`) and the
        // static layer's refresh the next step starts with would find nothing to do between.
        let mut passes = passes + 1;
        let other = responder.other();
        if passes < 2 && cannot_answer(step, other, &action, answerable, follows_interrupt)? {
            pass_turn(step, other, true);
            passes += 1;
        }
        if passes >= 2 {
            return close(step);
        }
        return Ok(());
    }
    let replies = replies(step, responder, &action, answerable, follows_interrupt)?;
    let count = 1 + replies.len();
    let listed = Listed {
        responder,
        action,
        replies,
    };
    step.decide_then(
        responder,
        listed,
        count,
        |step, listed| {
            let mut options = vec!["pass".to_string()];
            options.extend(listed.replies.iter().map(|r| r.label(step)));
            (
                format!("respond to {}, or pass", describe(step, &listed.action)),
                options,
            )
        },
        reply,
    )
}

/// The replies open to the player whose turn it is in the window, with the action answered.
struct Listed {
    responder: PlayerId,
    action: ActionRef,
    replies: Vec<Reply>,
}

/// The chosen reply (0: a pass), and the turn in the window passed to the other player.
fn reply(step: &mut Step<'_>, chosen: usize, listed: &Listed) -> Result<(), Interrupt> {
    let Listed {
        responder,
        action,
        replies,
    } = listed;
    let responder = *responder;
    pass_turn(step, responder, chosen == 0);
    if chosen == 0 {
        return Ok(());
    }
    match replies[chosen - 1].clone() {
        Reply::Respond(play, ability) => play::initiate(step, responder, play, Some((action.subject, ability))),
        Reply::Use(used) => abilities::initiate(step, responder, used),
        Reply::Suspend(play) => play::initiate(step, responder, play, None),
        Reply::Queue(play) => {
            play::initiate(step, responder, play, None);
            // FAQ:295: it waits under the interrupt it follows.
            let len = step.state.flow.len();
            step.state.flow.swap(len - 1, len - 2);
        }
    }
    Ok(())
}

/// The turn in the window on the top frame passed from `responder` to the other player,
/// with one more pass in a row (`passed`, logged) or none (an answer).
fn pass_turn(step: &mut Step<'_>, responder: PlayerId, passed: bool) {
    if let Some((r, p)) = step.state.flow.last_mut().and_then(Frame::window_mut) {
        *r = responder.other();
        *p = if passed { *p + 1 } else { 0 };
    }
    if passed {
        step.emit(Event::Passed { player: responder });
    }
}

/// Whether `player` has nothing to answer the window with ([`super::window_answers`]): no
/// reply is listed then. Debug builds list the replies anyway and assert there is none.
fn cannot_answer(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
    answerable: bool,
    follows_interrupt: bool,
) -> Result<bool, Interrupt> {
    if !super::window_answers::nobody_may_answer(step, player, action, answerable) {
        return Ok(false);
    }
    if cfg!(debug_assertions) {
        let evaluated = step.evaluated.get();
        let replies = replies(step, player, action, answerable, follows_interrupt)?;
        step.evaluated.set(evaluated);
        assert!(replies.is_empty(), "a window told to have no answer has one");
    }
    Ok(true)
}

/// Whether the game answers under the 1995 ruleset, where an interrupt may follow an
/// interrupt and they resolve in the order played (rules-digest C9, FAQ:295).
fn queues_interrupts(step: &Step<'_>) -> bool {
    step.pool().core.interrupt_order == crate::defs::InterruptOrder::FirstPlayedFirst
}

/// An action, as a prompt names it.
fn describe(step: &Step<'_>, action: &ActionRef) -> String {
    match action.kind {
        ActionType::Play => format!("the play of {}", step.describe(action.subject)),
        ActionType::Use => format!("the use of {}", step.describe(action.subject)),
        ActionType::Attempt => format!("the attempt of {}", step.describe(action.subject)),
        ActionType::Scout => format!("the scouting of {}", step.describe(action.subject)),
        ActionType::Encounter => format!("the encounter of {}", step.describe(action.subject)),
        ActionType::Solve => format!("the solving of {}", step.describe(action.subject)),
        ActionType::Battle => format!("the battle against {}", step.describe(action.subject)),
        ActionType::FinishBattle => format!("the end of the battle against {}", step.describe(action.subject)),
        ActionType::Engaged => format!(
            "the engagements of the battle against {}, before a winner is determined",
            step.describe(action.subject)
        ),
        ActionType::Killed => format!("the death of {}", step.describe(action.subject)),
        ActionType::EnterPlay => format!("the entry into play of {}", step.describe(action.subject)),
        ActionType::Destroyed => format!("the destruction of {}", step.describe(action.subject)),
        ActionType::Move => match step.passing(action.subject) {
            Some(location) => format!(
                "the move of {} past {}",
                step.describe(action.subject),
                step.describe(step.state.location(location).mission)
            ),
            None => format!("the move of {}", step.describe(action.subject)),
        },
        _ => step.describe(action.subject),
    }
}

/// Closes the window on the top frame.
fn close(step: &mut Step<'_>) -> Result<(), Interrupt> {
    match step.state.flow.last() {
        Some(Frame::Play { .. }) => play::resolve(step),
        Some(Frame::Ability { .. }) => abilities::resolve(step),
        _ => {
            step.state.flow.pop();
            Ok(())
        }
    }
}

/// Everything `player` may answer `action` with (`answerable`: the action may be answered
/// at all; `follows_interrupt`: the window is on an interrupt's play).
fn replies(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
    answerable: bool,
    follows_interrupt: bool,
) -> Result<Vec<Reply>, Interrupt> {
    let mut replies: Vec<Reply> = Vec::new();
    if answerable {
        replies.extend(
            hand_responses(step, player, action)?
                .into_iter()
                .map(|(play, ability)| Reply::Respond(play, ability)),
        );
    }
    if !action.after && answerable {
        replies.extend(abilities::responses(step, player, action)?.into_iter().map(Reply::Use));
    }
    if step.state.phase == Phase::Play {
        replies.extend(abilities::actions(step, player, false)?.into_iter().map(Reply::Use));
        replies.extend(suspending_plays(step, player)?.into_iter().map(Reply::Suspend));
        // A hidden agenda is activated as an interrupt is played: in a window, as a response
        // that specifically modifies the action (Glossary, Mirror Image, M:208).
        if answerable {
            replies.extend(
                crate::rules::playing::hidden_agenda::activations_answering(step, player, action)?
                    .into_iter()
                    .map(Reply::Suspend),
            );
        }
    }
    // Rules-digest C9: under the 1995 answers (FAQ:295) an interrupt may follow an interrupt
    // and they resolve in the order played; the glossary resolves the last played first (M:70).
    if follows_interrupt && queues_interrupts(step) {
        let answering: Vec<_> = replies
            .iter()
            .filter_map(|r| match r {
                Reply::Respond(play, _) => Some(play.card),
                _ => None,
            })
            .collect();
        for mut play in play::interrupt_plays(step, player)? {
            if !answering.contains(&play.card) {
                play.label = format!("{} (after {})", play.label, step.describe(action.subject));
                replies.push(Reply::Queue(play));
            }
        }
    }
    Ok(replies)
}

/// The interrupts in `player`'s hand whose play suspends play, as they may be played now: the
/// plays of the interrupts in hand are listed only when some card in hand has such a text.
/// Debug builds list them when none has, and assert that none suspends play.
fn suspending_plays(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<PlayOption>, Interrupt> {
    let hand = step.state.in_place(&Place::Hand { player });
    if !hand.iter().any(|&card| suspends_play(step, card)) {
        if cfg!(debug_assertions) {
            let evaluated = step.evaluated.get();
            let plays = play::interrupt_plays(step, player)?;
            step.evaluated.set(evaluated);
            assert!(
                !plays.iter().any(|play| suspends_play(step, play.card)),
                "a play that suspends play was skipped"
            );
        }
        return Ok(Vec::new());
    }
    let mut plays = play::interrupt_plays(step, player)?;
    plays.retain(|play| suspends_play(step, play.card));
    Ok(plays)
}

/// Whether a card's `on play` suspends play: it may be played in any window (S:858).
fn suspends_play(step: &Step<'_>, card: crate::ids::CardId) -> bool {
    step.def(card).abilities.iter().any(|a| {
        matches!(
            a.kind,
            AbilityKind::OnPlay {
                suspends_play: true,
                ..
            }
        )
    })
}

/// Cards in `player`'s hand with a `respond to` whose pattern matches the action.
fn hand_responses(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
) -> Result<Vec<(PlayOption, usize)>, Interrupt> {
    if action.after {
        return super::after_window::hand_plays(step, player, action);
    }
    // The cards in hand with a `respond to` naming the action's type: no other can match, and
    // their plays are not read (most often none is left, and no list is made). Debug builds
    // read the others too and assert that none answers.
    let hand = step.state.in_place(&Place::Hand { player });
    let candidates: Vec<CardId> = hand
        .iter()
        .copied()
        .filter(|&card| responds_to_type(step.def(card), action))
        .collect();
    if cfg!(debug_assertions) {
        let skipped: Vec<CardId> = hand.iter().copied().filter(|c| !candidates.contains(c)).collect();
        let evaluated = step.evaluated.get();
        let mut none = Vec::new();
        for card in skipped {
            card_responses(step, player, card, action, &mut none)?;
        }
        step.evaluated.set(evaluated);
        assert!(
            none.is_empty(),
            "a card skipped as answering no action of its type answers it"
        );
    }
    let mut responses = Vec::new();
    for card in candidates {
        card_responses(step, player, card, action, &mut responses)?;
    }
    Ok(responses)
}

/// Whether a card in hand has a `respond to` that may answer an action of this type, among
/// the texts [`card_responses`] reads: a test on the definition alone.
fn responds_to_type(def: &crate::defs::CardDef, action: &ActionRef) -> bool {
    let answers = |ability: &stccg_lang::ast::Ability| {
        matches!(&ability.kind, AbilityKind::Response { pattern, limit, .. }
            if names_action_type(pattern, action)
                && !(def.is("event") && abilities::event_uses_in_play(limit.as_ref())))
    };
    match crate::rules::playing::options::played_as(def, "interrupt") {
        Some(abilities) => abilities.into_iter().any(answers),
        None => def.abilities.iter().any(answers),
    }
}

/// The responses a card in `player`'s hand may answer the action with, added to `responses`.
fn card_responses(
    step: &mut Step<'_>,
    player: PlayerId,
    card: CardId,
    action: &ActionRef,
    responses: &mut Vec<(PlayOption, usize)>,
) -> Result<(), Interrupt> {
    if !crate::rules::playing::earned::playable_from_hand(step, card)
        || crate::rules::playing::converted::is_converted(step, card)
        || crate::rules::statics::forbid::forbidden(step, &ActionRef::new(ActionType::Play, card, player))?
    {
        return Ok(());
    }
    // An artifact "plays as [Interrupt]" (Tox Uthat: "Nullifies Supernova") responds with the
    // text of that way of playing, as it resolves with it (`played_abilities`).
    let def = step.def(card);
    let abilities =
        crate::rules::playing::options::played_as(def, "interrupt").unwrap_or_else(|| def.abilities.iter().collect());
    for (index, ability) in abilities.iter().enumerate() {
        let AbilityKind::Response {
            pattern, guard, limit, ..
        } = &ability.kind
        else {
            continue;
        };
        if def.is("event") && abilities::event_uses_in_play(limit.as_ref()) {
            // An ability of the event in play, not a play from hand (I Am Not a Merry Man!).
            continue;
        }
        let mut ctx = context_for(step, card);
        ctx.controller = player;
        if !matches_action(step, &mut ctx, pattern, action)? {
            continue;
        }
        if !abilities::bind_and_guard(step, &mut ctx, ability, action.subject, guard.as_ref())? {
            continue;
        }
        // An event answers as an event, on the table, unless it answers with the text
        // it has when played as an interrupt (Revolving Door's "OR Nullifies Revolving
        // Door"), which goes to the discard pile as an interrupt does.
        let destination = if def.is("event") && crate::rules::playing::options::played_as(def, "interrupt").is_none() {
            Place::Table { player }
        } else {
            Place::Discard {
                player: step.state.card(card).owner,
            }
        };
        // A card that plays on a card answers on one when its response reads that card,
        // `target` ("Plays on your ship just after ..."); a response that does not is a
        // function of its own, answering the action with no card to play on (Data Laughing's
        // "Nullifies Calamarain", its other functions playing on cards: M:79, an interrupt
        // played in response to a card being played).
        let plays_on_card = stccg_lang::ast::response_reads(ability, "target")
            && abilities.iter().any(|a| {
                matches!(&a.kind, AbilityKind::PlaysOn { target, .. }
                    if !matches!(&target.kind, stccg_lang::ast::ExprKind::Name { name } if name == "table"))
            });
        if plays_on_card {
            // "Plays on your ship just after ...": one response per card it may play on.
            for option in play::event_plays(step, player, card)? {
                let Some(host) = option.target else { continue };
                let label = format!(
                    "respond with {} on {} to {}",
                    step.describe(card),
                    step.describe(host),
                    step.describe(action.subject)
                );
                // An interrupt that plays on a card stays on it (Asteroid Sanctuary).
                let destination = if step.def(card).is("interrupt") {
                    option.destination
                } else {
                    destination
                };
                responses.push((
                    PlayOption {
                        label,
                        card,
                        destination,
                        target: Some(host),
                    },
                    index,
                ));
            }
            break;
        }
        let label = format!(
            "respond with {} to {}",
            step.describe(card),
            step.describe(action.subject)
        );
        responses.push((
            PlayOption {
                label,
                card,
                destination,
                target: None,
            },
            index,
        ));
        break;
    }
    Ok(())
}
