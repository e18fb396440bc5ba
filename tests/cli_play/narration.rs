//! A game one can follow: the narration of a seeded random game on two small decks is a
//! snapshot (each event a line; the end says why the game ended), `--quiet` leaves the
//! narration out, `replay --narrate` tells the same events, and a person at a terminal,
//! driven through a pipe by a script that reads what the game prints, seeds ("done
//! seeding"), reads a card's text, attempts a mission, and has an unscripted card's play
//! refused and not offered again.

use super::{path, run, scratch};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{BufRead, Read, Write};
use std::rc::Rc;

/// `stccg play` on the two small decks of `fixtures/`.
fn small_game(extra: &[&str]) -> (u8, String, String) {
    let (federation, klingon) = (
        path("tests/cli_play/fixtures/small-federation.deck"),
        path("tests/cli_play/fixtures/small-klingon.deck"),
    );
    let mut args = vec!["play", "--seed", "3", "--deck", &federation, "--deck", &klingon];
    args.extend_from_slice(extra);
    run(&args, "")
}

#[test]
fn a_seeded_random_game_is_narrated_to_its_end() {
    let (status, out, err) = small_game(&[]);
    assert_eq!(status, 0, "{err}");
    // The deck has ten cards to draw after a hand of seven: the game ends when one runs out
    // (FAQ:159, the highest score wins).
    assert!(out.contains("  the game ends: player 1's draw deck ran out; "), "{out}");
    for event in [
        "reports ",
        "beams down to ",
        "attempts ",
        "the attempt encounters ",
        "draws ",
    ] {
        assert!(out.contains(event), "no {event:?} in the narration: {out}");
    }
    insta::assert_snapshot!("small_decks_seed_3", out);

    // --quiet: the choices only.
    let (_, quiet, _) = small_game(&["--quiet"]);
    assert!(!quiet.contains("\n  "), "no narration with --quiet: {quiet}");
    assert!(quiet.contains("game over after "), "{quiet}");
    let choices = |text: &str| {
        text.lines()
            .filter(|l| !l.starts_with("  "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(choices(&quiet), choices(&out), "the same game, less told");

    // replay --narrate tells the same events.
    let log = scratch("narrated.log");
    let log_arg = log.display().to_string();
    let (status, _, err) = small_game(&["--quiet", "--log", &log_arg]);
    assert_eq!(status, 0, "{err}");
    let (status, replayed, err) = run(&["replay", "--narrate", &log_arg], "");
    assert_eq!(status, 0, "{err}");
    assert!(
        replayed.contains("  the game ends: player 1's draw deck ran out; "),
        "{replayed}"
    );
    assert!(
        replayed.contains("  player 1 attempts Hunt for DNA Program with "),
        "{replayed}"
    );
    let _ = std::fs::remove_file(log);
}

/// What the game printed so far, shared between its output and the scripted input.
#[derive(Clone, Default)]
struct Screen(Rc<RefCell<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A person at the terminal: each time the game reads a line, the script answers from what
/// the game printed since the last answer.
struct Person<F: FnMut(&str) -> String> {
    screen: Screen,
    seen: usize,
    typed: VecDeque<u8>,
    script: F,
}

impl<F: FnMut(&str) -> String> Read for Person<F> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<F: FnMut(&str) -> String> BufRead for Person<F> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.typed.is_empty() {
            let screen = self.screen.0.borrow();
            let new = String::from_utf8_lossy(&screen[self.seen..]).into_owned();
            self.seen = screen.len();
            drop(screen);
            let line = (self.script)(&new);
            self.typed.extend(line.bytes());
            self.typed.push_back(b'\n');
        }
        Ok(self.typed.as_slices().0)
    }

    fn consume(&mut self, n: usize) {
        self.typed.drain(..n);
    }
}

/// The numbered options of the last decision printed: (number, text).
fn options(screen: &str) -> Vec<(String, String)> {
    let last = &screen[screen.rfind(" decides: ").unwrap_or(0)..];
    last.lines()
        .filter_map(|l| l.trim_start().split_once(". "))
        .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect()
}

#[test]
fn a_person_seeds_reads_a_card_attempts_and_is_refused_through_a_pipe() {
    let (federation, klingon) = (path("cards/decks/federation.deck"), path("cards/decks/klingon.deck"));
    // Player 1's deck with an invented event whose text is not scripted (a `todo`): playing
    // it reaches the todo, and the game refuses it.
    let deck_text = std::fs::read_to_string(&federation)
        .expect("the deck")
        .replace("\ndraw\n", &format!("\ndraw\n{}", "  Unfinished Order\n".repeat(8)));
    let deck = scratch("unfinished.deck");
    std::fs::write(&deck, deck_text).expect("a scratch deck");
    let deck = deck.display().to_string();
    let cards = path("tests/cli_play/fixtures");
    let args: Vec<String> = [
        "play", "--seed", "2", "--agent", "human", "--cards", &cards, "--deck", &deck, "--deck", &klingon,
    ]
    .iter()
    .map(|a| a.to_string())
    .collect();

    let (mut done, mut read, mut refused, mut attempted, mut answers) = (false, false, false, false, 0);
    let script = move |screen: &str| -> String {
        answers += 1;
        attempted |= screen.contains("  player 1 attempts ");
        let options = options(screen);
        let pick = |wanted: &dyn Fn(&str) -> bool| options.iter().find(|(_, t)| wanted(t)).map(|(n, _)| n.clone());
        if answers > 1000 || attempted && refused {
            return "q".into();
        }
        if screen.contains("decides: seed a dilemma") && !done {
            done = true;
            return pick(&|t| t.starts_with("done seeding")).expect("done seeding is offered");
        }
        if screen.contains("decides: seed a facility") {
            return pick(&|t| t.contains("Federation Outpost")).unwrap_or_else(|| "1".into());
        }
        if screen.contains("decides: card play") || screen.contains("decides: execute orders") {
            if !read {
                read = true;
                return "t #0".into();
            }
            if let Some(n) = pick(&|t| t.starts_with("attempt ")) {
                return n;
            }
            if !refused {
                if let Some(n) = pick(&|t| t.starts_with("play Unfinished Order")) {
                    refused = true;
                    return n;
                }
            }
            let next = pick(&|t| t.starts_with("beam ") && t.contains(" aboard U.S.S. Enterprise"))
                .or_else(|| pick(&|t| t.starts_with("report ")));
            return next.unwrap_or_else(|| "1".into());
        }
        "1".into()
    };
    let screen = Screen::default();
    let mut person = Person {
        screen: screen.clone(),
        seen: 0,
        typed: VecDeque::new(),
        script,
    };
    let mut err = Vec::new();
    let status = stccg::cli::run_with_input(&args, &mut person, &mut screen.clone(), &mut err, false);
    let out = String::from_utf8(screen.0.borrow().clone()).expect("UTF-8");
    let err = String::from_utf8(err).expect("UTF-8");
    assert_eq!(status, 0, "{err}");

    // Seeding: the missions one at a time, then "done seeding" passes the rest of the phase.
    assert!(out.contains("(2 choices)"), "a mission placed in two steps: {out}");
    assert!(out.contains("player 1 is done seeding: pass"), "{out}");
    // The opponent's seeds are face down: counted under their mission, not named.
    assert!(out.contains("player 2: seed a card face down"), "{out}");
    assert!(out.contains("  player 2 seeds a card under "), "{out}");
    // A card's text: mission #0, Avert Disaster, as its file writes it.
    assert!(
        out.contains("> Avert Disaster (") && out.contains("requirements: Geology + Honor + INTEGRITY>35"),
        "{out}"
    );
    // The board shows each mission's owner, requirements and points.
    assert!(out.contains("Avert Disaster (#0) (player 1's) [planet, span 3, 40 points, for Federation, requires Geology + Honor + INTEGRITY>35]"), "{out}");
    // An attempt, told event by event.
    assert!(
        out.contains("> player 1: attempt ") && out.contains("  player 1 attempts "),
        "{out}"
    );
    assert!(out.contains("  the attempt of "), "{out}");
    // The unscripted card is refused, says why, and is not offered again in that situation.
    let refusal = out
        .find("(refused: \"Unfinished Order\" reached a clause that is not scripted yet")
        .expect("a refusal");
    let refused_option = out[..refusal]
        .rsplit("> player 1: ")
        .next()
        .expect("the choice")
        .trim_end()
        .to_string();
    let after = &out[refusal..];
    let next_decision = &after[after.find(" decides: ").expect("a decision after")..];
    let next_decision = &next_decision[..next_decision.find("\n> ").unwrap_or(next_decision.len())];
    assert!(
        !next_decision.contains(&refused_option),
        "{refused_option} offered again: {next_decision}"
    );
    assert!(
        after.contains(&format!("not offered again here: {refused_option} (refused: ")),
        "{after}"
    );
    assert!(out.contains("player 1 quit after "), "{out}");
}
