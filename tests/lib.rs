//! Shared helpers of the test suites: where the workspace is, and diagnostics rendered as
//! plain text for snapshots.

use miette::{GraphicalReportHandler, GraphicalTheme};
use stccg_lang::diag::{Diagnostic, Rendered};
use stccg_lang::source::{FileId, SourceMap};
use std::path::PathBuf;

/// The workspace root (the folder holding `cards/` and `stdlib/`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ is inside the workspace")
        .to_path_buf()
}

/// Renders diagnostics as miette draws them, without colour, 100 columns wide.
pub fn render_plain(diagnostics: &[&Diagnostic], sources: &SourceMap) -> String {
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_links(false)
        .with_width(100);
    let mut out = String::new();
    for diagnostic in diagnostics {
        let _ = handler.render_report(&mut out, &Rendered::new(diagnostic, sources));
        out.push('\n');
    }
    out
}

/// The `// expect: CODE` annotations of a malformed-input fixture, in order.
pub fn expected_codes(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("// expect:"))
        .map(str::trim)
        .collect()
}

/// The diagnostics whose primary label is in `file`.
pub fn diagnostics_in(diagnostics: &[Diagnostic], file: FileId) -> Vec<&Diagnostic> {
    diagnostics.iter().filter(|d| d.primary().file == file).collect()
}

/// Runs the `stccg` command in-process: (exit status, stdout, stderr).
pub fn run_cli(args: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = stccg::cli::run(&args, &mut out, &mut err, false);
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// The bundled pool, loaded once and read into the engine's definitions.
pub fn runtime_pool() -> std::sync::Arc<stccg_runtime::defs::CardPool> {
    static POOL: std::sync::OnceLock<std::sync::Arc<stccg_runtime::defs::CardPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let pool = stccg_lang::load::load(
            &[workspace_root().join("cards")],
            &stccg_lang::load::StdlibSource::Embedded,
        );
        std::sync::Arc::new(stccg_runtime::defs::CardPool::from_lang(&pool).expect("the bundled pool is clean"))
    })
    .clone()
}

/// The bundled pool read once per ruleset, each with the errata in force at its date.
pub fn ruleset_pools() -> stccg_runtime::defs::RulesetPools {
    static POOLS: std::sync::OnceLock<stccg_runtime::defs::RulesetPools> = std::sync::OnceLock::new();
    POOLS
        .get_or_init(|| {
            let paths = [workspace_root().join("cards")];
            let stdlib = stccg_lang::load::StdlibSource::Embedded;
            let pool = stccg_lang::load::load(&paths, &stdlib);
            stccg_runtime::defs::RulesetPools::from_lang(&pool, &paths, &stdlib).expect("the bundled pool is clean")
        })
        .clone()
}

/// The bundled pool and the invented cards of `tests/engine/fixtures/` read once per ruleset,
/// for the scenarios of `tests/scenarios/invented/`: rules no bundled card exercises yet.
pub fn ruleset_pools_with_fixtures() -> stccg_runtime::defs::RulesetPools {
    static POOLS: std::sync::OnceLock<stccg_runtime::defs::RulesetPools> = std::sync::OnceLock::new();
    POOLS
        .get_or_init(|| {
            let root = workspace_root();
            let paths = [root.join("cards"), root.join("tests/engine/fixtures")];
            let stdlib = stccg_lang::load::StdlibSource::Embedded;
            let pool = stccg_lang::load::load(&paths, &stdlib);
            stccg_runtime::defs::RulesetPools::from_lang(&pool, &paths, &stdlib)
                .expect("the pool and fixtures are clean")
        })
        .clone()
}

/// The bundled pool and the invented cards of `tests/engine/fixtures/`, for engine tests of
/// rules no bundled card exercises yet.
pub fn runtime_pool_with_fixtures() -> std::sync::Arc<stccg_runtime::defs::CardPool> {
    static POOL: std::sync::OnceLock<std::sync::Arc<stccg_runtime::defs::CardPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let root = workspace_root();
        let pool = stccg_lang::load::load(
            &[root.join("cards"), root.join("tests/engine/fixtures")],
            &stccg_lang::load::StdlibSource::Embedded,
        );
        std::sync::Arc::new(stccg_runtime::defs::CardPool::from_lang(&pool).expect("the pool and fixtures are clean"))
    })
    .clone()
}

/// A bundled deck, `cards/decks/NAME.deck`, read and validated against the pool.
pub fn deck(name: &str) -> stccg_runtime::engine::Deck {
    let path = workspace_root().join("cards/decks").join(format!("{name}.deck"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut sources = stccg_lang::source::SourceMap::new();
    let file = sources.add(path.display().to_string(), text.clone());
    stccg_runtime::deck::read(&text, file, &runtime_pool())
        .unwrap_or_else(|problems| panic!("{} is not legal: {problems:?}", path.display()))
}

/// The two test decks under a seed.
pub fn setup(seed: u64) -> stccg_runtime::engine::GameSetup {
    stccg_runtime::engine::GameSetup {
        ruleset: "glossary-current".into(),
        seed,
        decks: [deck("federation"), deck("klingon")],
    }
}

/// The board of the `decision/in_play/N` benchmark: the play phase at player 1's orders with
/// `in_play` cards in play (one mission and personnel of the pool without game text on its
/// surface, as many as fill the count) and ten Tricorders in each draw deck.
pub fn decision_board(pool: &stccg_runtime::defs::CardPool, in_play: usize) -> stccg_runtime::state::GameState {
    use stccg_runtime::ids::PlayerId;
    use stccg_runtime::state::Place;
    let me = PlayerId(0);
    let mut board = stccg_runtime::board::Board::new(pool, stccg_runtime::state::Ruleset::GlossaryCurrent, 1);
    let (location, _) = board.mission("Diplomacy Mission", me).expect("a Premiere mission");
    let personnel: Vec<&str> = pool
        .defs
        .iter()
        .filter(|d| d.is("personnel") && d.abilities.is_empty())
        .map(|d| d.title.as_str())
        .collect();
    for index in 0..in_play - 1 {
        let title = personnel[index % personnel.len()];
        board
            .card(title, me, Place::Surface { location, player: me })
            .expect("a personnel of the pool");
    }
    for player in PlayerId::BOTH {
        for _ in 0..10 {
            board
                .card("Tricorder", player, Place::DrawDeck { player })
                .expect("Tricorder");
        }
    }
    board.turn(me, 1, stccg_runtime::engine::Segment::Orders);
    board.build()
}
