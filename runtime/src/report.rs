//! Engine errors as diagnostics: an error met in play (a `todo` reached, an unimplemented
//! primitive, a spent budget) becomes a [`Diagnostic`] like those of `stccg check`, with the
//! card's file, a label on the span and a help line, and the [`SourceMap`] of the files it
//! points into (read from the definitions, which keep their files: [`crate::defs::CardSource`]).
//! The command renders it with miette.

use crate::defs::CardPool;
use crate::engine::MAX_STEPS;
use crate::interp::{EngineError, STEP_BUDGET};
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::{FileId, SourceMap};
use stccg_lang::span::Span;

/// The error as a diagnostic, with the files it points into; `None` when the card is not in
/// the pool or its file is unknown (a pool built without files), for which the error's own
/// message stands.
pub fn diagnostic(error: &EngineError, pool: &CardPool) -> Option<(Diagnostic, SourceMap)> {
    let mut sources = SourceMap::new();
    let diagnostic = match error {
        EngineError::Todo { card, span, text } => locate(pool, &mut sources, card, *span)
            .map(|(file, span)| {
                Diagnostic::error("engine::todo", file, span, format!("\"{card}\" reached a clause that is not scripted yet"))
                    .with_label(format!("not scripted yet: {text}"))
                    .with_help("script the clause in the card's file (docs/language.md); until then the engine refuses the choice that reaches it")
            })?,
        EngineError::Unimplemented { card, span, primitive } => locate(pool, &mut sources, card, *span)
            .map(|(file, span)| {
                Diagnostic::error(
                    "engine::unimplemented",
                    file,
                    span,
                    format!("\"{card}\" uses `{primitive}`, which the runtime does not implement yet"),
                )
                .with_label(format!("`{primitive}` has no implementation"))
                .with_help("say it with primitives the runtime implements (stdlib/primitives.card), or implement it in the runtime")
            })?,
        EngineError::BudgetExhausted { card, span } => locate(pool, &mut sources, card, *span)
            .map(|(file, span)| {
                Diagnostic::error(
                    "engine::step-budget",
                    file,
                    span,
                    format!("\"{card}\" ran out of its budget of {STEP_BUDGET} evaluation steps"),
                )
                .with_label("the budget ran out here")
                .with_help("one use of an ability may take at most this many steps; look for a loop over a set that grows, or an expression that is far too large")
            })?,
        EngineError::Mismatch { card, span, expected } => locate(pool, &mut sources, card, *span)
            .map(|(file, span)| {
                Diagnostic::error("engine::mismatch", file, span, format!("\"{card}\": expected {expected}"))
                    .with_label(format!("expected {expected}"))
                    .with_help("the checker should have refused this; please report it with the card file")
            })?,
        EngineError::Looped { fired, .. } => {
            let mut located = fired
                .iter()
                .filter_map(|f| locate(pool, &mut sources, &f.card, f.span).map(|at| (f, at)));
            let (first, (file, span)) = located.next()?;
            let mut diagnostic = Diagnostic::error("engine::loop", file, span, error.to_string())
                .with_label(format!("\"{}\" fired {} times", first.card, first.times))
                .with_help(format!(
                    "an ability whose effects set off its own trigger, or two that set each other off, never end: the game allows {MAX_STEPS} steps between two decisions and stopped at the last decision; `stccg check` warns about such triggers (lint trigger-loop)"
                ));
            for (fired, (file, span)) in located {
                diagnostic = diagnostic.with_secondary(file, span, format!("\"{}\" fired {} times", fired.card, fired.times));
            }
            diagnostic
        }
    };
    Some((diagnostic, sources))
}

/// The file of `card` that holds `span`, added to `sources` (once), and the span in it.
fn locate(pool: &CardPool, sources: &mut SourceMap, card: &str, span: Span) -> Option<(FileId, Span)> {
    let def = pool.def(pool.find(card)?);
    let region = def.source.region_of(span)?;
    let known = (0..sources.len() as u32)
        .map(FileId)
        .find(|&id| sources.name(id) == &*region.file.name);
    let file = known.unwrap_or_else(|| sources.add(&*region.file.name, region.file.text.clone()));
    let len = region.file.text.len();
    Some((file, Span::new(span.start().min(len), span.end().min(len))))
}
