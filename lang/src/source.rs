//! The texts of loaded files, each under a [`FileId`], for diagnostics and spans.

use miette::NamedSource;
use std::sync::Arc;

/// The index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// Every file the loader has read, in load order.
#[derive(Default)]
pub struct SourceMap {
    files: Vec<NamedSource<Arc<str>>>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        SourceMap::default()
    }

    /// Adds a file under a display name (a path, or `<stdlib>/name.card`).
    pub fn add(&mut self, name: impl AsRef<str>, text: impl Into<Arc<str>>) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files
            .push(NamedSource::new(name, text.into()).with_language("stccg"));
        id
    }

    /// Replaces the text of a file already added (an editor's unsaved change), keeping its id.
    pub fn replace(&mut self, id: FileId, text: impl Into<Arc<str>>) {
        let file = &mut self.files[id.0 as usize];
        *file = NamedSource::new(file.name(), text.into()).with_language("stccg");
    }

    /// The display name of a file.
    pub fn name(&self, id: FileId) -> &str {
        self.files[id.0 as usize].name()
    }

    /// The text of a file.
    pub fn text(&self, id: FileId) -> &str {
        self.files[id.0 as usize].inner()
    }

    /// The file as miette wants it.
    pub fn named(&self, id: FileId) -> &NamedSource<Arc<str>> {
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
