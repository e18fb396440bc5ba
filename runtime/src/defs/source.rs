//! Where a card's text is written: its own file, and the files that add to it (an erratum's
//! abilities and fields, a keyword's rules), each with the span it covers there. The engine
//! keeps them so that an error met in play (a `todo` reached, a spent budget) is reported
//! with file, line and column, as `stccg check` reports a problem (`crate::report`).

use stccg_lang::load::Pool;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;
use std::sync::Arc;

/// A file of card text: its display name and its text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path, or `<stdlib>/name.card`.
    pub name: Arc<str>,
    /// The whole text.
    pub text: Arc<str>,
}

/// A span of a file that holds part of a card's text.
#[derive(Clone, Debug)]
pub struct SourceRegion {
    /// The span in the file.
    pub span: Span,
    /// The file.
    pub file: SourceFile,
}

/// The files a card's text comes from, the card's own region first.
#[derive(Clone, Debug, Default)]
pub struct CardSource {
    /// The regions.
    pub regions: Vec<SourceRegion>,
}

impl CardSource {
    /// The region holding `span`: the smallest that covers it (an erratum's ability inside
    /// the span of the card, in another file, is the closer one), else the card's own.
    pub fn region_of(&self, span: Span) -> Option<&SourceRegion> {
        self.regions
            .iter()
            .filter(|r| r.span.start() <= span.start() && span.end() <= r.span.end() && span.end() <= r.file.text.len())
            .min_by_key(|r| r.span.len())
            .or_else(|| self.regions.first())
    }
}

/// The file of a loaded pool as a [`SourceFile`].
pub(super) fn file(pool: &Pool, id: FileId) -> SourceFile {
    let named = pool.sources.named(id);
    SourceFile {
        name: Arc::from(pool.sources.name(id)),
        text: named.inner().clone(),
    }
}

/// The regions of a card of `file_id`, with those of the errata applied to it and of the
/// keywords it names (`keywords`: where each is declared).
pub(super) fn card_source(
    pool: &Pool,
    file_id: FileId,
    card: &stccg_lang::ast::Card,
    keywords: &[(FileId, Span)],
) -> CardSource {
    let mut regions = vec![SourceRegion {
        span: card.span,
        file: file(pool, file_id),
    }];
    let errata = pool
        .applied_errata
        .iter()
        .filter(|applied| applied.after.title.name == card.title.name)
        .flat_map(|applied| {
            applied
                .erratum
                .patches
                .iter()
                .map(|patch| (applied.erratum.file, patch.span()))
        });
    for (file_id, span) in errata.chain(keywords.iter().copied()) {
        regions.push(SourceRegion {
            span,
            file: file(pool, file_id),
        });
    }
    CardSource { regions }
}
