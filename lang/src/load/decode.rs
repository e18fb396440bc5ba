//! Decoding a file's bytes as UTF-8 text, for tools that read one file themselves (`stccg
//! parse`): a file that is not UTF-8 is the located `load::not-utf8` diagnostic, as the loader
//! gives it.

use crate::diag::Diagnostic;
use crate::source::{FileId, SourceMap};
use crate::span::Span;

/// Adds a file's bytes to `sources` under `name` and returns its id and text; bytes that are
/// not UTF-8 are added lossily (so the span points at the right place) with the diagnostic.
pub fn decode(name: &str, bytes: Vec<u8>, sources: &mut SourceMap) -> (FileId, String, Option<Diagnostic>) {
    match String::from_utf8(bytes) {
        Ok(text) => (sources.add(name, text.as_str()), text, None),
        Err(error) => {
            let valid_up_to = error.utf8_error().valid_up_to();
            let text = String::from_utf8_lossy(error.as_bytes()).into_owned();
            let file = sources.add(name, text.as_str());
            (file, text, Some(not_utf8(file, valid_up_to)))
        }
    }
}

/// The diagnostic of a file whose bytes stop being UTF-8 at `valid_up_to`.
pub fn not_utf8(file: FileId, valid_up_to: usize) -> Diagnostic {
    Diagnostic::error(
        "load::not-utf8",
        file,
        Span::new(valid_up_to, valid_up_to + 1),
        "file is not valid UTF-8",
    )
    .with_label("this byte does not start a UTF-8 character")
    .with_help("card files are UTF-8 text; save the file as UTF-8")
}
