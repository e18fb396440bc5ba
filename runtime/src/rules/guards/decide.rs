//! Decides a [`GuardTest`] on the board, reading it through the same queries the
//! interpreter's primitives read (`cards_at`, the places aboard and on a card, `towed_by`,
//! `is_stopped`, `amount_in_halves`), so a lowered condition means what its text means.

use crate::defs::{CardSet, GuardTest, NameKind, SetRoot, Subject, Who};
use crate::ids::CardId;
use crate::interp::{able, amount_in_halves, condition_holds, is_condition_word, Context};
use crate::kernel::Step;
use crate::state::Place;
use stccg_lang::ast::CompareOp;

/// Whether the test holds over the group.
pub(crate) fn holds(step: &Step<'_>, ctx: &Context, test: &GuardTest, group: &[CardId]) -> bool {
    match test {
        GuardTest::Docked(subject) => card(ctx, *subject).is_some_and(|c| crate::interp::docked(step, c)),
        GuardTest::All(tests) => tests.iter().all(|t| holds(step, ctx, t, group)),
        GuardTest::Any(tests) => tests.iter().any(|t| holds(step, ctx, t, group)),
        GuardTest::Not(test) => !holds(step, ctx, test, group),
        GuardTest::Named { name, halves, kind } => named_halves(step, group, name, *kind) >= *halves,
        GuardTest::ControlledBy(who) => {
            let player = player(ctx, *who);
            !group.is_empty() && group.iter().all(|&c| step.state.controller_of(c) == player)
        }
        GuardTest::Is(subject) => card(ctx, *subject).is_some_and(|c| group.contains(&c)),
        GuardTest::Count { set, op, value } => compare(*op, count(step, ctx, set, *value), *value),
        GuardTest::Stopped(subject) => card(ctx, *subject).is_some_and(|c| step.state.is_stopped(c)),
        GuardTest::FaceDown(subject) => card(ctx, *subject).is_some_and(|c| step.state.status_of(c).face_down),
        GuardTest::ClassifiedAs(class) => group.iter().any(|&c| step.classification(c) == Some(class.as_str())),
        GuardTest::Meets { set, test } => {
            let group = able(step, &cards(step, ctx, set));
            holds(step, ctx, test, &group)
        }
    }
}

/// How much of a named quality a group has, in halves, as
/// [`crate::interp::amount_in_halves`] counts it: a card type is a feature of the card; a
/// name nothing prints can only be a condition word ([`crate::interp::condition_holds`]).
fn named_halves(step: &Step<'_>, group: &[CardId], name: &str, kind: NameKind) -> i64 {
    let whole = |has: &dyn Fn(CardId) -> bool| 2 * group.iter().filter(|&&c| has(c)).count() as i64;
    match kind {
        NameKind::CardType(id) => whole(&|c| step.has_feature(c, id)),
        NameKind::Unprinted if is_condition_word(name) => whole(&|c| condition_holds(step, c, name)),
        NameKind::Unprinted | NameKind::Other => amount_in_halves(step, group, name),
    }
}

/// The player `you` or `opponent` names in the context.
fn player(ctx: &Context, who: Who) -> crate::ids::PlayerId {
    match who {
        Who::You => ctx.controller,
        Who::Opponent => ctx.controller.other(),
    }
}

/// The card `self` or `target` names in the context.
fn card(ctx: &Context, subject: Subject) -> Option<CardId> {
    match subject {
        Subject::This => Some(ctx.this),
        Subject::Target => ctx.target,
    }
}

/// The cards of a set, filtered in order.
pub(crate) fn cards(step: &Step<'_>, ctx: &Context, set: &CardSet) -> Vec<CardId> {
    let mut cards = match set.root {
        SetRoot::Card(subject) => card(ctx, subject).into_iter().collect(),
        SetRoot::Hand(who) => step
            .state
            .in_place(&Place::Hand {
                player: player(ctx, who),
            })
            .to_vec(),
        SetRoot::Mission => ctx
            .location
            .or_else(|| step.location_of(ctx.this))
            .map(|location| vec![step.state.location(location).mission])
            .unwrap_or_default(),
        SetRoot::CardsAtHere => ctx
            .location
            .or_else(|| step.location_of(ctx.this))
            .map(|location| step.cards_at_unordered(location))
            .unwrap_or_default(),
        SetRoot::CardsAtLocationOf(subject) => card(ctx, subject)
            .and_then(|c| step.location_of(c))
            .map(|location| step.cards_at_unordered(location))
            .unwrap_or_default(),
        SetRoot::Aboard(subject) => card(ctx, subject)
            .map(|c| step.state.in_place(&Place::Aboard { card: c }).to_vec())
            .unwrap_or_default(),
        SetRoot::PlayedOn(subject) => card(ctx, subject)
            .map(|c| step.state.in_place(&Place::On { card: c }).to_vec())
            .unwrap_or_default(),
        SetRoot::Towing(subject) => card(ctx, subject)
            .map(|c| crate::kernel::towed_by(step, c))
            .unwrap_or_default(),
        SetRoot::PresentWith(subject) => card(ctx, subject).map(|c| step.present_with(c)).unwrap_or_default(),
        SetRoot::AllPersonnel => step.in_play_of_kind("personnel"),
        SetRoot::InPlay(None) => step.in_play(),
        SetRoot::InPlay(Some(who)) => {
            let player = player(ctx, who);
            let mut cards = step.in_play();
            cards.retain(|&c| step.state.controller_of(c) == player);
            cards
        }
    };
    for (keep, test) in &set.filters {
        cards.retain(|&c| holds(step, ctx, test, &[c]) == *keep);
    }
    cards
}

/// How many cards of a set pass its filters, counted up to one more than `value`: past it, a
/// comparison with `value` is decided whatever the rest of the set holds.
fn count(step: &Step<'_>, ctx: &Context, set: &CardSet, value: i64) -> i64 {
    let root = CardSet {
        root: set.root,
        filters: Vec::new(),
    };
    let mut counted = 0;
    for card in cards(step, ctx, &root) {
        if set
            .filters
            .iter()
            .all(|(keep, test)| holds(step, ctx, test, &[card]) == *keep)
        {
            counted += 1;
            if counted > value {
                break;
            }
        }
    }
    counted
}

/// A comparison of two numbers.
fn compare(op: CompareOp, left: i64, right: i64) -> bool {
    match op {
        CompareOp::Greater => left > right,
        CompareOp::GreaterEqual => left >= right,
        CompareOp::Less => left < right,
        CompareOp::LessEqual => left <= right,
        CompareOp::Equal => left == right,
        CompareOp::NotEqual => left != right,
    }
}
