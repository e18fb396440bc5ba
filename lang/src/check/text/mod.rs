//! Checks game text: every name resolves (to a bound variable, a root, a vocabulary entry, a
//! card type or a keyword), every call names a declared function or action type with the
//! right arguments, every effect a declared verb with the right clauses, conditions are
//! not effects, and every expression has a type that may stand where it is written
//! (`types`: a number is not a condition, a condition not a number).

use super::CardCheck;
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::suggest;
use crate::symbols::PrimitiveSymbol;

mod duration;
mod names;
mod types;

/// The zones an action may be taken from when its card is not in play (`action ... from
/// discard_pile`: "may be taken from discard pile to hand", U.S.S. Stargazer).
const ACTION_ZONES: &[&str] = &["discard_pile"];

/// Where a trigger may work from besides play: `from anywhere`, wherever its card is (Mordock:
/// "Bonus points lost if you ever battle in this game", after he left play too, M:410).
const TRIGGER_ZONES: &[&str] = &["anywhere"];

/// Where an expression stands, which decides what it may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A requirement or condition on a group (the crew or Away Team, the personnel present).
    Condition,
    /// A condition on one card at a time: `.where(...)`, what a card plays on, what an
    /// action pattern matches.
    Filter,
    /// A number: a side of a comparison, a term of arithmetic, a `number` parameter.
    Number,
    /// A value or selector.
    Value,
    /// The action a trigger or response matches.
    Pattern,
    /// Free text (a `text` parameter): not resolved.
    Text,
}

/// The names bound by `as`, `let` and `for each`, innermost last.
struct Scope {
    names: Vec<String>,
    /// The `let` names bound to a duration (`let back = start_of(next_turn)`).
    durations: Vec<String>,
}

/// Checks one ability.
pub(super) fn check_ability(check: &mut CardCheck<'_>, ability: &Ability) {
    let mut scope = Scope {
        names: Vec::new(),
        durations: Vec::new(),
    };
    let mut text = TextCheck {
        check,
        scope: &mut scope,
    };
    text.ability(&ability.kind);
}

/// Checks an expression used as a condition (a mission's requirements).
pub(super) fn check_condition(check: &mut CardCheck<'_>, expr: &Expr) {
    let mut scope = Scope {
        names: Vec::new(),
        durations: Vec::new(),
    };
    TextCheck {
        check,
        scope: &mut scope,
    }
    .expr(expr, Role::Condition);
}

struct TextCheck<'c, 'a, 's> {
    check: &'c mut CardCheck<'a>,
    scope: &'s mut Scope,
}

