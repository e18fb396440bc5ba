//! Cards are read from disk at every run: a card file copied to a folder and edited there
//! plays with its new numbers under `--cards`, in `stccg play` and in `stccg test`, with the
//! same binary.

use super::{run, scratch};
use std::path::Path;

/// Copies a folder of card files, recursively.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("the copy's folder");
    for entry in std::fs::read_dir(from).expect("the cards folder").flatten() {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_tree(&path, &target);
        } else {
            std::fs::copy(&path, &target).expect("a copied card file");
        }
    }
}

/// Replaces one line of a card file, which must hold it.
fn edit(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).expect("the card file");
    assert!(text.contains(from), "{} lacks {from:?}", file.display());
    std::fs::write(file, text.replace(from, to)).expect("the edited card file");
}

const SCENARIO: &str = r#"scenario "no-recompile" "Data's CUNNING as his card file gives it"
cites card
covers "Data"
ruleset glossary-current

board
  turn P1 1 orders
  mission P1 "Avert Disaster" as ad
  P1 "Data" on surface of ad as data
end

expect attribute data CUNNING 15
"#;

#[test]
fn edited_card_files_play_under_cards_without_recompiling() {
    let root = stccg_tests::workspace_root();
    let dir = scratch("no-recompile", &[("edited.scenario", SCENARIO)]);
    let cards = dir.join("cards");
    copy_tree(&root.join("cards"), &cards);
    edit(&cards.join("premiere/avert_disaster.card"), "points: 40", "points: 45");
    edit(&cards.join("premiere/data.card"), "cunning: 12", "cunning: 15");
    let cards_arg = cards.display().to_string();
    let scenario = dir.join("edited.scenario").display().to_string();

    // `stccg test`: the scenario expects the edited CUNNING; it passes on the edited folder
    // and fails on the bundled pool, where Data's CUNNING is 12.
    // The edited copy is a pool of its own: `--no-bundled` (on top of the bundled pool, each
    // card of the copy would replace the bundled one, with a note).
    let (status, out, err) = run(&["test", "--no-bundled", "--cards", &cards_arg, &scenario]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("1 passed, 0 failed"), "{out}");
    let (status, out, _) = run(&["test", &scenario]);
    assert_eq!(status, 1);
    assert!(out.contains("actual:   12"), "{out}");

    // `stccg play`: a human seeding missions sees the spaceline; Avert Disaster is worth the
    // edited 45 points there.
    let decks = root.join("cards/decks");
    let (federation, klingon) = (
        decks.join("federation.deck").display().to_string(),
        decks.join("klingon.deck").display().to_string(),
    );
    let input = "1\n".repeat(40) + "q\n";
    let args = |cards: Option<&str>| {
        let mut args = vec!["play", "--seed", "3", "--deck", &federation, "--deck", &klingon];
        args.extend(["--agent", "human", "--agent", "random"]);
        if let Some(cards) = cards {
            args.extend(["--no-bundled", "--cards", cards]);
        }
        args.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let play = |args: Vec<String>| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = stccg::cli::run_with_input(&args, &mut input.as_bytes(), &mut out, &mut err, false);
        (status, String::from_utf8_lossy(&out).into_owned())
    };
    let (status, edited) = play(args(Some(&cards_arg)));
    assert_eq!(status, 0, "{edited}");
    let (_, bundled) = play(args(None));
    let line = |out: &str| {
        out.lines()
            .find(|l| l.contains("Avert Disaster (#") && l.contains(" points"))
            .map(str::to_string)
    };
    let edited = line(&edited).expect("the spaceline shows Avert Disaster");
    let bundled = line(&bundled).expect("the spaceline shows Avert Disaster");
    assert!(edited.contains(", 45 points"), "{edited}");
    assert!(bundled.contains(", 40 points"), "{bundled}");
}

/// The load cache (on by default) never hides an edit: a card edited between two checks is
/// read again, and `--no-cache` reports what the cached load reports.
#[test]
fn an_edited_card_is_read_again_through_the_load_cache_and_no_cache_agrees() {
    let card = "event \"Cache Probe\" {\n  plays on table\n}\n";
    let dir = scratch("load-cache", &[("cards/probe.card", card)]);
    let folder = dir.join("cards").display().to_string();
    let check = |extra: &[&str]| {
        let mut args = vec!["check", "--no-bundled", "--cards", folder.as_str()];
        args.extend_from_slice(extra);
        run(&args)
    };
    let (status, first, _) = check(&[]);
    assert_eq!(status, 0, "{first}");
    assert_eq!(check(&[]), check(&["--no-cache"]));
    // An error written into the file is seen at once, with or without the cache.
    edit(&dir.join("cards/probe.card"), "plays on table", "plays on");
    let (cached_status, cached_out, cached_err) = check(&[]);
    assert_eq!(cached_status, 1, "{cached_out}{cached_err}");
    assert_eq!((cached_status, cached_out, cached_err), check(&["--no-cache"]));
}
