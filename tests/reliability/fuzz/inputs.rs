//! The input kinds the fuzzer mutates, each with its seed inputs (taken from the project:
//! bundled cards, errata, decks, scenarios, and a record of a short game) and the harness that
//! runs a mutant through what reads it: load, check and lint a card; apply an erratum to the
//! card it patches; validate a deck and start a game with it; parse and run a scenario;
//! read and replay a record. Every diagnostic must have a location in its file and render.

use stccg_lang::diag::Diagnostic;
use stccg_lang::source::SourceMap;
use stccg_runtime::defs::CardPool;
use stccg_runtime::engine::{Game, GameSetup};
use stccg_runtime::interp::EngineError;
use std::path::Path;
use std::sync::Arc;

/// One kind of input.
pub(crate) struct Kind {
    /// Its name, and the extension its files take.
    pub(crate) name: &'static str,
    pub(crate) extension: &'static str,
    /// The seed inputs: name and bytes, and for an erratum the files of the cards it patches.
    pub(crate) seeds: Vec<Seed>,
    /// Runs one input; an error names what is wrong (a diagnostic without a location).
    pub(crate) harness: fn(&Seed, &[u8]) -> Result<(), String>,
}

/// A seed input.
pub(crate) struct Seed {
    pub(crate) name: String,
    pub(crate) bytes: Vec<u8>,
    /// Files loaded with it (an erratum's cards): name and text.
    pub(crate) companions: Vec<(String, Vec<u8>)>,
}

/// The files under `dir` with `extension`, sorted, at most `most` of them spread evenly.
fn files(dir: &Path, extension: &str, most: usize) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                found.push(path);
            }
        }
    }
    found.sort();
    let step = found.len().div_ceil(most.max(1)).max(1);
    found.into_iter().step_by(step).collect()
}

fn seed(path: &Path) -> Seed {
    Seed {
        name: path
            .file_name()
            .map_or("input".into(), |n| n.to_string_lossy().into_owned()),
        bytes: std::fs::read(path).expect("a seed input"),
        companions: Vec::new(),
    }
}

/// Every kind, with its seeds.
pub(crate) fn kinds() -> Vec<Kind> {
    let root = stccg_tests::workspace_root();
    let errata = files(&root.join("cards/errata"), "errata", 20)
        .iter()
        .map(|path| {
            let mut seed = seed(path);
            seed.companions = patched_cards(&root, &String::from_utf8_lossy(&seed.bytes));
            seed
        })
        .collect();
    vec![
        Kind {
            name: "cards",
            extension: "card",
            seeds: files(&root.join("cards"), "card", 60).iter().map(|p| seed(p)).collect(),
            harness: card,
        },
        Kind {
            name: "errata",
            extension: "errata",
            seeds: errata,
            harness: card,
        },
        Kind {
            name: "decks",
            extension: "deck",
            seeds: files(&root.join("cards/decks"), "deck", 10)
                .iter()
                .map(|p| seed(p))
                .collect(),
            harness: deck,
        },
        Kind {
            name: "scenarios",
            extension: "scenario",
            seeds: files(&root.join("tests/scenarios"), "scenario", 40)
                .iter()
                .map(|p| seed(p))
                .collect(),
            harness: scenario,
        },
        Kind {
            name: "records",
            extension: "log",
            seeds: vec![Seed {
                name: "record.log".into(),
                bytes: short_record(),
                companions: Vec::new(),
            }],
            harness: record,
        },
    ]
}

/// The card files of the titles an errata file patches (`errata "Title"`).
fn patched_cards(root: &Path, errata: &str) -> Vec<(String, Vec<u8>)> {
    let titles: Vec<&str> = errata
        .lines()
        .filter_map(|l| l.trim().strip_prefix("errata \"")?.split('"').next())
        .collect();
    files(&root.join("cards"), "card", usize::MAX)
        .into_iter()
        .filter(|path| {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            titles.iter().any(|t| text.contains(&format!(" \"{t}\" {{")))
        })
        .map(|path| (path.display().to_string(), std::fs::read(&path).expect("a card file")))
        .collect()
}

/// The record of the first 40 answers of a seeded game between the bundled decks.
fn short_record() -> Vec<u8> {
    let mut game = Game::new(stccg_tests::runtime_pool(), stccg_tests::setup(15)).expect("the decks are valid");
    let mut agent = stccg_runtime::agent::RandomAgent::new(15);
    for _ in 0..40 {
        let Some(decision) = game.pending().cloned() else { break };
        use stccg_runtime::agent::Agent;
        let _ = game.answer(agent.decide(&decision));
    }
    let record = stccg_runtime::replay::GameRecord::of(&game);
    serde_json::to_vec_pretty(&record).expect("a record")
}

