//! The runtime's one-way layers (issue 16): `ids → defs → state → event → kernel → interp →
//! rules → engine (the Game) → tools`. Every `crate::` and `super::` path in every file of
//! `runtime/src` (use statements and paths in code; comments are not read) is resolved to the
//! module it names, and a module may only name modules of its own layer or a lower one. The
//! interpreter and the rules are both above the kernel; the rules run card text, so they sit
//! above the interpreter, which reaches rule procedures only through the kernel's `Rules`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each top-level module (or a deeper module, where it differs from its parent) and its layer.
/// The longest entry that is a prefix of a module's path gives its layer.
const LAYERS: &[(&str, u8)] = &[
    ("ids", 0),
    ("rng", 0),
    ("defs", 1),
    ("decision", 1),
    ("state", 2),
    ("event", 3),
    ("reveal", 3),
    ("visibility", 3),
    ("kernel", 4),
    ("interp", 5),
    ("rules", 6),
    ("engine", 7),
    ("agent", 8),
    ("board", 8),
    ("deck", 8),
    ("replay", 8),
    ("report", 8),
    ("scenario", 8),
    ("view", 8),
];

/// A module's path under the crate root (`[]` for lib.rs).
type Module = Vec<String>;

/// The modules each module names, each with the text that names it.
type Edges = BTreeMap<Module, BTreeSet<(Module, String)>>;

fn runtime_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/src")
}

/// Every source file of the runtime, by the module it is.
fn modules() -> BTreeMap<Module, (String, String)> {
    let root = runtime_src();
    let mut out = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("runtime/src is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(&root).expect("under runtime/src");
            let mut parts: Vec<String> = rel
                .with_extension("")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
                parts.pop();
            }
            let text = std::fs::read_to_string(&path).expect("a source file is readable");
            out.insert(parts, (rel.display().to_string(), text));
        }
    }
    out
}

/// The text without its comments (line and block comments, doc comments among them).
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut in_string = false;
    while i < bytes.len() {
        let c = bytes[i];
        if in_string {
            if c == b'\\' {
                i += 2;
                continue;
            }
            if c == b'"' {
                in_string = false;
            }
            i += 1;
            continue;
        }
        if c == b'"' {
            in_string = true;
            i += 1;
        } else if text[i..].starts_with("//") {
            i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
        } else if text[i..].starts_with("/*") {
            i = text[i + 2..].find("*/").map_or(bytes.len(), |n| i + 2 + n + 2);
        } else {
            out.push(c as char);
            i += 1;
        }
    }
    out
}

/// The paths a `crate::`/`super::` reference starting at `i` names, with brace groups
/// expanded (`a::{b, c::d}` is `a::b` and `a::c::d`); returns where it ended.
fn paths_from(text: &[u8], mut i: usize, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut current = prefix.to_vec();
    let mut word = String::new();
    while i < text.len() {
        let c = text[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            word.push(c as char);
            i += 1;
        } else if text[i..].starts_with(b"::") {
            if !word.is_empty() {
                current.push(std::mem::take(&mut word));
            }
            i += 2;
        } else if c == b'{' {
            i += 1;
            loop {
                while i < text.len() && (text[i].is_ascii_whitespace() || text[i] == b',') {
                    i += 1;
                }
                if i >= text.len() || text[i] == b'}' {
                    return i + 1;
                }
                i = paths_from(text, i, &current, out);
            }
        } else {
            break;
        }
    }
    if !word.is_empty() {
        current.push(word);
    }
    out.push(current);
    i
}

/// The modules a file's `crate::` and `super::` paths name (itself left out).
fn references(module: &Module, text: &str, all: &BTreeSet<Module>) -> BTreeSet<(Module, String)> {
    let text = without_comments(text);
    let bytes = text.as_bytes();
    let mut found = BTreeSet::new();
    for (keyword, relative) in [("crate::", false), ("super::", true)] {
        let mut from = 0;
        while let Some(at) = text[from..].find(keyword).map(|n| from + n) {
            from = at + keyword.len();
            let before = at.checked_sub(1).map(|b| bytes[b]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b':') {
                continue;
            }
            let mut base: Vec<String> = Vec::new();
            let mut start = from;
            if relative {
                base = module[..module.len().saturating_sub(1)].to_vec();
                while text[start..].starts_with("super::") {
                    base.pop();
                    start += "super::".len();
                }
            }
            let mut paths = Vec::new();
            let end = paths_from(bytes, start, &base, &mut paths);
            let written = text[at..end.min(text.len())]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            for path in paths {
                let target = (0..=path.len())
                    .rev()
                    .map(|n| path[..n].to_vec())
                    .find(|prefix| all.contains(prefix))
                    .unwrap_or_default();
                if target != *module && !target.is_empty() {
                    found.insert((target, written.clone()));
                }
            }
        }
    }
    found
}

fn layer_of(module: &Module) -> Option<u8> {
    let name = module.join("::");
    LAYERS
        .iter()
        .filter(|(prefix, _)| name == *prefix || name.starts_with(&format!("{prefix}::")))
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|&(_, layer)| layer)
}