impl TextCheck<'_, '_, '_> {
    fn push(&mut self, diagnostic: Diagnostic) {
        self.check.diagnostics.push(diagnostic);
    }

    /// `when ... from ZONE`: only `anywhere` is a place a trigger works from besides play.
    fn trigger_zone(&mut self, zone: &crate::span::Ident) {
        if TRIGGER_ZONES.contains(&&*zone.name) {
            return;
        }
        self.push(
            Diagnostic::error(
                "text::unknown-trigger-zone",
                self.check.file,
                zone.span,
                format!("a trigger does not work from `{}`", zone.name),
            )
            .with_label("not a place a trigger works from")
            .with_help("write `from anywhere` for a trigger that works wherever its card is, in play or not (Mordock, M:410), or leave `from` out for one that works while the card is in play"),
        );
    }

    fn ability(&mut self, kind: &AbilityKind) {
        if let AbilityKind::Trigger {
            from_zone: Some(zone), ..
        } = kind
        {
            self.trigger_zone(zone);
        }
        match kind {
            AbilityKind::Encounter { body } | AbilityKind::CountdownExpires { body } => self.block(body),
            AbilityKind::Static { condition, body } => {
                self.opt_condition(condition.as_ref());
                self.block(body);
            }
            AbilityKind::Trigger {
                pattern,
                binding,
                guard,
                body,
                ..
            }
            | AbilityKind::Response {
                pattern,
                binding,
                guard,
                body,
                ..
            } => {
                self.expr(pattern, Role::Pattern);
                let bound = binding.iter().count();
                if let Some(binding) = binding {
                    self.scope.names.push(binding.name.to_string());
                }
                self.opt_condition(guard.as_ref());
                self.block(body);
                self.scope.names.truncate(self.scope.names.len() - bound);
            }
            AbilityKind::AtTurn { turn, guard, body, .. } => {
                if let Some(of) = &turn.of {
                    self.expr(of, Role::Value);
                    if matches!(turn.word, TurnWord::Every | TurnWord::This) {
                        self.push(
                            Diagnostic::error(
                                "text::turn-owner",
                                self.check.file,
                                of.span,
                                "`of PLAYER` applies to `each` and `next` turns only",
                            )
                            .with_label("this player changes nothing")
                            .with_help("`every turn` is every turn of both players and `this turn` the current one (FAQ:133-143); remove `of ...`, or write `each turn of ...`"),
                        );
                    }
                }
                self.opt_condition(guard.as_ref());
                self.block(body);
            }
            AbilityKind::Action {
                guard, body, from_zone, ..
            } => {
                if let Some(zone) = from_zone.as_ref().filter(|zone| !ACTION_ZONES.contains(&&*zone.name)) {
                    self.push(
                        Diagnostic::error(
                            "text::unknown-action-zone",
                            self.check.file,
                            zone.span,
                            format!("an action is not taken from `{}`", zone.name),
                        )
                        .with_label("not a zone an action is taken from")
                        .with_help("write `from discard_pile` (\"may be taken from discard pile\"), or leave `from` out for an action taken while the card is in play"),
                    );
                }
                self.opt_condition(guard.as_ref());
                self.block(body);
            }
            AbilityKind::OnPlay { guard, body, .. } => {
                self.opt_condition(guard.as_ref());
                self.block(body);
            }
            AbilityKind::Probe { binding, guard, body } => {
                self.scope.names.push(binding.name.to_string());
                self.opt_condition(guard.as_ref());
                self.block(body);
                self.scope.names.pop();
            }
            AbilityKind::PlaysOn { target, filter } => {
                self.expr(target, Role::Filter);
                if let Some(filter) = filter {
                    self.expr(filter, Role::Filter);
                }
            }
            AbilityKind::Cure { condition, body } | AbilityKind::NullifyWith { condition, body } => {
                self.expr(condition, Role::Condition);
                if let Some(body) = body {
                    self.block(body);
                }
            }
            AbilityKind::SpecialDownload { card } => {
                self.check.references.push((card.name.to_string(), card.span, false))
            }
            AbilityKind::PlayAs { .. } | AbilityKind::Todo { .. } => {}
        }
    }

    fn opt_condition(&mut self, condition: Option<&Expr>) {
        if let Some(condition) = condition {
            self.expr(condition, Role::Condition);
        }
    }

    fn block(&mut self, block: &Block) {
        let depth = self.scope.names.len();
        for statement in &block.statements {
            self.statement(statement);
        }
        self.scope.names.truncate(depth);
    }

    fn statement(&mut self, statement: &Statement) {
        match &statement.kind {
            StatementKind::Effect(effect) => self.effect(effect),
            StatementKind::If {
                condition,
                then,
                otherwise,
            } => {
                self.expr(condition, Role::Condition);
                self.block(then);
                if let Some(otherwise) = otherwise {
                    self.block(otherwise);
                }
            }
            StatementKind::Unless {
                condition,
                body,
                otherwise,
            } => {
                self.expr(condition, Role::Condition);
                self.block(body);
                if let Some(otherwise) = otherwise {
                    self.block(otherwise);
                }
            }
            StatementKind::GetPast { condition } => self.expr(condition, Role::Condition),
            StatementKind::ForEach { variable, over, body } => {
                self.expr(over, Role::Value);
                self.scope.names.push(variable.name.to_string());
                self.block(body);
                self.scope.names.pop();
            }
            StatementKind::Either { options } => options.iter().for_each(|b| self.block(b)),
            StatementKind::Let { name, value } => {
                self.expr(value, Role::Value);
                self.note_duration(&name.name, value);
                // Visible to the rest of the enclosing block; `block` drops it at the end.
                self.scope.names.push(name.name.to_string());
            }
            StatementKind::Modal { player, statement, .. } => {
                self.expr(player, Role::Value);
                self.statement(statement);
            }
            StatementKind::Todo { .. } => {}
        }
    }

    fn effect(&mut self, effect: &Effect) {
        let symbols = self.check.symbols;
        let Some(declared) = symbols.effects.get(effect.verb.name.as_str()) else {
            let (message, help) = if symbols.functions.contains_key(effect.verb.name.as_str()) {
                (
                    format!("`{}` is a function, not an effect", effect.verb.name),
                    "a statement starts with an effect such as `kill` or `discard`".to_string(),
                )
            } else {
                (
                    format!("unknown effect `{}`", effect.verb.name),
                    suggest::help_for(&effect.verb.name, symbols.effects.keys().map(String::as_str))
                        .unwrap_or_else(|| "effects are declared in stdlib/primitives.card".to_string()),
                )
            };
            self.push(
                Diagnostic::error("name::unknown-effect", self.check.file, effect.verb.span, message)
                    .with_label("not an effect")
                    .with_help(help),
            );
            return;
        };
        let subject = declared.param("subject");
        match (&effect.subject, subject) {
            (Some(value), Some(param)) => {
                let role = role_of(&param.kind.name);
                self.expr(value, role);
            }
            (Some(value), None) => self.push(
                Diagnostic::error(
                    "effect::no-subject",
                    self.check.file,
                    value.span,
                    format!("`{}` takes no subject", effect.verb.name),
                )
                .with_label("unexpected value")
                .with_help(signature(declared)),
            ),
            (None, Some(param)) if !param.optional => self.push(
                Diagnostic::error(
                    "effect::missing-subject",
                    self.check.file,
                    effect.verb.span,
                    format!("`{}` needs a subject", effect.verb.name),
                )
                .with_label("what does it apply to?")
                .with_help(signature(declared)),
            ),
            (None, _) => {}
        }
        for clause in &effect.clauses {
            if clause.word.name == "while" {
                self.while_clause(effect, declared, clause);
                continue;
            }
            match declared.param(&clause.word.name).filter(|p| p.name.name != "subject") {
                Some(param) => {
                    let role = role_of(&param.kind.name);
                    self.expr(&clause.value, role);
                    if param.kind.name == "time" {
                        self.duration(&clause.value);
                    }
                }
                None => self.push(
                    Diagnostic::error(
                        "effect::unknown-clause",
                        self.check.file,
                        clause.word.span,
                        format!("`{}` takes no `{}` clause", effect.verb.name, clause.word.name),
                    )
                    .with_label("clause not declared for this effect")
                    .with_help(signature(declared)),
                ),
            }
        }
        for param in &declared.decl.params {
            let given = param.name.name == "subject" || effect.clauses.iter().any(|c| c.word.name == param.name.name);
            if !param.optional && !given {
                self.push(
                    Diagnostic::error(
                        "effect::missing-clause",
                        self.check.file,
                        effect.verb.span,
                        format!("`{}` needs a `{}` clause", effect.verb.name, param.name.name),
                    )
                    .with_label("clause missing")
                    .with_help(signature(declared)),
                );
            }
        }
    }
}

/// The role an argument of a parameter kind plays.
fn role_of(kind: &str) -> Role {
    match kind {
        "condition" => Role::Condition,
        // A condition on one card at a time (`affect_all_players`): not on a group.
        "filter" => Role::Filter,
        "number" | "signed" => Role::Number,
        "text" => Role::Text,
        "action" => Role::Pattern,
        _ => Role::Value,
    }
}

/// `kill(subject: cards)` as help text.
pub(super) fn signature(primitive: &PrimitiveSymbol) -> String {
    let params: Vec<String> = primitive
        .decl
        .params
        .iter()
        .map(|p| format!("{}: {}{}", p.name.name, p.kind.name, if p.optional { "?" } else { "" }))
        .collect();
    format!("declared as `{}({})`", primitive.decl.name.name, params.join(", "))
}
