//! The text of each card as its file writes it (printed data, the printed text quoted in
//! comments, the script), for a person to read during a game (`t Title` or `t #12`), and a
//! mission's requirements as written, for the board.

use stccg_lang::load::Pool;
use std::collections::HashMap;

/// One card's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardText {
    /// The file it is written in.
    pub file: String,
    /// The card as written there.
    pub source: String,
    /// A mission's `requirements`, as written.
    pub requirements: Option<String>,
}

/// The texts of a pool's cards, by title.
#[derive(Clone, Debug, Default)]
pub struct CardTexts {
    by_title: HashMap<String, CardText>,
}

impl CardTexts {
    /// The texts of every card of a loaded pool.
    pub fn of(pool: &Pool) -> Self {
        let mut by_title = HashMap::new();
        for (file, card) in pool.cards() {
            let text = pool.sources.text(file);
            let piece = |span: stccg_lang::span::Span| text.get(span.start()..span.end()).unwrap_or("").to_string();
            let requirements = card.field("requirements").map(|field| {
                let written = piece(field.span);
                let value = written.split_once(':').map_or(written.as_str(), |(_, v)| v);
                value.split_whitespace().collect::<Vec<_>>().join(" ")
            });
            by_title.insert(
                card.title.name.to_string(),
                CardText {
                    file: pool.sources.name(file).to_string(),
                    source: piece(card.span),
                    requirements,
                },
            );
        }
        CardTexts { by_title }
    }

    /// A card's text.
    pub fn get(&self, title: &str) -> Option<&CardText> {
        self.by_title.get(title)
    }

    /// The titles, for a suggestion when one is mistyped.
    pub fn titles(&self) -> impl Iterator<Item = &str> {
        self.by_title.keys().map(String::as_str)
    }
}
