//! Deck files: reading one ([`parse`]), checking it against the pool and the deck rules
//! ([`validate`]), and turning it into the [`Deck`] a game starts from.

pub mod parse;
pub mod validate;

use crate::defs::CardPool;
use crate::engine::Deck;
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;

pub use parse::{DeckFile, Entry, Section};

/// Reads and validates a deck file's text: the deck, or every problem found.
pub fn read(text: &str, file: FileId, pool: &CardPool) -> Result<Deck, Vec<Diagnostic>> {
    let deck = parse::parse(text, file).map_err(|d| vec![d])?;
    let problems = validate::validate(&deck, pool, file);
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(deck.to_deck())
}

impl DeckFile {
    /// The deck a game starts from: each title as many times as the deck holds it, in order.
    pub fn to_deck(&self) -> Deck {
        let cards = self
            .entries
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.title.clone(), e.count))
            .collect();
        Deck {
            name: self.name.clone(),
            cards,
        }
    }
}
