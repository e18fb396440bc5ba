//! The formatter's view of a file: lines of pieces, built from the logos token stream.
//!
//! A piece is a bracket, a string, a comment, a word, a punctuation mark split out of a word
//! (`,` and `:`), or a verbatim unit: a card reference `{Title}` or an icon `[Cmd]`, whose
//! inner spacing is part of its meaning and is never touched. Each piece records whether
//! blanks separated it from the piece before it on its line.

use crate::syntax::lexer::{lex, Token};

/// What kind of piece a piece is; the layout rules look at nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `{`, `(` or `[` that opens a nesting level.
    Open,
    /// `}`, `)` or `]` that closes one.
    Close,
    /// `,` or `:` split out of a word.
    Punct,
    /// A `//` comment (its text trimmed at the end).
    Comment,
    /// A `///` documentation line, kept byte for byte: its text is part of the syntax tree.
    Doc,
    /// A card reference, an icon, a string, a name, a number or an operator.
    Atom,
}

/// One piece of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Piece<'a> {
    /// Its kind.
    pub(crate) kind: Kind,
    /// Its text as written.
    pub(crate) text: &'a str,
    /// Whether blanks stood between it and the piece before it on the line.
    pub(crate) spaced: bool,
}

/// The lines of `text`, each a list of pieces (empty for a blank line).
pub(crate) fn lines(text: &str) -> Vec<Vec<Piece<'_>>> {
    let lexemes = lex(text);
    let mut lines = vec![Vec::new()];
    let mut previous_end = 0;
    let mut index = 0;
    while index < lexemes.len() {
        let lexeme = lexemes[index];
        let spaced = lexeme.start > previous_end;
        let line = lines.last_mut().expect("there is always a current line");
        let word = &text[lexeme.start..lexeme.end];
        match lexeme.token {
            Some(Token::Newline) => {
                lines.push(Vec::new());
                index += 1;
                previous_end = lexeme.end;
                continue;
            }
            Some(Token::OpenBrace | Token::OpenBracket) => {
                if let Some(end) = verbatim_unit_end(text, lexeme.start) {
                    let skipped = lexemes[index..].iter().take_while(|l| l.start < end).count();
                    if lexemes[index + skipped - 1].end == end {
                        line.push(atom(&text[lexeme.start..end], spaced));
                        index += skipped;
                        previous_end = end;
                        continue;
                    }
                }
                line.push(piece(Kind::Open, word, spaced));
            }
            Some(Token::OpenParen) => line.push(piece(Kind::Open, word, spaced)),
            Some(Token::CloseBrace | Token::CloseParen | Token::CloseBracket) => {
                line.push(piece(Kind::Close, word, spaced))
            }
            Some(Token::Comment) if word.starts_with("///") && !word.starts_with("////") => {
                line.push(piece(Kind::Doc, word.strip_suffix('\r').unwrap_or(word), spaced))
            }
            Some(Token::Comment) => line.push(piece(Kind::Comment, word.trim_end(), spaced)),
            Some(Token::Word) => split_word(word, spaced, line),
            Some(Token::Text) | None => line.push(atom(word, spaced)),
        }
        previous_end = lexeme.end;
        index += 1;
    }
    lines
}

fn piece(kind: Kind, text: &str, spaced: bool) -> Piece<'_> {
    Piece { kind, text, spaced }
}

fn atom(text: &str, spaced: bool) -> Piece<'_> {
    piece(Kind::Atom, text, spaced)
}

/// Where a card reference (`{Title}`: no blank after the brace, no brace or line end inside)
/// or an icon (`[Cmd]`: letters, digits, `/`, `-`, `*`) that starts at `start` ends, if one
/// does. These are the shapes the grammar reads as one unit (`card_ref`, `icon`).
fn verbatim_unit_end(text: &str, start: usize) -> Option<usize> {
    let rest = &text[start..];
    if let Some(inner) = rest.strip_prefix('{') {
        if inner.starts_with([' ', '\t', '\r', '\n', '}']) {
            return None;
        }
        let close = inner.find(['{', '}', '\n'])?;
        (inner[close..].starts_with('}')).then_some(start + 1 + close + 1)
    } else {
        let inner = &rest[1..];
        let length = inner
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '*')))
            .unwrap_or(inner.len());
        (length > 0 && inner[length..].starts_with(']')).then_some(start + 1 + length + 1)
    }
}

/// Splits a word at `,` and `:`, which the layout spaces on their own; the other pieces of
/// the word stay glued together as written.
fn split_word<'a>(word: &'a str, spaced: bool, line: &mut Vec<Piece<'a>>) {
    let mut from = 0;
    let mut spaced = spaced;
    for (at, mark) in word.match_indices([',', ':']) {
        if at > from {
            line.push(atom(&word[from..at], spaced));
            spaced = false;
        }
        line.push(piece(Kind::Punct, mark, spaced));
        spaced = false;
        from = at + 1;
    }
    if from < word.len() {
        line.push(atom(&word[from..], spaced));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &[Piece<'_>]) -> Vec<String> {
        line.iter().map(|p| p.text.to_string()).collect()
    }

    #[test]
    fn card_references_and_icons_are_single_pieces() {
        let lines = lines("x({Palor Toff: Alien Trader}, [Cmd]) { y }");
        assert_eq!(
            texts(&lines[0]),
            ["x", "(", "{Palor Toff: Alien Trader}", ",", "[Cmd]", ")", "{", "y", "}"]
        );
    }

    #[test]
    fn words_split_at_commas_and_colons() {
        let lines = lines("by:opponent a,b");
        assert_eq!(texts(&lines[0]), ["by", ":", "opponent", "a", ",", "b"]);
        assert!(lines[0][3].spaced);
        assert!(!lines[0][4].spaced);
    }
}
