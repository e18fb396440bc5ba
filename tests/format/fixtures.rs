//! Fixtures with awkward layout (`fixtures/*.card`): each formats to the snapshot of its
//! canonical layout, to the same syntax tree, with its comments, and formats again unchanged.

use stccg_lang::format::{format_source, without_spans};
use stccg_lang::source::FileId;
use stccg_lang::syntax::parse_module;

#[test]
fn each_fixture_formats_to_its_snapshot() {
    insta::glob!("fixtures/*.card", |path| {
        let text = std::fs::read_to_string(path).expect("fixture is readable");
        let formatted = format_source(FileId(0), &text).expect("a fixture parses and formats");
        assert_eq!(
            without_spans(&parse_module(FileId(0), &formatted).0),
            without_spans(&parse_module(FileId(0), &text).0)
        );
        assert_eq!(format_source(FileId(0), &formatted).as_deref(), Ok(formatted.as_str()));
        insta::assert_snapshot!(formatted);
    });
}

#[test]
fn windows_line_ends_become_unix_ones() {
    let text = "/// doc\r\nevent \"A\" {\r\n  plays on table // note\r\n}\r\n";
    assert_eq!(
        format_source(FileId(0), text).as_deref(),
        Ok("/// doc\nevent \"A\" {\n  plays on table // note\n}\n")
    );
}

#[test]
fn a_file_that_does_not_parse_is_not_formatted() {
    let diagnostics = format_source(FileId(0), "event \"A\" {\n  plays on table\n").expect_err("unclosed");
    assert_eq!(diagnostics[0].code, "syntax::unclosed-bracket");
}
