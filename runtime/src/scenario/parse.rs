//! Reading a scenario file with pest into a [`Scenario`]. A syntax error is a diagnostic of
//! the card language's kind (`scenario::syntax`), with the file, the line and column, a
//! labelled span and a hint, the same as a card file's.

use super::model::{Expectation, Scenario, Setup, SetupKind, Step, StepKind, Where};
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
    let steps = parts.filter(|p| p.as_rule() == Rule::step).map(read_step).collect();
    Ok(Scenario {
        id,
        title,
        cites,
        covers,
        ruleset,
        board,
        steps,
    })
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

fn span(pair: &Pair<'_, Rule>) -> Span {
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

fn player(pair: Pair<'_, Rule>) -> PlayerId {
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

fn read_where(pair: Pair<'_, Rule>) -> Where {
    let inner = pair.into_inner().next().expect("a place");
    let rule = inner.as_rule();
    let value = children(inner).into_iter().next().map(text_of).unwrap_or_default();
    match rule {
        Rule::in_zone => Where::Zone(value),
        Rule::in_side_deck => Where::SideDeck(value),
        Rule::at_location => Where::At(value),
        Rule::on_surface => Where::Surface(value),
        Rule::aboard => Where::Aboard(value),
        Rule::on_card => Where::On(value),
        Rule::under => Where::Under(value),
        _ => Where::Atop(value),
    }
}

fn alias(pair: Option<Pair<'_, Rule>>) -> Option<String> {
    pair.and_then(|p| children(p).into_iter().next()).map(text_of)
}

fn read_setup(pair: Pair<'_, Rule>) -> Setup {
    let at = span(&pair);
    let line = pair.into_inner().next().expect("a setup line");
    let rule = line.as_rule();
    let mut parts = children(line).into_iter();
    let kind = match rule {
        Rule::turn => {
            let who = player(parts.next().expect("player"));
            let number = parts.next().map_or(1, |p| p.as_str().parse().unwrap_or(1));
            SetupKind::Turn(who, number, parts.next().map(text_of).unwrap_or_default())
        }
        Rule::seed_phase => {
            let word = text_of(parts.next().expect("phase"));
            SetupKind::SeedPhase(word, player(parts.next().expect("player")))
        }
        Rule::mission => {
            let who = player(parts.next().expect("player"));
            let title = text_of(parts.next().expect("title"));
            let mut rest: Vec<_> = parts.collect();
            let on = rest
                .iter()
                .position(|p| p.as_rule() == Rule::stacked_on)
                .map(|i| rest.remove(i))
                .and_then(|p| children(p).into_iter().next())
                .map(text_of);
            SetupKind::Mission(who, title, on, alias(rest.pop()))
        }
        Rule::score => {
            let who = player(parts.next().expect("player"));
            SetupKind::Score(who, parts.next().map_or(0, |p| p.as_str().parse().unwrap_or(0)))
        }
        Rule::stop_setup => SetupKind::Stopped(parts.next().map(text_of).unwrap_or_default()),
        Rule::stasis_setup => SetupKind::Stasis(parts.next().map(text_of).unwrap_or_default()),
        _ => {
            let who = player(parts.next().expect("player"));
            let title = text_of(parts.next().expect("title"));
            let place = read_where(parts.next().expect("where"));
            SetupKind::Card(who, title, place, alias(parts.next()))
        }
    };
    Setup { kind, span: at }
}

fn read_step(pair: Pair<'_, Rule>) -> Step {
    let at = span(&pair);
    let inner = pair.into_inner().next().expect("a step");
    let kind = match inner.as_rule() {
        Rule::choose => {
            let mut parts = children(inner).into_iter();
            let who = player(parts.next().expect("player"));
            StepKind::Choose(who, text_of(parts.next().expect("text")))
        }
        _ => {
            let expectation = children(inner).into_iter().next().expect("an expectation");
            StepKind::Expect(read_expectation(
                expectation.into_inner().next().expect("an expectation"),
            ))
        }
    };
    Step { kind, span: at }
}

fn read_expectation(pair: Pair<'_, Rule>) -> Expectation {
    let rule = pair.as_rule();
    if rule == Rule::expect_stack {
        let entries = children(pair)
            .into_iter()
            .filter(|p| p.as_rule() == Rule::stack_entry)
            .map(|entry| {
                let mut parts = entry.into_inner();
                let title = text_of(parts.next().expect("title"));
                (title, player(parts.next().expect("player")))
            })
            .collect();
        return Expectation::Stack(entries);
    }
    if rule == Rule::expect_place {
        let mut parts = children(pair).into_iter().peekable();
        let negated = parts.next_if(|p| p.as_rule() == Rule::negation).is_some();
        let name = text_of(parts.next().expect("name"));
        let place = read_where(parts.next().expect("where"));
        let owner = parts.next().map(player);
        return if negated {
            Expectation::Elsewhere(name, place, owner)
        } else {
            Expectation::Place(name, place, owner)
        };
    }
    if let Some(expectation) = super::parse_seed::read(&pair) {
        return expectation;
    }
    let negated = pair.clone().into_inner().any(|p| p.as_rule() == Rule::negation);
    let no = pair.clone().into_inner().any(|p| p.as_rule() == Rule::kw_no);
    let parts: Vec<Pair<'_, Rule>> = children(pair)
        .into_iter()
        .filter(|p| p.as_rule() != Rule::negation)
        .collect();
    let mut it = parts.into_iter();
    let mut next_text = || it.next().map(text_of).unwrap_or_default();
    match rule {
        Rule::expect_offered => {
            let who = next_text();
            Expectation::Offered(!negated, to_player(&who), next_text())
        }
        Rule::expect_pending => {
            let who = next_text();
            Expectation::Pending(to_player(&who), next_text())
        }
        Rule::expect_score => {
            let who = next_text();
            Expectation::Score(to_player(&who), next_text().parse().unwrap_or(0))
        }
        Rule::expect_solved => {
            let name = next_text();
            let by = Some(next_text()).filter(|s| !s.is_empty()).map(|s| to_player(&s));
            Expectation::Solved(!negated, name, by)
        }
        Rule::expect_stopped => Expectation::Stopped(!negated, next_text()),
        Rule::expect_status => {
            let status = next_text();
            Expectation::Status(!negated, status, next_text())
        }
        Rule::expect_event => {
            let kind = next_text();
            let about = Some(next_text()).filter(|s| !s.is_empty());
            Expectation::Event(!no, kind, about)
        }
        Rule::expect_refused => {
            let who = next_text();
            Expectation::Refused(to_player(&who), next_text())
        }
        Rule::expect_skill => {
            let name = next_text();
            Expectation::Skill(!negated, name, next_text())
        }
        Rule::expect_skills => {
            let name = next_text();
            Expectation::Skills(name, next_text())
        }
        Rule::expect_countdown => {
            let name = next_text();
            Expectation::Countdown(name, next_text().parse().unwrap_or(0))
        }
        _ => {
            let name = next_text();
            let attribute = next_text();
            Expectation::Attribute(name, attribute, next_text().parse().unwrap_or(0))
        }
    }
}

fn to_player(text: &str) -> PlayerId {
    if text == "P2" {
        PlayerId(1)
    } else {
        PlayerId(0)
    }
}
