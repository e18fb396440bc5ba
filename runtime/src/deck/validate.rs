//! Checking a deck against the pool and the deck rules: every card known and in the right
//! section, exactly six missions, no unique mission twice, at most 30 counted seed cards
//! (S:170-178, rules-digest §1.2) and at most six sites besides them (S:217, S:421).

use super::parse::{DeckFile, Entry, Section};
use crate::defs::CardPool;
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;

/// The missions a deck holds (S:174: "exactly six Mission cards").
pub const MISSIONS: usize = 6;
/// The counted seed cards a deck may hold at most (S:172).
pub const SEED_LIMIT: usize = 30;
/// The sites a seed deck may hold, seeded for free and not counted among the 30 (S:217,
/// S:421).
pub const SITE_LIMIT: usize = 6;

/// The card types each section holds: missions, the seedable types, and the rest.
const SEEDED: &[&str] = &["dilemma", "artifact", "facility", "site"];

/// The section a card type belongs in.
pub fn section_for(kind: &str) -> Section {
    if kind == "mission" {
        Section::Missions
    } else if SEEDED.contains(&kind) {
        Section::Seed
    } else {
        Section::Draw
    }
}

/// Every problem of the deck, in file order (unknown cards and misplaced ones first, then
/// the counts).
pub fn validate(deck: &DeckFile, pool: &CardPool, file: FileId) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    for entry in &deck.entries {
        match pool.find(&entry.title) {
            None => problems.push(unknown_title(&entry.title, entry.span, pool, file)),
            Some(_) if matches!(entry.section, Section::SideDeck(_) | Section::OutsideGame) => {}
            Some(def) if opens_listed_side_deck(deck, pool, def, entry) => {}
            // A doorway seeded like a dilemma (Q-Flash, M:325) goes under `seed`, every copy.
            Some(def) if entry.section == Section::Seed && pool.def(def).seeds_under_missions => {}
            Some(def) if seeds_on_table(pool, def, entry) => {}
            // A card listed under `seed` beside a card seeded on the table whose text lets
            // cards seed there with it (`seeds_with`: Open Diplomatic Relations' Treaty); one
            // its condition refuses is never seeded and goes out of play (S:229).
            Some(_) if entry.section == Section::Seed && table_host_listed(deck, pool) => {}
            // A personnel that may report in the seed phase (`seeds_at`: Data's Body) seeds
            // aboard a facility if listed under `seed`, or is drawn if under `draw`.
            Some(def) if pool.def(def).is("personnel") && pool.def(def).seeds_at.is_some() => {}
            // Personnel or equipment listed under `seed` beside a card that lets such cards seed
            // with it under a mission (`seeds_with`: Cryosatellite, S:208).
            Some(def)
                if entry.section == Section::Seed
                    && pool.def(def).is_one_of(&["personnel", "equipment"])
                    && seeds_with_listed(deck, pool, false) => {}
            // Ships listed under `seed` beside a facility that lets ships seed docked at it
            // (`seeds_with`: Husnock Outpost).
            Some(def)
                if entry.section == Section::Seed
                    && pool.def(def).is("ship")
                    && seeds_with_listed(deck, pool, true) => {}
            Some(def) => {
                let kind = &pool.def(def).kind;
                let wanted = section_for(kind);
                if wanted != entry.section {
                    problems.push(
                        Diagnostic::error(
                            "deck::section",
                            file,
                            entry.span,
                            format!("{} is a {kind} card, listed under `{}`", entry.title, entry.section.word()),
                        )
                        .with_label(format!("belongs under `{}`", wanted.word()))
                        .with_help("missions go under `missions`; dilemmas, artifacts and facilities under `seed`, and one copy of the doorway that opens a listed side deck (S:390); every other card under `draw`"),
                    );
                }
            }
        }
    }
    problems.extend(mission_problems(deck, pool, file));
    problems.extend(seed_limit(deck, pool, file));
    problems.extend(site_limit(deck, pool, file));
    problems.extend(super::side_decks::side_deck_problems(deck, pool, file));
    problems
}

