//! Diagnostics: what the loader, the parser and the checks report about card files.
//!
//! A [`Diagnostic`] holds spans only; the [`SourceMap`] holds the
//! text. [`Rendered`] joins the two for miette (drawing from an [`Excerpt`] of a file whose
//! lines near the labels are too long to draw), and [`to_json`] writes the machine form.

use crate::excerpt::Excerpt;
use crate::source::{FileId, SourceMap};
use crate::span::Span;
use serde::Serialize;
use std::fmt;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Said for the record, not a problem (a card replaced by a later folder's).
    Note,
    /// Worth knowing; does not stop anything.
    Warning,
    /// The file or card cannot be used as written.
    Error,
}

/// A labelled span: where the diagnostic points, and what it says there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// The file the span is in.
    pub file: FileId,
    /// The span.
    pub span: Span,
    /// The text printed at the span.
    pub message: String,
}

/// One problem found in card files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// A stable code, such as `name::unknown`.
    pub code: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// One lowercase sentence saying what is wrong.
    pub message: String,
    /// The primary label first; further labels may point into other files.
    pub labels: Vec<Label>,
    /// What to do about it.
    pub help: Option<String>,
}

impl Diagnostic {
    /// An error with a primary label.
    pub fn error(code: &'static str, file: FileId, span: Span, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Error, code, file, span, message)
    }

    /// A note with a primary label: something done as asked, worth saying.
    pub fn note(code: &'static str, file: FileId, span: Span, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Note, code, file, span, message)
    }

    /// A warning with a primary label.
    pub fn warning(code: &'static str, file: FileId, span: Span, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Warning, code, file, span, message)
    }

    fn new(severity: Severity, code: &'static str, file: FileId, span: Span, message: impl Into<String>) -> Self {
        let message = message.into();
        Diagnostic {
            code,
            severity,
            labels: vec![Label {
                file,
                span,
                message: String::new(),
            }],
            message,
            help: None,
        }
    }

    /// Sets the text of the primary label.
    pub fn with_label(mut self, text: impl Into<String>) -> Self {
        self.labels[0].message = text.into();
        self
    }

    /// Adds a secondary label, possibly in another file.
    pub fn with_secondary(mut self, file: FileId, span: Span, text: impl Into<String>) -> Self {
        // One more, not the four a growing list would make room for: a large pool's report
        // holds many diagnostics, most with one or two labels.
        self.labels.reserve_exact(1);
        self.labels.push(Label {
            file,
            span,
            message: text.into(),
        });
        self
    }

    /// Sets the help text.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The file and span of the primary label.
    pub fn primary(&self) -> &Label {
        &self.labels[0]
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// A diagnostic joined with its source text, ready for a miette report handler.
pub struct Rendered<'a> {
    diagnostic: &'a Diagnostic,
    sources: &'a SourceMap,
    /// Secondary labels in other files, rendered as related diagnostics.
    related: Vec<RelatedLabel<'a>>,
    /// The primary file cut down around the labels, if its lines there are too long.
    excerpt: Option<Excerpt>,
}

/// The excerpt of `file` around `spans`, if its lines there are too long to draw.
fn excerpt_of(sources: &SourceMap, file: FileId, spans: &[Span]) -> Option<Excerpt> {
    let source = sources.indexed(file);
    Excerpt::around(source.name(), source.text(), spans, |offset| source.miette_line(offset))
}

impl<'a> Rendered<'a> {
    /// Joins `diagnostic` with the file texts in `sources`.
    pub fn new(diagnostic: &'a Diagnostic, sources: &'a SourceMap) -> Self {
        let primary_file = diagnostic.primary().file;
        let related = diagnostic
            .labels
            .iter()
            .filter(|label| label.file != primary_file)
            .map(|label| RelatedLabel {
                label,
                sources,
                excerpt: excerpt_of(sources, label.file, &[label.span]),
            })
            .collect();
        let spans: Vec<Span> = diagnostic
            .labels
            .iter()
            .filter(|label| label.file == primary_file)
            .map(|label| label.span)
            .collect();
        Rendered {
            diagnostic,
            sources,
            related,
            excerpt: excerpt_of(sources, primary_file, &spans),
        }
    }
}

impl fmt::Debug for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.diagnostic, f)
    }
}

