//! Builds `rule` declarations (the core rules of stdlib/rules.card) from pest pairs.

use super::build_item::{children, Builder};
use super::Rule;
use crate::ast::{RuleDecl, RuleSetting};
use crate::diag::Diagnostic;
use crate::span::Span;
use pest::iterators::Pair;

impl Builder<'_> {
    /// A `rule "Name" { setting: kind = value ... }` declaration.
    pub(super) fn rule_decl(&mut self, pair: Pair<'_, Rule>, docs: Vec<String>, span: Span) -> Option<RuleDecl> {
        let docs_of = super::build_item::docs;
        let mut parts = children(pair);
        let name = self.string(&parts.next()?);
        let mut settings = Vec::new();
        for setting in parts {
            let setting_span = self.span(&setting);
            let mut inner = setting.into_inner();
            let setting_docs = docs_of(&mut inner);
            let name = self.ident(&inner.next()?);
            let kind = self.ident(&inner.next()?);
            let Some(value) = inner.next() else {
                self.diagnostics.push(
                    Diagnostic::error(
                        "rule::missing-value",
                        self.file,
                        setting_span,
                        format!("the setting `{}` has no value", name.name),
                    )
                    .with_label("no `= value` after the kind")
                    .with_help(format!(
                        "write `{}: {} = VALUE`, the value the current glossary gives it",
                        name.name, kind.name
                    )),
                );
                continue;
            };
            let value = self.ident(&value);
            settings.push(RuleSetting {
                name,
                kind,
                value,
                docs: setting_docs,
                span: setting_span,
            });
        }
        Some(RuleDecl {
            name,
            settings,
            docs,
            span,
        })
    }
}
