//! Checking a deck's side decks (S:390): each opened by a doorway of the pool that opens one
//! and is listed under `seed`, one side deck of each type, no more cards than the doorway
//! allows, and all different where it says so (Q's Tent: "up to 13 different cards").

use super::parse::{DeckFile, Entry, Section, SideDeckHeader};
use crate::defs::CardPool;
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;

/// Every problem of the deck's side decks, and of the doorways under `seed` that open none.
pub(super) fn side_deck_problems(deck: &DeckFile, pool: &CardPool, file: FileId) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    for (index, header) in deck.side_decks.iter().enumerate() {
        let Some(def) = pool.find(&header.opener) else {
            problems.push(super::validate::unknown_title(&header.opener, header.span, pool, file));
            continue;
        };
        let def = pool.def(def);
        if !def.opens_side_deck() {
            problems.push(
                Diagnostic::error(
                    "deck::side_deck",
                    file,
                    header.span,
                    format!("{} does not open a side deck", header.opener),
                )
                .with_label("not a side deck's doorway")
                .with_help("a side deck is opened by a doorway whose text says so, such as Q's Tent (S:390)"),
            );
            continue;
        }
        if let Some(first) = deck.side_decks[..index].iter().find(|h| h.opener == header.opener) {
            problems.push(
                Diagnostic::error(
                    "deck::side_deck",
                    file,
                    header.span,
                    format!("a second {} side deck", header.opener),
                )
                .with_label("another side deck of this type")
                .with_secondary(file, first.span, "the first one")
                .with_help("you may have only one side deck of each type (S:390): merge the two lists"),
            );
        }
        if seeded_copies(deck, &header.opener) == 0 {
            problems.push(unopened(header, file));
        }
        let entries: Vec<&Entry> = deck
            .entries
            .iter()
            .filter(|e| e.section == Section::SideDeck(index))
            .collect();
        if let Some(size) = def.side_deck_size {
            problems.extend(too_many(header, &entries, size, file));
        }
        if let Some(icon) = &def.side_deck_icon {
            problems.extend(without_icon(header, &entries, icon, pool, file));
        }
        if def.side_deck_different {
            problems.extend(duplicates(header, &entries, file));
        }
    }
    problems
}

/// How many copies of a title the `seed` section lists.
pub(super) fn seeded_copies(deck: &DeckFile, title: &str) -> usize {
    deck.entries
        .iter()
        .filter(|e| e.section == Section::Seed && e.title == title)
        .map(|e| e.count)
        .sum()
}

/// A side deck with no copy of its doorway under `seed` to open it.
fn unopened(header: &SideDeckHeader, file: FileId) -> Diagnostic {
    Diagnostic::error(
        "deck::side_deck",
        file,
        header.span,
        format!("nothing seeds to open the {} side deck", header.opener),
    )
    .with_label("no copy under `seed`")
    .with_help(format!(
        "list one {} under `seed`: the doorway seeds on top of its side deck and opens it (S:390)",
        header.opener
    ))
}

/// More cards than the doorway allows; the label falls on the line that passes the limit.
fn too_many(header: &SideDeckHeader, entries: &[&Entry], size: i64, file: FileId) -> Option<Diagnostic> {
    let all: usize = entries.iter().map(|e| e.count).sum();
    let mut total = 0;
    for entry in entries {
        total += entry.count;
        if total as i64 > size {
            return Some(
                Diagnostic::error(
                    "deck::side_deck_size",
                    file,
                    entry.span,
                    format!("the {} side deck has {all} cards, more than {size}", header.opener),
                )
                .with_label(format!("card {total} counted here"))
                .with_secondary(file, header.span, "the side deck")
                .with_help(format!("{} opens a side deck of up to {size} cards", header.opener)),
            );
        }
    }
    None
}

/// A card without the icon in a side deck of the cards of an icon (the Q-Continuum side deck
/// holds only [Q] cards, M:325). A title the pool lacks is reported by the deck's own check.
fn without_icon(
    header: &SideDeckHeader,
    entries: &[&Entry],
    icon: &str,
    pool: &CardPool,
    file: FileId,
) -> Vec<Diagnostic> {
    entries
        .iter()
        .filter(|entry| {
            pool.find(&entry.title)
                .is_some_and(|def| !pool.def(def).icons.iter().any(|i| i == icon))
        })
        .map(|entry| {
            Diagnostic::error(
                "deck::side_deck_icon",
                file,
                entry.span,
                format!(
                    "{} has no [{icon}] icon: it may not be in the {} side deck",
                    entry.title, header.opener
                ),
            )
            .with_label(format!("not a [{icon}] card"))
            .with_help(format!(
                "{} opens a side deck of [{icon}] cards only (M:325)",
                header.opener
            ))
        })
        .collect()
}

/// A title listed twice, or with several copies, in a side deck of different cards.
fn duplicates(header: &SideDeckHeader, entries: &[&Entry], file: FileId) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    for (at, entry) in entries.iter().enumerate() {
        let earlier = entries[..at].iter().find(|e| e.title == entry.title);
        if entry.count > 1 || earlier.is_some() {
            let mut problem = Diagnostic::error(
                "deck::side_deck_duplicate",
                file,
                entry.span,
                format!("{} is in the {} side deck more than once", entry.title, header.opener),
            )
            .with_label("another copy")
            .with_help(format!(
                "the {} side deck holds different cards: one copy of each title",
                header.opener
            ));
            if let Some(first) = earlier {
                problem = problem.with_secondary(file, first.span, "the first copy");
            }
            problems.push(problem);
        }
    }
    problems
}
