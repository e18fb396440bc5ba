//! Deck files: reading one ([`parse`]), checking it against the pool and the deck rules
//! ([`validate`]), and turning it into the [`Deck`] a game starts from.

pub mod parse;
mod side_decks;
pub mod validate;

use crate::defs::CardPool;
use crate::engine::{Deck, SideDeck};
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;

pub use parse::{DeckFile, Entry, Section, SideDeckHeader};

/// Reads and validates a deck file's text: the deck, or every problem found.
pub fn read(text: &str, file: FileId, pool: &CardPool) -> Result<Deck, Vec<Diagnostic>> {
    let deck = parse::parse(text, file).map_err(|d| vec![d])?;
    let problems = validate::validate(&deck, pool, file);
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut game_deck = deck.to_deck();
    game_deck.table_seeds = deck
        .entries
        .iter()
        .filter(|e| e.section == Section::Seed)
        .filter(|e| {
            pool.find(&e.title)
                .is_some_and(|def| validate::seeds_on_table(pool, def, e) || validate::table_host_listed(&deck, pool))
        })
        .flat_map(|e| std::iter::repeat_n(e.title.clone(), e.count))
        .collect();
    Ok(game_deck)
}

impl DeckFile {
    /// The deck a game starts from: each title as many times as the deck holds it, in order.
    pub fn to_deck(&self) -> Deck {
        let titles = |wanted: &dyn Fn(Section) -> bool| -> Vec<String> {
            self.entries
                .iter()
                .filter(|e| wanted(e.section))
                .flat_map(|e| std::iter::repeat_n(e.title.clone(), e.count))
                .collect()
        };
        let side_decks = self
            .side_decks
            .iter()
            .enumerate()
            .map(|(index, header)| SideDeck {
                opener: header.opener.clone(),
                cards: titles(&|section| section == Section::SideDeck(index)),
            })
            .collect();
        Deck {
            name: self.name.clone(),
            cards: titles(&|section| !matches!(section, Section::SideDeck(_) | Section::OutsideGame)),
            side_decks,
            table_seeds: Vec::new(),
            outside_game: titles(&|section| section == Section::OutsideGame),
        }
    }
}
