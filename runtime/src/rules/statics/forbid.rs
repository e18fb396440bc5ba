//! Actions forbidden or nullified by cards in play: a `static` block's `forbid PATTERN` and
//! `nullify PATTERN` statements hold while the card is in play (and the static's condition
//! holds), as the static layer records them; their pattern is matched here against the action. An action a `forbid` matches may not happen (Fair Play: "No player may solve an
//! opponent's unique mission ..."); a dilemma whose encounter a `nullify` matches is
//! nullified (Thermal Deflectors: "While in play, nullifies {Firestorm} ...", F:62). A unique
//! card is not played while its player has a copy in play (`rules::playing::uniqueness`).

use super::layer::rule_effect;
use crate::ids::PlayerId;
use crate::interp::{matches_action, names_action_type, Value};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::playing::options::PlayOption;
use crate::rules::turn::segments::context_for;
use crate::state::{ActionRef, ActionType, RuleKind};

/// Whether a card in play forbids the action, or a card forbade it for a time that is not
/// over.
pub(crate) fn forbidden(step: &mut Step<'_>, action: &ActionRef) -> Result<bool, Interrupt> {
    if action.kind == ActionType::Play
        && (crate::rules::playing::uniqueness::copy_in_play(step, action.by, action.subject)
            || (step.gated(action.by, action.subject) && !reports_here(step, action))
            || step.def(action.subject).seeds_under.is_some())
    {
        return Ok(true);
    }
    let title = &step.def(action.subject).title;
    if step
        .state
        .forbidden_for_a_time(action.kind.name(), action.subject, title)
    {
        return Ok(true);
    }
    static_match(step, action, RuleKind::Forbid, &|_: &Step<'_>, _| false)
}

/// Whether the play is a report at a location where a card's text lets this card report
/// (`report_here`): a card with a gated icon reports there without a doorway (S:140, Seal
/// Rift).
fn reports_here(step: &Step<'_>, action: &ActionRef) -> bool {
    action.location.is_some_and(|location| {
        (step.state.statics.report_here.iter()).any(|&(at, card)| at == location && card == action.subject)
    })
}

/// Whether a card in play forbids the action, or a card forbade it for a time, leaving out the
/// forbids of the cards `ignored` says (Pattern Enhancers: those of dilemmas, events and
/// missions).
pub(crate) fn forbidden_ignoring(
    step: &mut Step<'_>,
    action: &ActionRef,
    ignored: &dyn Fn(&Step<'_>, crate::ids::CardId) -> bool,
) -> Result<bool, Interrupt> {
    let title = &step.def(action.subject).title;
    if step
        .state
        .forbidden_for_a_time(action.kind.name(), action.subject, title)
    {
        return Ok(true);
    }
    static_match(step, action, RuleKind::Forbid, ignored)
}

/// The plays among these that no card forbids (Tox Uthat: "Supernova may not be played this
/// turn").
pub(crate) fn allowed_plays(
    step: &mut Step<'_>,
    player: PlayerId,
    plays: Vec<PlayOption>,
) -> Result<Vec<PlayOption>, Interrupt> {
    let mut allowed = Vec::new();
    for play in plays {
        if !forbidden(step, &play_action(step, player, &play))? {
            allowed.push(play);
        }
    }
    Ok(allowed)
}

/// The play of an option as an action: at the location it plays to, if any (a facility built
/// at a mission, a card played on a card there), so that `play(..., at: here)` matches it.
fn play_action(step: &Step<'_>, player: PlayerId, play: &PlayOption) -> ActionRef {
    let action = ActionRef::new(ActionType::Play, play.card, player);
    let location = match play.destination {
        crate::state::Place::AtLocation { location, .. } => Some(location),
        _ => play.target.and_then(|target| step.location_of(target)),
    };
    match location {
        Some(location) => at_location(step, action, location),
        None => action,
    }
}

/// The action, happening at this location: the location's mission is in its group, which a
/// pattern's `at:` reads.
pub(crate) fn at_location(step: &Step<'_>, action: ActionRef, location: crate::ids::LocationId) -> ActionRef {
    let mission = step.state.location(location).mission;
    action.with_group(vec![mission]).at(location)
}

/// Whether a card in play nullifies the action while it is in play.
pub(crate) fn nullified(step: &mut Step<'_>, action: &ActionRef) -> Result<bool, Interrupt> {
    static_match(step, action, RuleKind::Nullify, &|_: &Step<'_>, _| false)
}

/// Whether a rule of this kind in the static layer, of a card `ignored` does not leave out,
/// matches the action. Only the rules whose pattern names the action's type are read through
/// the interpreter (`play(...)` for a play): the others match nothing. The layer is read from
/// a share of it (a pointer copied), so nothing is collected.
fn static_match(
    step: &mut Step<'_>,
    action: &ActionRef,
    kind: RuleKind,
    ignored: &dyn Fn(&Step<'_>, crate::ids::CardId) -> bool,
) -> Result<bool, Interrupt> {
    let layer = step.state.statics.clone();
    for rule in layer.rules_of(|k| k == kind) {
        let Some(pattern) = rule_effect(step, rule).and_then(|effect| effect.subject.as_ref()) else {
            continue;
        };
        if !names_action_type(pattern, action) || ignored(step, rule.card) {
            continue;
        }
        let mut ctx = context_for(step, rule.card);
        // `group` in the pattern: the crew or Away Team taking the action (the Away Team whose
        // solving would earn an artifact: The Charybdis's "until Archaeology present").
        if !action.group.is_empty() {
            ctx.bindings
                .push(("group".to_string(), Value::Cards(action.group.clone())));
        }
        if matches_action(step, &mut ctx, pattern, action)? {
            return Ok(true);
        }
    }
    Ok(false)
}
