//! Fixture-driven tests of the analysis, run in-process. Each file of `fixtures/` is an
//! annotated input: its first line names the request (`// hover`, `// completion`,
//! `// definition`, `// references`, `// diagnostics`, `// format`, `// symbols`,
//! `// tokens`, `// actions`), `$0` marks the cursor, and the answer, rendered as text, is
//! the fixture's insta snapshot. The file is opened in the analysis of the bundled pool
//! under `/lsp-fixtures/NAME` (a path that is on no disk), asked, and closed again.

use stccg_lang::span::{line_col, Span};
use stccg_lsp::analysis::{Analysis, Location, WorldConfig};
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

/// The analysis of the bundled pool, loaded once for every fixture.
fn analysis() -> &'static Mutex<Analysis> {
    static ANALYSIS: OnceLock<Mutex<Analysis>> = OnceLock::new();
    ANALYSIS.get_or_init(|| Mutex::new(Analysis::new(&WorldConfig::for_roots(&[stccg_tests::workspace_root()]))))
}

/// A file name as the snapshot shows it: relative to the workspace.
fn shown(name: &str) -> String {
    let root = stccg_tests::workspace_root().canonicalize().expect("workspace exists");
    name.strip_prefix(&format!("{}/", root.display()))
        .unwrap_or(name)
        .to_string()
}

/// `LINE:COLUMN-LINE:COLUMN` of a span of a text.
fn range(text: &str, span: Span) -> String {
    let (l1, c1) = line_col(text, span.start());
    let (l2, c2) = line_col(text, span.end());
    format!("{l1}:{c1}-{l2}:{c2}")
}

fn location(analysis: &Analysis, location: &Location) -> String {
    let text = analysis.text(&location.file).unwrap_or("");
    let written = text.get(location.span.start()..location.span.end()).unwrap_or("");
    let first_line = written.lines().next().unwrap_or("");
    format!(
        "{} {} `{first_line}`",
        shown(&location.file),
        range(text, location.span)
    )
}

/// Runs one fixture's request and renders the answer.
fn answer(analysis: &mut Analysis, name: &str, text: &str, request: &str, offset: usize) -> String {
    let mut out = String::new();
    match request {
        "hover" => match analysis.hover(name, offset).expect("the fixture is open") {
            Some(hover) => {
                let _ = writeln!(out, "span {}\n\n{}", range(text, hover.span), hover.markdown);
            }
            None => out.push_str("no hover\n"),
        },
        "completion" => {
            for c in analysis.completions(name, offset).expect("the fixture is open") {
                let detail = c.detail.unwrap_or_default();
                let detail = detail.lines().next().unwrap_or("");
                let _ = writeln!(
                    out,
                    "{:?} {} [{}] -> {:?} {}",
                    c.kind,
                    c.label,
                    detail,
                    c.insert,
                    range(text, c.replace)
                );
            }
        }
        "definition" | "references" => {
            let found = if request == "definition" {
                analysis.definition(name, offset)
            } else {
                analysis.references(name, offset)
            };
            for l in found.expect("the fixture is open") {
                let _ = writeln!(out, "{}", location(analysis, &l));
            }
        }
        "diagnostics" => {
            for d in analysis.diagnostics(name).expect("the fixture is open") {
                let _ = writeln!(
                    out,
                    "{} {:?} {}: {}",
                    range(text, d.span),
                    d.severity,
                    d.code,
                    d.message
                );
                if let Some(help) = &d.help {
                    let _ = writeln!(out, "  help: {help}");
                }
                for (place, label) in &d.related {
                    let _ = writeln!(out, "  related: {} {label}", location(analysis, place));
                }
            }
        }
        "format" => match analysis.format(name).expect("the fixture is open") {
            Some(formatted) => out.push_str(&formatted),
            None => out.push_str("already canonical, or does not parse\n"),
        },
        "symbols" => {
            for entry in analysis.outline(name).expect("the fixture is open") {
                let _ = writeln!(out, "{:?} {} {}", entry.kind, entry.name, range(text, entry.span));
                for child in entry.children {
                    let _ = writeln!(out, "  {:?} {} {}", child.kind, child.name, range(text, child.span));
                }
            }
        }
        "tokens" => {
            for token in analysis.tokens(name).expect("the fixture is open") {
                let written = &text[token.span.start()..token.span.end()];
                let _ = writeln!(out, "{} {:?} {written}", range(text, token.span), token.kind);
            }
        }
        "actions" => {
            let span = Span::new(offset, offset);
            for action in analysis.actions(name, span).expect("the fixture is open") {
                match &action.fixes {
                    Some(fixes) => {
                        let _ = writeln!(out, "{} (fixes {})", action.title, fixes.code);
                    }
                    None => {
                        let _ = writeln!(out, "{}", action.title);
                    }
                }
                for edit in action.edits {
                    let _ = writeln!(out, "  {} -> {:?}", range(text, edit.span), edit.text);
                }
            }
        }
        other => panic!("unknown request `{other}` in fixture {name}"),
    }
    if out.is_empty() {
        out.push_str("nothing\n");
    }
    out
}

#[test]
fn each_fixture_answers_as_its_snapshot() {
    let mut analysis = analysis().lock().unwrap_or_else(|e| e.into_inner());
    insta::glob!("fixtures/*.*", |path| {
        let raw = std::fs::read_to_string(path).expect("fixture is readable");
        let request = raw
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("// "))
            .expect("a fixture's first line names its request")
            .trim()
            .to_string();
        let offset = raw.find("$0").unwrap_or(0);
        let text = raw.replacen("$0", "", 1);
        let file_name = path.file_name().expect("a file").to_string_lossy();
        let name = format!("/lsp-fixtures/{file_name}");
        analysis.set_text(&name, &text);
        // Paths inside answers (a hover names the card's file) are shown from the workspace.
        let root = stccg_tests::workspace_root().canonicalize().expect("workspace exists");
        let rendered =
            answer(&mut analysis, &name, &text, &request, offset).replace(&format!("{}/", root.display()), "");
        analysis.close(&name);
        insta::assert_snapshot!(rendered);
    });
}
