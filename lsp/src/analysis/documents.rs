//! Diagnostics of the files that are not card text: a deck read and validated against the
//! pool by the engine's own deck rules, as `stccg check` and `stccg play` do; a scenario
//! read by the scenario grammar, and the cards its header and board name looked up in the
//! pool.

use super::world::World;
use super::DOCUMENT;
use stccg_lang::diag::Diagnostic;
use stccg_lang::span::Span;
use stccg_lang::suggest::help_for;
use stccg_runtime::defs::CardPool;
use stccg_runtime::scenario::SetupKind;

/// The problems of a deck file: its syntax, then the deck rules (when the pool has no error,
/// so that the engine can read it; otherwise only the titles are looked up).
pub(crate) fn deck_diagnostics(world: &World, text: &str) -> Vec<Diagnostic> {
    let deck = match stccg_runtime::deck::parse::parse(text, DOCUMENT) {
        Ok(deck) => deck,
        Err(problem) => return vec![problem],
    };
    match CardPool::from_lang(world.pool()) {
        Ok(pool) => stccg_runtime::deck::validate::validate(&deck, &pool, DOCUMENT),
        Err(_) => deck
            .entries
            .iter()
            .filter(|entry| !world.pool().cards.contains_key(&entry.title))
            .map(|entry| unknown_card("deck::unknown_card", world, &entry.title, entry.span))
            .collect(),
    }
}

/// The problems of a scenario file: its syntax, then each card it covers or sets on the
/// board that the pool lacks.
pub(crate) fn scenario_diagnostics(world: &World, text: &str) -> Vec<Diagnostic> {
    let scenario = match stccg_runtime::scenario::parse(text, DOCUMENT) {
        Ok(scenario) => scenario,
        Err(problem) => return vec![problem],
    };
    let mut problems = Vec::new();
    for (title, span) in &scenario.covers {
        if !world.pool().cards.contains_key(title) {
            problems.push(unknown_card("scenario::unknown-card", world, title, *span));
        }
    }
    for setup in &scenario.board {
        let title = match &setup.kind {
            SetupKind::Mission(_, title, ..) | SetupKind::Card(_, title, ..) => title,
            _ => continue,
        };
        if world.pool().cards.contains_key(title) {
            continue;
        }
        let quoted = format!("\"{title}\"");
        let line = text.get(setup.span.start()..setup.span.end()).unwrap_or("");
        let span = line.find(&quoted).map_or(setup.span, |at| {
            Span::new(setup.span.start() + at, setup.span.start() + at + quoted.len())
        });
        problems.push(unknown_card("scenario::unknown-card", world, title, span));
    }
    problems
}

/// A title the pool lacks, with the closest title as help.
fn unknown_card(code: &'static str, world: &World, title: &str, span: Span) -> Diagnostic {
    let help = help_for(title, world.pool().cards.keys().map(String::as_str))
        .unwrap_or_else(|| "write the card's full title as its card file gives it".to_string());
    Diagnostic::error(code, DOCUMENT, span, format!("no card in the pool is titled `{title}`"))
        .with_label("unknown card")
        .with_help(help)
}
