//! The effects written in the `static` abilities of cards in play, found by their verb: the
//! markers the engine reads at the moment it needs them (`move_around` when a ship moves,
//! `hosts` when a hologram beams, `extra_card_play` when card plays are counted). One walk
//! over the text, shared by each reader, which then weighs the static's condition and the
//! effect's subject as its rule says.

use crate::ids::CardId;
use crate::kernel::Step;
use stccg_lang::ast::{AbilityKind, Effect, Expr, StatementKind};

/// One effect of a `static` of a card in play.
pub(crate) struct StaticEffect<'a> {
    /// The card whose text it is.
    pub(crate) card: CardId,
    /// The static's `while` condition, if it has one.
    pub(crate) condition: Option<&'a Expr>,
    /// The effect as written.
    pub(crate) effect: &'a Effect,
}

/// The effects with this verb in the `static` abilities of these cards, skipping cards in
/// stasis or disabled, whose text does nothing.
pub(crate) fn static_effects<'a>(
    step: &Step<'a>,
    cards: impl IntoIterator<Item = CardId>,
    verb: &str,
) -> Vec<StaticEffect<'a>> {
    let mut found = Vec::new();
    for card in cards {
        let status = &step.state.card(card).status;
        if status.stasis || status.disabled {
            continue;
        }
        for ability in step.text_abilities(card) {
            let AbilityKind::Static { condition, body } = &ability.kind else {
                continue;
            };
            for statement in &body.statements {
                if let StatementKind::Effect(effect) = &statement.kind {
                    if effect.verb.name == verb {
                        found.push(StaticEffect {
                            card,
                            condition: condition.as_ref(),
                            effect,
                        });
                    }
                }
            }
        }
    }
    found
}
