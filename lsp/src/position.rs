//! Positions: the one place where an editor's line and column, counted in the encoding the
//! client and server agreed on (UTF-16 code units by default, as LSP says, or UTF-8 bytes),
//! become the byte offsets the analysis works in, and back.
//!
//! A position past the end of its line is clamped to the line's end, and a line past the
//! end of the file to the file's end: an editor and the server can briefly disagree about a
//! file's text, and that must never panic.

/// How an editor counts columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-16 code units (the protocol's default).
    #[default]
    Utf16,
    /// UTF-8 bytes.
    Utf8,
}

/// A zero-based line and column, the column counted in some [`Encoding`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct LineColumn {
    /// The line, from 0.
    pub line: u32,
    /// The column, from 0, in code units of the encoding.
    pub column: u32,
}

/// The start of each line of a text, for converting offsets and positions.
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Byte offset of the start of each line.
    starts: Vec<usize>,
    /// Whether the text is all ASCII (then every encoding counts bytes).
    ascii: bool,
}

impl LineIndex {
    /// Indexes the lines of `text`.
    pub fn new(text: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex {
            starts,
            ascii: text.is_ascii(),
        }
    }

    /// The byte offset of a position in `text`, clamped to the text.
    pub fn offset(&self, text: &str, position: LineColumn, encoding: Encoding) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return text.len();
        };
        let end = self
            .starts
            .get(position.line as usize + 1)
            .map_or(text.len(), |next| next - 1);
        let line = &text[start..end];
        let column = position.column as usize;
        if self.ascii || encoding == Encoding::Utf8 {
            let mut offset = column.min(line.len());
            while !line.is_char_boundary(offset) {
                offset -= 1;
            }
            return start + offset;
        }
        let mut units = 0;
        for (index, ch) in line.char_indices() {
            if units >= column {
                return start + index;
            }
            units += ch.len_utf16();
        }
        end
    }

    /// The position of a byte offset in `text` (clamped to the text).
    pub fn position(&self, text: &str, offset: usize) -> LineColumn {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let start = self.starts[line];
        let column = if self.ascii {
            offset - start
        } else {
            text[start..offset].chars().map(char::len_utf16).sum()
        };
        LineColumn {
            line: line as u32,
            column: column as u32,
        }
    }

    /// [`position`](Self::position) in an encoding: UTF-8 counts bytes.
    pub fn position_in(&self, text: &str, offset: usize, encoding: Encoding) -> LineColumn {
        match encoding {
            Encoding::Utf16 => self.position(text, offset),
            Encoding::Utf8 => {
                let mut offset = offset.min(text.len());
                while !text.is_char_boundary(offset) {
                    offset -= 1;
                }
                let line = self.starts.partition_point(|&start| start <= offset) - 1;
                LineColumn {
                    line: line as u32,
                    column: (offset - self.starts[line]) as u32,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, column: u32) -> LineColumn {
        LineColumn { line, column }
    }

    #[test]
    fn utf16_columns_count_surrogate_pairs_as_two() {
        let text = "a\u{e9}\u{1F596}b\nx";
        let index = LineIndex::new(text);
        // é is 2 bytes and 1 unit; the emoji 4 bytes and 2 units.
        assert_eq!(index.offset(text, at(0, 4), Encoding::Utf16), 7);
        assert_eq!(index.position(text, 7), at(0, 4));
        assert_eq!(index.offset(text, at(0, 4), Encoding::Utf8), 3);
        assert_eq!(index.position_in(text, 7, Encoding::Utf8), at(0, 7));
        assert_eq!(index.offset(text, at(1, 0), Encoding::Utf16), 9);
    }

    #[test]
    fn positions_past_the_end_are_clamped() {
        let text = "ab\ncd";
        let index = LineIndex::new(text);
        assert_eq!(index.offset(text, at(0, 99), Encoding::Utf16), 2);
        assert_eq!(index.offset(text, at(9, 0), Encoding::Utf16), 5);
        assert_eq!(index.position(text, 99), at(1, 2));
    }
}
