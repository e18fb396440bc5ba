//! Cards that affect all players (Glossary 1.9.1, Mirror Image, M:206): while a card in play
//! has a `static { affect_all_players CONDITION }`, each card the condition matches takes
//! effect for every player, not only for the one who played it. Its `on play` text runs once
//! for each player as its `you`, its player first: each player chooses someone to draw three
//! cards with Kivas Fajo: Collector, and a player chosen by both draws six. A card play that
//! its `static` offers its controller in place of the normal card play (Red Alert!) is
//! offered to each player.

use crate::ids::{CardId, PlayerId};
use crate::interp::truth_over;
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::statics::layer::rule_effect;
use crate::rules::turn::segments::context_for;
use crate::state::{RuleKind, StaticRule};

/// Whether a card in play widens `card` to all players: an `affect_all_players` rule in the
/// static layer whose condition `card` meets, read with the widening card's own context.
pub(crate) fn affects_all_players(step: &mut Step<'_>, card: CardId) -> Result<bool, Interrupt> {
    Ok(widening(step, card)?.is_some())
}

/// The `affect_all_players` rule that widens `card`, if one does.
pub(crate) fn widening(step: &mut Step<'_>, card: CardId) -> Result<Option<StaticRule>, Interrupt> {
    let rules: Vec<StaticRule> = step
        .state
        .statics
        .rules_of(|k| k == RuleKind::AffectAllPlayers)
        .copied()
        .collect();
    for rule in rules {
        let Some(condition) = rule_effect(step, &rule).and_then(|e| e.subject.as_ref()) else {
            continue;
        };
        let mut ctx = context_for(step, rule.card);
        if truth_over(step, &mut ctx, condition, &[card])? {
            return Ok(Some(rule));
        }
    }
    Ok(None)
}

/// The players a card's text runs for, in order: its player alone, or, when it affects all
/// players, its player and then the opponent.
pub(crate) fn players_affected(
    step: &mut Step<'_>,
    card: CardId,
    player: PlayerId,
) -> Result<Vec<PlayerId>, Interrupt> {
    if affects_all_players(step, card)? {
        Ok(vec![player, player.other()])
    } else {
        Ok(vec![player])
    }
}
