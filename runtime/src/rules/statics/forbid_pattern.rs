//! A `forbid` statement's pattern read once into a typed form for the orders list, which checks
//! every beam, move, fly-by and crossing against every forbid in force. The parts whose value
//! is fixed while the list is built are evaluated once, when the forbids are read: the action
//! type, a subject that is `any_card`, `self` or `target` (Two-Dimensional Creatures:
//! `forbid move(target)`), `at: here` (Distortion Field: `forbid beam(any_card, at: here)`)
//! and `by: you`/`by: opponent`. A candidate action is then matched by comparing ids; the
//! interpreter is asked only when the typed parts allow the action and some part is of
//! another shape (Atmospheric Ionization's subject counts the beams of the turn). The typed
//! parts mean what [`crate::interp::matches_action`] does with the same text; debug builds
//! ask it again whenever the typed form decides alone, and assert the two agree.

use crate::defs::{CardPool, RootOp};
use crate::ids::{CardId, PlayerId};
use crate::interp::Context;
use crate::state::{ActionRef, ActionType};
use stccg_lang::ast::{Arg, Expr, ExprKind};

/// What a pattern asks of an action, as far as its typed parts say.
#[derive(Clone, Debug)]
pub(crate) struct TypedPattern<'a> {
    /// The action type named (`beam` in `beam(any_card, at: here)`).
    kind: &'a str,
    /// The subject must be this card (`self`, `target`; `Some(None)`: `target` with no card
    /// played on, which matches nothing); `None`: any subject as far as the typed parts say.
    subject: Option<Option<CardId>>,
    /// The action's group must hold this mission (`at: here`; `Some(None)`: the card is at no
    /// location, which matches nothing).
    at_mission: Option<Option<CardId>>,
    /// The action must be taken by this player (`by: you`, `by: opponent`).
    by: Option<PlayerId>,
    /// Whether every part is typed: the typed parts' answer is the pattern's.
    pub(crate) complete: bool,
}

impl<'a> TypedPattern<'a> {
    /// The typed form of a pattern read for a card's context, or `None` for a form that is no
    /// action pattern (it matches nothing).
    pub(crate) fn read(pool: &CardPool, ctx: &Context, mission_at: Option<CardId>, pattern: &'a Expr) -> Option<Self> {
        let (kind, args) = match &pattern.kind {
            ExprKind::Call { callee, args } => (callee.name.as_str(), args.as_slice()),
            ExprKind::Name { name } => (name.as_str(), &[][..]),
            _ => return None,
        };
        let mut typed = TypedPattern {
            kind,
            subject: None,
            at_mission: None,
            by: None,
            complete: true,
        };
        for arg in args {
            if !typed.read_part(pool, ctx, mission_at, arg) {
                typed.complete = false;
            }
        }
        Some(typed)
    }

    /// Reads one part into the form; `false` for a part of a shape it does not type.
    fn read_part(&mut self, pool: &CardPool, ctx: &Context, mission_at: Option<CardId>, arg: &Arg) -> bool {
        let root = match &arg.value.kind {
            ExprKind::Name { name } if ctx.binding(name).is_none() => pool.root_op(&arg.value),
            _ => None,
        };
        match (arg.name.as_ref().map(|n| n.name.as_str()), root) {
            (None, Some(RootOp::AnyCard)) => true,
            (None, Some(RootOp::SelfCard)) => {
                self.subject = Some(Some(ctx.this));
                true
            }
            (None, Some(RootOp::Target)) => {
                self.subject = Some(ctx.target);
                true
            }
            (Some("at"), Some(RootOp::Here)) => {
                self.at_mission = Some(mission_at);
                true
            }
            (Some("by"), Some(RootOp::You)) => {
                self.by = Some(ctx.controller);
                true
            }
            (Some("by"), Some(RootOp::Opponent)) => {
                self.by = Some(ctx.controller.other());
                true
            }
            _ => false,
        }
    }

    /// Whether the pattern names this action type (else it matches no action of it).
    pub(crate) fn names(&self, kind: ActionType) -> bool {
        self.kind == kind.name()
    }

    /// Whether the typed parts allow the action: when they do not, the pattern does not match
    /// it; when they do and the form is complete, it does.
    pub(crate) fn allows(&self, action: &ActionRef) -> bool {
        self.kind == action.kind.name()
            && self.subject.is_none_or(|subject| subject == Some(action.subject))
            && self
                .at_mission
                .is_none_or(|mission| mission.is_some_and(|m| action.group.contains(&m)))
            && self.by.is_none_or(|by| by == action.by)
    }
}
