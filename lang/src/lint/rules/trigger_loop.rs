//! # L025 trigger-loop
//!
//! **Finds** a `when` or `just after` trigger whose own effects set it off again (the
//! self-loop: `when discarded(self)` whose text discards the card once more), and two cards
//! whose triggers set each other off (A's text discards B, B's trigger on that discards A,
//! which sets A's trigger off again). Only what can be seen from the text is found: the
//! action of a pattern and of an effect (`discard`, `kill`, `destroy`, `nullify`), and a
//! subject that names one card (`self`, `{Title}`, the trigger's own binding when its pattern
//! names one card).
//!
//! **Why it matters**: triggers queue after the results of what set them off (rules-digest
//! §3.4), so a trigger that sets itself off never lets the game reach a decision. The engine
//! stops such a game when its budget on the work between two decisions is spent (an
//! `engine::loop` error naming the cards), but the card is broken and should not be played.
//!
//! **Example** (a card meant to come back once, written without a limit):
//!
//! ```text
//! event "Example" {
//!   plays on table
//!   when discarded(self) {      // L025: discarding itself again sets this off again
//!     place self into table
//!     discard self
//!   }
//! }
//! ```
//!
//! Fix: give the trigger a use limit (`once per game`), or a guard that the effects make
//! false, or take out the effect that sets it off.

use super::super::walk::{abilities, ability_blocks, statements_of};
use super::super::{CardContext, Finding, Level, Rule};
use crate::ast::{AbilityKind, Card, Expr, ExprKind, StatementKind};
use crate::span::Span;

/// The rule.
pub(crate) const RULE: Rule = Rule {
    code: "L025",
    name: "trigger-loop",
    level: Level::Warn,
    summary: "a trigger whose effects set it off again, or two cards whose triggers set each other off",
    source: include_str!("trigger_loop.rs"),
    check,
};

/// The actions an effect verb takes on its subject, as trigger patterns name them.
fn actions_of(verb: &str) -> &'static [&'static str] {
    match verb {
        "discard" => &["discarded"],
        "kill" => &["killed", "die"],
        "destroy" => &["destroyed", "destroy"],
        "nullify" => &["nullified"],
        "release" => &["released"],
        "commandeer" => &["commandeered"],
        "q_flash" => &["q_flash"],
        "score" => &["score"],
        _ => &[],
    }
}

/// A trigger read for loops: what it watches and what its effects do, each an action on one
/// named card.
struct Watch<'a> {
    span: Span,
    /// The action its pattern matches and the one card its subject names.
    watches: (&'a str, String),
    /// Each effect of its text on one named card: the action it takes, the card, where.
    does: Vec<(&'static str, String, Span)>,
    /// Whether a use limit keeps it from firing again and again.
    limited: bool,
}

/// The one card an expression names, if it names one: `self`, `{Title}`, or `binding` (the
/// trigger's subject) when the pattern names one card.
fn named_card(expr: &Expr, card: &Card, binding: Option<(&str, &str)>) -> Option<String> {
    match &expr.kind {
        ExprKind::Name { name } if name == "self" => Some(card.title.name.to_string()),
        ExprKind::Name { name } => binding
            .filter(|(bound, _)| bound == name)
            .map(|(_, title)| title.to_string()),
        ExprKind::CardRef { title } => Some(title.to_string()),
        _ => None,
    }
}

/// The triggers of a card, read for loops.
fn watches(card: &Card) -> Vec<Watch<'_>> {
    let mut out = Vec::new();
    for ability in abilities(card) {
        let AbilityKind::Trigger {
            pattern,
            binding,
            limit,
            ..
        } = &ability.kind
        else {
            continue;
        };
        let ExprKind::Call { callee, args } = &pattern.kind else {
            continue;
        };
        let Some(subject) = args.iter().find(|a| a.name.is_none()).map(|a| &a.value) else {
            continue;
        };
        if args.iter().any(|a| a.name.is_some()) {
            // `by:`, `at:`, `from:` narrow the action: it cannot be told from the text alone.
            continue;
        }
        let Some(watched) = named_card(subject, card, None) else {
            continue;
        };
        let bound = binding.as_ref().map_or("it", |b| b.name.as_str());
        let mut does = Vec::new();
        for statement in statements_of(&ability_blocks(ability)) {
            let StatementKind::Effect(effect) = &statement.kind else {
                continue;
            };
            let Some(target) = effect
                .subject
                .as_ref()
                .and_then(|s| named_card(s, card, Some((bound, watched.as_str()))))
            else {
                continue;
            };
            for action in actions_of(&effect.verb.name) {
                does.push((*action, target.clone(), statement.span));
            }
        }
        out.push(Watch {
            span: ability.span,
            watches: (callee.name.as_str(), watched),
            does,
            limited: limit.is_some(),
        });
    }
    out
}

fn check(cx: &CardContext<'_>, out: &mut Vec<Finding>) {
    let own = watches(cx.card);
    for watch in own.iter().filter(|w| !w.limited) {
        let (action, watched) = (&watch.watches.0, &watch.watches.1);
        if let Some((_, _, span)) = watch.does.iter().find(|(a, t, _)| a == action && t == watched) {
            out.push(
                Finding::new(
                    watch.span,
                    format!("this trigger sets itself off: its text takes the action `{action}` it waits for, on \"{watched}\""),
                    "fires again after every use",
                    "give it a use limit (`once per game`), a guard its effects make false, or take out the effect that sets it off",
                )
                .with_secondary(cx.file, *span, "this sets the trigger off again"),
            );
            continue;
        }
        // Another card watched by this one: does one of its triggers set this one off while
        // this one's text sets that one off?
        if *watched == cx.card.title.name {
            continue;
        }
        let Some(other) = cx.facts.card(watched) else {
            continue;
        };
        let partner = watches(other).into_iter().find(|theirs| {
            !theirs.limited
                && theirs.does.iter().any(|(a, t, _)| a == action && t == watched)
                && watch
                    .does
                    .iter()
                    .any(|(a, t, _)| *a == theirs.watches.0 && *t == theirs.watches.1)
        });
        let Some(partner) = partner else {
            continue;
        };
        let other_file = cx
            .pool
            .cards()
            .find(|(_, card)| std::ptr::eq(*card, other))
            .map(|(file, _)| file);
        let mut finding = Finding::new(
            watch.span,
            format!("this trigger and one of \"{watched}\" set each other off, without end"),
            format!("sets off \"{watched}\", which sets this off"),
            "give one of the two triggers a use limit (`once per game`) or a guard that breaks the cycle",
        );
        if let Some(file) = other_file {
            finding = finding.with_secondary(file, partner.span, "the other trigger of the cycle");
        }
        out.push(finding);
    }
}
