//! What stands at an offset of a file, read from the text around it rather than from the
//! syntax tree, so that a file that does not parse (the usual state of a file being typed)
//! still gets hover and completion: the item the offset is in (from the same item chunking
//! the parser uses), how deep in its braces, and the name, card reference, icon or quoted
//! name under the cursor.

use stccg_lang::span::Span;
use stccg_lang::syntax::lexer::{chunk_items, lex, Token};

/// The thing under the cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// Inside `{Title}`: the title written so far (all of it, for hover) and its span.
    CardRef { title: String, span: Span },
    /// Inside `[Cmd]`.
    Icon { name: String, span: Span },
    /// Inside a quoted name: `"Computer Skill"`.
    Quoted { name: String, span: Span },
    /// A bare name.
    Word { name: String, span: Span },
    /// Nothing (blank space, punctuation).
    Nothing,
}

/// The header of the item the cursor is in: `personnel "Worf" {` or `effect kill(...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    /// The first word (`personnel`, `errata`, `vocabulary`, `effect`).
    pub(crate) kind: String,
    /// The quoted title or the name after the kind.
    pub(crate) title: String,
    /// The title's span (quotes included).
    pub(crate) title_span: Span,
}

/// Where the cursor is.
#[derive(Clone, Debug)]
pub(crate) struct Cursor {
    /// The thing under it.
    pub(crate) target: Target,
    /// The header of the item it is in, if any.
    pub(crate) header: Option<Header>,
    /// How many braces are open at it inside its item (0 outside any body, 1 in a card's
    /// body, 2 or more in game text).
    pub(crate) depth: usize,
    /// The code of its line before it (comments removed).
    pub(crate) before: String,
    /// Where the word being typed starts (for completion's replaced range).
    pub(crate) word_start: usize,
}

impl Cursor {
    /// The field whose value the cursor is in (`skills` in `skills: Diplo|`), in a card's
    /// own body.
    pub(crate) fn field_value(&self) -> Option<&str> {
        if self.depth != 1 {
            return None;
        }
        let (name, _) = self.before.trim_start().split_once(':')?;
        is_name(name).then_some(name)
    }

    /// Whether the cursor is where a line's first word is being written.
    pub(crate) fn at_line_start(&self) -> bool {
        let code = self.before.trim_start();
        code.chars().all(is_name_char)
    }

    /// Whether the cursor follows a `.` (a member call is being written).
    pub(crate) fn after_dot(&self) -> bool {
        let code = self.before.trim_end_matches(is_name_char);
        code.ends_with('.')
    }
}

/// Whether a character may be part of a name.
pub(crate) fn is_name_char(ch: char) -> bool {
    ch.is_ascii_alphanumeric() || matches!(ch, '_' | '\'' | '-')
}

fn is_name(text: &str) -> bool {
    !text.is_empty() && text.chars().all(is_name_char)
}

/// Reads what stands at `offset` of `text`.
pub(crate) fn cursor_at(text: &str, offset: usize) -> Cursor {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    let line = &text[line_start..line_end];
    let column = offset - line_start;
    let code_end = code_length(line);
    let before = line[..column.min(code_end)].to_string();
    let target = if column > code_end {
        Target::Nothing
    } else {
        target_in_line(line, column, line_start)
    };
    let word_start = line_start + before.trim_end_matches(is_name_char).len();
    let (header, depth) = item_around(text, offset);
    Cursor {
        target,
        header,
        depth,
        before,
        word_start,
    }
}

/// The length of a line's code: up to a `//` that is not inside a quoted string.
fn code_length(line: &str) -> usize {
    let mut quoted = false;
    let bytes = line.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        match bytes[index] {
            b'\\' if quoted => index += 1,
            b'"' => quoted = !quoted,
            b'/' if !quoted && bytes.get(index + 1) == Some(&b'/') => return index,
            _ => {}
        }
        index += 1;
    }
    line.len()
}

