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

mod digest;

pub(super) use digest::Digest;

use crate::ast::Module;
use borsh::BorshDeserialize;
use digest::Hasher;
use std::collections::HashMap;
use std::fs::File;
use std::hash::Hash;
use std::io::{BufReader, BufWriter, Read, Seek, Write};
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
        include_bytes!("../../grammar/lexical.pest"),
        include_bytes!("../../grammar/expr.pest"),
        include_bytes!("../../grammar/statement.pest"),
        include_bytes!("../../grammar/ability.pest"),
        include_bytes!("../../grammar/file.pest"),
        include_bytes!("../../ast/expr.rs"),
        include_bytes!("../../ast/statement.rs"),
        include_bytes!("../../ast/ability.rs"),
        include_bytes!("../../ast/item.rs"),
        include_bytes!("../../span.rs"),
        include_bytes!("../../syntax/build_expr.rs"),
        include_bytes!("../../syntax/build_ability.rs"),
        include_bytes!("../../syntax/build_item.rs"),
        include_bytes!("../../syntax/build_rule.rs"),
        include_bytes!("../../syntax/mod.rs"),
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

/// The cache file for a load of these files (by name, in order) in `folder`.
pub(super) fn file_for<'a>(folder: &Path, names: impl Iterator<Item = &'a str>) -> PathBuf {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for name in names {
        name.hash(&mut hasher);
    }
    folder.join(format!("pool-{:016x}.bin", std::hash::Hasher::finish(&hasher)))
}

/// The entries of a cache file checked whole: each file's encoded tree by its text's digest,
/// read from the file when asked for, so the cache is never held whole in memory.
pub(super) struct Entries {
    file: BufReader<File>,
    /// Where the reader stands in the file.
    at: u64,
    index: HashMap<Digest, (u64, usize)>,
    /// The bytes of the last tree read, reused for the next.
    buffer: Vec<u8>,
}

impl Entries {
    /// How many trees the file holds.
    pub(super) fn len(&self) -> usize {
        self.index.len()
    }

    /// The tree cached for a text with this digest, if there is one and it decodes. Trees are
    /// read in the order they were written when asked for in that order (the loader does).
    pub(super) fn module(&mut self, digest: &Digest) -> Option<Module> {
        let &(start, len) = self.index.get(digest)?;
        if start != self.at {
            let offset = i64::try_from(start).ok()? - i64::try_from(self.at).ok()?;
            self.file.seek_relative(offset).ok()?;
        }
        self.buffer.resize(len, 0);
        self.file.read_exact(&mut self.buffer).ok()?;
        self.at = start + len as u64;
        Module::try_from_slice(&self.buffer).ok()
    }
}

/// Reads a cache file made by this build with this stdlib; `None` if there is none, or it
/// is foreign, stale, truncated or corrupt. The file is read once through to check it and
/// index its trees; the trees are decoded later, one at a time ([`Entries::module`]).
pub(super) fn read(path: &Path, stdlib: &Digest) -> Option<Entries> {
    let mut file = File::open(path).ok()?;
    let body_len = file.metadata().ok()?.len().checked_sub(24)?;
    let mut reader = Reader {
        file: BufReader::new(&mut file).take(body_len),
        hasher: Hasher::default(),
        at: 0,
        skipped: Vec::new(),
    };
    if reader.bytes::<8>()? != *MAGIC || reader.u64()? != BUILD || reader.digest()? != *stdlib {
        return None;
    }
    let count = reader.u64()?;
    let mut index = HashMap::new();
    for _ in 0..count {
        let digest = reader.digest()?;
        let len = usize::try_from(reader.u64()?).ok()?;
        let start = reader.at;
        reader.skip(len)?;
        index.insert(digest, (start, len));
    }
    if reader.at != body_len {
        return None;
    }
    let Reader {
        file: mut body, hasher, ..
    } = reader;
    let mut check = [0u8; 24];
    body.get_mut().read_exact(&mut check).ok()?;
    if check != hasher.finish().to_bytes() {
        return None;
    }
    drop(body);
    file.rewind().ok()?;
    Some(Entries {
        file: BufReader::new(file),
        at: 0,
        index,
        buffer: Vec::new(),
    })
}

/// Writes a cache file of these entries (a text's digest and its tree), replacing any
/// other; a cache that cannot be written is left as it is (the next load parses again).
/// The file streams to disk as it is encoded.
pub(super) fn write(path: &Path, stdlib: &Digest, entries: &[(Digest, &Module)]) {
    let Some(folder) = path.parent() else { return };
    if std::fs::create_dir_all(folder).is_err() {
        return;
    }
    let temporary = path.with_extension(format!("tmp{}", std::process::id()));
    let written = File::create(&temporary).and_then(|file| write_entries(file, stdlib, entries));
    if written.is_err() || std::fs::rename(&temporary, path).is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
}

fn write_entries(file: File, stdlib: &Digest, entries: &[(Digest, &Module)]) -> std::io::Result<()> {
    let mut out = Writer {
        file: BufWriter::new(file),
        hasher: Hasher::default(),
    };
    out.put(MAGIC)?;
    out.put(&BUILD.to_le_bytes())?;
    out.put(&stdlib.to_bytes())?;
    out.put(&(entries.len() as u64).to_le_bytes())?;
    let mut encoded = Vec::new();
    for (digest, module) in entries {
        encoded.clear();
        borsh::to_writer(&mut encoded, *module)?;
        out.put(&digest.to_bytes())?;
        out.put(&(encoded.len() as u64).to_le_bytes())?;
        out.put(&encoded)?;
    }
    let Writer { mut file, hasher } = out;
    file.write_all(&hasher.finish().to_bytes())?;
    file.into_inner().map_err(|e| e.into_error())?;
    Ok(())
}

/// Writes a cache file's body, digesting it on the way.
struct Writer {
    file: BufWriter<File>,
    hasher: Hasher,
}

impl Writer {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.hasher.update(bytes);
        self.file.write_all(bytes)
    }
}

/// Reads a cache file's body in order, digesting it on the way; `None` past its end.
struct Reader<R> {
    file: R,
    hasher: Hasher,
    at: u64,
    /// Where the bytes of a skipped tree pass through.
    skipped: Vec<u8>,
}

impl<R: Read> Reader<R> {
    fn bytes<const N: usize>(&mut self) -> Option<[u8; N]> {
        let mut out = [0u8; N];
        self.file.read_exact(&mut out).ok()?;
        self.hasher.update(&out);
        self.at += N as u64;
        Some(out)
    }

    fn u64(&mut self) -> Option<u64> {
        self.bytes::<8>().map(u64::from_le_bytes)
    }

    fn digest(&mut self) -> Option<Digest> {
        Some(Digest(self.u64()?, self.u64()?, self.u64()?))
    }

    /// Reads past `len` bytes (a tree), digesting them, in pieces of at most 64 KiB.
    fn skip(&mut self, mut len: usize) -> Option<()> {
        self.skipped.resize(len.min(1 << 16), 0);
        while len > 0 {
            let piece = len.min(self.skipped.len());
            self.file.read_exact(&mut self.skipped[..piece]).ok()?;
            self.hasher.update(&self.skipped[..piece]);
            self.at += piece as u64;
            len -= piece;
        }
        Some(())
    }
}

#[cfg(test)]
mod tests;
