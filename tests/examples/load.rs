//! Loading the bundled pool from source against parsing its export as JSON, for a profiler:
//! `cargo build --release -p stccg-tests --example load`, then
//! `valgrind --tool=callgrind <target>/release/examples/load`, then
//! `callgrind_annotate --inclusive=yes`: the cold load is `load::from_source` plus the
//! parsing threads (`stccg_lang::load::loader::parse_file`, run on threads of their own: a
//! `--toggle-collect` of `from_source` would miss them), the warm load `load::from_cache`
//! (called from `main`, not from `fill_cache`, which wrote the cache just before), serde_json `load::from_json`. callgrind runs
//! one thread at a time: the counts are the work of all cores added up.

use stccg_runtime::defs::CardPool;
use std::hint::black_box;

/// Loads the files as `stccg check` does: the embedded stdlib, then parse, resolve, check.
#[inline(never)]
fn from_source(files: &[(String, Vec<u8>)]) -> stccg_lang::load::Pool {
    let borrowed: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    stccg_lang::load::load_bytes(&borrowed, &[])
}

/// Loads the files as [`from_source`] does, with the load cache in `folder` (written by an
/// earlier load): the warm load.
#[inline(never)]
fn from_cache(files: &[(String, Vec<u8>)], folder: &std::path::Path) -> stccg_lang::load::Pool {
    let borrowed: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    stccg_lang::load::load_bytes_cached(&borrowed, &[], &stccg_lang::load::Cache::In(folder.to_path_buf()))
}

/// [`from_cache`] run first, which writes the cache (a function of its own, so a profile tells
/// it from the warm load).
#[inline(never)]
fn fill_cache(files: &[(String, Vec<u8>)], folder: &std::path::Path) -> stccg_lang::load::Pool {
    from_cache(files, folder)
}

/// Parses the same cards, exported, into a `serde_json::Value`.
#[inline(never)]
fn from_json(json: &str) -> serde_json::Value {
    serde_json::from_str(json).expect("the export is JSON")
}

fn main() {
    let mut paths = Vec::new();
    collect(&stccg_tests::workspace_root().join("cards"), &mut paths);
    paths.sort();
    let files: Vec<(String, Vec<u8>)> = paths
        .iter()
        .map(|path| (path.display().to_string(), std::fs::read(path).expect("a card file")))
        .collect();
    let pool = from_source(&files);
    // The warm load: a first load writes the cache (uncounted work of the same kind as
    // `from_source`), the second reads it.
    let folder = stccg_tests::workspace_root().join("target").join("example-load-cache");
    drop(fill_cache(&files, &folder));
    let warm = from_cache(&files, &folder);
    assert_eq!(warm.modules, pool.modules, "the warm load gives the same trees");
    let json = CardPool::from_lang(&pool).expect("a clean pool").to_json_text();
    let value = from_json(&json);
    let bytes: usize = files.iter().map(|(_, b)| b.len()).sum();
    println!(
        "{} card files, {bytes} bytes of source, {} bytes of JSON, {} cards in the JSON",
        files.len(),
        json.len(),
        black_box(value).as_array().map_or(0, Vec::len)
    );
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
