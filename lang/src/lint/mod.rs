//! Lint rules: checks of card files that find likely mistakes in text that is otherwise
//! valid, such as an ability that can never trigger or a mission no crew of the pool can
//! solve. Unlike the checks of [`crate::check`] (always errors), each rule has a stable code
//! (`L001`), a name, and a default [`Level`]; a card may allow a rule with a comment inside
//! its braces, `// lint: allow(L001)` or `// lint: allow(never-triggers)` (several codes or
//! names may be listed, separated by commas). A finding on a member an erratum wrote points
//! into the errata file, and the allow comment may then go inside that errata entry.
//!
//! Every rule lives in its own file under `rules/`, whose `//!` module documentation is the
//! rule's documentation, printed by `stccg lint --explain CODE`.

mod allow;
mod crews;
mod errata;
mod facts;
mod rules;
pub(crate) mod walk;

use crate::ast::Card;
use crate::diag::Diagnostic;
use crate::load::Pool;
use crate::source::FileId;
use crate::span::Span;
use serde::Serialize;

pub use allow::allowed_rules;
pub use errata::point_into_errata;
pub use facts::PoolFacts;

/// How a rule's findings are reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Not run.
    Allow,
    /// Reported as a warning.
    Warn,
    /// Reported as an error.
    Deny,
}

impl Level {
    /// The level as written in `stccg lint --list`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Allow => "allow",
            Level::Warn => "warn",
            Level::Deny => "deny",
        }
    }
}

/// One lint rule of the registry.
#[derive(Clone, Copy)]
pub struct Rule {
    /// The stable code, such as `L001`.
    pub code: &'static str,
    /// The stable name, such as `never-triggers`.
    pub name: &'static str,
    /// The level it reports at unless a card allows it.
    pub level: Level,
    /// One line saying what it finds.
    pub summary: &'static str,
    /// The source of the rule's file; its `//!` lines are the documentation.
    pub source: &'static str,
    /// Looks at one card and adds what it finds.
    pub check: fn(&CardContext<'_>, &mut Vec<Finding>),
}

impl Rule {
    /// The rule's documentation: the `//!` lines of its file, without the markers.
    pub fn doc(&self) -> String {
        let mut doc = String::new();
        for line in self.source.lines() {
            if let Some(text) = line.strip_prefix("//!") {
                doc.push_str(text.strip_prefix(' ').unwrap_or(text));
                doc.push('\n');
            }
        }
        doc
    }
}

impl std::fmt::Debug for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.code, self.name)
    }
}

/// The card a rule looks at, with the pool around it.
pub struct CardContext<'a> {
    /// The card.
    pub card: &'a Card,
    /// The file it is in.
    pub file: FileId,
    /// The text of that file.
    pub source: &'a str,
    /// The whole pool: every card, the symbol table.
    pub pool: &'a Pool,
    /// The pool's cards indexed by title and collector number.
    pub facts: &'a PoolFacts<'a>,
    /// The errata applied to the card, oldest first (none for most cards).
    pub errata: Vec<&'a crate::errata::Applied>,
}

impl CardContext<'_> {
    /// The text of the card, comments included.
    pub fn card_text(&self) -> &str {
        self.source
            .get(self.card.span.start()..self.card.span.end())
            .unwrap_or("")
    }

    /// Whether the card has the flag (`universal`).
    pub fn has_flag(&self, name: &str) -> bool {
        self.card
            .members
            .iter()
            .any(|m| matches!(m, crate::ast::Member::Flag(flag) if flag.name == name))
    }
}

/// What a rule found: where, what, and what to do.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The file of the span, if not the card's (an errata file).
    pub file: Option<FileId>,
    /// Where, in the card's file unless `file` says another.
    pub span: Span,
    /// One lowercase sentence.
    pub message: String,
    /// The text at the span.
    pub label: String,
    /// What to do about it.
    pub help: String,
    /// Another place the finding is about: its file, span and label.
    pub secondary: Option<(FileId, Span, String)>,
}

impl Finding {
    /// A finding at `span`.
    pub fn new(span: Span, message: impl Into<String>, label: impl Into<String>, help: impl Into<String>) -> Self {
        Finding {
            file: None,
            span,
            message: message.into(),
            label: label.into(),
            help: help.into(),
            secondary: None,
        }
    }

    /// The finding with its span in `file` rather than in the card's file.
    pub fn in_file(mut self, file: FileId) -> Self {
        self.file = Some(file);
        self
    }

    /// The finding with a second labelled place.
    pub fn with_secondary(mut self, file: FileId, span: Span, label: impl Into<String>) -> Self {
        self.secondary = Some((file, span, label.into()));
        self
    }
}

/// Every rule, in code order.
pub fn registry() -> &'static [Rule] {
    rules::RULES
}

/// The rule with this code or name (case-insensitive for the code).
pub fn find_rule(code_or_name: &str) -> Option<&'static Rule> {
    registry()
        .iter()
        .find(|rule| rule.code.eq_ignore_ascii_case(code_or_name) || rule.name == code_or_name)
}

/// Runs every rule that is not at level allow over the cards of the pool outside the stdlib,
/// skipping rules a card allows, and returns the findings as diagnostics (a warning for
/// `warn`, an error for `deny`). Findings on a member an erratum wrote point into the errata
/// file, where the entry's own allow comments apply. An allow comment naming no rule is
/// itself a warning.
pub fn lint_pool(pool: &Pool) -> Vec<Diagnostic> {
    lint_selected(pool, &[], |_| true)
}

