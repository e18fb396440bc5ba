//! The human agent of the terminal: it shows the board as the deciding player sees it and
//! the pending decision with options numbered from 1, then reads the choice from a line.
//! The long decisions of the seed phases come in two steps ([`menus`]), with "done seeding".
//!
//! A wrong entry (empty, not a number, not an option) says what is wrong and asks again. `b`
//! shows the board again; `t #12` or `t Title` shows a visible card's text ([`texts`]); `q`
//! or the end of the input ends the game: the agent cannot say "no answer" through
//! [`Agent::decide`], so it answers 0, remembers that the player quit, and the play loop
//! checks [`HumanAgent::has_quit`] before giving that answer to the game.

pub mod menus;
pub mod texts;

pub use texts::{CardText, CardTexts};

use stccg_runtime::agent::Agent;
use stccg_runtime::decision::Decision;
use stccg_runtime::defs::CardPool;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::{GameState, Place};
use stccg_runtime::view::{player_name, render_board_with};
use std::io::{BufRead, Write};

/// What a line typed at a decision means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// An option, as an index from 0.
    Choice(usize),
    /// Show the board again (`b`).
    Board,
    /// Show a card's text (`t #12`, `t Title`).
    Text(String),
    /// End the game (`q`).
    Quit,
}

/// Reads one typed line at a decision with `options` options (numbered from 1 for people).
/// The error says what is wrong and what to enter: `'x' is not a number: enter 1 to 3`.
pub fn parse_entry(line: &str, options: usize) -> Result<Entry, String> {
    let range = format!("enter 1 to {options}");
    match line.trim() {
        "" => Err(format!("nothing entered: {range}")),
        "q" | "quit" => Ok(Entry::Quit),
        "b" | "board" => Ok(Entry::Board),
        "t" | "text" => Err("t needs a card: `t #12` or `t Title`".into()),
        entry => {
            if let Some(card) = entry.strip_prefix("t ").or_else(|| entry.strip_prefix("text ")) {
                return Ok(Entry::Text(card.trim().to_string()));
            }
            match entry.parse::<usize>() {
                Ok(number) if (1..=options).contains(&number) => Ok(Entry::Choice(number - 1)),
                Ok(number) => Err(format!("{number} is not an option: {range}")),
                Err(_) => Err(format!("'{entry}' is not a number: {range}")),
            }
        }
    }
}

/// A person at a terminal: reads choices from `input`, writes the board and the decisions
/// to `output`. One agent can serve both seats of a game played at one terminal.
pub struct HumanAgent<R: BufRead, W: Write> {
    input: R,
    output: W,
    quit: bool,
    /// The board last shown, and to whom: an unchanged board is not shown twice.
    board: Option<(PlayerId, String)>,
    /// The cards' texts, for `t`.
    texts: CardTexts,
    /// The cards the player sees on the board last shown: number and title.
    visible: Vec<(u32, String)>,
    /// The player who is done seeding, and the seed decision they are done with.
    done_seeding: Option<(PlayerId, String)>,
}

impl<R: BufRead, W: Write> HumanAgent<R, W> {
    /// An agent reading from `input` and writing to `output`.
    pub fn new(input: R, output: W) -> Self {
        Self::with_texts(input, output, CardTexts::default())
    }

    /// An agent that can show the cards' texts.
    pub fn with_texts(input: R, output: W, texts: CardTexts) -> Self {
        HumanAgent {
            input,
            output,
            quit: false,
            board: None,
            texts,
            visible: Vec::new(),
            done_seeding: None,
        }
    }

    /// Shows the board as `viewer` sees it, unless it is the board last shown to them.
    pub fn show(&mut self, state: &GameState, pool: &CardPool, viewer: PlayerId) {
        let texts = &self.texts;
        let requirements = |title: &str| texts.get(title).and_then(|t| t.requirements.clone());
        let board = render_board_with(state, pool, viewer, &requirements);
        self.visible = visible_cards(state, pool, viewer);
        if self.board.as_ref() != Some(&(viewer, board.clone())) {
            self.write(&format!("\n{board}"));
            self.board = Some((viewer, board));
        }
    }

    /// Writes a line for the person (the reason an answer was refused, what happened).
    pub fn tell(&mut self, message: &str) {
        self.write(&format!("{message}\n"));
    }

    /// Whether the agent will pass this decision without asking (the player is done seeding).
    pub fn will_pass(&self, decision: &Decision) -> bool {
        self.done_seeding.as_ref() == Some(&(decision.player, decision.prompt.clone()))
            && decision.options.iter().any(|o| o == "pass")
    }

    /// Whether the person asked to end the game (or the input ended).
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The output stream, for the play loop's own account of the game.
    pub fn output(&mut self) -> &mut W {
        &mut self.output
    }

    /// Asks until a valid entry: the chosen index, or `None` once the person quits.
    fn ask(&mut self, decision: &Decision) -> Option<usize> {
        let Some(entries) = menus::menu(decision) else {
            let options: Vec<String> = decision.options.clone();
            return self.ask_among(decision, &options);
        };
        loop {
            let labels: Vec<String> = entries.iter().map(menus::Entry::label).collect();
            let chosen = self.ask_among(decision, &labels)?;
            match &entries[chosen] {
                menus::Entry::Option(index, _) => return Some(*index),
                menus::Entry::DoneSeeding(pass) => {
                    self.done_seeding = Some((decision.player, decision.prompt.clone()));
                    return Some(*pass);
                }
                menus::Entry::Group(label, items) => {
                    let mut labels: Vec<String> = items.iter().map(|(_, item)| item.clone()).collect();
                    labels.push("back".into());
                    let step = Decision {
                        player: decision.player,
                        prompt: format!("{}: {label}", decision.prompt),
                        options: Vec::new(),
                    };
                    let chosen = self.ask_among(&step, &labels)?;
                    if let Some((index, _)) = items.get(chosen) {
                        return Some(*index);
                    }
                }
            }
        }
    }

