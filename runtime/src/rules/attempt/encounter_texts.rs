//! A dilemma's encounter texts run in a context that says whom they apply to: the group that
//! encountered it (`encounter`), or a ship and crew that share the encounter
//! (`shared_encounter`, Receptacle Stones).

use crate::event::Event;
use crate::ids::CardId;
use crate::interp::{run_block, Context};
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::AbilityKind;

/// Runs a dilemma's encounter texts in `ctx` (the group, the location and the player it
/// applies to), each use told as the ability used.
pub(super) fn run_encounter_texts(step: &mut Step<'_>, dilemma: CardId, ctx: &mut Context) -> Result<(), Interrupt> {
    let abilities = &step.def(dilemma).abilities;
    for (index, ability) in abilities.iter().enumerate() {
        if let AbilityKind::Encounter { body } = &ability.kind {
            step.emit(Event::AbilityUsed {
                card: dilemma,
                ability: index,
            });
            run_block(step, ctx, body)?;
        }
    }
    Ok(())
}