/// [`lint_pool`] with only the rules of the codes given (every rule if none): `stccg play`
/// runs L024 alone to say which card references match nothing.
pub fn lint_pool_with(pool: &Pool, codes: &[&str]) -> Vec<Diagnostic> {
    lint_selected(pool, codes, |_| true)
}

/// [`lint_pool`] over the cards of the files `only` accepts, against the whole pool (a tool
/// re-checking what an edit touched, such as the language server).
pub fn lint_files(pool: &Pool, only: impl Fn(FileId) -> bool) -> Vec<Diagnostic> {
    lint_selected(pool, &[], only)
}

/// The rules of `codes` (every rule if none) over the cards of the files `files` accepts.
fn lint_selected(pool: &Pool, codes: &[&str], files: impl Fn(FileId) -> bool) -> Vec<Diagnostic> {
    let selected = |rule: &Rule| codes.is_empty() || codes.contains(&rule.code);
    let by_file = lint_by_file(pool, selected, files, true);
    // One list of exactly the findings (a large pool has a hundred thousand), not one grown by
    // doubling beside the lists it is made of.
    let mut diagnostics = Vec::with_capacity(by_file.values().map(Vec::len).sum());
    for findings in by_file.into_values() {
        diagnostics.extend(findings);
    }
    point_into_errata(pool, &mut diagnostics);
    diagnostics.sort_by_key(|d| (d.primary().file, d.primary().span.start()));
    diagnostics
}

/// The codes of the rules whose finding on a card can change when another card changes: they
/// look other cards up (by title, by collector number) or read the crews of the whole pool. A
/// tool that lints again only the cards an edit touched (the language server) runs these
/// over every card.
pub const ACROSS_CARDS: &[&str] = &["L004", "L011", "L021", "L022", "L024", "L025"];

/// The findings of the rules `rules` accepts (and that are not at level allow) over the cards
/// of the files `files` accepts, by the card's file, as they are before [`point_into_errata`];
/// with `allow_comments`, also the warnings for allow comments that name no rule.
pub fn lint_by_file(
    pool: &Pool,
    rules: impl Fn(&Rule) -> bool,
    files: impl Fn(FileId) -> bool,
    allow_comments: bool,
) -> std::collections::BTreeMap<FileId, Vec<Diagnostic>> {
    let mut by_file: std::collections::BTreeMap<FileId, Vec<Diagnostic>> = std::collections::BTreeMap::new();
    let facts = PoolFacts::gather(pool);
    for (file, card) in pool.cards() {
        if (file.0 as usize) < pool.stdlib_files || !files(file) {
            continue;
        }
        let diagnostics = by_file.entry(file).or_default();
        let context = CardContext {
            card,
            file,
            source: pool.sources.text(file),
            pool,
            facts: &facts,
            errata: facts.errata_of(file, card),
        };
        let mut comments = Vec::new();
        let allowed = allowed_rules(context.card_text(), card.span.start(), file, &mut comments);
        if allow_comments {
            diagnostics.append(&mut comments);
        }
        for rule in registry() {
            if rule.level == Level::Allow || allowed.contains(&rule.code) || !rules(rule) {
                continue;
            }
            let mut findings = Vec::new();
            (rule.check)(&context, &mut findings);
            diagnostics.extend(findings.into_iter().map(|f| to_diagnostic(rule, file, f)));
        }
        diagnostics.shrink_to_fit();
    }
    by_file
}

/// A finding as a diagnostic; the help ends with how to read about the rule and allow it.
fn to_diagnostic(rule: &Rule, file: FileId, mut finding: Finding) -> Diagnostic {
    // The texts are kept until the report is drawn: no spare room a `format!` left.
    finding.message.shrink_to_fit();
    let mut help = format!(
        "{}\n{} {}: `stccg lint --explain {}`; `// lint: allow({})`{}",
        finding.help,
        rule.code,
        rule.name,
        rule.code,
        rule.code,
        errata::IN_THE_CARD
    );
    help.shrink_to_fit();
    let file = finding.file.unwrap_or(file);
    let diagnostic = match rule.level {
        Level::Deny => Diagnostic::error(rule.code, file, finding.span, finding.message),
        _ => Diagnostic::warning(rule.code, file, finding.span, finding.message),
    };
    let diagnostic = diagnostic.with_label(finding.label).with_help(help);
    match finding.secondary {
        Some((file, span, label)) => diagnostic.with_secondary(file, span, label),
        None => diagnostic,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nothing(_: &CardContext<'_>, _: &mut Vec<Finding>) {}

    #[test]
    fn a_deny_rule_reports_an_error_and_a_warn_rule_a_warning() {
        let mut rule = Rule {
            code: "L900",
            name: "example",
            level: Level::Deny,
            summary: "an example",
            source: "//! # L900 example\n",
            check: nothing,
        };
        let finding = Finding::new(Span::new(1, 2), "wrong", "here", "fix it");
        let denied = to_diagnostic(&rule, FileId(0), finding.clone());
        assert!(denied.is_error());
        assert_eq!(denied.code, "L900");
        rule.level = Level::Warn;
        assert!(!to_diagnostic(&rule, FileId(0), finding).is_error());
        assert_eq!(rule.doc(), "# L900 example\n");
    }
}
