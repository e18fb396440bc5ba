//! Excerpts of files with very long lines, for rendering diagnostics. miette lays a label out
//! with padding as wide as its column, and a width past 65,535 is out of range for Rust's
//! formatting (a panic); a line of 100,000 characters is unreadable anyway. So when a line
//! near a diagnostic's labels is longer than [`LONG_LINE`] bytes, the report is drawn from an
//! excerpt: the lines around the labels, each long one cut down to the text around the ends
//! of the labels on it, with `…` where text was left out. The header still gives the line
//! and column of the original file.

use crate::span::Span;
use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};

/// Lines longer than this many bytes are elided around the labels.
pub const LONG_LINE: usize = 1_000;

/// How many bytes are kept on each side of a label's start or end on an elided line.
const KEPT: usize = 60;

/// How many lines of context are kept before and after the labels (miette shows one).
const CONTEXT_LINES: usize = 2;

/// What stands for the text left out of a line.
const ELLIPSIS: &str = "…";

/// A run of the original text kept in the excerpt.
#[derive(Clone, Copy, Debug)]
struct Piece {
    /// Where it starts in the original text.
    original: usize,
    /// Where it starts in the excerpt.
    excerpt: usize,
    /// Its length in bytes.
    len: usize,
    /// Where its line starts in the original text.
    line_start: usize,
}

/// The lines around some spans of a file, long lines elided, with the map between offsets in
/// the file and in the excerpt.
#[derive(Debug)]
pub struct Excerpt {
    name: String,
    text: String,
    /// The 0-based line of the file the excerpt starts at.
    first_line: usize,
    pieces: Vec<Piece>,
}

impl Excerpt {
    /// The excerpt of `text` around `spans`, if a line near them is longer than
    /// [`LONG_LINE`]; `None` when the file renders as it is. `line_of` gives the 0-based line
    /// of an offset as miette counts lines (`crate::lines::IndexedSource::miette_line`).
    pub fn around(name: &str, text: &str, spans: &[Span], line_of: impl Fn(usize) -> usize) -> Option<Excerpt> {
        let ends: Vec<usize> = spans
            .iter()
            .flat_map(|s| [s.start(), s.end().max(s.start())])
            .map(|offset| floor_boundary(text, offset.min(text.len())))
            .collect();
        let (&low, &high) = (ends.iter().min()?, ends.iter().max()?);
        let mut start = line_start(text, low);
        let mut first_line_back = 0;
        while first_line_back < CONTEXT_LINES && start > 0 {
            start = line_start(text, start - 1);
            first_line_back += 1;
        }
        let mut end = line_end(text, high);
        for _ in 0..CONTEXT_LINES {
            if end < text.len() {
                end = line_end(text, end + 1);
            }
        }
        let region = &text[start..end];
        if region.split('\n').all(|line| line.len() <= LONG_LINE) {
            return None;
        }
        let mut excerpt = Excerpt {
            name: name.to_string(),
            text: String::new(),
            first_line: line_of(start),
            pieces: Vec::new(),
        };
        let mut line_start = start;
        while line_start <= end {
            let line_end = line_end(text, line_start).min(end);
            excerpt.add_line(text, line_start, line_end, &ends);
            if line_end >= end {
                break;
            }
            excerpt.text.push('\n');
            line_start = line_end + 1;
        }
        Some(excerpt)
    }

