//! `cargo bench`: the speed figures of BENCHMARKS.md, each a pair measured in the same run.
//!
//! - `pool/*`: loading the bundled pool from source held in memory (parse, resolve, check),
//!   cold (`source`) and warm (`cached`: the load cache under `target/bench-load-cache`),
//!   against `serde_json::from_str::<Value>` on the same cards exported as JSON, at 1, 10
//!   and 100 times the pool (copies under new titles).
//! - `games/*`: whole random games between the two bundled decks, on one core and on all
//!   (the cores take the games of an iteration from one queue, as `stccg simulate` does).
//! - `decision/*`: one decision (the engine running up to the next question) with 10 and
//!   with 200 cards in play.
//! - `answer/middle_1_20`: one real answer (`Game::answer`, up to the next decision) on the
//!   states halfway through the random games of seeds 1-20, in turn.
//! - `state/clone`: cloning the state of a game in its middle; its size is printed first.

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput};
use serde_json::Value;
use stccg_runtime::agent::RandomAgent;
use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::Game;
use stccg_runtime::state::{GameState, Place};
use stccg_tests::{decision_board, runtime_pool, setup, workspace_root};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The allocator of the `stccg` binary, so the games are timed as the command plays them.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Every `.card` file of the bundled pool, read into memory: (name, text).
fn pool_sources() -> Vec<(String, String)> {
    let mut paths = Vec::new();
    collect(&workspace_root().join("cards"), &mut paths);
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a card file");
            (path.display().to_string(), text)
        })
        .collect()
}

fn collect(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the cards folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "card") {
            out.push(path);
        }
    }
}

/// The pool `times` over: copy `n` of each card is titled "<title> ~n" (copy 0 keeps its
/// title), so every card stays unique.
fn multiplied(sources: &[(String, String)], times: usize) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for copy in 0..times {
        for (name, text) in sources {
            let text = if copy == 0 { text.clone() } else { retitled(text, copy) };
            out.push((format!("{name}~{copy}"), text.into_bytes()));
        }
    }
    out
}

/// The card text with " ~copy" added to the title of its card (the first `kind "Title"`
/// at the start of a line).
fn retitled(text: &str, copy: usize) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut done = false;
    for line in text.split_inclusive('\n') {
        let starts_card = line.starts_with(|c: char| c.is_ascii_lowercase()) && line.contains(" \"");
        if !done && starts_card {
            if let Some(close) = line.find(" {").and_then(|brace| line[..brace].rfind('"')) {
                out.push_str(&line[..close]);
                out.push_str(&format!(" ~{copy}"));
                out.push_str(&line[close..]);
                done = true;
                continue;
            }
        }
        out.push_str(line);
    }
    out
}

/// Loads files held in memory as `stccg check` does: the stdlib, then parse, resolve and
/// check every card.
fn load(files: &[(String, Vec<u8>)]) -> stccg_lang::load::Pool {
    let borrowed: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    stccg_lang::load::load_bytes(&borrowed, &[])
}

/// [`load`] with the load cache in `folder`, as `stccg check` loads by default.
fn load_cached(files: &[(String, Vec<u8>)], folder: &std::path::Path) -> stccg_lang::load::Pool {
    let borrowed: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    stccg_lang::load::load_bytes_cached(&borrowed, &[], &stccg_lang::load::Cache::In(folder.to_path_buf()))
}

fn pool_loading(c: &mut Criterion) {
    let sources = pool_sources();
    let mut group = c.benchmark_group("pool");
    group.sample_size(10).warm_up_time(Duration::from_secs(1));
    for times in [1usize, 10, 100] {
        let files = multiplied(&sources, times);
        let loaded = load(&files);
        let errors = loaded.count(stccg_lang::diag::Severity::Error);
        assert_eq!(errors, 0, "the {times}x pool loads clean");
        let json = CardPool::from_lang(&loaded).expect("a clean pool").to_json_text();
        drop(loaded);
        let bytes: usize = files.iter().map(|(_, b)| b.len()).sum();
        println!(
            "pool {times}x: {} card files, {bytes} bytes of source, {} bytes of JSON",
            files.len(),
            json.len()
        );
        group.throughput(Throughput::Elements(files.len() as u64));
        group.measurement_time(Duration::from_secs(if times == 100 { 30 } else { 5 }));
        group.bench_function(BenchmarkId::new("source", format!("{times}x")), |b| {
            b.iter(|| black_box(load(&files)))
        });
        // Warm: the cache written by a first load, then read by every load measured.
        let folder = workspace_root().join("target").join("bench-load-cache");
        let warm = load_cached(&files, &folder);
        assert_eq!(warm.count(stccg_lang::diag::Severity::Error), 0);
        drop(warm);
        group.bench_function(BenchmarkId::new("cached", format!("{times}x")), |b| {
            b.iter(|| black_box(load_cached(&files, &folder)))
        });
        group.bench_function(BenchmarkId::new("serde_json", format!("{times}x")), |b| {
            b.iter(|| black_box(serde_json::from_str::<Value>(&json).expect("the export is JSON")))
        });
    }
    group.finish();
}

