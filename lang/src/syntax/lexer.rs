//! A lossless token stream (logos) used before pest runs, for three jobs pest cannot do:
//!
//! * **Item chunking.** A file is split into its top-level items so that each is parsed on
//!   its own: one broken card does not hide the errors of the next. An item starts on a line
//!   that begins at column 0 with a letter while no bracket is open, or with a line that looks
//!   like an item header (`word "Title" {`) even inside an unclosed one, which is how a missing
//!   `}` is recovered from.
//! * **Bracket checking.** Unclosed and unmatched brackets get a diagnostic that points at the
//!   bracket itself, not at the end of the file.
//! * **The nesting limit.** pest parses by recursive descent; input nested deeper than
//!   [`MAX_NESTING`] is rejected here, before pest could overflow the stack. A few forms
//!   nest without brackets (`not not ...`, `else if ...`, `a may b must ...`, `x.y.z...`,
//!   `a + b + c ...`);
//!   an item may hold at most [`MAX_NESTING`] of each, which no real card comes near.
//!
//! The formatter ([`crate::format`]) lays files out from the same tokens, comments included.

use logos::Logos;

/// The deepest bracket nesting a card file may have. Real cards need fewer than ten levels.
pub const MAX_NESTING: usize = 64;

/// A token of a card file. Every byte of the file belongs to exactly one token or to
/// skipped blanks, so the stream can be printed back losslessly.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r]+")]
pub enum Token {
    /// `{`
    #[token("{")]
    OpenBrace,
    /// `}`
    #[token("}")]
    CloseBrace,
    /// `(`
    #[token("(")]
    OpenParen,
    /// `)`
    #[token(")")]
    CloseParen,
    /// `[`
    #[token("[")]
    OpenBracket,
    /// `]`
    #[token("]")]
    CloseBracket,
    /// A quoted string, escapes included.
    #[regex(r#""([^"\\\n]|\\.)*""#)]
    Text,
    /// A comment or doc comment, to the end of the line.
    #[regex(r"//[^\n]*")]
    Comment,
    /// A line end.
    #[token("\n")]
    Newline,
    /// Any other run of characters: names, numbers, operators.
    #[regex(r#"[^{}()\[\]"/\n \t\r]+"#)]
    #[token("/")]
    Word,
}

/// A token with its byte range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lexeme {
    /// The token, or `None` where logos found no token (an unterminated string).
    pub token: Option<Token>,
    /// Its byte range in the file.
    pub start: usize,
    /// One past its last byte.
    pub end: usize,
}

/// Every token of `text`, in order.
pub fn lex(text: &str) -> Vec<Lexeme> {
    let mut lexer = Token::lexer(text);
    let mut out = Vec::new();
    while let Some(token) = lexer.next() {
        let span = lexer.span();
        out.push(Lexeme {
            token: token.ok(),
            start: span.start,
            end: span.end,
        });
    }
    out
}

/// The byte ranges of the top-level items of a file, in order, covering the whole file.
pub fn chunk_items(text: &str, lexemes: &[Lexeme]) -> Vec<(usize, usize)> {
    let mut starts = vec![0];
    let mut depth: usize = 0;
    for (index, lexeme) in lexemes.iter().enumerate() {
        match lexeme.token {
            Some(Token::OpenBrace | Token::OpenParen | Token::OpenBracket) => depth += 1,
            Some(Token::CloseBrace | Token::CloseParen | Token::CloseBracket) => depth = depth.saturating_sub(1),
            Some(Token::Newline) => {
                let line_start = lexeme.end;
                let starts_item = text[line_start..].starts_with(|c: char| c.is_ascii_alphabetic())
                    && (depth == 0 || looks_like_item_header(&lexemes[index + 1..]));
                if starts_item {
                    depth = 0;
                    starts.push(doc_block_start(text, line_start));
                }
            }
            _ => {}
        }
    }
    starts.dedup();
    let mut chunks: Vec<(usize, usize)> = starts.windows(2).map(|w| (w[0], w[1])).collect();
    chunks.push((*starts.last().unwrap_or(&0), text.len()));
    chunks.retain(|(start, end)| start < end);
    chunks
}

/// Whether the tokens of a line read `word "Title" {` or `word word {`: an item header.
fn looks_like_item_header(rest: &[Lexeme]) -> bool {
    matches!(
        rest,
        [
            Lexeme {
                token: Some(Token::Word),
                ..
            },
            Lexeme {
                token: Some(Token::Text | Token::Word),
                ..
            },
            Lexeme {
                token: Some(Token::OpenBrace),
                ..
            },
            ..
        ]
    )
}

/// Moves an item start up over the `///` doc lines right above it.
fn doc_block_start(text: &str, mut line_start: usize) -> usize {
    while line_start > 0 {
        let previous_start = text[..line_start - 1].rfind('\n').map_or(0, |i| i + 1);
        if text[previous_start..line_start].starts_with("///") {
            line_start = previous_start;
        } else {
            break;
        }
    }
    line_start
}

/// A bracket problem found in one item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BracketProblem {
    /// An opening bracket that is never closed, at this byte.
    Unclosed(usize, char),
    /// A closing bracket with no opening one, at this byte.
    Unmatched(usize, char),
    /// A closing bracket of the wrong kind: (its position, it, the opener's position, opener).
    Mismatched(usize, char, usize, char),
    /// Nesting deeper than [`MAX_NESTING`], first reached at this byte.
    TooDeep(usize),
    /// A `"` with no closing `"` on its line, at this byte.
    UnterminatedString(usize),
}