impl fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostic.message)
    }
}

impl std::error::Error for Rendered<'_> {}

impl miette::Diagnostic for Rendered<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        Some(Box::new(self.diagnostic.code))
    }

    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.diagnostic.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
            Severity::Note => miette::Severity::Advice,
        })
    }

    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.diagnostic
            .help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        match &self.excerpt {
            Some(excerpt) => Some(excerpt),
            None => Some(self.sources.indexed(self.diagnostic.primary().file)),
        }
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let primary_file = self.diagnostic.primary().file;
        let labels = self
            .diagnostic
            .labels
            .iter()
            .enumerate()
            .filter(move |(_, l)| l.file == primary_file);
        Some(Box::new(labels.map(|(index, label)| {
            let text = (!label.message.is_empty()).then(|| label.message.clone());
            let span = self.excerpt.as_ref().map_or(label.span, |e| e.map_span(label.span));
            if index == 0 {
                miette::LabeledSpan::new_primary_with_span(text, span)
            } else {
                miette::LabeledSpan::new_with_span(text, span)
            }
        })))
    }

    fn related<'b>(&'b self) -> Option<Box<dyn Iterator<Item = &'b dyn miette::Diagnostic> + 'b>> {
        if self.related.is_empty() {
            return None;
        }
        Some(Box::new(self.related.iter().map(|r| r as &dyn miette::Diagnostic)))
    }
}

/// A secondary label that lies in another file than the primary one.
struct RelatedLabel<'a> {
    label: &'a Label,
    sources: &'a SourceMap,
    excerpt: Option<Excerpt>,
}

impl fmt::Debug for RelatedLabel<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.label, f)
    }
}

impl fmt::Display for RelatedLabel<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label.message)
    }
}

impl std::error::Error for RelatedLabel<'_> {}

impl miette::Diagnostic for RelatedLabel<'_> {
    fn severity(&self) -> Option<miette::Severity> {
        Some(miette::Severity::Advice)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        match &self.excerpt {
            Some(excerpt) => Some(excerpt),
            None => Some(self.sources.indexed(self.label.file)),
        }
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let span = self
            .excerpt
            .as_ref()
            .map_or(self.label.span, |e| e.map_span(self.label.span));
        let span = miette::LabeledSpan::new_primary_with_span(Some("here".to_string()), span);
        Some(Box::new(std::iter::once(span)))
    }
}

/// The machine-readable form of one diagnostic.
#[derive(Serialize)]
struct JsonDiagnostic<'a> {
    code: &'a str,
    severity: Severity,
    message: &'a str,
    file: &'a str,
    line: usize,
    column: usize,
    labels: Vec<JsonLabel<'a>>,
    help: Option<&'a str>,
}

/// The machine-readable form of one label.
#[derive(Serialize)]
struct JsonLabel<'a> {
    file: &'a str,
    line: usize,
    column: usize,
    start: usize,
    end: usize,
    message: &'a str,
}

/// The diagnostics as a JSON array of objects with file, line, column, code, message,
/// labels and help.
pub fn to_json(diagnostics: &[Diagnostic], sources: &SourceMap) -> serde_json::Value {
    let label = |l| json_label(l, sources);
    let items: Vec<JsonDiagnostic> = diagnostics
        .iter()
        .map(|d| {
            let primary = json_label(d.primary(), sources);
            JsonDiagnostic {
                code: d.code,
                severity: d.severity,
                message: &d.message,
                file: primary.file,
                line: primary.line,
                column: primary.column,
                labels: d.labels.iter().map(label).collect(),
                help: d.help.as_deref(),
            }
        })
        .collect();
    serde_json::to_value(items).unwrap_or(serde_json::Value::Null)
}

fn json_label<'a>(label: &'a Label, sources: &'a SourceMap) -> JsonLabel<'a> {
    let (line, column) = sources.indexed(label.file).line_col(label.span.start());
    JsonLabel {
        file: sources.name(label.file),
        line,
        column,
        start: label.span.start(),
        end: label.span.end(),
        message: &label.message,
    }
}
