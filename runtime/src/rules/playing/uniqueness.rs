//! Unique and universal (the Glossary's `unique and universal` entry; FAQ:205-207): a
//! personnel or ship is unique unless it is universal; a card of any other type is universal
//! unless it says "(Unique.)". A player may not play a unique card while a copy of his own is
//! in play; the opponent's copy does not count. Several copies of an equipment, event or
//! interrupt without "(Unique.)" may be in play at once: only their effects are limited, by
//! cumulativity (`static_count`).

use crate::defs::CardDef;
use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;

/// Whether the card is unique.
pub(crate) fn is_unique(def: &CardDef) -> bool {
    if def.is_one_of(&["personnel", "ship"]) {
        !def.universal
    } else {
        def.unique
    }
}

/// The persona a card is a version of: its `persona` field, else its title as the rules know
/// it (the two border colours of a card are one card, M:481). Two unique cards of one persona
/// are copies for uniqueness (Glossary (Decipher), Clone Machine entry: a player may not have
/// two versions of a persona in play at once).
fn persona(def: &CardDef) -> &str {
    def.persona.as_deref().unwrap_or(def.card_title())
}

/// Whether `player` may not play `card` because it is unique and a copy he owns is in play,
/// or another version of its persona.
pub(crate) fn copy_in_play(step: &Step<'_>, player: PlayerId, card: CardId) -> bool {
    let def = step.def(card);
    if !is_unique(def) {
        return false;
    }
    let persona = persona(def);
    step.in_play()
        .into_iter()
        .any(|c| c != card && step.state.owner_of(c) == player && self::persona(step.def(c)) == persona)
}
