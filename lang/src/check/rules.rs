//! Checks of the core rules' declarations: each setting's kind is a vocabulary and its value
//! one of that vocabulary's names, so an erratum or the engine never meets a value no one
//! declared.

use crate::diag::Diagnostic;
use crate::suggest::help_for;
use crate::symbols::Symbols;

/// A diagnostic for each rule setting of an unknown kind or with a value not of its kind.
pub fn check_rules(symbols: &Symbols) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for (rule, file) in symbols.rules.values() {
        for setting in &rule.settings {
            let Some(values) = symbols.vocabularies.get(setting.kind.name.as_str()) else {
                diagnostics.push(
                    Diagnostic::error(
                        "rule::unknown-kind",
                        *file,
                        setting.kind.span,
                        format!(
                            "no vocabulary `{}` for the setting `{}`",
                            setting.kind.name, setting.name.name
                        ),
                    )
                    .with_label("not a vocabulary")
                    .with_help(
                        help_for(&setting.kind.name, symbols.vocabularies.keys().map(String::as_str)).unwrap_or_else(
                            || "declare the setting's values with `vocabulary NAME { value, ... }`".into(),
                        ),
                    ),
                );
                continue;
            };
            if !values.contains_key(setting.value.name.as_str()) {
                let names: Vec<&str> = values.keys().map(String::as_str).collect();
                diagnostics.push(
                    Diagnostic::error(
                        "rule::bad-value",
                        *file,
                        setting.value.span,
                        format!("`{}` is not a value of `{}`", setting.value.name, setting.kind.name),
                    )
                    .with_label(format!("not in vocabulary `{}`", setting.kind.name))
                    .with_help(
                        help_for(&setting.value.name, names.iter().copied()).unwrap_or_else(|| {
                            format!("the values of `{}` are {}", setting.kind.name, names.join(", "))
                        }),
                    ),
                );
            }
        }
    }
    diagnostics
}
