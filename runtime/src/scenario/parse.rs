//! Reading a scenario file with pest into a [`Scenario`]. A syntax error is a diagnostic of
//! the card language's kind (`scenario::syntax`), with the file, the line and column, a
//! labelled span and a hint, the same as a card file's. The header is read here, with the
//! helpers over pest pairs; the board and the steps in `parse_board` and `parse_step`.

use super::model::Scenario;
use super::parse_board::read_setup;
use super::parse_step::read_step;
use crate::ids::PlayerId;
use pest::iterators::Pair;
use pest::Parser;
use pest_derive::Parser;
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;

#[derive(Parser)]
#[grammar = "scenario/scenario.pest"]
pub(super) struct ScenarioParser;

/// Parses a scenario file.
pub fn parse(text: &str, file: FileId) -> Result<Scenario, Diagnostic> {
    let mut pairs = ScenarioParser::parse(Rule::file, text).map_err(|e| syntax_error(&e, file, text))?;
    let root = pairs.next().expect("a parsed file has its root");
    let mut parts = root.into_inner();
    let header = parts.next().expect("a file starts with its header");
    let header_span = span(&header);
    let Header {
        id,
        title,
        cites,
        covers,
        ruleset,
    } = read_header(header);
    let board = parts
        .next()
        .expect("a header is followed by the board")
        .into_inner()
        .filter(|p| p.as_rule() == Rule::setup)
        .map(read_setup)
        .collect();
    let steps: Vec<_> = parts.filter(|p| p.as_rule() == Rule::step).map(read_step).collect();
    let first_line = text[header_span.start()..]
        .find('\n')
        .map_or(header_span.end(), |n| header_span.start() + n);
    Ok(Scenario {
        id,
        title,
        cites,
        covers,
        ruleset,
        board,
        steps,
        header: Span::new(header_span.start(), first_line),
    })
}

/// A scenario that expects nothing checks nothing: it would pass whatever the engine did. It
/// is refused once its board is known to build, so that an error in the board is reported
/// first.
pub(super) fn no_expectation(scenario: &Scenario, file: FileId) -> Option<Diagnostic> {
    if scenario
        .steps
        .iter()
        .any(|s| matches!(s.kind, super::model::StepKind::Expect(_)))
    {
        return None;
    }
    Some(
        Diagnostic::error(
            "scenario::no_expectation",
            file,
            scenario.header,
            "this scenario has no expectation",
        )
        .with_label("nothing here is checked")
        .with_help("add at least one `expect ...` step saying what the rules require (docs/scenarios.md)"),
    )
}

fn syntax_error(error: &pest::error::Error<Rule>, file: FileId, text: &str) -> Diagnostic {
    let at = match error.location {
        pest::error::InputLocation::Pos(pos) => pos,
        pest::error::InputLocation::Span((start, _)) => start,
    };
    let end = text[at..].chars().next().map_or(at, |c| at + c.len_utf8());
    let expected = match &error.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives
            .iter()
            .filter(|r| !format!("{r:?}").starts_with("kw_") || positives.len() < 6)
            .map(|r| format!("{r:?}").trim_start_matches("kw_").replace('_', " "))
            .collect::<Vec<_>>()
            .join(", "),
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    Diagnostic::error(
        "scenario::syntax",
        file,
        Span::new(at, end),
        "this scenario line does not parse",
    )
    .with_label(format!("expected {expected}"))
    .with_help(
        "a scenario is `scenario \"ID\" \"title\"`, `cites TAG:LINE, ...`, `ruleset NAME`, a `board` ... `end` \
             block, then one `choose` or `expect` step per line (docs/scenarios.md)",
    )
}

/// The byte span of a pair.
pub(super) fn span(pair: &Pair<'_, Rule>) -> Span {
    Span::new(pair.as_span().start(), pair.as_span().end())
}

pub(super) fn text_of(pair: Pair<'_, Rule>) -> String {
    match pair.as_rule() {
        Rule::string => pair.into_inner().next().map_or(String::new(), |i| {
            i.as_str().replace("\\\"", "\"").replace("\\\\", "\\")
        }),
        _ => pair.as_str().to_string(),
    }
}

/// The player a `P1` or `P2` pair names.
pub(super) fn player(pair: Pair<'_, Rule>) -> PlayerId {
    if pair.as_str() == "P2" {
        PlayerId(1)
    } else {
        PlayerId(0)
    }
}

/// The meaningful children: keywords dropped.
pub(super) fn children(pair: Pair<'_, Rule>) -> Vec<Pair<'_, Rule>> {
    pair.into_inner()
        .filter(|p| !format!("{:?}", p.as_rule()).starts_with("kw_"))
        .collect()
}

/// The header's parts.
struct Header {
    id: String,
    title: String,
    cites: Vec<String>,
    covers: Vec<(String, Span)>,
    ruleset: (String, Span),
}

fn read_header(pair: Pair<'_, Rule>) -> Header {
    let mut parts = children(pair).into_iter();
    let id = text_of(parts.next().expect("id"));
    let title = text_of(parts.next().expect("title"));
    let mut header = Header {
        id,
        title,
        cites: Vec::new(),
        covers: Vec::new(),
        ruleset: (String::new(), Span::new(0, 0)),
    };
    for part in parts {
        match part.as_rule() {
            Rule::citation => header.cites.push(part.as_str().to_string()),
            Rule::covers => {
                for title in children(part) {
                    let at = span(&title);
                    header.covers.push((text_of(title), at));
                }
            }
            _ => header.ruleset = (part.as_str().to_string(), span(&part)),
        }
    }
    header
}
