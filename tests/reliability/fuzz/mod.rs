//! The fuzzers, on stable Rust (docs/fuzzing.md). The mutation fuzzer runs seeded mutants of
//! every input kind (`inputs`) through their harness, each in a thread of its own with a time
//! limit: a panic, a run past the limit or a diagnostic without a location fails the test,
//! names the seed, and writes the input to `target/fuzz-failures/` to be kept as a fixture
//! under `tests/reliability/fixtures/` (every file there runs through its kind's harness).
//! The semantic fuzzer (`semantic`) mutates cards into other valid cards and plays games.
//!
//! `STCCG_FUZZ=N` sets the mutants per kind (default [`DEFAULT_MUTANTS`]), `STCCG_FUZZ_SEED`
//! the first seed; `STCCG_FUZZ_GAMES` the semantic fuzzer's games.

mod inputs;
mod mutate;
mod semantic;

use inputs::{kinds, Kind, Seed};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Mutants per kind in `cargo test`: all five kinds take about a minute on two cores.
const DEFAULT_MUTANTS: u64 = 400;

/// How long one input may take, in a debug build on a busy machine.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// A mutant slower than this is written out and named (not a failure: loading is measured
/// in BENCHMARKS.md).
const SLOW: Duration = Duration::from_secs(2);

/// A number from the environment, or a default.
fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|n| n.parse().ok()).unwrap_or(default)
}

/// What went wrong with one input.
enum Outcome {
    Fine(Duration),
    Panicked(String),
    Unlocated(String),
    Hung,
}

/// Runs one input through its kind's harness in a thread of its own, with the time limit.
fn run_one(harness: fn(&Seed, &[u8]) -> Result<(), String>, seed: &'static Seed, bytes: Vec<u8>) -> Outcome {
    let (send, receive) = mpsc::channel();
    let started = Instant::now();
    std::thread::spawn(move || {
        let result = std::panic::catch_unwind(|| harness(seed, &bytes));
        let _ = send.send(result);
    });
    match receive.recv_timeout(TIME_LIMIT) {
        Ok(Ok(Ok(()))) => Outcome::Fine(started.elapsed()),
        Ok(Ok(Err(problem))) => Outcome::Unlocated(problem),
        Ok(Err(panic)) => Outcome::Panicked(
            panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default(),
        ),
        Err(mpsc::RecvTimeoutError::Timeout) => Outcome::Hung,
        Err(mpsc::RecvTimeoutError::Disconnected) => Outcome::Panicked("the harness thread died".into()),
    }
}

/// The kinds, built once and kept for the threads.
fn all_kinds() -> &'static [Kind] {
    static KINDS: std::sync::OnceLock<Vec<Kind>> = std::sync::OnceLock::new();
    KINDS.get_or_init(kinds)
}

fn kind(name: &str) -> &'static Kind {
    all_kinds().iter().find(|k| k.name == name).expect("a fuzzed kind")
}

/// Writes a failing input where it can be kept as a fixture; returns the path.
fn keep(kind: &Kind, seed: u64, bytes: &[u8]) -> String {
    let dir = stccg_tests::workspace_root().join("target/fuzz-failures");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{}-{seed}.{}", kind.name, kind.extension));
    let _ = std::fs::write(&path, bytes);
    path.display().to_string()
}

/// Runs the mutants of one kind and fails on the first problem.
fn fuzz(name: &str) {
    let kind = kind(name);
    let count = env_number("STCCG_FUZZ", DEFAULT_MUTANTS);
    let first = env_number("STCCG_FUZZ_SEED", 0);
    let started = Instant::now();
    let (mut slowest, mut slowest_seed) = (Duration::ZERO, first);
    for seed in first..first + count {
        let input = &kind.seeds[seed as usize % kind.seeds.len()];
        let other = &kind.seeds[(seed as usize / 7 + 1) % kind.seeds.len()];
        // Half the records' mutants stay JSON, to reach the replay itself.
        let bytes = if kind.name == "records" && seed % 2 == 0 {
            mutate::mutate_record(&input.bytes, seed)
        } else {
            mutate::mutate(&input.bytes, &other.bytes, seed)
        };
        let problem = match run_one(kind.harness, input, bytes.clone()) {
            Outcome::Fine(took) => {
                if took > SLOW {
                    println!("fuzz {name}: mutant {seed} took {took:?}: {}", keep(kind, seed, &bytes));
                }
                if took > slowest {
                    slowest = took;
                    slowest_seed = seed;
                }
                continue;
            }
            Outcome::Panicked(message) => format!("panicked: {message}"),
            Outcome::Unlocated(problem) => format!("a diagnostic without a location: {problem}"),
            Outcome::Hung => format!("ran past {TIME_LIMIT:?}"),
        };
        let path = keep(kind, seed, &bytes);
        panic!(
            "{name}: mutant {seed} of {} {problem}; the input is {path}: keep it under tests/reliability/fixtures/",
            input.name
        );
    }
    println!(
        "fuzz {name}: {count} mutants from seed {first}: 0 panics, 0 hangs, 0 unlocated diagnostics in {:?} (slowest {slowest:?}, seed {slowest_seed})",
        started.elapsed()
    );
}

#[test]
fn fuzz_card_files() {
    fuzz("cards");
}

#[test]
fn fuzz_errata_files() {
    fuzz("errata");
}

#[test]
fn fuzz_deck_files() {
    fuzz("decks");
}

#[test]
fn fuzz_scenario_files() {
    fuzz("scenarios");
}

#[test]
fn fuzz_replay_records() {
    fuzz("records");
}

/// Every input that ever broke something, kept under `fixtures/`, runs through its kind's
/// harness without a panic, a hang or a diagnostic without a location.
#[test]
fn every_kept_input_runs_through_its_harness() {
    let dir = super::fixtures();
    let mut ran = 0;
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the fixtures")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    for path in paths {
        let Some(kind) = all_kinds()
            .iter()
            .find(|k| path.extension().is_some_and(|e| e == k.extension))
        else {
            continue;
        };
        if path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("slow_"))
        {
            // Known slow to load (issue 19, item 3): `slow_inputs` checks they finish.
            continue;
        }
        let bytes = std::fs::read(&path).expect("a fixture");
        let seed: &'static Seed = Box::leak(Box::new(Seed {
            name: path
                .file_name()
                .map_or("fixture".into(), |n| n.to_string_lossy().into_owned()),
            bytes: bytes.clone(),
            companions: Vec::new(),
        }));
        match run_one(kind.harness, seed, bytes) {
            Outcome::Fine(_) => ran += 1,
            Outcome::Panicked(message) => panic!("{}: panicked: {message}", path.display()),
            Outcome::Unlocated(problem) => panic!("{}: {problem}", path.display()),
            Outcome::Hung => panic!("{}: ran past {TIME_LIMIT:?}", path.display()),
        }
    }
    assert!(ran >= 10, "only {ran} fixtures ran");
}
