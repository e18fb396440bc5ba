//! Decides a [`GuardTest`] on the board, reading it through the same queries the
//! interpreter's primitives read (`cards_at`, the places aboard and on a card, `towed_by`,
//! `is_stopped`, `amount_in_halves`), so a lowered condition means what its text means.

use crate::defs::{CardSet, GuardTest, NameKind, SetRoot, Subject, Who};
use crate::ids::CardId;
use crate::interp::{amount_in_halves, condition_holds, halves_of_named, is_able, is_condition_word, Context};
use crate::kernel::Step;
use crate::state::Place;
use stccg_lang::ast::CompareOp;
use std::ops::ControlFlow;

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
        GuardTest::Meets { set, test } => match set.root {
            SetRoot::Card(_) | SetRoot::Mission => {
                // A set of one card at most (`self.meets(...)`): decided over it, unlisted.
                let mut one: Option<CardId> = None;
                walk_root(step, ctx, set.root, |card| {
                    if passes_filters(step, ctx, set, card) && is_able(step, card) {
                        one = Some(card);
                    }
                    ControlFlow::Continue(())
                });
                holds(step, ctx, test, one.as_slice())
            }
            _ => {
                // The set's members that can contribute, collected once.
                let mut group = cards(step, ctx, set);
                group.retain(|&card| is_able(step, card));
                holds(step, ctx, test, &group)
            }
        },
    }
}

/// How much of a named quality a group has, in halves, as
/// [`crate::interp::amount_in_halves`] counts it: a card type or a printed name of no
/// vocabulary is a feature of the card (for the latter, debug builds count it both ways and
/// assert they agree); a name nothing prints can only be a condition word
/// ([`crate::interp::condition_holds`]).
fn named_halves(step: &Step<'_>, group: &[CardId], name: &str, kind: NameKind) -> i64 {
    let whole = |has: &dyn Fn(CardId) -> bool| 2 * group.iter().filter(|&&c| has(c)).count() as i64;
    match kind {
        NameKind::CardType(id) => whole(&|c| step.has_feature(c, id)),
        NameKind::Printed(id) => {
            let halves = whole(&|c| step.has_feature(c, id));
            debug_assert_eq!(
                halves,
                amount_in_halves(step, group, name),
                "{name}, a feature only, is read otherwise as a requirement"
            );
            halves
        }
        NameKind::Unprinted if is_condition_word(name) => whole(&|c| condition_holds(step, c, name)),
        // The name's id, found when the pool loaded, is not looked up again.
        NameKind::Unprinted => halves_of_named(step, group, name, None),
        NameKind::Other(id) => halves_of_named(step, group, name, Some(id)),
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
    // Room for a crew or an Away Team without growing.
    let mut cards = Vec::with_capacity(8);
    walk_root(step, ctx, set.root, |card| {
        if passes_filters(step, ctx, set, card) {
            cards.push(card);
        }
        ControlFlow::Continue(())
    });
    cards
}

/// How many cards of a set pass its filters, counted up to one more than `value`: past it, a
/// comparison with `value` is decided whatever the rest of the set holds.
fn count(step: &Step<'_>, ctx: &Context, set: &CardSet, value: i64) -> i64 {
    if let Some(counted) = typed_count(step, ctx, set, value) {
        return counted;
    }
    walked_count(step, ctx, set, value)
}

/// A count of the cards at a location of one card type, from the game's cards of that type
/// ([`super::typed_count`]); debug builds assert the walk counts as many.
fn typed_count(step: &Step<'_>, ctx: &Context, set: &CardSet, value: i64) -> Option<i64> {
    let location = match set.root {
        SetRoot::CardsAtHere => ctx.location.or_else(|| step.location_of(ctx.this)),
        SetRoot::CardsAtLocationOf(subject) => card(ctx, subject).and_then(|c| step.location_of(c)),
        _ => return None,
    }?;
    let counted =
        super::typed_count::count_at(step, set, location, value, |card| passes_filters(step, ctx, set, card))?;
    debug_assert_eq!(
        counted,
        crate::state::reads::unrecorded(|| walked_count(step, ctx, set, value)),
        "a count of the cards at a location of one card type"
    );
    Some(counted)
}

/// [`count`] by walking the set's root.
fn walked_count(step: &Step<'_>, ctx: &Context, set: &CardSet, value: i64) -> i64 {
    let mut counted = 0;
    walk_root(step, ctx, set.root, |card| {
        if passes_filters(step, ctx, set, card) {
            counted += 1;
            if counted > value {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    counted
}

/// Whether a card of a set's root passes the set's filters.
fn passes_filters(step: &Step<'_>, ctx: &Context, set: &CardSet, card: CardId) -> bool {
    set.filters
        .iter()
        .all(|(keep, test)| holds(step, ctx, test, &[card]) == *keep)
}

/// Walks the cards of a set's root in order, read through the queries the interpreter's
/// primitives read, without collecting those read from the state's places (a place's list,
/// the cards at a location, the places present with a card), until `visit` breaks.
fn walk_root(step: &Step<'_>, ctx: &Context, root: SetRoot, mut visit: impl FnMut(CardId) -> ControlFlow<()>) {
    let here = || ctx.location.or_else(|| step.location_of(ctx.this));
    let one: Option<CardId>;
    let owned: Vec<CardId>;
    let cards: &[CardId] = match root {
        SetRoot::Card(subject) => {
            one = card(ctx, subject);
            one.as_slice()
        }
        SetRoot::Hand(who) => step.state.in_place(&Place::Hand {
            player: player(ctx, who),
        }),
        SetRoot::Mission => {
            one = here().map(|location| step.state.location(location).mission);
            one.as_slice()
        }
        SetRoot::CardsAtHere | SetRoot::CardsAtLocationOf(_) => {
            let location = match root {
                SetRoot::CardsAtLocationOf(subject) => card(ctx, subject).and_then(|c| step.location_of(c)),
                _ => here(),
            };
            if let Some(location) = location {
                step.walk_cards_at(location, visit);
            }
            return;
        }
        SetRoot::Aboard(subject) | SetRoot::PlayedOn(subject) => match card(ctx, subject) {
            Some(c) if matches!(root, SetRoot::Aboard(_)) => step.state.in_place(&Place::Aboard { card: c }),
            Some(c) => step.state.in_place(&Place::On { card: c }),
            None => &[],
        },
        SetRoot::Towing(subject) => {
            owned = card(ctx, subject)
                .map(|c| crate::kernel::towed_by(step, c))
                .unwrap_or_default();
            &owned
        }
        SetRoot::PresentWith(subject) => {
            if let Some(c) = card(ctx, subject) {
                step.walk_present_with(c, visit);
            }
            return;
        }
        SetRoot::AllPersonnel => {
            owned = step.in_play_of_kind("personnel");
            &owned
        }
        SetRoot::InPlay(None) => {
            owned = step.in_play();
            &owned
        }
        SetRoot::InPlay(Some(who)) => {
            let player = player(ctx, who);
            owned = step.in_play();
            for &card in &owned {
                if step.state.controller_of(card) == player && visit(card).is_break() {
                    return;
                }
            }
            return;
        }
    };
    for &card in cards {
        if visit(card).is_break() {
            return;
        }
    }
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
