//! The load cache: the syntax trees of files that parsed cleanly, kept between runs so a pool
//! whose files have not changed is not parsed again. One cache file per set of files loaded
//! (named by a digest of their names), in the cache folder ([`Cache::default_folder`]).
//!
//! An entry is keyed by the digest and length of its file's text, and the whole cache file by
//! the tool's version, a digest of the grammar and syntax-tree sources it was built from, and
//! the digest of the stdlib's texts: when any of these changes the file is ignored and
//! rebuilt. The file ends with a digest of everything before it, so a truncated, corrupt or
//! foreign file is rebuilt, never trusted. Files with any diagnostic are not cached (parsing
//! them again gives their diagnostics). Writing goes to a temporary file renamed over the old
//! one, so a reader never sees half a file.

use crate::ast::Module;
use borsh::BorshDeserialize;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use std::path::{Path, PathBuf};

/// Whether and where a load keeps its cache.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Cache {
    /// No cache: every file is parsed (`--no-cache`, and every load of a test or tool that
    /// does not ask for one).
    #[default]
    Off,
    /// Cache files in this folder (created when first written).
    In(PathBuf),
}

impl Cache {
    /// The cache folder of the command line: `$STCCG_CACHE_DIR`, else `stccg` in
    /// `$XDG_CACHE_HOME`, else `~/.cache/stccg`; [`Cache::Off`] if none of these is set.
    pub fn default_folder() -> Cache {
        let from_env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        if let Some(dir) = from_env("STCCG_CACHE_DIR") {
            return Cache::In(dir);
        }
        if let Some(dir) = from_env("XDG_CACHE_HOME") {
            return Cache::In(dir.join("stccg"));
        }
        from_env("HOME").map_or(Cache::Off, |home| Cache::In(home.join(".cache").join("stccg")))
    }

    /// The cache, or [`Cache::Off`] when `no_cache` (the `--no-cache` flag).
    pub fn unless(no_cache: bool) -> Cache {
        if no_cache {
            Cache::Off
        } else {
            Cache::default_folder()
        }
    }
}

/// What opens a cache file, so another program's file (or another format's) is not read.
const MAGIC: &[u8; 8] = b"stccgAST";

/// What the trees were made by: the tool's version and a digest of the sources that decide
/// the trees' shape (the grammar, the syntax-tree types with their spans and names, and their
/// builder), computed when the tool is compiled. A tree cached by another build of the same
/// version is not trusted either when any of these differ.
const BUILD: u64 = {
    let parts: [&[u8]; 16] = [
        env!("CARGO_PKG_VERSION").as_bytes(),
        include_bytes!("../grammar/lexical.pest"),
        include_bytes!("../grammar/expr.pest"),
        include_bytes!("../grammar/statement.pest"),
        include_bytes!("../grammar/ability.pest"),
        include_bytes!("../grammar/file.pest"),
        include_bytes!("../ast/expr.rs"),
        include_bytes!("../ast/statement.rs"),
        include_bytes!("../ast/ability.rs"),
        include_bytes!("../ast/item.rs"),
        include_bytes!("../span.rs"),
        include_bytes!("../syntax/build_expr.rs"),
        include_bytes!("../syntax/build_ability.rs"),
        include_bytes!("../syntax/build_item.rs"),
        include_bytes!("../syntax/build_rule.rs"),
        include_bytes!("../syntax/mod.rs"),
    ];
    let mut hash = FNV_OFFSET;
    let mut i = 0;
    while i < parts.len() {
        hash = fnv(hash, parts[i]);
        i += 1;
    }
    hash
};

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a, usable at compile time for [`BUILD`].
const fn fnv(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}

/// A digest of some bytes: their length and two 64-bit lanes, each mixing the bytes eight
/// at a time (about one instruction a byte; the cache is read at every load, so its digests
/// must cost far less than parsing). Not cryptographic: it tells files that changed from
/// files that did not, and a damaged cache file from a whole one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Digest(u64, u64, u64);

impl Digest {
    /// The digest of `bytes`.
    pub(super) fn of(bytes: &[u8]) -> Self {
        let (mut a, mut b) = (0x243f_6a88_85a3_08d3_u64, 0x1319_8a2e_0370_7344_u64);
        let mut mix = |word: u64| {
            a = (a.rotate_left(23) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            b = (b ^ word.rotate_left(31))
                .wrapping_mul(0xff51_afd7_ed55_8ccd)
                .rotate_left(29);
        };
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            mix(u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])));
        }
        let mut last = [0u8; 8];
        last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        mix(u64::from_le_bytes(last));
        Digest(bytes.len() as u64, finish(a), finish(b))
    }

    fn write(&self, out: &mut Vec<u8>) {
        for part in [self.0, self.1, self.2] {
            out.extend_from_slice(&part.to_le_bytes());
        }
    }
}

