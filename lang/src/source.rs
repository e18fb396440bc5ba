//! The texts of loaded files, each under a [`FileId`], for diagnostics and spans. Each is an
//! [`IndexedSource`], which draws a diagnostic from the lines around it.

use crate::lines::IndexedSource;
use miette::NamedSource;
use std::sync::Arc;

/// The index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// Every file the loader has read, in load order.
#[derive(Default)]
pub struct SourceMap {
    files: Vec<IndexedSource>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        SourceMap::default()
    }

    /// Adds a file under a display name (a path, or `<stdlib>/name.card`).
    pub fn add(&mut self, name: impl AsRef<str>, text: impl Into<Arc<str>>) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files.push(IndexedSource::new(name, text.into()));
        id
    }

    /// Replaces the text of a file already added (an editor's unsaved change), keeping its id.
    pub fn replace(&mut self, id: FileId, text: impl Into<Arc<str>>) {
        let file = &mut self.files[id.0 as usize];
        *file = IndexedSource::new(file.name(), text.into());
    }

    /// The display name of a file.
    pub fn name(&self, id: FileId) -> &str {
        self.files[id.0 as usize].name()
    }

    /// The text of a file.
    pub fn text(&self, id: FileId) -> &str {
        self.files[id.0 as usize].text()
    }

    /// The file as miette's named source.
    pub fn named(&self, id: FileId) -> &NamedSource<Arc<str>> {
        self.files[id.0 as usize].named()
    }

    /// The file with its line index: what diagnostics are drawn from.
    pub fn indexed(&self, id: FileId) -> &IndexedSource {
        &self.files[id.0 as usize]
    }

    /// How many files there are.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether no file has been added.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }
}