/// The target at `column` of a line that starts at `line_start` in the file.
fn target_in_line(line: &str, column: usize, line_start: usize) -> Target {
    let before = &line[..column];
    let span = |start: usize, end: usize| Span::new(line_start + start, line_start + end);
    if let Some(open) = before.rfind('"').filter(|_| before.matches('"').count() % 2 == 1) {
        let close = line[column..].find('"').map_or(line.len(), |i| column + i);
        let name = line[open + 1..close].to_string();
        return Target::Quoted {
            name,
            span: span(open, (close + 1).min(line.len())),
        };
    }
    if let Some(open) = before.rfind('{').filter(|&i| !before[i..].contains('}')) {
        let starts_title = line[open + 1..].chars().next().is_some_and(|c| !c.is_whitespace());
        if starts_title || open + 1 == column {
            let close = line[open..].find('}').map_or(line.len(), |i| open + i);
            let title = line[open + 1..close.max(open + 1)].to_string();
            return Target::CardRef {
                title,
                span: span(open, (close + 1).min(line.len())),
            };
        }
    }
    if let Some(open) = before.rfind('[').filter(|&i| !before[i..].contains(']')) {
        let close = line[open..].find(']').map_or(line.len(), |i| open + i);
        return Target::Icon {
            name: line[open + 1..close].to_string(),
            span: span(open, (close + 1).min(line.len())),
        };
    }
    let start = before.trim_end_matches(is_name_char).len();
    let end = column
        + line[column..]
            .find(|c: char| !is_name_char(c))
            .unwrap_or(line.len() - column);
    if start == end {
        return Target::Nothing;
    }
    Target::Word {
        name: line[start..end].to_string(),
        span: span(start, end),
    }
}

/// The header of the item around `offset` and the depth of braces open at it.
fn item_around(text: &str, offset: usize) -> (Option<Header>, usize) {
    let lexemes = lex(text);
    let chunks = chunk_items(text, &lexemes);
    let Some(&(start, end)) = chunks.iter().find(|(s, e)| *s <= offset && offset <= *e) else {
        return (None, 0);
    };
    let header = header_of(text, start, end);
    // Whole lines before the cursor's: a `{Title}` there opens and closes on its line.
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1).max(start);
    let mut depth: usize = 0;
    for lexeme in lexemes.iter().filter(|l| l.start >= start && l.end <= line_start) {
        match lexeme.token {
            Some(Token::OpenBrace) => depth += 1,
            Some(Token::CloseBrace) => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    // The cursor's line up to it: a `{` right before a title opens a card reference, which
    // may be unclosed while it is typed.
    let mut opened: Vec<bool> = Vec::new();
    let line = &text[line_start..offset];
    for (index, ch) in line.char_indices() {
        match ch {
            '{' => opened.push(line[index + 1..].starts_with(|c: char| !c.is_whitespace() && c != '}')),
            // A `}` closes what this line opened, else a block of an earlier line.
            '}' if opened.pop().is_none() => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    depth += opened.iter().filter(|is_reference| !**is_reference).count();
    (header, depth)
}

/// The header line of the item in `text[start..end]`: its first line that is not blank, a
/// comment or a documentation line.
pub(crate) fn header_of(text: &str, start: usize, end: usize) -> Option<Header> {
    let mut offset = start;
    for line in text[start..end].split_inclusive('\n') {
        let line_start = offset;
        offset += line.len();
        let code = line.trim();
        if code.is_empty() || code.starts_with("//") {
            continue;
        }
        let kind: String = code.chars().take_while(|c| is_name_char(*c)).collect();
        let indent = line.len() - line.trim_start().len();
        let rest_start = line_start + indent + kind.len();
        let rest = &text[rest_start..offset];
        let (title, title_span) = match rest.find('"') {
            Some(open) => {
                let close = rest[open + 1..].find('"').map_or(rest.len(), |i| open + 1 + i);
                (
                    rest[open + 1..close].to_string(),
                    Span::new(rest_start + open, rest_start + (close + 1).min(rest.len())),
                )
            }
            None => {
                let skipped = rest.len() - rest.trim_start().len();
                let name: String = rest.trim_start().chars().take_while(|c| is_name_char(*c)).collect();
                let at = rest_start + skipped;
                (name.clone(), Span::new(at, at + name.len()))
            }
        };
        return Some(Header {
            kind,
            title,
            title_span,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_reference_is_found_from_inside_it() {
        let text = "event \"X\" {\n  action {\n    download {Worf} to hand\n  }\n}\n";
        let offset = text.find("orf}").unwrap();
        let cursor = cursor_at(text, offset);
        assert_eq!(
            cursor.target,
            Target::CardRef {
                title: "Worf".into(),
                span: Span::new(offset - 2, offset + 4)
            }
        );
        assert_eq!(cursor.depth, 2);
        assert_eq!(cursor.header.unwrap().title, "X");
    }

    #[test]
    fn a_field_value_is_known_by_its_field() {
        let text = "personnel \"Y\" {\n  skills: Diplo\n}\n";
        let cursor = cursor_at(text, text.find("Diplo").unwrap() + 5);
        assert_eq!(cursor.field_value(), Some("skills"));
        assert_eq!(cursor.depth, 1);
    }
}
