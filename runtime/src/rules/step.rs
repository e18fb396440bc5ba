//! One step of the game: a pending trigger, else what the top frame of the flow stack
//! (`state::Frame`) needs next, then the static layer and the triggers the step set off.

use crate::ids::{CardId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::rules::attempt::progress;
use crate::rules::battle;
use crate::rules::movement::ships;
use crate::rules::playing::card_play;
use crate::rules::playing::objectives;
use crate::rules::seeding::phases;
use crate::rules::statics::holograms;
use crate::rules::timing::triggers;
use crate::rules::timing::window;
use crate::rules::turn::orders;
use crate::rules::turn::segments;
use crate::state::{Frame, LastingEffect, Phase, Segment, Subject, Until};

/// Runs one step: a pending trigger, else whatever the top frame needs next; then the lasting
/// effects whose time has come end ([`expire_lasting`]), and the triggers its events set off
/// are queued.
pub(crate) fn step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    if step.state.phase == Phase::Over {
        return Ok(());
    }
    step.refresh_statics();
    if !triggers::run_next(step)? {
        run_top(step)?;
    }
    finish(step)
}

/// Runs the rest of a step that stopped at a decision between actions (`kernel::Rest`), from
/// the state it stopped in, with the option chosen: what the top frame does with it, then
/// the passes that end every step. The decisions that record a rest are asked last by the
/// top frame's work ([`run_top`]), so this is all a run from the start would do after them.
pub(crate) fn resume(step: &mut Step<'_>, rest: crate::kernel::Rest, chosen: usize) -> Result<(), Interrupt> {
    rest.then.run(step, chosen)?;
    finish(step)
}

/// The passes every step ends with: the static layer, a victory the layer now allows,
/// holograms without a host, objectives
/// without a target, lasting effects that end, death windows, and the triggers set off.
fn finish(step: &mut Step<'_>) -> Result<(), Interrupt> {
    step.refresh_statics();
    // The points needed to win may have fallen under a score (Q's Planet solved, M:300).
    step.check_victory();
    holograms::erase_unhosted(step)?;
    objectives::discard_without_target(step)?;
    expire_lasting(step)?;
    battle::open_death_windows(step);
    triggers::collect(step)
}

/// Runs what the top frame needs next. A decision that records what is left of the step
/// (`Step::decide_then`) is asked only here, last in the top frame's work.
fn run_top(step: &mut Step<'_>) -> Result<(), Interrupt> {
    // The frame's kind is all that is read here (not a copy of the frame): each procedure
    // reads its frame itself.
    let Some(top) = step.state.flow.last().map(Top::of) else {
        return Ok(());
    };
    match top {
        Top::Seed => phases::seed_step(step),
        Top::Turn(segment) => match segment {
            Segment::Start => segments::start(step),
            Segment::CardPlay => card_play::card_play_segment(step),
            Segment::Orders => orders::orders_segment(step),
            // Probing takes place at the end of the turn, just before the card draw (S:116).
            Segment::End => segments::end(step).and_then(|()| crate::rules::objectives::probing::at_end_of_turn(step)),
            Segment::Draw => segments::draw(step),
        },
        Top::Attempt => progress::attempt_step(step),
        Top::Move => ships::move_step(step),
        Top::Battle => battle::battle_step(step),
        Top::Window => window::window_step(step),
    }
}

/// The kind of the top frame, as [`run_top`] dispatches on it.
#[derive(Clone, Copy)]
enum Top {
    Seed,
    Turn(Segment),
    Attempt,
    Move,
    Battle,
    /// A play, an ability's use or a plain window: a response window is open on it.
    Window,
}

impl Top {
    fn of(frame: &Frame) -> Top {
        match frame {
            Frame::Seed => Top::Seed,
            Frame::Turn { segment } => Top::Turn(*segment),
            Frame::Attempt { .. } => Top::Attempt,
            Frame::Move { .. } => Top::Move,
            Frame::Battle { .. } => Top::Battle,
            Frame::Play { .. } | Frame::Window { .. } | Frame::Ability { .. } => Top::Window,
        }
    }
}

/// The one expiry pass of lasting effects (`state::lasting`), at the end of every step: the
/// conditions of `while` durations are read again (a condition is continuous, like a `static
/// while`'s: it is decided at every step, not only at the times the turn names), then those
/// whose time has come are removed; control taken for a time goes back when that time comes,
/// card by card in the order of the cards.
fn expire_lasting(step: &mut Step<'_>) -> Result<(), Interrupt> {
    read_while_conditions(step)?;
    let mut returning: Vec<(CardId, PlayerId)> = step
        .state
        .expire_lasting()
        .into_iter()
        .filter_map(|ended| match (ended.effect, ended.subject) {
            (LastingEffect::Control { returns_to }, Subject::Card(card)) => Some((card, returns_to)),
            _ => None,
        })
        .collect();
    returning.sort_by_key(|&(card, _)| card.0);
    for (card, player) in returning {
        step.give_control(card, player);
    }
    Ok(())
}

/// Reads again the condition of every `while` duration still in force, and records whether
/// it holds: one that fails ends the effect in this pass, for good.
fn read_while_conditions(step: &mut Step<'_>) -> Result<(), Interrupt> {
    for index in 0..step.state.lasting.len() {
        let Until::While(held) = &step.state.lasting[index].until else {
            continue;
        };
        if !held.holds {
            continue;
        }
        let held = held.clone();
        let holds = crate::interp::still_holds(step, &held)?;
        if let Some(Until::While(kept)) = step.state.lasting.get_mut(index).map(|l| &mut l.until) {
            kept.holds = holds;
        }
    }
    Ok(())
}
