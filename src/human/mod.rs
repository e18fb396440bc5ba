//! The human agent of the terminal: it shows the board as the deciding player sees it and
//! the pending decision with options numbered from 1, then reads the choice from a line.
//!
//! A wrong entry (empty, not a number, not an option) says what is wrong and asks again. `b`
//! shows the board again; `q` or the end of the input ends the game: the agent cannot say
//! "no answer" through [`Agent::decide`], so it answers 0, remembers that the player quit,
//! and the play loop checks [`HumanAgent::has_quit`] before giving that answer to the game.

use stccg_runtime::agent::Agent;
use stccg_runtime::decision::Decision;
use stccg_runtime::defs::CardPool;
use stccg_runtime::ids::PlayerId;
use stccg_runtime::state::GameState;
use stccg_runtime::view::{render_board, render_decision};
use std::io::{BufRead, Write};

/// What a line typed at a decision means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// An option, as an index from 0.
    Choice(usize),
    /// Show the board again (`b`).
    Board,
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
        entry => match entry.parse::<usize>() {
            Ok(number) if (1..=options).contains(&number) => Ok(Entry::Choice(number - 1)),
            Ok(number) => Err(format!("{number} is not an option: {range}")),
            Err(_) => Err(format!("'{entry}' is not a number: {range}")),
        },
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
}

impl<R: BufRead, W: Write> HumanAgent<R, W> {
    /// An agent reading from `input` and writing to `output`.
    pub fn new(input: R, output: W) -> Self {
        HumanAgent {
            input,
            output,
            quit: false,
            board: None,
        }
    }

    /// Shows the board as `viewer` sees it, unless it is the board last shown to them.
    pub fn show(&mut self, state: &GameState, pool: &CardPool, viewer: PlayerId) {
        let board = render_board(state, pool, viewer);
        if self.board.as_ref() != Some(&(viewer, board.clone())) {
            self.write(&format!("\n{board}"));
            self.board = Some((viewer, board));
        }
    }

    /// Writes a line for the person (the reason an answer was refused, what happened).
    pub fn tell(&mut self, message: &str) {
        self.write(&format!("{message}\n"));
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
        let options = decision.options.len();
        self.write(&format!(
            "\n{}(enter 1 to {options}; b shows the board, q ends the game)\n",
            render_decision(decision)
        ));
        loop {
            self.write("> ");
            let line = self.read_line()?;
            match parse_entry(&line, options) {
                Ok(Entry::Choice(index)) => return Some(index),
                Ok(Entry::Quit) => return None,
                Ok(Entry::Board) => {
                    let board = self.board.as_ref().map_or_else(String::new, |(_, board)| board.clone());
                    self.write(&format!("\n{board}\n{}", render_decision(decision)));
                }
                Err(reason) => self.tell(&reason),
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

impl<R: BufRead, W: Write> Agent for HumanAgent<R, W> {
    /// The chosen option; once the person has quit, 0 without asking (see the module doc).
    fn decide(&mut self, decision: &Decision) -> usize {
        if self.quit {
            return 0;
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
        assert_eq!(parse_entry("abc", 3), Err("'abc' is not a number: enter 1 to 3".into()));
        assert_eq!(parse_entry("0", 3), Err("0 is not an option: enter 1 to 3".into()));
        assert_eq!(parse_entry("\n", 3), Err("nothing entered: enter 1 to 3".into()));
    }
}
