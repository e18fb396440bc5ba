//! Byte spans into a source file, and their conversion to lines and columns.

use borsh::{BorshDeserialize, BorshSerialize};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};
use std::cell::Cell;

/// A half-open range of byte offsets `[start, end)` into one source file, held as two `u32`
/// (a syntax tree carries one on every node): the loader refuses a file of 4 GiB or more
/// (`load::too-large`), so every offset of a loaded file fits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Span {
    /// Offset of the first byte.
    start: u32,
    /// Offset one past the last byte.
    end: u32,
}

/// The largest file a span can point into: offsets are `u32`.
pub const MAX_FILE_BYTES: usize = u32::MAX as usize;

/// An offset as a span holds it; one past [`MAX_FILE_BYTES`] (only ever computed for text
/// the loader did not take) is held as the largest offset.
fn offset(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

impl Span {
    /// A span from `start` to `end`.
    pub fn new(start: usize, end: usize) -> Self {
        Span {
            start: offset(start),
            end: offset(end),
        }
    }

    /// Offset of the first byte.
    pub fn start(self) -> usize {
        self.start as usize
    }

    /// Offset one past the last byte.
    pub fn end(self) -> usize {
        self.end as usize
    }

    /// The bytes covered, as a range to slice the text with.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start()..self.end()
    }

    /// The span moved `offset` bytes later (items are parsed alone, then placed in the file).
    pub fn shifted(self, offset: usize) -> Self {
        Span::new(self.start() + offset, self.end() + offset)
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Self {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// The length in bytes.
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }

    /// Whether the span covers no byte.
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}

thread_local! {
    /// Set while [`shape_of`] serialises a node: spans are then written as `null`.
    static SPANS_HIDDEN: Cell<bool> = const { Cell::new(false) };
}

impl Serialize for Span {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if SPANS_HIDDEN.get() {
            return serializer.serialize_unit();
        }
        let mut fields = serializer.serialize_struct("Span", 2)?;
        fields.serialize_field("start", &self.start)?;
        fields.serialize_field("end", &self.end)?;
        fields.end()
    }
}

/// What a syntax node says, wherever it is written: the node as JSON text with every span
/// written as `null`. Two nodes written the same (comments and layout aside) have the same
/// shape, so shapes can be hashed and compared in one pass over a card.
pub fn shape_of<T: Serialize>(node: &T) -> Option<String> {
    /// Puts the flag back as it was, even if serialising panics.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            SPANS_HIDDEN.set(self.0);
        }
    }
    let _restore = Restore(SPANS_HIDDEN.replace(true));
    serde_json::to_string(node).ok()
}

impl From<Span> for miette::SourceSpan {
    fn from(span: Span) -> Self {
        (span.start(), span.len()).into()
    }
}

/// The 1-based line and column of a byte offset (columns count characters).
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..floor_char_boundary(text, offset)];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// The largest char boundary at or before `offset`.
fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// A name or a piece of text as a syntax tree holds it: up to 24 bytes inline, in the space a
/// `String` takes, so nearly every name of a card costs no allocation of its own (a large
/// pool holds millions); longer texts are on the heap. It reads as a `&str`.
pub type Name = compact_str::CompactString;

/// A name or a piece of text with the span it was written at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Ident {
    /// The text, with quotes and escapes removed.
    pub name: Name,
    /// Where it was written.
    pub span: Span,
}

impl Ident {
    /// A name at a span.
    pub fn new(name: impl Into<Name>, span: Span) -> Self {
        Ident {
            name: name.into(),
            span,
        }
    }

    /// The name as a string slice.
    pub fn as_str(&self) -> &str {
        &self.name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_count_from_one() {
        let text = "ab\ncdé\nf";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 3), (2, 1));
        assert_eq!(line_col(text, 7), (2, 4));
        assert_eq!(line_col(text, 8), (3, 1));
    }
}
