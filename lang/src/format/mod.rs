//! The canonical formatter of card files (`stccg fmt`), built on the lossless logos token
//! stream of [`syntax::lexer`](crate::syntax::lexer):
//!
//! * `pieces` turns the tokens into lines of pieces (brackets, words, `,` and `:`, strings,
//!   comments, and card references and icons kept verbatim);
//! * [`layout`] prints the pieces in the canonical layout (`docs/format.md`);
//! * `compare` compares syntax trees without their spans.
//!
//! [`format_source`] is the safe entry point: it formats only a file that parses, and checks
//! that the formatted text parses to the same syntax tree before returning it. Comments stay
//! where they are, and formatting twice changes nothing.

mod compare;
mod layout;
mod pieces;

pub use compare::{same_tree, without_spans};
pub use layout::layout;

use crate::ast::Module;
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use crate::syntax::parse_module;

/// `text` (the contents of `file`) in the canonical layout, or the diagnostics that stop it
/// from being formatted: the file's own errors, or `format::meaning-changed` if the layout
/// would change its syntax tree (the file is then best left as written).
pub fn format_source(file: FileId, text: &str) -> Result<String, Vec<Diagnostic>> {
    let (before, diagnostics) = parse_module(file, text);
    let errors: Vec<Diagnostic> = diagnostics.into_iter().filter(Diagnostic::is_error).collect();
    if !errors.is_empty() {
        return Err(errors);
    }
    confirm_same_tree(file, text, &before, layout(text))
}

/// `formatted` if it parses to the same syntax tree as `before` (parsed from `text`), else
/// a `format::meaning-changed` diagnostic at the first line that differs.
fn confirm_same_tree(file: FileId, text: &str, before: &Module, formatted: String) -> Result<String, Vec<Diagnostic>> {
    let (after, diagnostics) = parse_module(file, &formatted);
    if diagnostics.iter().any(Diagnostic::is_error) || !same_tree(before, &after) {
        let first_change = first_difference(text, &formatted);
        return Err(vec![Diagnostic::error(
            "format::meaning-changed",
            file,
            Span::new(first_change, first_change),
            "the canonical layout would change what this file means",
        )
        .with_label("the layout first differs here")
        .with_help("the file is left as written; please report it with the file attached")]);
    }
    Ok(formatted)
}

/// The byte offset in `original` of the first line the formatted text changes.
fn first_difference(original: &str, formatted: &str) -> usize {
    let mut offset = 0;
    for (old, new) in original.split_inclusive('\n').zip(formatted.split_inclusive('\n')) {
        if old != new {
            break;
        }
        offset += old.len();
    }
    offset.min(original.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_does_not_parse_is_refused_with_its_diagnostics() {
        let result = format_source(FileId(0), "event \"A\" {\n  plays on\n");
        let diagnostics = result.expect_err("an unclosed body does not format");
        assert!(diagnostics.iter().all(Diagnostic::is_error) && !diagnostics.is_empty());
    }

    #[test]
    fn a_layout_that_would_change_the_tree_is_refused_at_the_first_changed_line() {
        let text = "event \"A\" {\n  plays on table\n}\n";
        let (before, _) = parse_module(FileId(0), text);
        let changed = "event \"A\" {\n  plays on ship\n}\n".to_string();
        let diagnostics = confirm_same_tree(FileId(0), text, &before, changed).expect_err("changed");
        assert_eq!(diagnostics[0].code, "format::meaning-changed");
        assert_eq!(diagnostics[0].primary().span, Span::new(12, 12));
        let same = confirm_same_tree(FileId(0), text, &before, text.to_string());
        assert_eq!(same.as_deref(), Ok(text));
    }

    #[test]
    fn a_messy_file_formats_to_the_same_tree() {
        let text = "event \"A\"{\n plays on table   // where\n\n\n    on play {\n draw 1 }\n}";
        let formatted = format_source(FileId(0), text).expect("formats");
        assert_eq!(
            formatted,
            "event \"A\" {\n  plays on table // where\n\n  on play {\n    draw 1 }\n}\n"
        );
    }
}