/// The entries of a cache file read back: each file's encoded tree by its text's digest.
pub(super) struct Entries {
    bytes: Vec<u8>,
    index: HashMap<Digest, (usize, usize)>,
}

impl Entries {
    /// How many trees the file holds.
    pub(super) fn len(&self) -> usize {
        self.index.len()
    }

    /// The tree cached for a text with this digest, if there is one and it decodes.
    pub(super) fn module(&self, digest: &Digest) -> Option<Module> {
        let &(start, end) = self.index.get(digest)?;
        Module::try_from_slice(&self.bytes[start..end]).ok()
    }
}

/// Spreads every bit of a lane over the whole word (the finaliser of MurmurHash3).
fn finish(mut lane: u64) -> u64 {
    lane ^= lane >> 33;
    lane = lane.wrapping_mul(0xff51_afd7_ed55_8ccd);
    lane ^= lane >> 33;
    lane = lane.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    lane ^ (lane >> 33)
}

/// The cache file for a load of these files (by name, in order) in `folder`.
pub(super) fn file_for<'a>(folder: &Path, names: impl Iterator<Item = &'a str>) -> PathBuf {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for name in names {
        name.hash(&mut hasher);
    }
    folder.join(format!("pool-{:016x}.bin", hasher.finish()))
}

/// Reads a cache file made by this build with this stdlib; `None` if there is none, or it
/// is foreign, stale, truncated or corrupt.
pub(super) fn read(path: &Path, stdlib: &Digest) -> Option<Entries> {
    let bytes = std::fs::read(path).ok()?;
    let body_end = bytes.len().checked_sub(24)?;
    let (body, check) = bytes.split_at(body_end);
    if check != digest_bytes(&Digest::of(body)) {
        return None;
    }
    let mut reader = Reader { bytes: body, at: 0 };
    if reader.take(8)? != MAGIC || reader.u64()? != BUILD {
        return None;
    }
    if Digest(reader.u64()?, reader.u64()?, reader.u64()?) != *stdlib {
        return None;
    }
    let count = reader.u64()?;
    let mut index = HashMap::new();
    for _ in 0..count {
        let digest = Digest(reader.u64()?, reader.u64()?, reader.u64()?);
        let len = usize::try_from(reader.u64()?).ok()?;
        let start = reader.at;
        reader.take(len)?;
        index.insert(digest, (start, start + len));
    }
    (reader.at == body.len()).then_some(Entries { bytes, index })
}

/// Writes a cache file of these entries (a text's digest and its tree), replacing any
/// other; a cache that cannot be written is left as it is (the next load parses again).
pub(super) fn write(path: &Path, stdlib: &Digest, entries: &[(Digest, &Module)]) {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&BUILD.to_le_bytes());
    stdlib.write(&mut out);
    out.extend_from_slice(&(entries.len() as u64).to_le_bytes());
    for (digest, module) in entries {
        let Ok(encoded) = borsh::to_vec(*module) else { return };
        digest.write(&mut out);
        out.extend_from_slice(&(encoded.len() as u64).to_le_bytes());
        out.extend_from_slice(&encoded);
    }
    let check = digest_bytes(&Digest::of(&out));
    out.extend_from_slice(&check);
    let Some(folder) = path.parent() else { return };
    if std::fs::create_dir_all(folder).is_err() {
        return;
    }
    let temporary = path.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&temporary, &out).is_ok() && std::fs::rename(&temporary, path).is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
}

fn digest_bytes(digest: &Digest) -> Vec<u8> {
    let mut out = Vec::with_capacity(24);
    digest.write(&mut out);
    out
}

/// Reads a cache file's fields in order; `None` past its end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, len: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(len)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
}

#[cfg(test)]
mod tests {
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
        let entries = read(&cache_file(&dir), &stdlib_digest()).expect("rewritten");
        assert!(entries.module(&Digest::of(changed.as_bytes())).is_some());
        assert!(entries.module(&Digest::of(OTHER.as_bytes())).is_none());
    }

    #[test]
    fn a_file_with_diagnostics_is_not_cached() {
        let dir = folder("broken");
        let files = [("a.card", CARD), ("b.card", "event \"B\" {\n  integrity: \n}\n")];
        let cold = load(&dir, &files);
        assert!(cold.diagnostics.iter().any(|d| d.is_error()));
        let entries = read(&cache_file(&dir), &stdlib_digest()).expect("a cache file");
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
        let check = digest_bytes(&Digest::of(&body));
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
}
