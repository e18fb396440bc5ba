//! Names, members and calls in game text: each resolves to a bound variable, a root, a
//! vocabulary entry, a card type, a keyword, or a declared function or action type called with
//! the right arguments.

use super::{role_of, signature, Role, TextCheck};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::span::Span;
use crate::suggest;

impl TextCheck<'_, '_, '_> {
    pub(super) fn expr(&mut self, expr: &Expr, role: Role) {
        self.check_type(expr, role);
        match &expr.kind {
            ExprKind::Number { .. } | ExprKind::Signed { .. } => {}
            ExprKind::Text { value } => {
                if matches!(role, Role::Condition | Role::Filter) && self.check.symbols.meaning(value).is_none() {
                    self.unknown_name(value, expr.span, role);
                }
            }
            ExprKind::CardRef { title } => {
                self.check
                    .references
                    .push((title.to_string(), expr.span, role == Role::Condition))
            }
            ExprKind::Icon { name } => {
                if !self.check.symbols.in_vocabulary("icon", name) {
                    let names = self
                        .check
                        .symbols
                        .vocabularies
                        .get("icon")
                        .into_iter()
                        .flat_map(|n| n.keys());
                    super::super::fields::unknown_in_vocabulary(self.check, "icon", name, expr.span, names);
                }
            }
            ExprKind::Name { name } => self.name(name, expr.span, role),
            ExprKind::Call { callee, args } => self.call(callee, None, args, role),
            ExprKind::Member { receiver, name, args } => {
                self.expr(receiver, Role::Value);
                match args {
                    Some(args) => self.call(name, Some(receiver), args, role),
                    None => self.member(name),
                }
            }
            ExprKind::Count { term, .. } => self.expr(term, condition_role(role)),
            // `Diplomacy x2` is a requirement; `STRENGTH x2` a number doubled.
            ExprKind::Multiplied { term, .. } => self.expr(term, role),
            ExprKind::Not { operand } => self.expr(operand, condition_role(role)),
            ExprKind::And { operands } | ExprKind::Or { operands } => {
                for operand in operands {
                    self.expr(operand, condition_role(role));
                }
            }
            ExprKind::Compare { left, right, .. } | ExprKind::Arith { left, right, .. } => {
                self.expr(left, Role::Number);
                self.expr(right, Role::Number);
            }
        }
    }

    pub(super) fn name(&mut self, name: &str, span: Span, role: Role) {
        if role == Role::Text || self.scope.names.iter().any(|n| n == name) {
            return;
        }
        let symbols = self.check.symbols;
        if symbols.meaning(name).is_some() {
            return;
        }
        if role == Role::Pattern && symbols.action_types.contains_key(name) {
            return;
        }
        if symbols.effects.contains_key(name) && role != Role::Pattern {
            self.effect_as_condition(name, span, role);
            return;
        }
        self.unknown_name(name, span, role);
    }

    /// An unknown name, with the nearest name of the kind its place expects first: in a
    /// condition a skill or classification (`Empaty` is `Empathy`, not the root `empty`), in a
    /// selector or value a root, a bound name or a function; then any name.
    pub(super) fn unknown_name(&mut self, name: &str, span: Span, role: Role) {
        let symbols = self.check.symbols;
        let vocabulary = |kind: &str| symbols.vocabularies.get(kind).into_iter().flat_map(|n| n.keys());
        let bound = self.scope.names.iter().map(String::as_str);
        let preferred: Vec<&str> = match role {
            Role::Condition | Role::Filter => vocabulary("skill")
                .chain(vocabulary("classification"))
                .map(String::as_str)
                .collect(),
            Role::Value | Role::Number => symbols
                .roots
                .keys()
                .chain(symbols.functions.keys())
                .map(String::as_str)
                .chain(bound.clone())
                .collect(),
            Role::Pattern | Role::Text => Vec::new(),
        };
        let candidates: Vec<&str> = symbols.bare_names().chain(bound).collect();
        let help = suggest::help_for(name, preferred.iter().copied())
            .or_else(|| suggest::help_for(name, candidates.iter().copied()))
            .unwrap_or_else(|| {
                "names are skills, classifications, icons and other vocabulary of the stdlib, or roots such as `self`"
                    .to_string()
            });
        self.push(
            Diagnostic::error("name::unknown", self.check.file, span, format!("unknown name `{name}`"))
                .with_label("not declared anywhere")
                .with_help(help),
        );
    }

    pub(super) fn member(&mut self, name: &crate::span::Ident) {
        let symbols = self.check.symbols;
        let is_attribute = symbols.in_vocabulary("attribute", &name.name);
        let is_function = symbols
            .functions
            .get(name.name.as_str())
            .is_some_and(|f| f.decl.params.iter().filter(|p| !p.optional).count() <= 1);
        if !is_attribute && !is_function {
            let candidates = symbols
                .vocabularies
                .get("attribute")
                .into_iter()
                .flat_map(|a| a.keys())
                .chain(symbols.functions.keys())
                .map(String::as_str);
            let help = suggest::help_for(&name.name, candidates).unwrap_or_else(|| {
                "a member is an attribute such as `.RANGE` or a function such as `.highest(CUNNING)`".to_string()
            });
            self.push(
                Diagnostic::error(
                    "name::unknown-member",
                    self.check.file,
                    name.span,
                    format!("unknown member `{}`", name.name),
                )
                .with_label("not an attribute or function")
                .with_help(help),
            );
        }
    }

    pub(super) fn call(&mut self, callee: &crate::span::Ident, receiver: Option<&Expr>, args: &[Arg], role: Role) {
        let symbols = self.check.symbols;
        let declared = match role {
            Role::Pattern => symbols.action_types.get(callee.name.as_str()),
            _ => symbols
                .functions
                .get(callee.name.as_str())
                .or_else(|| symbols.action_types.get(callee.name.as_str())),
        };
        let Some(declared) = declared else {
            self.unknown_call(callee, role);
            for arg in args {
                self.expr(&arg.value, Role::Value);
            }
            return;
        };
        let mut positional = declared.decl.params.iter().skip(usize::from(receiver.is_some()));
        // In an action pattern, `it` names the action's subject: `solve(mission, by:
        // opponent_of(owner(it)))`.
        let binds_it = role == Role::Pattern;
        if binds_it {
            self.scope.names.push("it".into());
        }
        for arg in args {
            let param = match &arg.name {
                Some(name) => {
                    let param = declared.param(&name.name);
                    if param.is_none() {
                        self.push(
                            Diagnostic::error(
                                "call::unknown-argument",
                                self.check.file,
                                name.span,
                                format!("`{}` has no argument `{}`", callee.name, name.name),
                            )
                            .with_label("unknown argument")
                            .with_help(signature(declared)),
                        );
                    }
                    param
                }
                None => {
                    let param = positional.next();
                    if param.is_none() {
                        self.push(
                            Diagnostic::error(
                                "call::too-many-arguments",
                                self.check.file,
                                arg.value.span,
                                format!("too many arguments to `{}`", callee.name),
                            )
                            .with_label("extra argument")
                            .with_help(signature(declared)),
                        );
                    }
                    param
                }
            };
            let arg_role = match (role, param) {
                (Role::Pattern, _) => Role::Filter,
                (_, Some(param)) if filters_cards(declared, &param.kind.name) => Role::Filter,
                (_, Some(param)) => role_of(&param.kind.name),
                (_, None) => Role::Value,
            };
            self.expr(&arg.value, arg_role);
        }
        if binds_it {
            self.scope.names.pop();
        }
    }

    /// An effect written where a condition or a value stands.
    fn effect_as_condition(&mut self, name: &str, span: Span, role: Role) {
        let expected = if matches!(role, Role::Condition | Role::Filter) {
            "a condition"
        } else {
            "a value"
        };
        self.push(
            Diagnostic::error(
                "text::effect-as-condition",
                self.check.file,
                span,
                format!("expected {expected}, found the effect `{name}`"),
            )
            .with_label("an effect cannot stand here")
            .with_help("effects are statements inside a `{ }` block; a condition is a requirement such as `2 ENGINEER` or `CUNNING > 30`"),
        );
    }

    pub(super) fn unknown_call(&mut self, callee: &crate::span::Ident, role: Role) {
        let symbols = self.check.symbols;
        if symbols.effects.contains_key(callee.name.as_str()) {
            self.effect_as_condition(&callee.name, callee.span, role);
            return;
        }
        let (what, candidates): (&str, Vec<&str>) = if role == Role::Pattern {
            ("action type", symbols.action_types.keys().map(String::as_str).collect())
        } else {
            (
                "function",
                symbols
                    .functions
                    .keys()
                    .chain(symbols.action_types.keys())
                    .map(String::as_str)
                    .collect(),
            )
        };
        let help = suggest::help_for(&callee.name, candidates.iter().copied())
            .unwrap_or_else(|| format!("{what}s are declared in stdlib/primitives.card"));
        self.push(
            Diagnostic::error(
                "name::unknown-call",
                self.check.file,
                callee.span,
                format!("unknown {what} `{}`", callee.name),
            )
            .with_label(format!("not a declared {what}"))
            .with_help(help),
        );
    }
}

/// The role of the operands of `not`, `and`, `or` and of a counted term: a condition, on the
/// group unless the whole is a condition on one card.
fn condition_role(role: Role) -> Role {
    if role == Role::Filter {
        Role::Filter
    } else {
        Role::Condition
    }
}

/// Whether a condition parameter of this function is decided card by card: the function
/// selects among cards (`where`, `except`: `cards -> cards`).
fn filters_cards(function: &crate::symbols::PrimitiveSymbol, param_kind: &str) -> bool {
    let takes_cards = function.param("subject").is_some_and(|p| p.kind.name == "cards");
    let gives_cards = function.decl.returns.as_ref().is_some_and(|r| r.name == "cards");
    param_kind == "condition" && takes_cards && gives_cards
}