/// Plays one seeded random game to its end; the number of answers given. The random agents
/// answer by index: the decisions' labels are never built (`Game::show_every_decision`).
fn play(pool: &Arc<CardPool>, seed: u64) -> usize {
    let mut game = Game::new(pool.clone(), setup(seed)).expect("the bundled decks are valid");
    game.show_every_decision(false);
    let mut agents = [RandomAgent::new(seed ^ 0xA5A5), RandomAgent::new(seed ^ 0x5A5A)];
    let mut answers = 0;
    while let Some(asked) = game.asked() {
        let choice = agents[asked.player.index()].pick(asked.count);
        // An answer refused for an engine error is undone; the agent decides again.
        let _ = game.answer(choice);
        answers += 1;
    }
    answers
}

fn games(c: &mut Criterion) {
    let pool = runtime_pool();
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    println!("games: {threads} cores");
    let mut group = c.benchmark_group("games");
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("one_core", |b| {
        b.iter(|| {
            seed += 1;
            black_box(play(&pool, seed % 100))
        })
    });
    // Each iteration plays GAMES_PER_ROUND games on all cores, each core taking the next
    // seed from one queue when its game ends: games of different lengths do not leave a core
    // idle while another finishes a long one (as pairs of games did).
    const GAMES_PER_ROUND: u64 = 8;
    group.throughput(Throughput::Elements(GAMES_PER_ROUND));
    let mut round = 0u64;
    group.bench_function(BenchmarkId::new("all_cores", threads), |b| {
        b.iter(|| {
            round += 1;
            let next = AtomicU64::new(0);
            std::thread::scope(|scope| {
                for _ in 0..threads {
                    let (pool, next) = (&pool, &next);
                    scope.spawn(move || loop {
                        let game = next.fetch_add(1, Ordering::Relaxed);
                        if game >= GAMES_PER_ROUND {
                            break;
                        }
                        black_box(play(pool, (round * GAMES_PER_ROUND + game) % 100));
                    });
                }
            });
        })
    });
    group.finish();
}

