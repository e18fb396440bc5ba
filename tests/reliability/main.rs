//! Reliability (issue 19): untrusted input can neither hang nor crash anything. Every input
//! that ever broke or stalled a tool is a regression fixture under `fixtures/` (with
//! `fixtures/SOURCE.md` saying what each did), run through the commands it broke: loops of
//! triggers stop at the last decision with a diagnostic naming the cards (`loops`), lines past
//! column 65,535 render (`long_lines`), replay records without their digests are refused
//! (`records`), engine errors render with file, line and column (`engine_errors`), the slow
//! inputs finish (`slow_inputs`). Then the mutation fuzzer over every input kind and the
//! semantic fuzzer (`fuzz/`, docs/fuzzing.md), and the soak of seeded games under each
//! ruleset (`soak`).

mod engine_errors;
mod fuzz;
mod long_lines;
mod loops;
mod records;
mod slow_inputs;
mod soak;

use std::path::{Path, PathBuf};

/// The folder of the regression fixtures.
fn fixtures() -> PathBuf {
    stccg_tests::workspace_root().join("tests/reliability/fixtures")
}

/// A fixture's path as a command-line argument.
fn fixture(name: &str) -> String {
    fixtures().join(name).display().to_string()
}

/// Runs the command line in-process: (status, stdout, stderr).
/// These tests name every card file they load (a copy of the pool with the fixtures beside
/// it, or one fixture alone), so the bundled pool is left out whenever cards are named.
fn run(args: &[&str]) -> (u8, String, String) {
    let names_cards = args.contains(&"--cards")
        || (args.first() == Some(&"check") && args.iter().skip(1).any(|a| !a.starts_with('-') && *a != "json"));
    let mut args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    if names_cards {
        args.insert(1, "--no-bundled".to_string());
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = stccg::cli::run_with_input(&args, &mut "".as_bytes(), &mut out, &mut err, false);
    let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
    (status, text(out), text(err))
}

/// A fresh scratch folder for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stccg-reliability-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the scratch folder");
    dir
}

/// Copies every file under `from` into `to`, folders included.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a scratch folder");
    for entry in std::fs::read_dir(from).expect("a folder to copy") {
        let path = entry.expect("an entry").path();
        let target = to.join(path.file_name().expect("a name"));
        if path.is_dir() {
            copy_tree(&path, &target);
        } else {
            std::fs::copy(&path, &target).expect("a copied file");
        }
    }
}

/// A copy of the bundled `cards/` with the fixture cards added (`fixtures/cards/`), for the
/// commands that take `--cards DIR`.
fn cards_with_fixtures(test: &str) -> PathBuf {
    let dir = scratch(test).join("cards");
    copy_tree(&stccg_tests::workspace_root().join("cards"), &dir);
    copy_tree(&fixtures().join("cards"), &dir.join("reliability"));
    dir
}

/// The bundled pool with the fixture cards, read into the engine's definitions.
fn pool_with_fixtures() -> std::sync::Arc<stccg_runtime::defs::CardPool> {
    static POOL: std::sync::OnceLock<std::sync::Arc<stccg_runtime::defs::CardPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let root = stccg_tests::workspace_root();
        let pool = stccg_lang::load::load(
            &[root.join("cards"), fixtures().join("cards")],
            &stccg_lang::load::StdlibSource::Embedded,
        );
        let pool = stccg_runtime::defs::CardPool::from_lang(&pool).expect("the pool and the fixture cards are clean");
        std::sync::Arc::new(pool)
    })
    .clone()
}

/// A count from the environment, or a default.
fn fuzz_env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|n| n.parse().ok()).unwrap_or(default)
}
