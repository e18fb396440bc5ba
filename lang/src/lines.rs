//! A file's text with the starts of its lines, found once, so that drawing a diagnostic
//! reads only the lines around its labels. miette's own [`SourceCode`] for a text scans it
//! from the start on every label, so rendering `d` diagnostics of a file of `n` bytes took
//! time in `n * d`; [`IndexedSource`] hands miette a window of a few lines around the span
//! instead, and moves miette's answer back to the file's offsets and line numbers, so the
//! report is the one miette would draw from the whole text.
//!
//! miette breaks lines at `\n`, `\r\n` and a lone `\r`; the index breaks where it does.
//! [`IndexedSource::line_col`] counts as [`crate::span::line_col`] does (lines at `\n`,
//! columns in characters), for the machine-readable form.

use miette::{MietteError, MietteSpanContents, NamedSource, SourceCode, SourceSpan, SpanContents};
use std::sync::{Arc, OnceLock};

/// The starts of a text's lines, by two rules, as `u32` offsets (spans are `u32`: a loaded
/// file is under 4 GiB), each list no longer than its lines (the index of every file with a
/// diagnostic is kept until the report is drawn).
#[derive(Debug)]
struct LineStarts {
    /// Where each line starts as miette breaks lines (`\n`, `\r\n`, a lone `\r`).
    miette: Vec<u32>,
    /// Where each line starts when only `\n` breaks lines, when that differs from `miette`
    /// (a text with a lone `\r`); `None` for the others.
    newline: Option<Vec<u32>>,
}

impl LineStarts {
    fn of(text: &str) -> LineStarts {
        let bytes = text.as_bytes();
        let mut miette = vec![0];
        let mut newline = vec![0];
        let mut lone_return = false;
        for (i, &byte) in bytes.iter().enumerate() {
            match byte {
                b'\n' => {
                    miette.push(offset(i + 1));
                    newline.push(offset(i + 1));
                }
                b'\r' if bytes.get(i + 1) != Some(&b'\n') => {
                    miette.push(offset(i + 1));
                    lone_return = true;
                }
                _ => {}
            }
        }
        miette.shrink_to_fit();
        LineStarts {
            miette,
            newline: lone_return.then(|| {
                newline.shrink_to_fit();
                newline
            }),
        }
    }

    /// Where each line starts when only `\n` breaks lines.
    fn newline(&self) -> &[u32] {
        self.newline.as_deref().unwrap_or(&self.miette)
    }
}

/// An offset of a loaded text (under 4 GiB) as the index holds it.
fn offset(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// The 0-based line holding `offset`, among lines starting at `starts`.
fn line_of(starts: &[u32], offset: usize) -> usize {
    starts
        .partition_point(|&start| start as usize <= offset)
        .saturating_sub(1)
}

/// A named file's text, with its line starts found on first use.
#[derive(Debug)]
pub struct IndexedSource {
    source: NamedSource<Arc<str>>,
    starts: OnceLock<LineStarts>,
}

impl IndexedSource {
    /// The text under a display name.
    pub fn new(name: impl AsRef<str>, text: Arc<str>) -> Self {
        IndexedSource {
            source: NamedSource::new(name, text).with_language("stccg"),
            starts: OnceLock::new(),
        }
    }

    /// The display name.
    pub fn name(&self) -> &str {
        self.source.name()
    }

    /// The text.
    pub fn text(&self) -> &str {
        self.source.inner()
    }

    /// The text as miette's named source.
    pub fn named(&self) -> &NamedSource<Arc<str>> {
        &self.source
    }

    fn starts(&self) -> &LineStarts {
        self.starts.get_or_init(|| LineStarts::of(self.text()))
    }

    /// The 1-based line and column (in characters) of a byte offset, lines broken at `\n`:
    /// what [`crate::span::line_col`] says, without reading the text before the line.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let text = self.text();
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let starts = self.starts().newline();
        let line = line_of(starts, offset);
        (line + 1, text[starts[line] as usize..offset].chars().count() + 1)
    }

    /// The 0-based line, as miette counts lines, of the line holding `offset`.
    pub fn miette_line(&self, offset: usize) -> usize {
        line_of(&self.starts().miette, offset)
    }

    /// Where the 0-based miette line `line` starts (the end of the text past the last).
    pub fn miette_line_start(&self, line: usize) -> usize {
        self.starts()
            .miette
            .get(line)
            .map_or(self.text().len(), |&start| start as usize)
    }
}

impl SourceCode for IndexedSource {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let text = self.text();
        let end = span.offset().saturating_add(span.len());
        if end > text.len() {
            return self.source.read_span(span, context_lines_before, context_lines_after);
        }
        // From the first context line before the span to two lines past the last context
        // line after it: miette stops reading within that window, as it would in the file.
        // miette reads up to the byte before the span's end, which for an empty span at the
        // start of a line is the newline before it: the window starts a line earlier then.
        let first = self
            .miette_line(span.offset().saturating_sub(1))
            .saturating_sub(context_lines_before);
        let window_start = self.miette_line_start(first);
        let last = self
            .miette_line(end)
            .saturating_add(context_lines_after)
            .saturating_add(2);
        let window_end = self.miette_line_start(last);
        let window = &text[window_start..window_end];
        let inner = window.read_span(
            &(span.offset() - window_start, span.len()).into(),
            context_lines_before,
            context_lines_after,
        )?;
        let contents = MietteSpanContents::new_named(
            self.name().to_string(),
            inner.data(),
            (inner.span().offset() + window_start, inner.span().len()).into(),
            inner.line() + first,
            inner.column(),
            inner.line_count() + first,
        )
        .with_language("stccg");
        Ok(Box::new(contents))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What miette reads from the whole text and from the indexed source, side by side.
    fn both(text: &str, offset: usize, len: usize, before: usize, after: usize) {
        let indexed = IndexedSource::new("f", Arc::from(text));
        let span: SourceSpan = (offset, len).into();
        let whole = indexed
            .named()
            .read_span(&span, before, after)
            .map(|c| (c.data().to_vec(), *c.span(), c.line(), c.column(), c.line_count()));
        let windowed = indexed
            .read_span(&span, before, after)
            .map(|c| (c.data().to_vec(), *c.span(), c.line(), c.column(), c.line_count()));
        assert_eq!(
            whole.as_ref().ok(),
            windowed.as_ref().ok(),
            "{text:?} at {offset}+{len}, {before} before, {after} after"
        );
    }

    #[test]
    fn a_window_reads_as_the_whole_text_does() {
        let texts = [
            "one\ntwo\nthree\nfour\nfive\nsix\n",
            "a\r\nbb\r\nccc\rdddd\n\neeeee",
            "no newline at all",
            "\n\n\nx\n\n",
        ];
        for text in texts {
            for offset in 0..=text.len() {
                for len in 0..=(text.len() - offset).min(6) {
                    for (before, after) in [(0, 0), (1, 1), (2, 3), (0, 2), (3, 0)] {
                        both(text, offset, len, before, after);
                    }
                }
            }
        }
    }

    #[test]
    fn line_col_counts_as_the_span_module_does() {
        let text = "ab\ncé\r\nf\rg\n";
        let indexed = IndexedSource::new("f", Arc::from(text));
        for offset in 0..=text.len() + 2 {
            assert_eq!(
                indexed.line_col(offset),
                crate::span::line_col(text, offset),
                "{offset}"
            );
        }
    }
}
