//! Shared helpers of the test suites: where the workspace is, and diagnostics rendered as
//! plain text for snapshots.

use miette::{GraphicalReportHandler, GraphicalTheme};
use stccg_lang::diag::{Diagnostic, Rendered};
use stccg_lang::source::{FileId, SourceMap};
use std::path::PathBuf;

/// The workspace root (the folder holding `cards/` and `stdlib/`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ is inside the workspace")
        .to_path_buf()
}

/// Renders diagnostics as miette draws them, without colour, 100 columns wide.
pub fn render_plain(diagnostics: &[&Diagnostic], sources: &SourceMap) -> String {
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_links(false)
        .with_width(100);
    let mut out = String::new();
    for diagnostic in diagnostics {
        let _ = handler.render_report(&mut out, &Rendered::new(diagnostic, sources));
        out.push('\n');
    }
    out
}

/// The diagnostics whose primary label is in `file`.
pub fn diagnostics_in(diagnostics: &[Diagnostic], file: FileId) -> Vec<&Diagnostic> {
    diagnostics.iter().filter(|d| d.primary().file == file).collect()
}

/// Runs the `stccg` command in-process: (exit status, stdout, stderr).
pub fn run_cli(args: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = stccg::cli::run(&args, &mut out, &mut err, false);
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}
