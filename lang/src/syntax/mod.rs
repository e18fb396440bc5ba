//! From text to AST: the logos pre-pass splits a file into items and checks brackets, pest
//! parses each item, and the builder turns pest's pairs into the [`ast`](crate::ast) with spans.

mod build_ability;
mod build_expr;
mod build_item;
mod build_rule;
mod errors;
pub mod lexer;
mod rules;

use crate::ast::Module;
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use pest::Parser;

/// The pest-generated parser; its `Rule` enum stays inside this crate.
#[allow(missing_docs, unreachable_pub)]
mod generated {
    /// The pest parser of the card language. Its grammar is split by area under `grammar/`.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/lexical.pest"]
    #[grammar = "grammar/expr.pest"]
    #[grammar = "grammar/statement.pest"]
    #[grammar = "grammar/ability.pest"]
    #[grammar = "grammar/file.pest"]
    pub(crate) struct CardParser;
}

pub(crate) use generated::{CardParser, Rule};

/// Parses one file. Items that parse are returned even when others do not; every problem
/// found is a diagnostic.
pub fn parse_module(file: FileId, text: &str) -> (Module, Vec<Diagnostic>) {
    let mut module = Module::default();
    let mut diagnostics = Vec::new();
    let lexemes = lexer::lex(text);
    for (start, end) in lexer::chunk_items(text, &lexemes) {
        let chunk = &text[start..end];
        if chunk.trim().is_empty() || only_comments(chunk) {
            continue;
        }
        if let Some(problem) = lexer::check_brackets(text, &lexemes, start, end) {
            diagnostics.push(errors::bracket_diagnostic(file, text, problem));
            continue;
        }
        match CardParser::parse(Rule::single_item, chunk) {
            Ok(mut pairs) => {
                let mut builder = build_item::Builder::new(file, start, &mut diagnostics);
                let single = pairs.next().expect("single_item always yields its pair");
                if let Some(item) = single.into_inner().find(|p| p.as_rule() == Rule::item) {
                    if let Some(item) = builder.item(item) {
                        module.items.push(item);
                    }
                }
            }
            Err(error) => diagnostics.push(errors::syntax_diagnostic(file, text, start, &error)),
        }
    }
    module.items.shrink_to_fit();
    (module, diagnostics)
}

/// Whether a chunk holds nothing but blank lines and comments (`////` is a comment, not a
/// `///` documentation line).
fn only_comments(chunk: &str) -> bool {
    chunk.lines().all(|line| {
        let line = line.trim();
        line.is_empty() || (line.starts_with("//") && (!line.starts_with("///") || line.starts_with("////")))
    })
}

/// The items an iterator yields, in a list whose allocation holds no more than them. A syntax
/// tree is built once and kept for the whole load, so the spare room a growing `Vec` leaves
/// (at least four elements, then doubling) would stay allocated with it: a tree's lists are
/// mostly of one or two elements. The list is allocated once for the iterator's upper bound
/// (a pest pair's children are counted) and shrunk only when fewer came.
pub(crate) fn tight<T>(items: impl Iterator<Item = T>) -> Vec<T> {
    let (lower, upper) = items.size_hint();
    let mut list = Vec::with_capacity(upper.unwrap_or(lower));
    list.extend(items);
    list.shrink_to_fit();
    list
}

/// The span of a pest pair, shifted to its place in the file.
pub(crate) fn span_of(pair: &pest::iterators::Pair<'_, Rule>, offset: usize) -> Span {
    let s = pair.as_span();
    Span::new(s.start() + offset, s.end() + offset)
}

#[cfg(test)]
mod parity {
    //! The logos pre-pass and pest must agree: where the chunker starts items is where pest,
    //! parsing a whole file at once with the `file` rule, finds them; and the token stream is
    //! lossless (every byte is in a token or is a blank).
    use super::lexer::{chunk_items, lex};
    use super::{CardParser, Rule};
    use pest::Parser;

    const MIXED: &str = "// header comment\n\n/// doc of A\n/// more doc\nevent \"A\" {\n  plays on table // trailing\n}\n\n// between\ninterrupt \"B\" {\n  on play {\n    draw 1\n  }\n}\n";

    fn texts() -> Vec<&'static str> {
        crate::stdlib::FILES
            .iter()
            .map(|(_, text)| *text)
            .chain([MIXED])
            .collect()
    }

    #[test]
    fn chunks_start_where_pest_finds_items() {
        for text in texts() {
            let whole = CardParser::parse(Rule::file, text)
                .expect("the file parses whole")
                .next()
                .expect("file");
            let pest_starts: Vec<usize> = whole
                .into_inner()
                .filter(|p| p.as_rule() == Rule::item)
                .map(|p| p.as_span().start())
                .collect();
            // Chunks of nothing but comments are skipped by `parse_module` too.
            let chunk_starts: Vec<usize> = chunk_items(text, &lex(text))
                .into_iter()
                .filter(|&(start, end)| leading_trivia(&text[start..end]) < end - start)
                .map(|(start, end)| start + leading_trivia(&text[start..end]))
                .collect();
            assert_eq!(chunk_starts, pest_starts);
        }
    }

    /// Bytes of blank lines and `//` comments (not `///` docs) at the start of a chunk.
    fn leading_trivia(chunk: &str) -> usize {
        let mut skipped = 0;
        for line in chunk.split_inclusive('\n') {
            let trimmed = line.trim();
            if trimmed.is_empty() || (trimmed.starts_with("//") && !trimmed.starts_with("///")) {
                skipped += line.len();
            } else {
                break;
            }
        }
        skipped
    }

    #[test]
    fn a_four_slash_comment_alone_before_an_item_is_a_comment() {
        let text = "//// note\n\n/// doc\nevent \"A\" {\n  plays on table\n}\n";
        let (module, diagnostics) = super::parse_module(crate::source::FileId(0), text);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        assert_eq!(module.items.len(), 1);
    }

    #[test]
    fn the_token_stream_is_lossless() {
        for text in texts() {
            let mut covered = vec![false; text.len()];
            for lexeme in lex(text) {
                covered[lexeme.start..lexeme.end].iter_mut().for_each(|c| *c = true);
            }
            for (offset, byte) in text.bytes().enumerate() {
                assert!(
                    covered[offset] || matches!(byte, b' ' | b'\t' | b'\r'),
                    "byte {offset} is lost"
                );
            }
        }
    }
}