    /// Adds one line of the original text, elided around `ends` if it is long.
    fn add_line(&mut self, text: &str, start: usize, end: usize, ends: &[usize]) {
        if end - start <= LONG_LINE {
            self.keep(text, start, start, end);
            return;
        }
        let mut windows: Vec<(usize, usize)> = ends
            .iter()
            .filter(|&&offset| (start..=end).contains(&offset))
            .map(|&offset| {
                let from = floor_boundary(text, offset.saturating_sub(KEPT).max(start));
                let to = ceil_boundary(text, (offset + KEPT).min(end));
                (from, to)
            })
            .collect();
        if windows.is_empty() {
            windows.push((start, ceil_boundary(text, start + 2 * KEPT)));
        }
        windows.sort_unstable();
        let mut merged: Vec<(usize, usize)> = Vec::new();
        for (from, to) in windows {
            match merged.last_mut() {
                Some(last) if from <= last.1 => last.1 = last.1.max(to),
                _ => merged.push((from, to)),
            }
        }
        let mut at = start;
        for (from, to) in merged {
            if from > at {
                self.text.push_str(ELLIPSIS);
            }
            self.keep(text, start, from, to);
            at = to;
        }
        if at < end {
            self.text.push_str(ELLIPSIS);
        }
    }

    /// Copies `text[from..to]`, on the line starting at `line_start`, into the excerpt.
    fn keep(&mut self, text: &str, line_start: usize, from: usize, to: usize) {
        self.pieces.push(Piece {
            original: from,
            excerpt: self.text.len(),
            len: to - from,
            line_start,
        });
        self.text.push_str(&text[from..to]);
    }

    /// Where an offset of the original text is in the excerpt (the nearest kept byte).
    pub fn map(&self, offset: usize) -> usize {
        let index = self.pieces.partition_point(|p| p.original <= offset).saturating_sub(1);
        match self.pieces.get(index) {
            Some(piece) if offset >= piece.original => piece.excerpt + (offset - piece.original).min(piece.len),
            Some(piece) => piece.excerpt,
            None => 0,
        }
    }

    /// A span of the original text as a span of the excerpt.
    pub fn map_span(&self, span: Span) -> Span {
        let start = self.map(span.start());
        Span::new(start, self.map(span.end().max(span.start())).max(start))
    }

    /// The byte column in the original file of an offset of the excerpt.
    fn original_column(&self, offset: usize) -> usize {
        let index = self.pieces.partition_point(|p| p.excerpt <= offset).saturating_sub(1);
        self.pieces
            .get(index)
            .map_or(0, |p| p.original + (offset - p.excerpt).min(p.len) - p.line_start)
    }
}

impl SourceCode for Excerpt {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let inner = self
            .text
            .as_str()
            .read_span(span, context_lines_before, context_lines_after)?;
        let column = if inner.column() == 0 {
            0
        } else {
            self.original_column(inner.span().offset())
        };
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            inner.line() + self.first_line,
            column,
            inner.line_count(),
        )))
    }
}

/// Where the line holding `offset` starts.
fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |i| i + 1)
}

/// Where the line holding `offset` ends (its newline, or the end of the text).
fn line_end(text: &str, offset: usize) -> usize {
    text[offset..].find('\n').map_or(text.len(), |i| offset + i)
}

/// The largest char boundary at or before `offset`.
fn floor_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// The smallest char boundary at or after `offset` (within the text).
fn ceil_boundary(text: &str, mut offset: usize) -> usize {
    offset = offset.min(text.len());
    while offset < text.len() && !text.is_char_boundary(offset) {
        offset += 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_need_no_excerpt() {
        assert!(Excerpt::around("f", "ab\ncd\n", &[Span::new(3, 4)], |_| 0).is_none());
    }

    #[test]
    fn a_long_line_is_cut_around_the_span_and_keeps_its_column() {
        let text = format!("first\n{}X{}\nlast", "a".repeat(70_000), "b".repeat(5_000));
        let at = 6 + 70_000;
        let excerpt = Excerpt::around("f", &text, &[Span::new(at, at + 1)], |o| {
            text[..o].matches('\n').count()
        })
        .expect("a long line");
        assert!(excerpt.text.len() < 1_000, "{}", excerpt.text.len());
        let span = excerpt.map_span(Span::new(at, at + 1));
        assert_eq!(&excerpt.text[span.start()..span.end()], "X");
        let contents = excerpt
            .read_span(&(span.start(), 1).into(), 0, 0)
            .expect("the span reads");
        assert_eq!((contents.line(), contents.column()), (1, 70_000));
    }
}
