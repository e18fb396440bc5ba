//! Rendering diagnostics for people: miette's graphical report (long lines elided around the
//! labels, `stccg_lang::excerpt`), for the problems of card, deck, errata and scenario files
//! and for the errors the engine meets in play, which render the same way with the card's
//! file, line and column (`stccg_runtime::report`).

use miette::{GraphicalReportHandler, GraphicalTheme};
use stccg_lang::diag::{Diagnostic, Rendered};
use stccg_lang::source::SourceMap;
use stccg_runtime::defs::CardPool;
use stccg_runtime::interp::EngineError;
use std::io::Write;

/// The diagnostics as miette's graphical report, in colour if asked, one after another.
pub fn to_text(diagnostics: &[Diagnostic], sources: &SourceMap, colour: bool) -> String {
    let mut out = Vec::new();
    render(diagnostics, sources, colour, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes the diagnostics to `err` (see [`to_text`]), each as soon as it is drawn: the report
/// of a large pool is never held whole in memory.
pub fn render(diagnostics: &[Diagnostic], sources: &SourceMap, colour: bool, err: &mut dyn Write) {
    let theme = if colour {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_links(false)
        .with_width(100);
    let mut out = std::io::BufWriter::new(err);
    let mut text = String::new();
    for diagnostic in diagnostics {
        text.clear();
        let _ = handler.render_report(&mut text, &Rendered::new(diagnostic, sources));
        text.push('\n');
        if out.write_all(text.as_bytes()).is_err() {
            return;
        }
    }
    let _ = out.flush();
}

/// An engine error as a diagnostic at the card's file, line and column; the error's own
/// message when its card's file is not known.
pub fn engine_error_text(error: &EngineError, pool: &CardPool, colour: bool) -> String {
    match stccg_runtime::report::diagnostic(error, pool) {
        Some((diagnostic, sources)) => to_text(&[diagnostic], &sources, colour),
        None => format!("error: {error}\n"),
    }
}