/// The module graph of the runtime's files: who names whom, with the text that does.
fn graph() -> (BTreeMap<Module, String>, Edges) {
    let modules = modules();
    let all: BTreeSet<Module> = modules.keys().cloned().collect();
    let mut files = BTreeMap::new();
    let mut edges = BTreeMap::new();
    for (module, (file, text)) in &modules {
        edges.insert(module.clone(), references(module, text, &all));
        files.insert(module.clone(), file.clone());
    }
    (files, edges)
}

/// The strongly connected components of more than one node (Tarjan's algorithm).
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(walk: &mut Walk<'a>, node: &'a str) {
        let n = walk.index.len();
        walk.index.insert(node, n);
        walk.low.insert(node, n);
        walk.stack.push(node);
        for next in walk.edges.get(node).into_iter().flatten() {
            if !walk.index.contains_key(next.as_str()) {
                visit(walk, next);
                let low = walk.low[node].min(walk.low[next.as_str()]);
                walk.low.insert(node, low);
            } else if walk.stack.contains(&next.as_str()) {
                let low = walk.low[node].min(walk.index[next.as_str()]);
                walk.low.insert(node, low);
            }
        }
        if walk.low[node] == walk.index[node] {
            let at = walk.stack.iter().rposition(|&m| m == node).expect("on the stack");
            let component: Vec<String> = walk.stack.split_off(at).into_iter().map(str::to_string).collect();
            if component.len() > 1 {
                walk.found.push(component);
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for node in edges.keys() {
        if !walk.index.contains_key(node.as_str()) {
            visit(&mut walk, node);
        }
    }
    walk.found
}

#[test]
fn no_layer_names_a_higher_one() {
    let (files, edges) = graph();
    let mut wrong = Vec::new();
    for (module, targets) in &edges {
        if module.is_empty() {
            continue;
        }
        let Some(from) = layer_of(module) else {
            wrong.push(format!(
                "{}: module `{}` has no layer in LAYERS",
                files[module],
                module.join("::")
            ));
            continue;
        };
        for (target, written) in targets {
            let to = layer_of(target).unwrap_or(u8::MAX);
            if to > from {
                wrong.push(format!(
                    "{} (layer {from}) names `{}` (layer {to}): {written}",
                    files[module],
                    target.join("::")
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports from a lower layer to a higher one:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn top_level_modules_form_no_cycle() {
    let (_, edges) = graph();
    let mut top: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, targets) in &edges {
        let Some(from) = module.first() else { continue };
        let entry = top.entry(from.clone()).or_default();
        for (target, _) in targets {
            if let Some(to) = target.first().filter(|to| *to != from) {
                entry.insert(to.clone());
            }
        }
    }
    let found = cycles(&top);
    assert!(
        found.is_empty(),
        "cycles among the runtime's top-level modules: {found:?}"
    );
}

#[test]
fn the_reader_sees_imports_the_layers_forbid() {
    // The checker itself: a path into a higher layer, inside a brace group and after
    // `super::`, is found; one in a comment is not.
    let all: BTreeSet<Module> = [
        vec!["kernel".to_string()],
        vec!["rules".to_string()],
        vec!["rules".to_string(), "timing".to_string()],
    ]
    .into_iter()
    .collect();
    let module = vec!["kernel".to_string()];
    let text = "// crate::rules::x\nuse crate::{ids::CardId, rules::timing::{window, triggers}};\n";
    let found: Vec<Module> = references(&module, text, &all).into_iter().map(|(m, _)| m).collect();
    assert_eq!(found, vec![vec!["rules".to_string(), "timing".to_string()]]);
    let nested = vec!["rules".to_string(), "timing".to_string()];
    let text = "use super::super::kernel::Step;";
    let found: Vec<Module> = references(&nested, text, &all).into_iter().map(|(m, _)| m).collect();
    assert_eq!(found, vec![vec!["kernel".to_string()]]);
    assert_eq!(layer_of(&nested), Some(6));
}

/// The cycles among the runtime's files (a module imports one that imports it back, at any
/// distance), with the most the runtime may have: the figure goes down as cycles are cut,
/// never up.
const FILE_CYCLES_CEILING: usize = 5;

#[test]
fn file_level_cycles_do_not_grow() {
    let (_, edges) = graph();
    let mut files: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, targets) in &edges {
        let from = module.join("::");
        let entry = files.entry(from.clone()).or_default();
        for (target, _) in targets {
            let to = target.join("::");
            if to != from {
                entry.insert(to);
            }
        }
    }
    let found = cycles(&files);
    for cycle in &found {
        eprintln!("file-level cycle: {}", cycle.join(" -> "));
    }
    assert!(
        found.len() <= FILE_CYCLES_CEILING,
        "{} cycles among the runtime's files, at most {FILE_CYCLES_CEILING}: {found:?}",
        found.len()
    );
}