    /// Shows a list of choices and reads one: its index, or `None` once the person quits.
    fn ask_among(&mut self, decision: &Decision, labels: &[String]) -> Option<usize> {
        let shown = Decision {
            player: decision.player,
            prompt: decision.prompt.clone(),
            options: labels.to_vec(),
        };
        let count = labels.len();
        let listing = stccg_runtime::view::render_decision(&shown);
        self.write(&format!(
            "\n{listing}(enter 1 to {count}; b shows the board, t #N or t Title a card's text, q ends the game)\n"
        ));
        loop {
            self.write("> ");
            let line = self.read_line()?;
            match parse_entry(&line, count) {
                Ok(Entry::Choice(index)) => return Some(index),
                Ok(Entry::Quit) => return None,
                Ok(Entry::Board) => {
                    let board = self.board.as_ref().map_or_else(String::new, |(_, board)| board.clone());
                    self.write(&format!("\n{board}\n{listing}"));
                }
                Ok(Entry::Text(card)) => {
                    let text = self.card_text(&card);
                    self.tell(&text);
                }
                Err(reason) => self.tell(&reason),
            }
        }
    }

    /// A card's text for `t`: by number, a card the player sees; by title, any card.
    fn card_text(&self, wanted: &str) -> String {
        let title = match wanted.trim_start_matches('#').parse::<u32>() {
            Ok(number) => match self.visible.iter().find(|(n, _)| *n == number) {
                Some((_, title)) => title.clone(),
                None => return format!("#{number} is no card you can see"),
            },
            Err(_) => wanted.trim_matches('"').to_string(),
        };
        match self.texts.get(&title) {
            Some(text) => format!("{} ({}):\n{}", title, text.file, text.source),
            None => {
                let hint = stccg_lang::suggest::help_for(&title, self.texts.titles())
                    .map(|h| format!("; {h}"))
                    .unwrap_or_default();
                format!("no card is titled \"{title}\"{hint}")
            }
        }
    }

    /// One line of input, or `None` at its end (or if it cannot be read).
    fn read_line(&mut self) -> Option<String> {
        let mut bytes = Vec::new();
        match self.input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(String::from_utf8_lossy(&bytes).into_owned()),
        }
    }

    /// Writes and flushes, so a prompt shows before the input is read. A terminal that
    /// cannot be written to is not worth stopping the game for: errors are dropped.
    fn write(&mut self, text: &str) {
        let _ = self.output.write_all(text.as_bytes());
        let _ = self.output.flush();
    }
}

/// The cards `viewer` sees, by number: those face up in play, on the table, in a discard pile
/// or out of play, and their own hand and seeds; not the opponent's hand, decks or seed cards,
/// nor what is aboard the opponent's ships or in the opponent's Away Teams (S:372).
fn visible_cards(state: &GameState, pool: &CardPool, viewer: PlayerId) -> Vec<(u32, String)> {
    let mut seen = Vec::new();
    for (place, cards) in state.zones.iter() {
        for &id in cards {
            let card = state.card(id);
            let sees = match *place {
                Place::Hand { player } | Place::SeedDeck { player } => player == viewer,
                Place::DrawDeck { .. } | Place::SideDeck { .. } => false,
                Place::SeedStack { .. } => card.owner == viewer,
                Place::Aboard { .. } | Place::Surface { .. } => card.controller == viewer,
                _ => true,
            };
            if sees {
                seen.push((id.0, pool.def(card.def).title.clone()));
            }
        }
    }
    seen
}

impl<R: BufRead, W: Write> Agent for HumanAgent<R, W> {
    /// The chosen option; once the person has quit, 0 without asking (see the module doc).
    /// A player done seeding passes without being asked, until the phase is over.
    fn decide(&mut self, decision: &Decision) -> usize {
        if self.quit {
            return 0;
        }
        if self.will_pass(decision) {
            self.tell(&format!("{} is done seeding: pass", player_name(decision.player)));
            return decision.options.iter().position(|o| o == "pass").unwrap_or(0);
        }
        match self.ask(decision) {
            Some(index) => index,
            None => {
                self.quit = true;
                self.tell("the game ends here");
                0
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_numbers_from_one_or_commands() {
        assert_eq!(parse_entry(" 2\n", 3), Ok(Entry::Choice(1)));
        assert_eq!(parse_entry("q\n", 3), Ok(Entry::Quit));
        assert_eq!(parse_entry("b", 3), Ok(Entry::Board));
        assert_eq!(parse_entry("t #12\n", 3), Ok(Entry::Text("#12".into())));
        assert_eq!(parse_entry("t Archer", 3), Ok(Entry::Text("Archer".into())));
        assert_eq!(parse_entry("abc", 3), Err("'abc' is not a number: enter 1 to 3".into()));
        assert_eq!(parse_entry("0", 3), Err("0 is not an option: enter 1 to 3".into()));
        assert_eq!(parse_entry("\n", 3), Err("nothing entered: enter 1 to 3".into()));
    }
}
