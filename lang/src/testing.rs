//! One-line helpers for testing cards, for this project's tests and for card authors:
//!
//! ```
//! use stccg_lang::testing::{assert_clean, assert_fails};
//! assert_clean(r#"interrupt "Example" { on play { draw 1 } }"#);
//! assert_fails(r#"interrupt "Example" { on play { drawe 1 } }"#, "name::unknown-effect");
//! ```
//!
//! Each loads the embedded stdlib and the given text as one file named `test.card`.

use crate::ast::{Card, Item};
use crate::diag::Diagnostic;
use crate::load::{load_texts, Pool};
use crate::source::SourceMap;
use crate::span::line_col;

/// Loads `text` after the stdlib and checks it.
pub fn check(text: &str) -> Pool {
    load_texts(&[("test.card", text)])
}

/// The codes of the diagnostics `text` gets, in order.
pub fn codes(text: &str) -> Vec<&'static str> {
    check(text).diagnostics.iter().map(|d| d.code).collect()
}

/// Panics, listing the diagnostics, unless `text` loads with none.
pub fn assert_clean(text: &str) {
    let pool = check(text);
    assert!(
        pool.diagnostics.is_empty(),
        "expected no diagnostics, got:\n{}",
        summary(&pool.diagnostics, &pool.sources)
    );
}

/// Panics unless `text` gets a diagnostic with `code`.
pub fn assert_fails(text: &str, code: &str) {
    let pool = check(text);
    assert!(
        pool.diagnostics.iter().any(|d| d.code == code),
        "expected a `{code}` diagnostic, got:\n{}",
        summary(&pool.diagnostics, &pool.sources)
    );
}

/// Parses and checks `text`, which must be one clean card, and returns it.
pub fn card(text: &str) -> Card {
    let pool = check(text);
    assert!(
        pool.diagnostics.is_empty(),
        "expected a clean card, got:\n{}",
        summary(&pool.diagnostics, &pool.sources)
    );
    let (_, module) = pool.modules.into_iter().last().expect("the test file is loaded last");
    module
        .items
        .into_iter()
        .find_map(|item| match item {
            Item::Card(card) => Some(card),
            _ => None,
        })
        .expect("the text holds a card")
}

/// One line per diagnostic: `file:line:column code message`.
pub fn summary(diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
    diagnostics
        .iter()
        .map(|d| {
            let label = d.primary();
            let (line, column) = line_col(sources.text(label.file), label.span.start());
            format!(
                "{}:{line}:{column} {} {}\n",
                sources.name(label.file),
                d.code,
                d.message
            )
        })
        .collect()
}
