//! Type errors in game text: an expression whose type ([`crate::types::Ty`]) cannot stand
//! where it is written. A number (a bare attribute, a count, a sum) is not a condition; a
//! condition or a skill is not a number; a player, a time or a zone is not a condition.

use super::{Role, TextCheck};
use crate::ast::{Expr, ExprKind};
use crate::diag::Diagnostic;
use crate::types::{is_attribute, type_of, Ty};

impl TextCheck<'_, '_, '_> {
    /// Reports `expr` if its type cannot stand in `role`.
    pub(super) fn check_type(&mut self, expr: &Expr, role: Role) {
        let scope = &self.scope.names;
        let ty = type_of(expr, self.check.symbols, &|name| scope.iter().any(|n| n == name));
        let diagnostic = match (role, ty) {
            (Role::Condition | Role::Filter, Ty::Number) => self.number_as_condition(expr),
            (Role::Condition, Ty::Player | Ty::Time | Ty::Zone) => Diagnostic::error(
                "type::not-a-condition",
                self.check.file,
                expr.span,
                format!("expected a condition, found {}", ty.describe()),
            )
            .with_label(format!("{} is not true or false", ty.describe()))
            .with_help("a condition is a requirement such as `2 ENGINEER`, `CUNNING > 30` or `present(MEDICAL)`"),
            (Role::Number, Ty::Condition | Ty::Quality) => self.not_a_number(expr, ty),
            (Role::Number, Ty::Player | Ty::Time | Ty::Zone | Ty::Location | Ty::Action) => Diagnostic::error(
                "type::not-a-number",
                self.check.file,
                expr.span,
                format!("expected a number, found {}", ty.describe()),
            )
            .with_label("not a number")
            .with_help("a number is written `3`, an attribute such as `CUNNING`, `count(...)` or arithmetic on them"),
            _ => return,
        };
        self.push(diagnostic);
    }

    fn number_as_condition(&self, expr: &Expr) -> Diagnostic {
        let file = self.check.file;
        let bare_attribute = match &expr.kind {
            ExprKind::Name { name } | ExprKind::Text { value: name } => Some(name.as_str()),
            ExprKind::Member { name, args: None, .. } => Some(name.name.as_str()),
            _ => None,
        }
        .filter(|name| is_attribute(self.check.symbols, name));
        match bare_attribute {
            Some(name) => Diagnostic::error(
                "type::attribute-as-condition",
                file,
                expr.span,
                format!("`{name}` is a number, not a condition"),
            )
            .with_label("an attribute alone is neither met nor failed")
            .with_help(format!(
                "compare it with a number: `{name} > 30` is the group's total {name} over 30 (FAQ:169-173)"
            )),
            None => Diagnostic::error(
                "type::number-as-condition",
                file,
                expr.span,
                "expected a condition, found a number",
            )
            .with_label("a number is neither met nor failed")
            .with_help("compare it: `count(away_team) > 3`, `CUNNING + STRENGTH > 68`"),
        }
    }

    fn not_a_number(&self, expr: &Expr, ty: Ty) -> Diagnostic {
        let file = self.check.file;
        if ty == Ty::Quality {
            let name = match &expr.kind {
                ExprKind::Name { name } | ExprKind::Text { value: name } | ExprKind::Icon { name } => name.to_string(),
                ExprKind::CardRef { title } => format!("{{{title}}}"),
                _ => "this".to_string(),
            };
            return Diagnostic::error(
                "type::not-a-number",
                file,
                expr.span,
                format!("`{name}` is not a number"),
            )
            .with_label("a skill, classification or other name has no amount to add or compare")
            .with_help(
                "only attributes (INTEGRITY, CUNNING, STRENGTH, RANGE, WEAPONS, SHIELDS) and counts are numbers; \
                 write `2 SCIENCE` for at least two, or join a condition with `and`",
            );
        }
        Diagnostic::error(
            "type::condition-as-number",
            file,
            expr.span,
            "expected a number, found a condition",
        )
        .with_label("a condition has no amount")
        .with_help("a number is written `3`, an attribute such as `CUNNING`, `count(...)` or arithmetic on them; to count the cards that meet a condition, write `count(away_team.where(...))`")
    }
}
