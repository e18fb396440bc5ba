//! `stccg parse [--json] FILE`: the syntax tree of one file. Without `--json`, an outline for
//! people: each item with its line, and for a card each field and ability on a line of its
//! own (its first line of text); with `--json`, the whole tree for machines.

use super::args::ParseArgs;
use super::render;
use stccg_lang::ast::{Item, Member};
use stccg_lang::source::SourceMap;
use stccg_lang::span::{line_col, Span};
use stccg_lang::syntax::parse_module;
use std::io::Write;

/// Runs `stccg parse`.
pub(crate) fn run(args: &ParseArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, String> {
    let path = &args.file;
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut sources = SourceMap::new();
    let (file, text, not_utf8) = stccg_lang::load::decode(&path.display().to_string(), bytes, &mut sources);
    if let Some(diagnostic) = not_utf8 {
        render(&[diagnostic], &sources, false, err);
        return Ok(1);
    }
    let (module, diagnostics) = parse_module(file, &text);
    render(&diagnostics, &sources, false, err);
    let printed = if args.json {
        serde_json::to_string_pretty(&module).map_err(|e| e.to_string())?
    } else {
        outline(&module.items, &text)
    };
    writeln!(out, "{printed}").map_err(|e| e.to_string())?;
    Ok(u8::from(diagnostics.iter().any(|d| d.is_error())))
}

/// The outline of a file's items.
fn outline(items: &[Item], text: &str) -> String {
    let mut lines = Vec::new();
    for item in items {
        match item {
            Item::Card(card) => {
                lines.push(format!(
                    "{}  card {} \"{}\"",
                    position(text, card.span),
                    card.kind.name,
                    card.title.name
                ));
                for member in &card.members {
                    let (what, span) = match member {
                        Member::Field(field) => ("field", field.span),
                        Member::Flag(flag) => ("flag", flag.span),
                        Member::Ability(ability) => ("ability", ability.span),
                    };
                    lines.push(format!(
                        "{}    {what:7} {}",
                        position(text, span),
                        first_line(text, span)
                    ));
                }
            }
            other => lines.push(format!(
                "{}  {}",
                position(text, other.span()),
                first_line(text, other.span())
            )),
        }
    }
    lines.join("\n")
}

/// `line:column` of a span's start, padded.
fn position(text: &str, span: Span) -> String {
    let (line, column) = line_col(text, span.start());
    format!("{:>8}", format!("{line}:{column}"))
}

/// The first line of a span's text, with `...` if there is more.
fn first_line(text: &str, span: Span) -> String {
    let written = text.get(span.start()..span.end()).unwrap_or("");
    let mut lines = written.lines();
    let first = lines.next().unwrap_or("").trim_end();
    if lines.next().is_some() {
        format!("{first} ...")
    } else {
        first.to_string()
    }
}
