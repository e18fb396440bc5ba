//! Pointing the checks' diagnostics at the errata file when they are about a member an
//! erratum wrote: a patched card keeps its file, but the members an erratum put on it carry
//! spans in the erratum's file.

use super::Applied;
use crate::ast::Member;
use crate::diag::Diagnostic;
use crate::source::{FileId, SourceMap};
use crate::span::Span;
use std::collections::HashMap;

/// Moves each label that lies in a member written by an erratum to the erratum's file. Spans
/// of the two files can overlap: a label inside both a written and a printed member moves
/// when the diagnostic's message quotes the erratum's text at the span and not the card's.
pub fn relocate(diagnostics: &mut [Diagnostic], applied: &[Applied], sources: &SourceMap) {
    let mut last_for_card: Vec<&Applied> = Vec::new();
    for entry in applied.iter().rev() {
        if !last_for_card
            .iter()
            .any(|a| a.card_file == entry.card_file && a.after.title.name == entry.after.title.name)
        {
            last_for_card.push(entry);
        }
    }
    // The diagnostics with a label in each file, so each card looks only at its own file's.
    let mut in_file: HashMap<FileId, Vec<usize>> = HashMap::new();
    for (index, diagnostic) in diagnostics.iter().enumerate() {
        for label in &diagnostic.labels {
            let indices = in_file.entry(label.file).or_default();
            if indices.last() != Some(&index) {
                indices.push(index);
            }
        }
    }
    for final_state in last_for_card {
        let card = &final_state.after;
        let written: Vec<(FileId, Span)> = applied
            .iter()
            .filter(|a| a.card_file == final_state.card_file && a.after.title.name == card.title.name)
            .flat_map(|a| {
                a.erratum
                    .patches
                    .iter()
                    .filter_map(|p| p.member())
                    .map(move |m| (a.erratum.file, m))
            })
            .filter(|(_, member)| card.members.contains(member))
            .map(|(file, member)| (file, member_span(&member)))
            .collect();
        let printed: Vec<Span> = card
            .members
            .iter()
            .map(member_span)
            .filter(|span| !written.iter().any(|(_, s)| s == span))
            .collect();
        for &index in in_file.get(&final_state.card_file).map_or(&[][..], Vec::as_slice) {
            let diagnostic = &mut diagnostics[index];
            let message = diagnostic.message.clone();
            for label in &mut diagnostic.labels {
                if label.file != final_state.card_file {
                    continue;
                }
                let span = label.span;
                let inside = |outer: &Span| outer.start() <= span.start() && span.end() <= outer.end();
                let Some((file, _)) = written.iter().find(|(_, s)| inside(s)) else {
                    continue;
                };
                let quoted = |file| {
                    sources
                        .text(file)
                        .get(span.start()..span.end())
                        .is_some_and(|text| !text.trim().is_empty() && message.contains(text.trim()))
                };
                if !printed.iter().any(inside) || (quoted(*file) && !quoted(final_state.card_file)) {
                    label.file = *file;
                }
            }
        }
    }
}

/// Where a member is written.
pub fn member_span(member: &Member) -> Span {
    match member {
        Member::Field(field) => field.span,
        Member::Flag(flag) => flag.span,
        Member::Ability(ability) => ability.span,
    }
}
