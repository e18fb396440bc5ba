//! Checking grows linearly with its input (issue 19, item 3): the reliability inputs that
//! took seconds check in bounded time, and eight times the input costs about eight times the
//! time, not sixty-four, for abilities in one card, for comment text, and for the pool.
//!
//! A check here is what `stccg check` does: load (parse, resolve, check) and lint. Each
//! timing is the best of three runs, and the bound on a growth ratio is far above linear and
//! far below quadratic, so a loaded machine does not make the test flaky.

use stccg_lang::diag::Severity;
use stccg_lang::lint::lint_pool;
use stccg_lang::load::{load, load_bytes, load_texts, StdlibSource};
use stccg_tests::workspace_root;
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The best of three timings of `run`.
fn best_of_three(mut run: impl FnMut()) -> Duration {
    (0..3)
        .map(|_| {
            let started = Instant::now();
            run();
            started.elapsed()
        })
        .min()
        .expect("three runs")
}

/// How long checking one card file takes, lint included.
fn check_time(text: &str) -> Duration {
    best_of_three(|| {
        let pool = load_texts(&[("timed.card", text)]);
        black_box(lint_pool(&pool));
    })
}

/// The time of the larger input over the time of the smaller one.
fn growth(small: Duration, large: Duration) -> f64 {
    large.as_secs_f64() / small.as_secs_f64().max(1e-6)
}

/// An event with `count` actions, each `draw 1` (as `slow_many_actions_4000.card`).
fn many_actions(count: usize) -> String {
    let mut text =
        String::from("event \"Zz Many Actions\" {\n  set: Premiere\n  number: 913\n  rarity: C\n  plays on table\n");
    for index in 0..count {
        text.push_str(&format!("  action \"a{index}\" {{\n    draw 1\n  }}\n"));
    }
    text.push_str("}\n");
    text
}

/// A dilemma with a comment of `count` `else if x { destroy x }` phrases (as
/// `slow_comment_else_quadratic.card`).
fn comment_of_else(count: usize) -> String {
    format!(
        "dilemma \"X\" {{\n  seeds: planet\n  //{}\n}}\n",
        " if x { destroy x } else".repeat(count)
    )
}

#[test]
fn the_reliability_inputs_check_in_bounded_time() {
    for name in ["slow_many_actions_4000.card", "slow_comment_else_quadratic.card"] {
        let path: PathBuf = workspace_root().join("tests/language/linear").join(name);
        let started = Instant::now();
        let pool = load(&[path], &StdlibSource::Embedded);
        let lint = lint_pool(&pool);
        let elapsed = started.elapsed();
        assert_eq!(pool.count(Severity::Error), 0, "{name} is a valid card");
        assert!(lint.iter().all(|d| !d.is_error()), "{name} lints without errors");
        // Before the fix: 2.6 s and 4.1 s in a release build; now well under a second.
        assert!(elapsed < Duration::from_secs(20), "{name} took {elapsed:?}");
    }
}

#[test]
fn abilities_in_one_card_check_in_linear_time() {
    let small = check_time(&many_actions(500));
    let large = check_time(&many_actions(4000));
    let ratio = growth(small, large);
    assert!(
        ratio < 24.0,
        "8x the abilities cost {ratio:.1}x the time ({small:?} -> {large:?})"
    );
}

#[test]
fn a_comment_full_of_else_checks_in_linear_time() {
    let small = check_time(&comment_of_else(5_000));
    let large = check_time(&comment_of_else(40_000));
    let ratio = growth(small, large);
    assert!(
        ratio < 24.0,
        "8x the comment cost {ratio:.1}x the time ({small:?} -> {large:?})"
    );
}

/// Every card file of the bundled pool, `times` over: copy `n` of a card is titled
/// "<title> ~n" (copy 0 keeps its title), so every card stays unique.
fn pool_times(times: usize) -> Vec<(String, Vec<u8>)> {
    let mut paths = Vec::new();
    collect_cards(&workspace_root().join("cards"), &mut paths);
    paths.sort();
    let texts: Vec<(String, String)> = paths
        .iter()
        .map(|path| {
            (
                path.display().to_string(),
                std::fs::read_to_string(path).expect("a card file"),
            )
        })
        .collect();
    let mut files = Vec::new();
    for copy in 0..times {
        for (name, text) in &texts {
            let text = if copy == 0 { text.clone() } else { retitled(text, copy) };
            files.push((format!("{name}~{copy}"), text.into_bytes()));
        }
    }
    files
}

fn collect_cards(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the cards folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_cards(&path, out);
        } else if path.extension().is_some_and(|e| e == "card") {
            out.push(path);
        }
    }
}

/// The card text with " ~copy" added to the title of its card (the first `kind "Title" {`
/// line), and to the face its `other_face` names: the two faces of a double-sided card name
/// each other, copy by copy.
fn retitled(text: &str, copy: usize) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut done = false;
    for line in text.split_inclusive('\n') {
        if let Some(face) = line.trim_start().strip_prefix("other_face: {") {
            if let Some(close) = face.rfind('}') {
                let indent = &line[..line.len() - line.trim_start().len()];
                out.push_str(&format!(
                    "{indent}other_face: {{{} ~{copy}}}{}",
                    &face[..close],
                    &face[close + 1..]
                ));
                continue;
            }
        }
        let starts_card = line.starts_with(|c: char| c.is_ascii_lowercase()) && line.contains(" \"");
        if !done && starts_card {
            if let Some(close) = line.find(" {").and_then(|brace| line[..brace].rfind('"')) {
                out.push_str(&line[..close]);
                out.push_str(&format!(" ~{copy}"));
                out.push_str(&line[close..]);
                done = true;
                continue;
            }
        }
        out.push_str(line);
    }
    out
}

#[test]
fn the_pool_checks_in_linear_time() {
    let time_of = |times: usize| {
        let files = pool_times(times);
        let borrowed: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
        best_of_three(|| {
            let pool = load_bytes(&borrowed, &[]);
            assert_eq!(pool.count(Severity::Error), 0, "the {times}x pool loads clean");
            black_box(lint_pool(&pool));
        })
    };
    let small = time_of(1);
    let large = time_of(4);
    let ratio = growth(small, large);
    assert!(
        ratio < 10.0,
        "4x the pool cost {ratio:.1}x the time ({small:?} -> {large:?})"
    );
}