/// Whether the deck lists under `seed` a card whose text lets other cards seed with it
/// (`seeds_with`): a facility, ships docked at it (`facility`), or another card, personnel or
/// equipment under its mission.
fn seeds_with_listed(deck: &DeckFile, pool: &CardPool, facility: bool) -> bool {
    deck.entries.iter().any(|entry| {
        entry.section == Section::Seed
            && pool.find(&entry.title).is_some_and(|def| {
                let def = pool.def(def);
                def.seeds_with.is_some() && def.is("facility") == facility && !seeds_on_table_place(def)
            })
    })
}

/// Whether the deck lists under `seed` a card seeded on the table whose text lets other cards
/// seed there with it (`seeds_with`: Open Diplomatic Relations).
pub(super) fn table_host_listed(deck: &DeckFile, pool: &CardPool) -> bool {
    deck.entries.iter().any(|entry| {
        entry.section == Section::Seed
            && pool.find(&entry.title).is_some_and(|def| {
                let def = pool.def(def);
                def.seeds_with.is_some() && seeds_on_table_place(def)
            })
    })
}

/// Whether the card's text seeds it on the table (`seeds: table`, `table_one`, `table_doorway`).
fn seeds_on_table_place(def: &crate::defs::CardDef) -> bool {
    matches!(def.seeds.as_deref(), Some("table" | "table_one" | "table_doorway"))
}

/// A card under `seed` whose text lets it seed on the table (`seeds: table`, "Seeds or plays on
/// table"; `seeds: table_one`, the Alternate Universe Door's "Place one on table during the
/// seed phase"; `seeds: table_doorway`, "Seeds on table during doorway phase"): it seeds
/// face up in a seed phase (S:224, S:233), or is drawn like any other card if listed under `draw`.
pub(super) fn seeds_on_table(pool: &CardPool, def: crate::ids::DefId, entry: &Entry) -> bool {
    entry.section == Section::Seed && seeds_on_table_place(pool.def(def))
}

/// A doorway under `seed` that opens a side deck the deck lists: one copy seeds (S:390).
fn opens_listed_side_deck(deck: &DeckFile, pool: &CardPool, def: crate::ids::DefId, entry: &Entry) -> bool {
    entry.section == Section::Seed
        && pool.def(def).opens_side_deck()
        && deck.side_decks.iter().any(|h| h.opener == entry.title)
        && super::side_decks::seeded_copies(deck, &entry.title) == 1
}

/// A title the pool lacks, with the nearest title as the hint if one is close.
pub(super) fn unknown_title(title: &str, span: stccg_lang::span::Span, pool: &CardPool, file: FileId) -> Diagnostic {
    let titles = pool.by_title.keys().map(String::as_str);
    let help = stccg_lang::suggest::help_for(title, titles)
        .unwrap_or_else(|| "write the card's full title as its card file gives it".into());
    Diagnostic::error(
        "deck::unknown_card",
        file,
        span,
        format!("no card in the pool is titled `{title}`"),
    )
    .with_label("unknown card")
    .with_help(help)
}

/// Exactly six missions, and a unique (non-universal) mission only once (S:174, M:263).
fn mission_problems(deck: &DeckFile, pool: &CardPool, file: FileId) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let missions: Vec<&Entry> = deck.entries.iter().filter(|e| e.section == Section::Missions).collect();
    // A mission that "counts as 1/2 card" is half of one (Glossary, Space): counted in halves.
    let half = |e: &&Entry| {
        pool.find(&e.title)
            .and_then(|d| pool.def(d).mission.as_ref())
            .is_some_and(|m| m.half_card)
    };
    let halves: usize = missions
        .iter()
        .map(|e| if half(e) { e.count } else { 2 * e.count })
        .sum();
    if halves != 2 * MISSIONS {
        let count = match halves % 2 {
            0 => format!("{}", halves / 2),
            _ => format!("{} 1/2", halves / 2),
        };
        let span = missions.last().map_or(deck.name_span, |e| e.span);
        problems.push(
            Diagnostic::error(
                "deck::missions",
                file,
                span,
                format!("the deck has {count} missions, not {MISSIONS}"),
            )
            .with_label(if halves > 2 * MISSIONS {
                "one too many by here"
            } else {
                "the last mission"
            })
            .with_help("a seed deck holds exactly six missions (S:174)"),
        );
    }
    problems.extend(deck_limits(deck, pool, file));
    for (at, entry) in missions.iter().enumerate() {
        let universal = pool.find(&entry.title).is_some_and(|d| pool.def(d).universal);
        if universal {
            continue;
        }
        // Two printings of one card (`same_card_as`, M:481) are copies of it.
        let card_title = |title: &str| {
            pool.find(title)
                .map_or(title.to_string(), |d| pool.def(d).card_title().to_string())
        };
        let earlier = missions[..at]
            .iter()
            .find(|e| card_title(&e.title) == card_title(&entry.title));
        if entry.count > 1 || earlier.is_some() {
            let mut problem = Diagnostic::error(
                "deck::unique_copies",
                file,
                entry.span,
                format!(
                    "{} is a unique mission, and the deck holds it more than once",
                    entry.title
                ),
            )
            .with_label("another copy")
            .with_help("only missions with the universal icon may be included more than once (S:174, M:263)");
            if let Some(first) = earlier {
                problem = problem.with_secondary(file, first.span, "the first copy");
            }
            problems.push(problem);
        }
    }
    problems
}

