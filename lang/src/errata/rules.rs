//! Errata of the core rules: `errata rule "Name" { setting: value }` entries change a
//! setting of a `rule` declaration of the stdlib, the way card errata change a card. Each
//! patch must name a setting of the rule and a value of the setting's vocabulary.

use super::{Erratum, Patch};
use crate::ast::{ExprKind, Field, RuleDecl};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Ident;
use crate::suggest::help_for;
use crate::symbols::Symbols;

/// An erratum applied to a rule: the rule before and after it.
#[derive(Clone, Debug)]
pub struct AppliedRule {
    /// The entry.
    pub erratum: Erratum,
    /// The file the rule is declared in.
    pub rule_file: FileId,
    /// The rule before this entry (as declared, or as earlier errata left it).
    pub before: RuleDecl,
    /// The rule after this entry.
    pub after: RuleDecl,
}

/// Applies the rule errata of `entries` in force under `ruleset` at the day `until` to the
/// rules of `symbols`, oldest first. Also reports, for every entry (of a card or a rule), a
/// `ruleset` field naming no ruleset of the `ruleset` vocabulary.
pub fn apply_to_rules(
    symbols: &mut Symbols,
    entries: &[Erratum],
    ruleset: &str,
    until: Option<&str>,
) -> (Vec<AppliedRule>, Vec<Diagnostic>) {
    let mut diagnostics = unknown_rulesets(symbols, entries);
    let rule_entries: Vec<Erratum> = entries.iter().filter(|e| e.on_rule).cloned().collect();
    diagnostics.extend(super::apply::conflicts(&rule_entries));
    let mut in_force: Vec<&Erratum> = rule_entries.iter().filter(|e| e.in_force(ruleset, until)).collect();
    in_force.sort_by(|a, b| a.date.cmp(&b.date));
    let mut applied = Vec::new();
    for erratum in in_force {
        let Some((rule, rule_file)) = symbols.rules.get(erratum.target.name.as_str()).cloned() else {
            let names = symbols.rules.keys().map(String::as_str);
            diagnostics.push(
                Diagnostic::error(
                    "errata::unknown-rule",
                    erratum.file,
                    erratum.target.span,
                    format!("no rule named \"{}\" to patch", erratum.target.name),
                )
                .with_label("not a rule of the stdlib")
                .with_help(help_for(&erratum.target.name, names).unwrap_or_else(|| {
                    "an erratum of a rule names a `rule` declaration of the stdlib (stdlib/rules.card)".into()
                })),
            );
            continue;
        };
        let mut after = rule.clone();
        let mut ok = true;
        for patch in &erratum.patches {
            match patch_setting(symbols, &mut after, erratum, patch) {
                Ok(()) => {}
                Err(diagnostic) => {
                    diagnostics.push(diagnostic);
                    ok = false;
                }
            }
        }
        if !ok {
            continue;
        }
        symbols
            .rules
            .insert(after.name.name.to_string(), (after.clone(), rule_file));
        applied.push(AppliedRule {
            erratum: erratum.clone(),
            rule_file,
            before: rule,
            after,
        });
    }
    (applied, diagnostics)
}

/// Applies one patch to a rule: a field naming one of its settings and a value of its kind.
fn patch_setting(symbols: &Symbols, rule: &mut RuleDecl, erratum: &Erratum, patch: &Patch) -> Result<(), Diagnostic> {
    let Patch::SetField(field) = patch else {
        return Err(Diagnostic::error(
            "errata::not-a-setting",
            erratum.file,
            patch.span(),
            format!("an erratum of a rule sets settings only ({})", patch.describe()),
        )
        .with_label("a rule has no abilities or flags")
        .with_help(format!(
            "write `setting: value`; the settings of \"{}\" are {}",
            rule.name.name,
            setting_names(rule)
        )));
    };
    let names = rule.settings.iter().map(|s| s.name.name.as_str());
    let help = help_for(&field.name.name, names);
    let Some(setting) = rule.settings.iter_mut().find(|s| s.name.name == field.name.name) else {
        return Err(Diagnostic::error(
            "errata::unknown-setting",
            erratum.file,
            field.name.span,
            format!("the rule \"{}\" has no setting `{}`", rule.name.name, field.name.name),
        )
        .with_label("not a setting of this rule")
        .with_help(
            help.unwrap_or_else(|| format!("the settings of \"{}\" are {}", rule.name.name, setting_names(rule))),
        ));
    };
    let value = setting_value(field).filter(|v| symbols.in_vocabulary(&setting.kind.name, &v.name));
    let Some(value) = value else {
        let values: Vec<&str> = symbols
            .vocabularies
            .get(setting.kind.name.as_str())
            .map(|names| names.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let written = setting_value(field).map(|v| v.name).unwrap_or_default();
        return Err(Diagnostic::error(
            "errata::bad-setting-value",
            erratum.file,
            field.span,
            format!("`{}` takes one value of `{}`", field.name.name, setting.kind.name),
        )
        .with_label(format!("not a value of `{}`", setting.kind.name))
        .with_help(
            help_for(&written, values.iter().copied())
                .unwrap_or_else(|| format!("the values of `{}` are {}", setting.kind.name, values.join(", "))),
        ));
    };
    setting.value = value;
    Ok(())
}

/// The one bare name a setting's field holds.
fn setting_value(field: &Field) -> Option<Ident> {
    match field.values.as_slice() {
        [value] => match &value.kind {
            ExprKind::Name { name } => Some(Ident::new(name.clone(), value.span)),
            _ => None,
        },
        _ => None,
    }
}

/// The settings of a rule, for a hint.
fn setting_names(rule: &RuleDecl) -> String {
    rule.settings
        .iter()
        .map(|s| format!("`{}`", s.name.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A diagnostic for each `ruleset` name that the `ruleset` vocabulary does not hold (none
/// when no stdlib declares that vocabulary).
fn unknown_rulesets(symbols: &Symbols, entries: &[Erratum]) -> Vec<Diagnostic> {
    let Some(known) = symbols.vocabularies.get("ruleset") else {
        return Vec::new();
    };
    entries
        .iter()
        .flat_map(|e| e.rulesets.iter().map(move |r| (e.file, r)))
        .filter(|(_, name)| !known.contains_key(name.name.as_str()))
        .map(|(file, name)| {
            Diagnostic::error(
                "errata::unknown-ruleset",
                file,
                name.span,
                format!("no ruleset is named \"{}\"", name.name),
            )
            .with_label("not a ruleset")
            .with_help(
                help_for(&name.name, known.keys().map(String::as_str)).unwrap_or_else(|| {
                    format!(
                        "the rulesets are {}",
                        known.keys().map(String::as_str).collect::<Vec<_>>().join(", ")
                    )
                }),
            )
        })
        .collect()
}