/// The tokens that lie within `[start, end)`, found by binary search (tokens are in order).
pub fn lexemes_in(lexemes: &[Lexeme], start: usize, end: usize) -> &[Lexeme] {
    let from = lexemes.partition_point(|l| l.start < start);
    let to = lexemes.partition_point(|l| l.end <= end);
    &lexemes[from..to.max(from)]
}

/// Checks the brackets of the tokens in `[start, end)`.
pub fn check_brackets(text: &str, lexemes: &[Lexeme], start: usize, end: usize) -> Option<BracketProblem> {
    let lexemes = lexemes_in(lexemes, start, end);
    let mut stack: Vec<(usize, char)> = Vec::new();
    for lexeme in lexemes {
        let Some(token) = lexeme.token else {
            if text[lexeme.start..].starts_with('"') {
                return Some(BracketProblem::UnterminatedString(lexeme.start));
            }
            continue;
        };
        let ch = text[lexeme.start..].chars().next().unwrap_or(' ');
        match token {
            Token::OpenBrace | Token::OpenParen | Token::OpenBracket => {
                stack.push((lexeme.start, ch));
                if stack.len() > MAX_NESTING {
                    return Some(BracketProblem::TooDeep(lexeme.start));
                }
            }
            Token::CloseBrace | Token::CloseParen | Token::CloseBracket => match stack.pop() {
                None => return Some(BracketProblem::Unmatched(lexeme.start, ch)),
                Some((open_at, open)) if closer_of(open) != ch => {
                    return Some(BracketProblem::Mismatched(lexeme.start, ch, open_at, open))
                }
                Some(_) => {}
            },
            _ => {}
        }
    }
    if let Some(&(at, ch)) = stack.last() {
        return Some(BracketProblem::Unclosed(at, ch));
    }
    check_chains(text, lexemes)
}

/// Counts the words that nest without brackets; too many is [`BracketProblem::TooDeep`].
fn check_chains(text: &str, lexemes: &[Lexeme]) -> Option<BracketProblem> {
    let mut counts = [0usize; 5];
    for lexeme in lexemes.iter().filter(|l| l.token == Some(Token::Word)) {
        let word = &text[lexeme.start..lexeme.end];
        // Arithmetic nests from the left (`a + b + c` is `(a + b) + c`): count the operators,
        // not a sign (`+2`).
        counts[4] += arithmetic_operators(word);
        if counts[4] > MAX_NESTING {
            return Some(BracketProblem::TooDeep(lexeme.start));
        }
        let slot = match word {
            "not" => 0,
            "else" => 1,
            "may" | "must" => 2,
            _ if !word.starts_with(|c: char| c.is_ascii_digit()) => {
                counts[3] += word.matches('.').count();
                if counts[3] > MAX_NESTING {
                    return Some(BracketProblem::TooDeep(lexeme.start));
                }
                continue;
            }
            _ => continue,
        };
        counts[slot] += 1;
        if counts[slot] > MAX_NESTING {
            return Some(BracketProblem::TooDeep(lexeme.start));
        }
    }
    None
}

/// How many `+`, `-` and `*` operators a word holds (`+` in `Physics+INTEGRITY>28`, a `-`
/// that starts a word), signs of numbers (`+2`, `-1`) left out.
fn arithmetic_operators(word: &str) -> usize {
    let bytes = word.as_bytes();
    let operator_at = |i: usize| !bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
    let mut count = usize::from(bytes.first() == Some(&b'-') && operator_at(0));
    for (i, &byte) in bytes.iter().enumerate() {
        if matches!(byte, b'+' | b'*') && operator_at(i) {
            count += 1;
        }
    }
    count
}

/// The closing bracket of an opening one.
pub fn closer_of(open: char) -> char {
    match open {
        '{' => '}',
        '(' => ')',
        _ => ']',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_split_at_column_zero_headers() {
        let text = "/// doc\npersonnel \"A\" {\n  x: 1\n}\n\nship \"B\" {\n}\n";
        let chunks = chunk_items(text, &lex(text));
        assert_eq!(chunks.len(), 2);
        assert!(text[chunks[0].0..chunks[0].1].starts_with("/// doc"));
        assert!(text[chunks[1].0..chunks[1].1].starts_with("ship"));
    }

    #[test]
    fn a_missing_brace_does_not_swallow_the_next_item() {
        let text = "dilemma \"A\" {\n  encounter {\n}\ndilemma \"B\" {\n}\n";
        let lexemes = lex(text);
        let chunks = chunk_items(text, &lexemes);
        assert_eq!(chunks.len(), 2);
        assert_eq!(
            check_brackets(text, &lexemes, chunks[0].0, chunks[0].1),
            Some(BracketProblem::Unclosed(12, '{'))
        );
        assert_eq!(check_brackets(text, &lexemes, chunks[1].0, chunks[1].1), None);
    }

    #[test]
    fn chains_without_brackets_are_bounded() {
        let text = "not ".repeat(1000);
        let lexemes = lex(&text);
        assert_eq!(
            check_brackets(&text, &lexemes, 0, text.len()),
            Some(BracketProblem::TooDeep(4 * MAX_NESTING))
        );
    }

    #[test]
    fn deep_nesting_is_reported_without_recursion() {
        let text = "(".repeat(100_000);
        let lexemes = lex(&text);
        assert_eq!(
            check_brackets(&text, &lexemes, 0, text.len()),
            Some(BracketProblem::TooDeep(MAX_NESTING))
        );
    }
}
