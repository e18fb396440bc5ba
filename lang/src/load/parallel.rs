//! Parsing many files on all cores: each thread takes the next file not yet taken, and the
//! results are put back in the files' order, so what a load reports never depends on how
//! many threads ran or which finished first.

use super::loader::parse_file;
use crate::ast::Module;
use crate::diag::Diagnostic;
use crate::source::{FileId, SourceMap};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The stack of a parsing thread: the main thread's (pest parses by recursive descent; the
/// lexer's nesting limit is set for this much stack).
const STACK_BYTES: usize = 8 * 1024 * 1024;

/// Below this many bytes of source in all, one thread parses everything: starting threads
/// would cost more than it saves.
const PARALLEL_FROM_BYTES: usize = 64 * 1024;

/// What parsing one file gave: its items and its diagnostics.
pub(super) type Parsed = (Module, Vec<Diagnostic>);

/// Parses `files` of `sources`, on as many threads as the machine has cores; the results are
/// in the order of `files`.
pub(super) fn parse_files(sources: &SourceMap, files: &[FileId]) -> Vec<Parsed> {
    let bytes: usize = files.iter().map(|&file| sources.text(file).len()).sum();
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let threads = if bytes < PARALLEL_FROM_BYTES { 1 } else { cores };
    parse_files_on(sources, files, threads)
}

/// [`parse_files`] on at most `threads` threads.
fn parse_files_on(sources: &SourceMap, files: &[FileId], threads: usize) -> Vec<Parsed> {
    let threads = threads.min(files.len());
    if threads <= 1 {
        return files.iter().map(|&file| parse_file(file, sources.text(file))).collect();
    }
    let next = AtomicUsize::new(0);
    let mut slots: Vec<Option<Parsed>> = std::iter::repeat_with(|| None).take(files.len()).collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                std::thread::Builder::new()
                    .stack_size(STACK_BYTES)
                    .spawn_scoped(scope, || {
                        let mut done = Vec::new();
                        loop {
                            let index = next.fetch_add(1, Ordering::Relaxed);
                            let Some(&file) = files.get(index) else { break };
                            done.push((index, parse_file(file, sources.text(file))));
                        }
                        done
                    })
            })
            .collect();
        for worker in workers {
            let done = match worker {
                Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                // No thread could be started: the files nobody took are parsed below.
                Err(_) => Vec::new(),
            };
            for (index, parsed) in done {
                slots[index] = Some(parsed);
            }
        }
    });
    slots
        .into_iter()
        .zip(files)
        .map(|(slot, &file)| slot.unwrap_or_else(|| parse_file(file, sources.text(file))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_number_of_threads_gives_the_same_results_in_file_order() {
        let mut sources = SourceMap::new();
        let mut files: Vec<FileId> = crate::stdlib::FILES
            .iter()
            .map(|(name, text)| sources.add(*name, *text))
            .collect();
        files.push(sources.add("broken.card", "personnel \"A\" {\n  integrity: \n}\n"));
        let one = parse_files_on(&sources, &files, 1);
        assert!(one.iter().any(|(_, diagnostics)| !diagnostics.is_empty()));
        for threads in [2, 3, 8] {
            assert_eq!(parse_files_on(&sources, &files, threads), one, "{threads} threads");
        }
    }
}
