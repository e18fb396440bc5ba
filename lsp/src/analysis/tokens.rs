//! Semantic tokens: the lossless logos token stream of `lang` (the one the parser's item
//! chunking and the formatter read), each word classified by what the pool's symbol table
//! says it is, so that highlighting follows the stdlib (a skill added to the vocabulary is
//! highlighted as one with no change to the editor's grammar).

use super::cursor::is_name_char;
use super::world::World;
use super::{FileKind, Source};
use stccg_lang::span::Span;
use stccg_lang::syntax::lexer::{lex, Token as Lexed};

/// What a token is, for highlighting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TokenKind {
    /// A comment.
    Comment,
    /// A `///` documentation line.
    Doc,
    /// A quoted string.
    Text,
    /// A number.
    Number,
    /// A word of the grammar (`encounter`, `if`, `and`).
    Keyword,
    /// A `{Title}` card reference.
    CardRef,
    /// An `[Icon]`.
    Icon,
    /// An effect (a statement's verb).
    Effect,
    /// A function, selector or action type.
    Function,
    /// A root name (`self`, `opponent`).
    Root,
    /// A vocabulary name (a skill, an affiliation).
    Vocabulary,
    /// A card type.
    CardType,
    /// A field name before its `:`.
    Field,
}

impl TokenKind {
    /// Every kind, in the order of the legend the server announces.
    pub const ALL: [TokenKind; 13] = [
        TokenKind::Comment,
        TokenKind::Doc,
        TokenKind::Text,
        TokenKind::Number,
        TokenKind::Keyword,
        TokenKind::CardRef,
        TokenKind::Icon,
        TokenKind::Effect,
        TokenKind::Function,
        TokenKind::Root,
        TokenKind::Vocabulary,
        TokenKind::CardType,
        TokenKind::Field,
    ];
}

/// A classified token: its span (never across a line end) and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Where.
    pub span: Span,
    /// What.
    pub kind: TokenKind,
}

/// The words of the grammar (lexical.pest, ability.pest, statement.pest, file.pest).
const GRAMMAR_WORDS: &[&str] = &[
    "and",
    "or",
    "not",
    "if",
    "unless",
    "else",
    "each",
    "every",
    "as",
    "to",
    "from",
    "into",
    "onto",
    "permitting",
    "atop",
    "under",
    "by",
    "until",
    "with",
    "for",
    "in",
    "may",
    "must",
    "of",
    "at",
    "on",
    "OR",
    "AND",
    "then",
    "encounter",
    "static",
    "while",
    "when",
    "just",
    "after",
    "start",
    "end",
    "turn",
    "next",
    "this",
    "countdown",
    "expires",
    "respond",
    "action",
    "play",
    "plays",
    "where",
    "cure",
    "nullify",
    "special",
    "download",
    "todo",
    "once",
    "per",
    "game",
    "suspends",
    "required",
    "cannot",
    "get",
    "past",
    "either",
    "let",
    "errata",
    "vocabulary",
    "card_type",
    "effect",
    "function",
    "root",
    "keyword",
    "rule",
    "common_fields",
];

/// The classified tokens of a card or errata file (decks and scenarios have their own
/// grammars, and get none).
pub(crate) fn tokens(world: &World, source: &Source<'_>) -> Vec<Token> {
    if !matches!(source.kind, FileKind::Card | FileKind::Errata) {
        return Vec::new();
    }
    let text = source.text;
    let mut out = Vec::new();
    let mut skip_to = 0;
    for lexeme in lex(text) {
        if lexeme.start < skip_to {
            continue;
        }
        let span = Span::new(lexeme.start, lexeme.end);
        match lexeme.token {
            Some(Lexed::Comment) => {
                let kind = if text[lexeme.start..].starts_with("///") && !text[lexeme.start..].starts_with("////") {
                    TokenKind::Doc
                } else {
                    TokenKind::Comment
                };
                out.push(Token { span, kind });
            }
            Some(Lexed::Text) => out.push(Token {
                span,
                kind: TokenKind::Text,
            }),
            Some(Lexed::OpenBrace) | Some(Lexed::OpenBracket) => {
                let (close, kind) = if lexeme.token == Some(Lexed::OpenBrace) {
                    ('}', TokenKind::CardRef)
                } else {
                    (']', TokenKind::Icon)
                };
                if let Some(end) = closed_on_line(text, lexeme.start, close) {
                    out.push(Token {
                        span: Span::new(lexeme.start, end),
                        kind,
                    });
                    skip_to = end;
                }
            }
            Some(Lexed::Word) => words(world, text, span, &mut out),
            _ => {}
        }
    }
    out
}

/// The end of a `{Title}` or `[Icon]` opened at `open`: its closing mark on the same line,
/// with the title starting right after the opening one.
fn closed_on_line(text: &str, open: usize, close: char) -> Option<usize> {
    let rest = &text[open + 1..];
    let first = rest.chars().next()?;
    if first.is_whitespace() || first == close {
        return None;
    }
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    let at = line.find(close)?;
    (!line[..at].contains(['{', '[', '"'])).then_some(open + 1 + at + 1)
}

/// The names inside a word token (`away_team.highest` holds two), classified.
fn words(world: &World, text: &str, span: Span, out: &mut Vec<Token>) {
    let word = &text[span.start()..span.end()];
    let symbols = &world.pool().symbols;
    for part in word.split(|c: char| !is_name_char(c)).filter(|p| !p.is_empty()) {
        let start = span.start() + (part.as_ptr() as usize - word.as_ptr() as usize);
        let end = start + part.len();
        let after = text[end..].chars().next();
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let first_on_line = text[line_start..start].trim().is_empty();
        let kind = if part.chars().all(|c| c.is_ascii_digit()) {
            TokenKind::Number
        } else if first_on_line && after == Some(':') {
            TokenKind::Field
        } else if symbols.effects.contains_key(part) && first_on_line {
            TokenKind::Effect
        } else if symbols.functions.contains_key(part) || symbols.action_types.contains_key(part) {
            TokenKind::Function
        } else if symbols.effects.contains_key(part) {
            TokenKind::Effect
        } else if symbols.roots.contains_key(part) {
            TokenKind::Root
        } else if symbols.card_types.contains_key(part) {
            TokenKind::CardType
        } else if GRAMMAR_WORDS.contains(&part) {
            TokenKind::Keyword
        } else if symbols.vocabularies.values().any(|names| names.contains_key(part)) {
            TokenKind::Vocabulary
        } else {
            continue;
        };
        out.push(Token {
            span: Span::new(start, end),
            kind,
        });
    }
}
