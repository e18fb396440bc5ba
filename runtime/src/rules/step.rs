//! One step of the game: a pending trigger, else what the top frame of the flow stack
//! (`state::Frame`) needs next, then the static layer and the triggers the step set off.

use crate::kernel::{Interrupt, Step};
use crate::rules::attempt::progress;
use crate::rules::battle;
use crate::rules::movement::ships;
use crate::rules::playing::card_play;
use crate::rules::seeding::phases;
use crate::rules::statics::holograms;
use crate::rules::timing::triggers;
use crate::rules::timing::window;
use crate::rules::turn::orders;
use crate::rules::turn::segments;
use crate::state::{Frame, Phase, Segment};

/// Runs one step: a pending trigger, else whatever the top frame needs next; then the
/// triggers its events set off are queued.
pub(crate) fn step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    if step.state.phase == Phase::Over {
        return Ok(());
    }
    step.refresh_statics();
    if !triggers::run_next(step)? {
        run_top(step)?;
    }
    step.refresh_statics();
    holograms::erase_unhosted(step)?;
    battle::open_death_windows(step);
    triggers::collect(step)
}

/// Runs what the top frame needs next.
fn run_top(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(top) = step.state.flow.last().cloned() else {
        return Ok(());
    };
    match top {
        Frame::Seed => phases::seed_step(step),
        Frame::Turn { segment } => match segment {
            Segment::Start => segments::start(step),
            Segment::CardPlay => card_play::card_play_segment(step),
            Segment::Orders => orders::orders_segment(step),
            Segment::End => segments::end(step),
            Segment::Draw => segments::draw(step),
        },
        Frame::Attempt { .. } => progress::attempt_step(step),
        Frame::Move { .. } => ships::move_step(step),
        Frame::Battle { .. } => battle::battle_step(step),
        Frame::Play { .. } | Frame::Window { .. } | Frame::Ability { .. } => window::window_step(step),
    }
}