/// "Limit N" printed on a card: at most N copies of it in the deck, whatever the sections
/// (cards outside the game are no part of it); the label falls on the line that passes the
/// limit (Space: "Limit 4").
fn deck_limits(deck: &DeckFile, pool: &CardPool, file: FileId) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let mut seen: Vec<(&str, usize)> = Vec::new();
    for entry in deck.entries.iter().filter(|e| e.section != Section::OutsideGame) {
        let Some(limit) = pool
            .find(&entry.title)
            .and_then(|d| pool.def(d).mission.as_ref())
            .and_then(|m| m.deck_limit)
        else {
            continue;
        };
        let before = seen.iter().find(|(t, _)| *t == entry.title).map_or(0, |(_, n)| *n);
        let total = before + entry.count;
        seen.retain(|(t, _)| *t != entry.title);
        seen.push((&entry.title, total));
        if before as i64 <= limit && total as i64 > limit {
            problems.push(
                Diagnostic::error(
                    "deck::limit",
                    file,
                    entry.span,
                    format!(
                        "the deck holds {total} copies of {}, whose limit is {limit}",
                        entry.title
                    ),
                )
                .with_label("past the limit by here")
                .with_help(format!(
                    "{} prints \"Limit {limit}\": a deck holds at most {limit} copies",
                    entry.title
                )),
            );
        }
    }
    problems
}

/// Whether an entry is a site: sites seed for free, apart from the 30 (S:217).
fn is_site(pool: &CardPool, entry: &Entry) -> bool {
    pool.find(&entry.title).is_some_and(|def| pool.def(def).is("site"))
}

/// At most six sites in the seed deck (S:217, S:421: "Your seed deck may include up to six
/// sites"); the label falls on the line that passes the limit.
fn site_limit(deck: &DeckFile, pool: &CardPool, file: FileId) -> Option<Diagnostic> {
    let mut total = 0;
    for entry in deck
        .entries
        .iter()
        .filter(|e| e.section == Section::Seed && is_site(pool, e))
    {
        total += entry.count;
        if total > SITE_LIMIT {
            return Some(
                Diagnostic::error(
                    "deck::site_limit",
                    file,
                    entry.span,
                    format!("the seed deck has more than {SITE_LIMIT} sites"),
                )
                .with_label(format!("site {total} here"))
                .with_help("a seed deck may include up to six sites, seeded for free beside the 30 other seed cards (S:217, S:421)"),
            );
        }
    }
    None
}

/// At most 30 counted seed cards (S:172), sites apart (S:217); the label falls on the line
/// that passes the limit.
fn seed_limit(deck: &DeckFile, pool: &CardPool, file: FileId) -> Option<Diagnostic> {
    let mut total = 0;
    let counted = |e: &&Entry| e.section == Section::Seed && !is_site(pool, e);
    for entry in deck.entries.iter().filter(counted) {
        total += entry.count;
        if total > SEED_LIMIT {
            let all: usize = deck.entries.iter().filter(counted).map(|e| e.count).sum();
            return Some(
                Diagnostic::error(
                    "deck::seed_limit",
                    file,
                    entry.span,
                    format!("the deck has {all} counted seed cards, more than {SEED_LIMIT}"),
                )
                .with_label(format!("seed card {total} counted here"))
                .with_help("a seed deck holds up to 30 dilemmas, artifacts and other seed cards; missions seed for free (S:172-176)"),
            );
        }
    }
    None
}