/// Every diagnostic has its file among `sources` and its span inside the file's text, and
/// renders with its file's name.
pub(crate) fn located(diagnostics: &[Diagnostic], sources: &SourceMap) -> Result<(), String> {
    for diagnostic in diagnostics {
        let Some(label) = diagnostic.labels.first() else {
            return Err(format!("{}: no label", diagnostic.code));
        };
        if label.file.0 as usize >= sources.len() {
            return Err(format!("{}: a file not in the map", diagnostic.code));
        }
        let len = sources.text(label.file).len();
        if label.span.start() > len || label.span.end() < label.span.start() {
            return Err(format!(
                "{}: span {:?} outside {len} bytes",
                diagnostic.code, label.span
            ));
        }
        let text = stccg::diagnostics::to_text(std::slice::from_ref(diagnostic), sources, false);
        if !text.contains(sources.name(label.file)) {
            return Err(format!("{}: rendered without its file: {text}", diagnostic.code));
        }
    }
    Ok(())
}

/// An engine error about a card of the pool renders at a file of that card.
fn engine_located(error: &EngineError, pool: &CardPool) -> Result<(), String> {
    if error.card().and_then(|t| pool.find(t)).is_none() {
        return Ok(());
    }
    match stccg_runtime::report::diagnostic(error, pool) {
        Some((diagnostic, sources)) => located(&[diagnostic], &sources),
        None => Err(format!("the engine error has no location: {error}")),
    }
}

/// A card or errata file (with its companions): load, check, lint, format, lower.
fn card(seed: &Seed, bytes: &[u8]) -> Result<(), String> {
    let name = format!("fuzz/{}", seed.name);
    let mut files: Vec<(&str, &[u8])> = seed
        .companions
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    files.push((&name, bytes));
    let pool = stccg_lang::load::load_bytes(&files, &[]);
    located(&pool.diagnostics, &pool.sources)?;
    let lints = stccg_lang::lint::lint_pool(&pool);
    located(&lints, &pool.sources)?;
    if let Ok(text) = std::str::from_utf8(bytes) {
        if seed.name.ends_with(".card") {
            let mut sources = SourceMap::new();
            let file = sources.add(&name, text);
            if let Err(diagnostics) = stccg_lang::format::format_source(file, text) {
                located(&diagnostics, &sources)?;
            }
        }
    }
    if pool.count(stccg_lang::diag::Severity::Error) == 0 {
        CardPool::from_lang(&pool).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// A deck file: validate it against the bundled pool, then start a game with it.
fn deck(seed: &Seed, bytes: &[u8]) -> Result<(), String> {
    let pool = stccg_tests::runtime_pool();
    let mut sources = SourceMap::new();
    let (file, text, not_utf8) = stccg_lang::load::decode(&seed.name, bytes.to_vec(), &mut sources);
    if let Some(diagnostic) = not_utf8 {
        return located(&[diagnostic], &sources);
    }
    match stccg_runtime::deck::read(&text, file, &pool) {
        Err(problems) => located(&problems, &sources),
        Ok(deck) => {
            let setup = GameSetup {
                ruleset: "glossary-current".into(),
                seed: 1,
                decks: [deck, stccg_tests::deck("klingon")],
            };
            if let Ok(game) = Game::new(pool.clone(), setup) {
                if let Some(error) = game.halted() {
                    engine_located(error, &pool)?;
                }
            }
            Ok(())
        }
    }
}

/// A scenario file: parse it and run it under its ruleset's pool.
fn scenario(seed: &Seed, bytes: &[u8]) -> Result<(), String> {
    let mut sources = SourceMap::new();
    let (file, text, not_utf8) = stccg_lang::load::decode(&seed.name, bytes.to_vec(), &mut sources);
    if let Some(diagnostic) = not_utf8 {
        return located(&[diagnostic], &sources);
    }
    let parsed = match stccg_runtime::scenario::parse(&text, file) {
        Ok(parsed) => parsed,
        Err(diagnostic) => return located(&[diagnostic], &sources),
    };
    let pool = stccg_tests::ruleset_pools().named(&parsed.ruleset.0);
    match stccg_runtime::scenario::run(&parsed, pool.clone(), file) {
        Err(diagnostic) => located(&[diagnostic], &sources),
        Ok(outcome) => match outcome.failure.and_then(|f| f.engine) {
            Some(error) => engine_located(&error, &pool),
            None => Ok(()),
        },
    }
}

/// A replay record: read it and replay it against the bundled pool.
fn record(_: &Seed, bytes: &[u8]) -> Result<(), String> {
    let Ok(record) = serde_json::from_slice::<stccg_runtime::replay::GameRecord>(bytes) else {
        return Ok(());
    };
    let pool: Arc<CardPool> = stccg_tests::runtime_pool();
    match record.replay(pool.clone()) {
        Err(error) => match error.engine_error() {
            Some(engine) => engine_located(engine, &pool),
            None => Ok(()),
        },
        Ok(_) => Ok(()),
    }
}
