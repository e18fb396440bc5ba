//! Between the protocol's types and the analysis's: URIs and file names, and, through
//! [`crate::position`], editor positions and byte offsets. Nothing else in the server
//! converts a position.

use crate::analysis::{Analysis, FileDiagnostic, Location, UnknownFile};
use crate::position::{Encoding, LineColumn, LineIndex};
use lsp_types::{Position, Range, Url};
use stccg_lang::span::Span;

/// Converts for one session: the agreed position encoding.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Convert {
    /// How the client counts columns.
    pub(crate) encoding: Encoding,
}

/// The analysis's name for a URI: the file's path (made canonical when it exists), or the
/// URI itself for one that names no file (an unsaved buffer).
pub(crate) fn name_of(uri: &Url) -> String {
    match uri.to_file_path() {
        Ok(path) => path.canonicalize().unwrap_or(path).display().to_string(),
        Err(()) => uri.to_string(),
    }
}

/// The URI of a file name, if it names a file an editor can open (not the embedded stdlib).
pub(crate) fn uri_of(name: &str) -> Option<Url> {
    if name.starts_with('<') {
        return None;
    }
    Url::from_file_path(name).ok().or_else(|| Url::parse(name).ok())
}

impl Convert {
    /// The byte offset of a position in a file.
    pub(crate) fn offset(&self, analysis: &Analysis, name: &str, position: Position) -> Result<usize, UnknownFile> {
        let text = analysis.text(name)?;
        let index = LineIndex::new(text);
        let at = LineColumn {
            line: position.line,
            column: position.character,
        };
        Ok(index.offset(text, at, self.encoding))
    }

    /// The range of a span of a text.
    pub(crate) fn range(&self, text: &str, span: Span) -> Range {
        self.ranges(text)(span)
    }

    /// Ranges of spans of one text, its lines indexed once (for many spans of a file).
    pub(crate) fn ranges<'a>(&self, text: &'a str) -> impl Fn(Span) -> Range + 'a {
        let index = LineIndex::new(text);
        let encoding = self.encoding;
        move |span: Span| {
            let position = |offset| {
                let at = index.position_in(text, offset, encoding);
                Position::new(at.line, at.column)
            };
            Range::new(position(span.start()), position(span.end()))
        }
    }

    /// The span of a range of a text.
    pub(crate) fn span(&self, text: &str, range: Range) -> Span {
        let index = LineIndex::new(text);
        let offset = |p: Position| {
            let at = LineColumn {
                line: p.line,
                column: p.character,
            };
            index.offset(text, at, self.encoding)
        };
        Span::new(offset(range.start), offset(range.end))
    }

    /// A location of the analysis as the protocol's, if its file can be opened.
    pub(crate) fn location(&self, analysis: &Analysis, location: &Location) -> Option<lsp_types::Location> {
        let uri = uri_of(&location.file)?;
        let text = analysis.text(&location.file).ok()?;
        Some(lsp_types::Location::new(uri, self.range(text, location.span)))
    }

    /// A diagnostic of the analysis as the protocol's.
    pub(crate) fn diagnostic(
        &self,
        analysis: &Analysis,
        text: &str,
        diagnostic: &FileDiagnostic,
    ) -> lsp_types::Diagnostic {
        let severity = match diagnostic.severity {
            stccg_lang::diag::Severity::Error => lsp_types::DiagnosticSeverity::ERROR,
            stccg_lang::diag::Severity::Warning => lsp_types::DiagnosticSeverity::WARNING,
            stccg_lang::diag::Severity::Note => lsp_types::DiagnosticSeverity::INFORMATION,
        };
        let mut message = diagnostic.message.clone();
        if let Some(help) = &diagnostic.help {
            message = format!("{message}\nhelp: {help}");
        }
        let related: Vec<lsp_types::DiagnosticRelatedInformation> = diagnostic
            .related
            .iter()
            .filter_map(|(location, label)| {
                Some(lsp_types::DiagnosticRelatedInformation {
                    location: self.location(analysis, location)?,
                    message: label.clone(),
                })
            })
            .collect();
        lsp_types::Diagnostic {
            range: self.range(text, diagnostic.span),
            severity: Some(severity),
            code: Some(lsp_types::NumberOrString::String(diagnostic.code.clone())),
            source: Some("stccg".into()),
            message,
            related_information: (!related.is_empty()).then_some(related),
            ..Default::default()
        }
    }
}
