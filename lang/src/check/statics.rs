//! The forms a `static` ability may hold: the effects the runtime computes into its static
//! layer ([`StaticEffect`]), `for each`, `if`, `unless` and `let` around them. A `static`
//! holds continuous effects, computed while the card is in play (S:532, FAQ:831-847); the
//! runtime computes each of these and nothing else, so any other statement in a `static` is a
//! load-time error here, never an effect silently missing at play. The effects the rules match
//! against what happens later (`forbid`, `nullify`, `hosts`, `in_place_of_card_play`, `affect_all_players`) stand
//! at the top of the static's body, where their pattern is read with the card's own context.

use super::CardCheck;
use crate::ast::{Block, Statement, StatementKind};
use crate::diag::Diagnostic;

/// An effect a `static` ability may hold: each is computed by the runtime's static layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StaticEffect {
    /// `modify CARDS.X by N`: an attribute modifier.
    Modify,
    /// `multiply CARDS.X by N`: an attribute multiplied.
    Multiply,
    /// `set_attribute CARDS.X to N`: an attribute given a value.
    SetAttribute,
    /// `gain_skill CARDS with SKILL`.
    GainSkill,
    /// `lose_skill CARDS with SKILL`.
    LoseSkill,
    /// `convert CARDS to [Icon]`: an affiliation in place of the printed ones; to a
    /// classification, that classification; `to event`, the cards are played as Event cards.
    Convert,
    /// `grant PLAYERS or CARDS with PERMISSION [on SHIP]`.
    Grant,
    /// `make_compatible [X] with [Y]`.
    MakeCompatible,
    /// `attempt_as MISSIONS with [X]`.
    AttemptAs,
    /// `permit_icon [X]`: the controller's cards with a gated icon may seed and enter play.
    PermitIcon,
    /// `report_here CARDS`: these cards may report for duty at the card's location, a gated
    /// icon no bar there (Seal Rift, S:140).
    ReportHere,
    /// `report_where_present CARDS`: these cards may report for duty where the card is, aboard
    /// the ship or facility it is aboard or with it on the planet surface, a gated icon still a
    /// bar (Sigmund Freud, S:406).
    ReportWherePresent,
    /// `lose_card_type CARDS`: these cards do not count as their card type while the static
    /// holds (Mobile Holo-Emitter: "While worn, does not count as an Equipment card", M:393).
    LoseCardType,
    /// `gain_icon CARDS with [X]`, `lose_icon CARDS with [X]`: these cards have (have not) the
    /// icon while the static holds, as though printed (The Mask of Korgano).
    GainIcon,
    /// See [`StaticEffect::GainIcon`].
    LoseIcon,
    /// `forbid ACTION`: matched against actions.
    Forbid,
    /// `nullify ACTION`: matched against dilemma encounters.
    Nullify,
    /// `hosts CONDITION`: matched against holograms.
    Hosts,
    /// `in_place_of_card_play N for CONDITION`: matched against plays.
    InPlaceOfCardPlay,
    /// `affect_all_players CONDITION`: matched against cards played and in play.
    AffectAllPlayers,
    /// `share_skills CARDS`: the personnel share their regular skills (S:455-507).
    ShareSkills,
    /// `raise_points_to_win N [for PLAYER]`: the points a player needs to win are N more
    /// (Q's Planet).
    RaisePointsToWin,
}