fn decisions(c: &mut Criterion) {
    let pool = runtime_pool();
    let mut group = c.benchmark_group("decision");
    group.sample_size(20).measurement_time(Duration::from_secs(5));
    for in_play in [10usize, 200] {
        let state = decision_board(&pool, in_play);
        let game = Game::from_board(pool.clone(), state.clone());
        let decision = game.pending().expect("a decision at my orders");
        println!("decision with {in_play} in play: {} options", decision.options.len());
        group.bench_function(BenchmarkId::new("in_play", in_play), |b| {
            b.iter_batched(
                || state.clone(),
                |state| black_box(Game::from_board(pool.clone(), state)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

/// The game of `seed` halfway through its answers, with the answer its agent gives there.
fn middle_game(pool: &Arc<CardPool>, seed: u64) -> (Game, usize) {
    let total = play(pool, seed);
    let mut game = Game::new(pool.clone(), setup(seed)).expect("the bundled decks are valid");
    game.show_every_decision(false);
    let mut agents = [RandomAgent::new(seed ^ 0xA5A5), RandomAgent::new(seed ^ 0x5A5A)];
    for _ in 0..total / 2 {
        let Some(asked) = game.asked() else { break };
        let choice = agents[asked.player.index()].pick(asked.count);
        let _ = game.answer(choice);
    }
    let asked = game.asked().expect("a decision halfway through");
    let choice = agents[asked.player.index()].pick(asked.count);
    (game, choice)
}

fn answers(c: &mut Criterion) {
    let pool = runtime_pool();
    let middles: Vec<(Game, usize)> = (1..=20).map(|seed| middle_game(&pool, seed)).collect();
    let in_hand: usize = middles
        .iter()
        .map(|(game, _)| {
            game.state()
                .cards
                .iter()
                .filter(|card| matches!(card.place, Place::Hand { .. }))
                .count()
        })
        .sum();
    println!("answer: the middles of seeds 1-20, {in_hand} cards in hand in all");
    let mut group = c.benchmark_group("answer");
    group.sample_size(50).measurement_time(Duration::from_secs(5));
    let mut next = 0usize;
    group.bench_function("middle_1_20", |b| {
        b.iter_batched(
            || {
                next = (next + 1) % middles.len();
                middles[next].clone()
            },
            |(mut game, choice)| {
                let _ = game.answer(choice);
                black_box(game)
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

/// The state of seed 1's game halfway through its answers.
fn middle_state(pool: &Arc<CardPool>) -> GameState {
    let total = play(pool, 1);
    let mut game = Game::new(pool.clone(), setup(1)).expect("the bundled decks are valid");
    game.show_every_decision(false);
    let mut agents = [RandomAgent::new(1 ^ 0xA5A5), RandomAgent::new(1 ^ 0x5A5A)];
    for _ in 0..total / 2 {
        let Some(asked) = game.asked() else { break };
        let choice = agents[asked.player.index()].pick(asked.count);
        let _ = game.answer(choice);
    }
    game.state().clone()
}

/// The bytes a state takes in memory: its own, its cards', its zones' and its spaceline's
/// (the smaller lists of the flow and statuses are not counted).
fn state_bytes(state: &GameState) -> usize {
    use std::mem::size_of;
    let card = size_of::<stccg_runtime::state::CardState>() + 2 * size_of::<usize>() + size_of::<usize>();
    let zones: usize = state
        .zones
        .iter()
        .map(|(_, cards)| size_of::<(Place, Vec<stccg_runtime::ids::CardId>)>() + cards.len() * 4)
        .sum();
    size_of::<GameState>()
        + state.cards.len() * card
        + zones
        + state.location_store.len() * size_of::<stccg_runtime::state::Location>()
        + state.spaceline.len() * size_of::<stccg_runtime::ids::LocationId>()
}

fn state_clone(c: &mut Criterion) {
    let pool = runtime_pool();
    let state = middle_state(&pool);
    let in_play = state.cards.iter().filter(|card| card.place.in_play()).count();
    println!(
        "state in the middle of seed 1: {} cards, {in_play} in play, about {} bytes in memory",
        state.cards.len(),
        state_bytes(&state)
    );
    let mut group = c.benchmark_group("state");
    group.sample_size(50).measurement_time(Duration::from_secs(3));
    group.bench_function("clone", |b| b.iter(|| black_box(state.clone())));
    // A clone that then changes every card: the copy-on-write cost paid in full.
    group.bench_function("clone_and_touch_every_card", |b| {
        b.iter(|| {
            let mut copy = state.clone();
            for index in 0..copy.cards.len() {
                copy.cards[index].status.range_used += 0;
            }
            black_box(copy)
        })
    });
    group.finish();
}

/// Whether a group is wanted by the filters on the command line (`cargo bench -- pool/`):
/// every group when none is given. The groups' setup (the 100x pool, whole games) is
/// skipped for the others.
fn wanted(group: &str) -> bool {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-') && a.chars().any(char::is_alphabetic))
        .collect();
    filters.is_empty()
        || filters
            .iter()
            .any(|f| f.starts_with(group) || group.starts_with(f.as_str()))
}

/// A benchmark group: its name (for the command line's filter) and the function that runs it.
type Group = (&'static str, fn(&mut Criterion));

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    let groups: [Group; 5] = [
        ("state", state_clone),
        ("decision", decisions),
        ("answer", answers),
        ("games", games),
        ("pool", pool_loading),
    ];
    for (name, group) in groups {
        if wanted(name) {
            group(&mut criterion);
        }
    }
    criterion.final_summary();
}
