//! The semantic fuzzer: it mutates cards of the bundled decks into other valid cards (an
//! attribute, a skill or an effect's verb changed, an ability copied from another card of
//! the pool), keeps the mutants that still check clean, and plays seeded games with them.
//! No game may panic or halt (a loop the mutant made is stopped by the budget, which is
//! right), and every refused answer must leave the game at a decision it was at before, in
//! the state it had there.

use stccg_runtime::agent::{Agent, RandomAgent};
use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::{AnswerRejected, Game};
use stccg_runtime::interp::EngineError;
use stccg_runtime::rng::Rng;
use std::collections::VecDeque;
use std::sync::Arc;

/// Verbs an effect may trade for one another.
const VERBS: &[&str] = &[
    "kill",
    "discard",
    "stop",
    "destroy",
    "nullify",
    "unstop",
    "return_to_hand",
];

/// Skills a skill may trade for.
const SKILLS: &[&str] = &[
    "Diplomacy",
    "Medical",
    "Science",
    "Engineer",
    "Navigation",
    "Honor",
    "Leadership",
];

/// How many decisions a game may take.
const DECISIONS: usize = 600;

/// The bundled card files as (path, text).
fn bundled() -> Vec<(String, String)> {
    let root = stccg_tests::workspace_root().join("cards");
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "card" || e == "errata") {
                out.push((
                    path.display().to_string(),
                    std::fs::read_to_string(&path).expect("a card"),
                ));
            }
        }
    }
    out.sort();
    out
}

/// One semantic mutation of a card's text (the title is never touched).
fn mutate_card(text: &str, donor: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let body: Vec<usize> = (1..lines.len().saturating_sub(1)).collect();
    if body.is_empty() {
        return text.to_string();
    }
    let at = body[rng.below(body.len())];
    match rng.below(4) {
        0 => {
            // A number on a line changed to another small one.
            let line = &lines[at];
            if let Some(start) = line.find(|c: char| c.is_ascii_digit()) {
                let end = line[start..]
                    .find(|c: char| !c.is_ascii_digit())
                    .map_or(line.len(), |e| start + e);
                lines[at] = format!("{}{}{}", &line[..start], rng.below(12), &line[end..]);
            }
        }
        1 => {
            for skill in SKILLS {
                if lines[at].contains(skill) {
                    lines[at] = lines[at].replacen(skill, SKILLS[rng.below(SKILLS.len())], 1);
                    break;
                }
            }
        }
        2 => {
            let indent = lines[at].len() - lines[at].trim_start().len();
            let word = lines[at].trim_start().split(' ').next().unwrap_or("").to_string();
            if VERBS.contains(&word.as_str()) {
                let verb = VERBS[rng.below(VERBS.len())];
                lines[at] = format!("{}{verb}{}", " ".repeat(indent), &lines[at][indent + word.len()..]);
            }
        }
        _ => {
            // An ability of another card: the lines from a `when`, `action` or `static` to the
            // closing brace at its indent.
            let donor: Vec<&str> = donor.lines().collect();
            let starts: Vec<usize> = (0..donor.len())
                .filter(|&i| {
                    ["  when ", "  action ", "  static ", "  on play"]
                        .iter()
                        .any(|p| donor[i].starts_with(p))
                })
                .collect();
            if let Some(&start) = starts.get(rng.below(starts.len().max(1))) {
                if let Some(end) = (start..donor.len()).find(|&i| donor[i] == "  }") {
                    let ability: Vec<String> = donor[start..=end].iter().map(|l| l.to_string()).collect();
                    let last = lines.len() - 1;
                    lines.splice(last..last, ability);
                }
            }
        }
    }
    lines.join("\n") + "\n"
}

/// The pool with one card file replaced, if it still loads clean.
fn pool_with(files: &[(String, String)], index: usize, text: &str) -> Option<Arc<CardPool>> {
    let bytes: Vec<(&str, &[u8])> = files
        .iter()
        .enumerate()
        .map(|(i, (name, original))| {
            (
                name.as_str(),
                if i == index {
                    text.as_bytes()
                } else {
                    original.as_bytes()
                },
            )
        })
        .collect();
    let pool = stccg_lang::load::load_bytes(&bytes, &[]);
    if pool.count(stccg_lang::diag::Severity::Error) > 0 {
        return None;
    }
    CardPool::from_lang(&pool).ok().map(Arc::new)
}

/// Plays a seeded game on the pool; returns whether the budget stopped a loop.
fn play(pool: Arc<CardPool>, seed: u64, what: &str) -> bool {
    let mut setup = stccg_tests::setup(seed);
    setup.ruleset = ["glossary-current", "faq-1995", "printed"][seed as usize % 3].into();
    let mut game = Game::new(pool, setup).expect("the bundled decks");
    let mut agents = [RandomAgent::new(seed), RandomAgent::new(seed ^ 1)];
    let mut seen: VecDeque<_> = VecDeque::new();
    for _ in 0..DECISIONS {
        let Some(decision) = game.pending().cloned() else { break };
        seen.push_back((game.state().clone(), decision.clone()));
        if seen.len() > 64 {
            seen.pop_front();
        }
        let choice = agents[decision.player.index()].decide(&decision);
        match game.answer(choice) {
            Ok(()) => {}
            Err(AnswerRejected::Engine(EngineError::Looped { .. })) => return true,
            Err(refused) => {
                let back = seen
                    .iter()
                    .any(|(state, asked)| game.state() == state && game.pending() == Some(asked));
                assert!(
                    back,
                    "{what}: the refusal ({refused}) left the game at no earlier decision"
                );
            }
        }
    }
    match game.halted() {
        None => false,
        Some(EngineError::Looped { .. }) => true,
        Some(error) => panic!("{what}: the game halted: {error}"),
    }
}

#[test]
fn mutated_cards_play_without_panic_halt_or_a_refusal_left_half_done() {
    let games = super::env_number("STCCG_FUZZ_GAMES", 12) as usize;
    let first = super::env_number("STCCG_FUZZ_SEED", 0);
    let files = bundled();
    let deck_titles: Vec<String> = ["federation", "klingon"]
        .iter()
        .flat_map(|d| stccg_tests::deck(d).cards)
        .collect();
    let used: Vec<usize> = (0..files.len())
        .filter(|&i| deck_titles.iter().any(|t| files[i].1.contains(&format!(" \"{t}\" {{"))))
        .filter(|&i| files[i].0.ends_with(".card"))
        .collect();
    let (mut played, mut invalid, mut loops) = (0, 0, 0);
    let mut seed = first;
    while played < games && seed < first + games as u64 * 20 {
        let mut rng = Rng::new(seed);
        let index = used[rng.below(used.len())];
        let donor = &files[used[rng.below(used.len())]].1;
        let text = mutate_card(&files[index].1, donor, &mut rng);
        seed += 1;
        let Some(pool) = pool_with(&files, index, &text) else {
            invalid += 1;
            continue;
        };
        let what = format!("seed {} ({})", seed - 1, files[index].0);
        loops += usize::from(play(pool, seed, &what));
        played += 1;
    }
    assert_eq!(played, games, "too few mutants checked clean ({invalid} did not)");
    println!("semantic fuzz: {played} games with mutated cards ({invalid} mutants invalid, {loops} loops stopped by the budget)");
}
