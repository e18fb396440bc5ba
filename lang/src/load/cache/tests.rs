//! The load cache's tests: warm loads equal cold ones, changed, broken, stale, corrupt and
//! foreign files are parsed again, and `--no-cache` writes nothing.

use super::*;
use crate::load::{load_bytes, load_bytes_cached, Pool};

const CARD: &str = "event \"A\" {\n  plays on table\n}\n";
const OTHER: &str = "event \"B\" {\n  plays on table\n  on play {\n    draw 1\n  }\n}\n";

/// A cache folder of its own for each test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("stccg-cache-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn load(dir: &Path, files: &[(&str, &str)]) -> Pool {
    let bytes: Vec<(&str, &[u8])> = files.iter().map(|(n, t)| (*n, t.as_bytes())).collect();
    load_bytes_cached(&bytes, &[], &Cache::In(dir.to_path_buf()))
}

fn uncached(files: &[(&str, &str)]) -> Pool {
    let bytes: Vec<(&str, &[u8])> = files.iter().map(|(n, t)| (*n, t.as_bytes())).collect();
    load_bytes(&bytes, &[])
}

/// The one cache file of a folder.
fn cache_file(dir: &Path) -> PathBuf {
    let files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the folder")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].clone()
}

fn same(a: &Pool, b: &Pool) {
    assert_eq!(a.modules, b.modules);
    assert_eq!(a.diagnostics, b.diagnostics);
}

/// The stdlib digest the loader computes for the embedded stdlib.
fn stdlib_digest() -> Digest {
    let mut text = Vec::new();
    for (name, body) in crate::stdlib::FILES {
        text.extend_from_slice(name.as_bytes());
        text.push(0);
        text.extend_from_slice(body.as_bytes());
        text.push(0);
    }
    Digest::of(&text)
}

#[test]
fn a_warm_load_reads_every_tree_and_reports_what_a_cold_one_does() {
    let dir = folder("warm");
    let files = [("a.card", CARD), ("b.card", OTHER)];
    let cold = load(&dir, &files);
    let entries = read(&cache_file(&dir), &stdlib_digest()).expect("a cache file");
    // The stdlib's files and both cards.
    assert_eq!(entries.len(), crate::stdlib::FILES.len() + 2);
    let warm = load(&dir, &files);
    same(&cold, &warm);
    same(&uncached(&files), &warm);
}

#[test]
fn a_changed_card_is_parsed_again() {
    let dir = folder("changed");
    load(&dir, &[("a.card", CARD), ("b.card", OTHER)]);
    let changed = OTHER.replace("draw 1", "draw 2");
    let files = [("a.card", CARD), ("b.card", changed.as_str())];
    let warm = load(&dir, &files);
    same(&uncached(&files), &warm);
    let mut entries = read(&cache_file(&dir), &stdlib_digest()).expect("rewritten");
    assert!(entries.module(&Digest::of(changed.as_bytes())).is_some());
    assert!(entries.module(&Digest::of(OTHER.as_bytes())).is_none());
}

#[test]
fn a_file_with_diagnostics_is_not_cached() {
    let dir = folder("broken");
    let files = [("a.card", CARD), ("b.card", "event \"B\" {\n  integrity: \n}\n")];
    let cold = load(&dir, &files);
    assert!(cold.diagnostics.iter().any(|d| d.is_error()));
    let mut entries = read(&cache_file(&dir), &stdlib_digest()).expect("a cache file");
    assert!(entries.module(&Digest::of(files[1].1.as_bytes())).is_none());
    same(&cold, &load(&dir, &files));
}

#[test]
fn another_stdlib_makes_the_cache_stale() {
    let dir = folder("stdlib");
    load(&dir, &[("a.card", CARD)]);
    let other = Digest::of(b"another stdlib");
    assert!(read(&cache_file(&dir), &other).is_none());
    assert!(read(&cache_file(&dir), &stdlib_digest()).is_some());
}

#[test]
fn a_corrupt_or_truncated_file_is_rebuilt_not_trusted() {
    let dir = folder("corrupt");
    let files = [("a.card", CARD), ("b.card", OTHER)];
    load(&dir, &files);
    let path = cache_file(&dir);
    let whole = std::fs::read(&path).expect("the cache file");
    let mut flipped = whole.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x20;
    let damaged = [
        flipped,
        whole[..whole.len() - 7].to_vec(),
        whole[..40].to_vec(),
        Vec::new(),
        b"{}".to_vec(),
    ];
    for bytes in damaged {
        std::fs::write(&path, &bytes).expect("write");
        assert!(read(&path, &stdlib_digest()).is_none());
        same(&uncached(&files), &load(&dir, &files));
        assert!(read(&path, &stdlib_digest()).is_some(), "rebuilt");
    }
}

#[test]
fn a_file_from_another_build_is_rebuilt() {
    let dir = folder("version");
    let files = [("a.card", CARD)];
    load(&dir, &files);
    let path = cache_file(&dir);
    let whole = std::fs::read(&path).expect("the cache file");
    // The same file, its build digest changed and its check digest made right again.
    let mut body = whole[..whole.len() - 24].to_vec();
    body[8..16].copy_from_slice(&(BUILD ^ 1).to_le_bytes());
    let check = Digest::of(&body).to_bytes();
    body.extend_from_slice(&check);
    std::fs::write(&path, &body).expect("write");
    assert!(read(&path, &stdlib_digest()).is_none());
    same(&uncached(&files), &load(&dir, &files));
    assert!(read(&path, &stdlib_digest()).is_some(), "rebuilt");
}

#[test]
fn no_cache_writes_nothing() {
    let dir = folder("off");
    let bytes: Vec<(&str, &[u8])> = vec![("a.card", CARD.as_bytes())];
    load_bytes_cached(&bytes, &[], &Cache::Off);
    assert!(!dir.exists());
}
