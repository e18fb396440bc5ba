//! Code actions, offered only where the fix is certain: the replacement a diagnostic's
//! "did you mean" names, for a lint finding the `// lint: allow(CODE)` comment inside the
//! card's braces (docs/lint.md), and on a card the set data prints, its printed fields
//! filled from the data (`fill`).

use super::cursor::header_of;
use super::world::World;
use super::{FileDiagnostic, FileKind, Source};
use stccg_lang::span::Span;
use stccg_lang::syntax::lexer::{chunk_items, lex};

/// A change to a file's text: the span replaced and the new text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    /// The span replaced (empty to insert).
    pub span: Span,
    /// The text put there.
    pub text: String,
}

/// A fix: its title, its edits to the file, and the diagnostic it answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// What the editor shows.
    pub title: String,
    /// The edits, in the file asked about.
    pub edits: Vec<Edit>,
    /// The diagnostic it fixes, if it answers one.
    pub fixes: Option<FileDiagnostic>,
    /// Whether it is the fix to apply without asking (a did-you-mean).
    pub preferred: bool,
}

/// The fixes for the diagnostics overlapping `span`, and the filling of the printed fields
/// of the card around it.
pub(crate) fn actions(world: &World, source: &Source<'_>, diagnostics: &[FileDiagnostic], span: Span) -> Vec<Action> {
    let mut out = Vec::new();
    for diagnostic in diagnostics
        .iter()
        .filter(|d| d.span.start() <= span.end() && span.start() <= d.span.end())
    {
        if let Some(action) = did_you_mean(source, diagnostic) {
            out.push(action);
        }
        if matches!(source.kind, FileKind::Card | FileKind::Errata) {
            if let Some(action) = allow_lint(source.text, diagnostic) {
                out.push(action);
            }
        }
    }
    out.extend(super::fill::fill_printed_fields(world, source, span));
    out
}

/// The replacement a "did you mean `X`?" help names, written as the span writes its name
/// (inside braces, brackets or quotes; bare on a deck line).
fn did_you_mean(source: &Source<'_>, diagnostic: &FileDiagnostic) -> Option<Action> {
    let text = source.text;
    let help = diagnostic.help.as_deref()?;
    let start = help.find("did you mean `")? + "did you mean `".len();
    let end = start + help[start..].find('`')?;
    let suggestion = &help[start..end];
    let written = text.get(diagnostic.span.start()..diagnostic.span.end())?;
    let replacement = match written.chars().next()? {
        '{' => format!("{{{suggestion}}}"),
        '[' => format!("[{suggestion}]"),
        '"' => format!("\"{suggestion}\""),
        _ if source.kind == FileKind::Deck => suggestion.to_string(),
        _ if suggestion.chars().all(super::cursor::is_name_char) => suggestion.to_string(),
        _ => format!("\"{suggestion}\""),
    };
    if replacement == written {
        return None;
    }
    Some(Action {
        title: format!("replace with {replacement}"),
        edits: vec![Edit {
            span: diagnostic.span,
            text: replacement,
        }],
        fixes: Some(diagnostic.clone()),
        preferred: true,
    })
}

/// For a lint finding, the allow comment on the line after the header of the item around it.
fn allow_lint(text: &str, diagnostic: &FileDiagnostic) -> Option<Action> {
    let rule = stccg_lang::lint::find_rule(&diagnostic.code)?;
    let lexemes = lex(text);
    let (start, end) = chunk_items(text, &lexemes)
        .into_iter()
        .find(|(s, e)| *s <= diagnostic.span.start() && diagnostic.span.start() < *e)?;
    let header = header_of(text, start, end)?;
    let brace = header.title_span.end() + text[header.title_span.end()..end].find('{')?;
    let insert_at = brace + text[brace..].find('\n')? + 1;
    Some(Action {
        title: format!("allow {} ({}) in this card", rule.code, rule.name),
        edits: vec![Edit {
            span: Span::new(insert_at, insert_at),
            text: format!("  // lint: allow({})\n", rule.code),
        }],
        fixes: Some(diagnostic.clone()),
        preferred: false,
    })
}
