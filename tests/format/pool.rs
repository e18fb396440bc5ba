//! Over every `.card` file under `cards/` and `stdlib/`, formatted in memory (the files on
//! disk are never rewritten): formatting twice changes nothing, the syntax tree is the one
//! of the file as written, every comment is kept in order, and whitespace variations of a
//! file (indentation, blanks, spacing around `,` and `:`) format to the same text.

use stccg_lang::format::{format_source, layout, without_spans};
use stccg_lang::source::FileId;
use stccg_lang::syntax::lexer::{lex, Token};
use stccg_lang::syntax::parse_module;
use stccg_tests::workspace_root;
use std::path::{Path, PathBuf};

/// Every card file of the pool and the stdlib, with its text.
fn pool_files() -> Vec<(PathBuf, String)> {
    let mut paths = Vec::new();
    for folder in ["cards", "stdlib"] {
        collect(&workspace_root().join(folder), &mut paths);
    }
    paths.sort();
    assert!(paths.len() > 300, "the bundled pool has hundreds of card files");
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a pool file is readable");
            (path, text)
        })
        .collect()
}

fn collect(folder: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).expect("folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "card") {
            out.push(path);
        }
    }
}

/// The formatted text of a pool file, which must format.
fn formatted(path: &Path, text: &str) -> String {
    format_source(FileId(0), text).unwrap_or_else(|d| panic!("{} does not format: {d:?}", path.display()))
}

/// The span-free syntax tree of a text, which must parse.
fn tree(path: &Path, text: &str) -> serde_json::Value {
    let (module, diagnostics) = parse_module(FileId(0), text);
    assert!(
        !diagnostics.iter().any(|d| d.is_error()),
        "{}: {diagnostics:?}\n{text}",
        path.display()
    );
    without_spans(&module)
}

/// The comments of a text in order, trailing blanks trimmed.
fn comments(text: &str) -> Vec<&str> {
    lex(text)
        .into_iter()
        .filter(|l| l.token == Some(Token::Comment))
        .map(|l| text[l.start..l.end].trim_end())
        .collect()
}

#[test]
fn formatting_twice_changes_nothing() {
    for (path, text) in pool_files() {
        let once = formatted(&path, &text);
        assert_eq!(formatted(&path, &once), once, "{}", path.display());
    }
}

#[test]
fn the_syntax_tree_is_unchanged_by_formatting() {
    for (path, text) in pool_files() {
        let once = formatted(&path, &text);
        assert_eq!(tree(&path, &once), tree(&path, &text), "{}", path.display());
    }
}

#[test]
fn every_comment_is_kept_in_order() {
    for (path, text) in pool_files() {
        let once = formatted(&path, &text);
        assert_eq!(comments(&once), comments(&text), "{}", path.display());
    }
}

#[test]
fn whitespace_variations_of_a_file_format_to_the_same_text() {
    for (path, text) in pool_files() {
        let canonical = formatted(&path, &text);
        for variant in [1, 2, 3] {
            let messy = scramble(&canonical, variant);
            assert_ne!(messy, canonical, "{}: the variant differs", path.display());
            assert_eq!(
                tree(&path, &messy),
                tree(&path, &canonical),
                "{}: variant {variant}",
                path.display()
            );
            assert_eq!(layout(&messy), canonical, "{}: variant {variant}", path.display());
        }
    }
}

/// `text` with its layout disturbed where the language allows it: nested lines indented by
/// other amounts (tabs too), blanks added at line ends, blanks around commas and colons
/// removed or added, spaces between words doubled, blank lines repeated and holding blanks.
/// Lines with a string, a comment, a brace or an icon keep their inner spacing (spacing
/// inside a string or a card reference is content).
fn scramble(text: &str, variant: usize) -> String {
    let mut out = String::new();
    for (number, line) in text.lines().enumerate() {
        let salt = number * 7 + variant;
        let body = line.trim_start();
        if body.is_empty() {
            out.push_str(["\n", " \n\n", "\t\n\n\n"][salt % 3]);
            continue;
        }
        if line.len() > body.len() {
            out.push_str(["\t", "   ", "         ", " \t "][salt % 4]);
        }
        if body.contains(['"', '{', '[']) || body.contains("//") {
            out.push_str(body);
        } else {
            let spaced = match variant {
                1 => body.replace(": ", ":").replace(", ", ","),
                2 => body.replace(' ', "  ").replace(',', " ,"),
                _ => body.replace(": ", " :  "),
            };
            out.push_str(&spaced);
        }
        if !body.starts_with("///") {
            out.push_str(["", "  ", "\t", " "][salt % 4]);
        }
        out.push('\n');
    }
    out
}