impl StaticEffect {
    /// Every static effect, with its verb.
    pub const ALL: [(&'static str, StaticEffect); 22] = [
        ("modify", StaticEffect::Modify),
        ("multiply", StaticEffect::Multiply),
        ("set_attribute", StaticEffect::SetAttribute),
        ("gain_skill", StaticEffect::GainSkill),
        ("lose_skill", StaticEffect::LoseSkill),
        ("convert", StaticEffect::Convert),
        ("grant", StaticEffect::Grant),
        ("make_compatible", StaticEffect::MakeCompatible),
        ("attempt_as", StaticEffect::AttemptAs),
        ("permit_icon", StaticEffect::PermitIcon),
        ("report_here", StaticEffect::ReportHere),
        ("report_where_present", StaticEffect::ReportWherePresent),
        ("lose_card_type", StaticEffect::LoseCardType),
        ("gain_icon", StaticEffect::GainIcon),
        ("lose_icon", StaticEffect::LoseIcon),
        ("forbid", StaticEffect::Forbid),
        ("nullify", StaticEffect::Nullify),
        ("hosts", StaticEffect::Hosts),
        ("in_place_of_card_play", StaticEffect::InPlaceOfCardPlay),
        ("affect_all_players", StaticEffect::AffectAllPlayers),
        ("share_skills", StaticEffect::ShareSkills),
        ("raise_points_to_win", StaticEffect::RaisePointsToWin),
    ];

    /// The static effect a verb names, if it is one.
    pub fn from_verb(verb: &str) -> Option<StaticEffect> {
        Self::ALL.iter().find(|(v, _)| *v == verb).map(|(_, e)| *e)
    }

    /// Whether the rules match it against what happens later (a pattern or a condition read
    /// with the card's own context), so it must stand at the top of the static's body.
    pub fn matched_later(self) -> bool {
        matches!(
            self,
            StaticEffect::Forbid
                | StaticEffect::Nullify
                | StaticEffect::Hosts
                | StaticEffect::InPlaceOfCardPlay
                | StaticEffect::AffectAllPlayers
        )
    }
}

/// Checks the body of a `static` ability: every statement is a form the runtime computes.
pub(super) fn check_static_body(check: &mut CardCheck<'_>, body: &Block) {
    for statement in &body.statements {
        check_statement(check, statement, true);
    }
}

fn check_statement(check: &mut CardCheck<'_>, statement: &Statement, top: bool) {
    let nested = |check: &mut CardCheck<'_>, block: &Block| {
        for statement in &block.statements {
            check_statement(check, statement, false);
        }
    };
    match &statement.kind {
        StatementKind::Effect(effect) => {
            // An unknown verb is reported by the text check.
            if !check.symbols.effects.contains_key(effect.verb.name.as_str()) {
                return;
            }
            match StaticEffect::from_verb(&effect.verb.name) {
                None => check.diagnostics.push(
                    Diagnostic::error(
                        "static::not-continuous",
                        check.file,
                        effect.verb.span,
                        format!("`{}` is not an effect a `static` ability can hold", effect.verb.name),
                    )
                    .with_label("the static layer does not compute this")
                    .with_help(format!(
                        "a static holds continuous effects: {}; a one-time effect belongs in a trigger (`when ...`) or `on play`",
                        StaticEffect::ALL.map(|(v, _)| format!("`{v}`")).join(", ")
                    )),
                ),
                Some(form) if form.matched_later() && !top => check.diagnostics.push(
                    Diagnostic::error(
                        "static::nested-rule",
                        check.file,
                        effect.verb.span,
                        format!("`{}` must stand at the top of the `static` body", effect.verb.name),
                    )
                    .with_label("inside a `for each`, `if` or `unless`")
                    .with_help(format!(
                        "its pattern is read when an action happens, with the card's own context; put the condition in `static while ...` or in the pattern of `{}`",
                        effect.verb.name
                    )),
                ),
                Some(form) if timed(effect).is_some() => {
                    let clause = timed(effect).expect("a duration clause");
                    check.diagnostics.push(
                        Diagnostic::error(
                            "static::timed-effect",
                            check.file,
                            clause.word.span,
                            format!("`{}` in a `static` holds while the static does, not for a time", effect.verb.name),
                        )
                        .with_label("a duration the static layer would not read")
                        .with_help(format!(
                            "put the condition in `static while ...`; a `{}` for a time is a one-time effect, in a trigger (`when ...`) or `on play`{}",
                            effect.verb.name,
                            if form == StaticEffect::Grant { " (`grant CARDS with compatible_with_all until TIME`)" } else { "" }
                        )),
                    );
                }
                Some(StaticEffect::Convert) => check_converted_type(check, effect),
                Some(_) => {}
            }
        }
        StatementKind::If { then, otherwise, .. } => {
            nested(check, then);
            if let Some(otherwise) = otherwise {
                nested(check, otherwise);
            }
        }
        StatementKind::Unless { body, otherwise, .. } => {
            nested(check, body);
            if let Some(otherwise) = otherwise {
                nested(check, otherwise);
            }
        }
        StatementKind::ForEach { body, .. } => nested(check, body),
        StatementKind::Let { .. } => {}
        StatementKind::GetPast { .. }
        | StatementKind::Either { .. }
        | StatementKind::Modal { .. }
        | StatementKind::Todo { .. } => check.diagnostics.push(
            Diagnostic::error(
                "static::not-continuous",
                check.file,
                statement.span,
                "this statement is not a form a `static` ability can hold",
            )
            .with_label("the static layer does not compute this")
            .with_help(
                "a static holds continuous effects, with `for each`, `if`, `unless` and `let` around them; a choice or a one-time step belongs in a trigger (`when ...`) or `on play`",
            ),
        ),
    }
}

/// `convert CARDS to TYPE` with a card type: the play rules play a converted card as an event
/// (Tijuana Crass: "converted to Event cards to be played on the table when used") and as no
/// other type, so any other card type is an error here rather than a conversion nothing reads.
fn check_converted_type(check: &mut CardCheck<'_>, effect: &crate::ast::Effect) {
    let Some(to) = effect.clauses.iter().find(|c| c.word.name == "to").map(|c| &c.value) else {
        return;
    };
    let crate::ast::ExprKind::Name { name } = &to.kind else {
        return;
    };
    if name.as_str() != "event" && check.symbols.card_types.contains_key(name.as_str()) {
        check.diagnostics.push(
            Diagnostic::error(
                "static::convert-card-type",
                check.file,
                to.span,
                format!("a static cannot convert cards to `{name}`"),
            )
            .with_label("the play rules play a converted card as an event only")
            .with_help("write `convert CARDS to event`: the cards are played as Event cards, on the table"),
        );
    }
}

/// The `until` or `while` clause of an effect, if it has one: a `static` holds its effects
/// while it holds, so a duration there is never read.
fn timed(effect: &crate::ast::Effect) -> Option<&crate::ast::Clause> {
    effect
        .clauses
        .iter()
        .find(|c| matches!(c.word.name.as_str(), "until" | "while"))
}
