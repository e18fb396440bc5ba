//! Reading a deck file. The format is line by line:
//!
//! ```text
//! // comments run to the end of the line
//! deck "Federation Away Teams"
//!
//! missions
//!   Avert Disaster
//! seed
//!   2 Armus: Skin Of Evil
//! draw
//!   3 Tricorder
//! side_deck Q's Tent
//!   Countermanda
//! ```
//!
//! The first line that is not blank or a comment names the deck. Then come sections
//! (`missions`, `seed`, `draw`, and `side_deck OPENER` for a side deck the doorway OPENER
//! opens, S:390), each a list of cards, one title per line, with a count in front when there
//! are several copies.

use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;

/// The sections of a deck file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// The six missions, which seed for free.
    Missions,
    /// The counted seed cards: dilemmas, artifacts, facilities.
    Seed,
    /// The draw deck.
    Draw,
    /// A side deck (S:390): the index of its header in [`DeckFile::side_decks`].
    SideDeck(usize),
    /// Cards outside the game (M:403): the player's, in no zone of the game, for the texts
    /// that bring such cards in (Trust Me); no part of the deck.
    OutsideGame,
}

impl Section {
    /// The word that opens the section.
    pub fn word(self) -> &'static str {
        match self {
            Section::Missions => "missions",
            Section::Seed => "seed",
            Section::Draw => "draw",
            Section::SideDeck(_) => "side_deck",
            Section::OutsideGame => "outside_game",
        }
    }
}

/// One card line: so many copies of a title, in a section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The section the line is in.
    pub section: Section,
    /// How many copies.
    pub count: usize,
    /// The card's title.
    pub title: String,
    /// The title as written.
    pub span: Span,
}

/// A deck file as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckFile {
    /// The deck's name.
    pub name: String,
    /// The line that names the deck.
    pub name_span: Span,
    /// The card lines, in order.
    pub entries: Vec<Entry>,
    /// The side decks' headers, in order: `side_deck Q's Tent`.
    pub side_decks: Vec<SideDeckHeader>,
}

/// A `side_deck OPENER` line: a side deck, opened by the doorway titled OPENER.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideDeckHeader {
    /// The title of the card that opens it (Q's Tent).
    pub opener: String,
    /// The title as written.
    pub span: Span,
}

/// Where a piece of a line sits in the file.
fn span_of(offset: usize, text: &str) -> Span {
    Span::new(offset, offset + text.len())
}

fn syntax(file: FileId, span: Span, message: impl Into<String>, label: &str, help: &str) -> Diagnostic {
    Diagnostic::error("deck::syntax", file, span, message)
        .with_label(label)
        .with_help(help)
}

/// Reads a deck file; the first line that does not read is a diagnostic.
pub fn parse(text: &str, file: FileId) -> Result<DeckFile, Diagnostic> {
    let mut name = None;
    let mut section = None;
    let mut entries = Vec::new();
    let mut side_decks = Vec::new();
    let mut offset = 0;
    for raw in text.split_inclusive('\n') {
        let start = offset;
        offset += raw.len();
        let code = raw.split("//").next().unwrap_or("").trim_end();
        let trimmed = code.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        let at = start + (code.len() - trimmed.len());
        let here = span_of(at, trimmed);
        if name.is_none() {
            name = Some((deck_name(trimmed, file, here)?, here));
            continue;
        }
        match trimmed {
            "missions" => section = Some(Section::Missions),
            "seed" => section = Some(Section::Seed),
            "draw" => section = Some(Section::Draw),
            "outside_game" => section = Some(Section::OutsideGame),
            _ if is_side_deck_header(trimmed) => {
                side_decks.push(side_deck_header(trimmed, at, file)?);
                section = Some(Section::SideDeck(side_decks.len() - 1));
            }
            _ => {
                let section = section.ok_or_else(|| {
                    syntax(
                        file,
                        here,
                        "a card line before any section",
                        "which section is this card in?",
                        "open a section first: a line `missions`, `seed`, `draw`, `side_deck OPENER` or `outside_game`",
                    )
                })?;
                entries.push(entry(trimmed, at, section, file)?);
            }
        }
    }
    let (name, name_span) = name.ok_or_else(|| {
        syntax(
            file,
            Span::new(0, 0),
            "the deck file is empty",
            "nothing here",
            "start with a line `deck \"Name\"`, then the sections `missions`, `seed` and `draw`",
        )
    })?;
    Ok(DeckFile {
        name,
        name_span,
        entries,
        side_decks,
    })
}

/// Whether a line opens a side deck section: `side_deck` alone or followed by a title.
fn is_side_deck_header(line: &str) -> bool {
    line == "side_deck" || line.starts_with("side_deck ")
}

/// `side_deck Q's Tent`: the title of the doorway that opens the side deck.
fn side_deck_header(line: &str, at: usize, file: FileId) -> Result<SideDeckHeader, Diagnostic> {
    let opener = line["side_deck".len()..].trim_start();
    if opener.is_empty() {
        return Err(syntax(
            file,
            span_of(at, line),
            "a side deck without the card that opens it",
            "which doorway opens this side deck?",
            "name the doorway after `side_deck`: side_deck Q's Tent (S:390)",
        ));
    }
    Ok(SideDeckHeader {
        opener: opener.to_string(),
        span: span_of(at + (line.len() - opener.len()), opener),
    })
}

/// `deck "Name"`.
fn deck_name(line: &str, file: FileId, here: Span) -> Result<String, Diagnostic> {
    let quoted = line.strip_prefix("deck").map(str::trim_start);
    match quoted
        .and_then(|q| q.strip_prefix('"'))
        .and_then(|q| q.strip_suffix('"'))
    {
        Some(name) if !name.is_empty() => Ok(name.to_string()),
        _ => Err(syntax(
            file,
            here,
            "a deck file starts with its name",
            "expected `deck \"Name\"`",
            "write the deck's name first, in quotes: deck \"Federation Away Teams\"",
        )),
    }
}

/// The most copies one card line may count. The rules set no deck size limit, but a count
/// beyond any real deck would make the game build millions of cards and run out of memory
/// (a fuzzed deck asked for 103 GB): such a line is refused where it is written.
const MAX_COPIES: usize = 1_000;

/// `3 Tricorder` or `Tricorder`.
fn entry(line: &str, at: usize, section: Section, file: FileId) -> Result<Entry, Diagnostic> {
    let (count, title, title_at) = match line.split_once(' ') {
        Some((number, rest)) if number.chars().all(|c| c.is_ascii_digit()) => {
            let count: usize = number.parse().map_err(|_| {
                syntax(
                    file,
                    span_of(at, number),
                    format!("`{number}` is too many copies"),
                    "this count",
                    "write how many copies, a small whole number",
                )
            })?;
            if count > MAX_COPIES {
                return Err(syntax(
                    file,
                    span_of(at, number),
                    format!("{count} copies on one line, more than {MAX_COPIES}"),
                    "this count",
                    "a card line counts at most 1000 copies: no deck holds more of one card",
                ));
            }
            let title = rest.trim_start();
            (count, title, at + (line.len() - title.len()))
        }
        _ => (1, line, at),
    };
    if count == 0 {
        return Err(syntax(
            file,
            span_of(at, line),
            "a card line with no copies",
            "zero copies",
            "drop the line, or write how many copies the deck holds",
        ));
    }
    Ok(Entry {
        section,
        count,
        title: title.to_string(),
        span: span_of(title_at, title),
    })
}
