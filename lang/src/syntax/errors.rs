//! Turns pest errors and bracket problems into diagnostics, written here from pest's byte
//! positions (not pest's miette adapter, whose source is only the offending line).

use super::lexer::{closer_of, BracketProblem, MAX_NESTING};
use super::rules::describe;
use super::Rule;
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use pest::error::{Error, ErrorVariant, InputLocation};

/// A diagnostic for a pest error in the item that starts at `offset` of `text`.
pub(super) fn syntax_diagnostic(file: FileId, text: &str, offset: usize, error: &Error<Rule>) -> Diagnostic {
    let position = offset
        + match error.location {
            InputLocation::Pos(p) => p,
            InputLocation::Span((s, _)) => s,
        };
    let found = found_at(text, position);
    let span = Span::new(position, position + found.len_in_source);
    let expected = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => expected_list(positives),
        ErrorVariant::CustomError { message } => message.clone(),
    };
    let mut diagnostic = Diagnostic::error("syntax::unexpected", file, span, format!("expected {expected}"))
        .with_label(format!("found {}", found.description));
    if let Some(help) = help_for(text, position, &found) {
        diagnostic = diagnostic.with_help(help);
    }
    diagnostic
}

/// What stands at the error position, for the label.
struct Found {
    description: String,
    len_in_source: usize,
}

fn found_at(text: &str, position: usize) -> Found {
    let rest = &text[position.min(text.len())..];
    match rest.chars().next() {
        None => Found {
            description: "the end of the file".into(),
            len_in_source: 0,
        },
        Some('\n') | Some('\r') => Found {
            description: "the end of the line".into(),
            len_in_source: 1,
        },
        Some(c) if c.is_alphanumeric() || c == '_' => {
            let word: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '\'' | '-'))
                .collect();
            Found {
                description: format!("`{word}`"),
                len_in_source: word.len(),
            }
        }
        Some(c) => Found {
            description: format!("`{c}`"),
            len_in_source: c.len_utf8(),
        },
    }
}

/// "a field, an ability or `}`": the expected rules, described, deduplicated.
fn expected_list(positives: &[Rule]) -> String {
    let mut described: Vec<&str> = positives.iter().filter_map(|r| describe(*r)).collect();
    described.sort_unstable();
    described.dedup();
    match described.as_slice() {
        [] => "something else here".to_string(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

/// Hints for the mistakes authors make most often.
fn help_for(text: &str, position: usize, found: &Found) -> Option<String> {
    let line_start = text[..position.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
    let before = text[line_start..position.min(text.len())].trim_end();
    let previous_word = before
        .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
        .next()
        .unwrap_or("");
    if matches!(
        before.split_whitespace().next(),
        Some("unless" | "if" | "while" | "cure" | "nullify")
    ) && !previous_word.is_empty()
        && before.split_whitespace().count() <= 3
        && is_effect_like(previous_word)
    {
        return Some(format!(
            "`{previous_word}` is an effect, and a condition is expected here; put effects inside the `{{ }}` block"
        ));
    }
    if text[position.min(text.len())..].starts_with("///") {
        return Some("a `///` line documents the item or member below it; use `//` for a comment here".into());
    }
    if found.description == "the end of the file" {
        return Some("the item ends too early: is a `}` or a value missing?".into());
    }
    if before.ends_with(':') {
        return Some("a field needs a value after `:`".into());
    }
    None
}

/// Verbs of the standard library's effects, recognised in error messages only (the checker
/// knows the real list from the declarations).
fn is_effect_like(word: &str) -> bool {
    matches!(
        word,
        "kill"
            | "discard"
            | "stop"
            | "unstop"
            | "destroy"
            | "damage"
            | "relocate"
            | "place"
            | "score"
            | "draw"
            | "download"
            | "nullify"
            | "modify"
            | "disable"
            | "shuffle"
            | "return"
            | "capture"
    )
}

/// A diagnostic for a bracket problem found by the lexer pre-pass.
pub(super) fn bracket_diagnostic(file: FileId, text: &str, problem: BracketProblem) -> Diagnostic {
    let one = |at: usize| Span::new(at, at + 1);
    match problem {
        BracketProblem::Unclosed(at, open) => Diagnostic::error(
            "syntax::unclosed-bracket",
            file,
            one(at),
            format!("this `{open}` is never closed"),
        )
        .with_label(format!(
            "opened here; no matching `{}` before the item ends",
            closer_of(open)
        ))
        .with_help(format!("add a `{}` at the end of the block it opens", closer_of(open))),
        BracketProblem::Unmatched(at, close) => Diagnostic::error(
            "syntax::unmatched-bracket",
            file,
            one(at),
            format!("this `{close}` closes nothing"),
        )
        .with_label("no opening bracket for it")
        .with_help("remove it, or add the opening bracket it belongs to"),
        BracketProblem::Mismatched(at, close, open_at, open) => Diagnostic::error(
            "syntax::mismatched-bracket",
            file,
            one(at),
            format!("`{close}` does not close `{open}`"),
        )
        .with_label(format!("expected `{}` here", closer_of(open)))
        .with_secondary(file, one(open_at), "the bracket it should close"),
        BracketProblem::UnterminatedString(at) => {
            let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
            Diagnostic::error(
                "syntax::unterminated-string",
                file,
                Span::new(at, line_end),
                "this string is never closed",
            )
            .with_label("no closing `\"` on this line")
            .with_help("close the string with `\"` before the end of the line")
        }
        BracketProblem::TooDeep(at) => {
            let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
            Diagnostic::error(
                "syntax::too-deep",
                file,
                Span::new(at, line_end.max(at + 1)),
                "text nested too deeply",
            )
            .with_label(format!("more than {MAX_NESTING} levels deep from here"))
            .with_help(format!(
                "card text never needs more than {MAX_NESTING} levels of brackets, nor more than {MAX_NESTING} \
                 of `not`, `else`, `may`/`must`, `.` or `+`/`-`/`*` in one item; simplify it"
            ))
        }
    }
}
