//! Replacing a death (Genetronic Replicator: "When a personnel is targeted to die, you may ...
//! return that personnel to hand instead"). When personnel are targeted to die, by a card's
//! `kill`, in a personnel battle or with their destroyed ship, the `when die(...)` triggers of
//! the cards in play run at once, before the death, not queued as other triggers are: the
//! death waits on them. A personnel such a text moves elsewhere, or saves (`save`: John Doe's
//! "prevent one other personnel from being killed"), does not die.

use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use crate::rules::timing::at_once::{self, Answering};
use crate::state::{ActionRef, ActionType};

/// Runs the `when die(...)` texts that answer `card` being targeted to die along with
/// `doomed` (every personnel targeted at once, `card` among them; `group` in the text).
/// Whether the personnel was saved: moved from where it was by one of them.
pub(crate) fn spared(step: &mut Step<'_>, card: CardId, doomed: &[CardId]) -> Result<bool, Interrupt> {
    if !step.def(card).is("personnel") || !step.state.card(card).place.in_play() {
        return Ok(false);
    }
    let before = step.state.card(card).place;
    let action = ActionRef::new(ActionType::Die, card, step.state.card(card).owner).with_group(doomed.to_vec());
    let answering = Answering {
        action: &|_, _| action.clone(),
        subject: Some(card),
        group: doomed,
    };
    at_once::run(step, &answering, |step, ctx| {
        ctx.saved.contains(&card) || step.state.card(card).place != before
    })
}
