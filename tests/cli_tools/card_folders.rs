//! Card folders add up: `--cards DIR` loads a folder on top of the bundled pool (repeatable),
//! so a folder of new cards that name bundled cards checks, runs its scenarios and plays
//! without copying the pool; a later folder's card replaces an earlier one's of the same
//! title, with a note; `--no-bundled` leaves the bundled pool out. A card naming a card a set
//! prints but nobody has scripted is a warning (L024), and at play a note.

use super::{run, scratch};
use stccg_tests::workspace_root;

/// An invented interrupt naming a bundled card (Static Warp Bubble); its text is its own.
const BURSTER: &str = r#"interrupt "Folder Bubble Burster" {
  // "Nullifies {Static Warp Bubble}. Place this Interrupt out-of-play."
  on play {
    nullify cards_in_play(each_player).where({Static Warp Bubble}).choose()
    place self into out_of_play
  }
}
"#;

/// The same title in a later folder, also naming a card printed but not scripted.
const BURSTER_AGAIN: &str = r#"interrupt "Folder Bubble Burster" {
  // "Nullifies Static Warp Bubble or Scout Encounter. Place this Interrupt out-of-play."
  on play {
    nullify cards_in_play(each_player).where({Static Warp Bubble} or {Scout Encounter}).choose()
    place self into out_of_play
  }
}
"#;

/// The card's text, played on a board with the bundled Static Warp Bubble.
const SCENARIO: &str = r#"scenario "Folder Bubble Burster" "A card of an added folder nullifies a bundled event"
cites card
covers "Folder Bubble Burster"
ruleset glossary-current

board
  turn P1 3 card_play
  mission P1 "Excavation" as excavation
  P1 "Jean-Luc Picard" on surface of excavation
  P2 "Static Warp Bubble" in table as bubble
  P1 "Folder Bubble Burster" in hand as burster
  P1 "Tricorder" in draw_deck
  P2 "Tricorder" in draw_deck
end

choose P1 "play Folder Bubble Burster"
expect bubble in discard of P2
expect burster in out_of_play of P1
"#;

#[test]
fn a_folder_of_new_cards_naming_bundled_cards_checks_tests_and_plays() {
    let federation = std::fs::read_to_string(workspace_root().join("cards/decks/federation.deck")).expect("the deck");
    let deck = federation.replace("\ndraw\n", "\ndraw\n  Folder Bubble Burster\n");
    let dir = scratch(
        "folders",
        &[
            ("first/folder_bubble_burster.card", BURSTER),
            ("second/folder_bubble_burster.card", BURSTER_AGAIN),
            ("scenarios/burster.scenario", SCENARIO),
            ("burster.deck", &deck),
        ],
    );
    let at = |p: &str| dir.join(p).display().to_string();
    let (first, second) = (at("first"), at("second"));

    // check: the bundled pool and the folder, one card more than the bundled pool alone.
    let (_, bundled, _) = run(&["check", "--format", "json"]);
    let bundled: serde_json::Value = serde_json::from_str(&bundled).expect("JSON");
    let (status, out, err) = run(&["check", "--format", "json", "--cards", &first]);
    assert_eq!(status, 0, "{out}{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["errors"], 0, "{out}");
    assert_eq!(report["cards"].as_u64(), bundled["cards"].as_u64().map(|n| n + 1));

    // Two folders: the second's card replaces the first's, with a note; it names a card a set
    // prints but no file scripts: a warning, not an error.
    let (status, out, err) = run(&["check", "--cards", &first, "--cards", &second]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(err.contains("pool::replaced-card"), "{err}");
    assert!(
        err.contains("this card replaces the earlier \"Folder Bubble Burster\""),
        "{err}"
    );
    assert!(
        err.contains("L024") && err.contains("\"Scout Encounter\" is printed in a set but not scripted yet"),
        "{err}"
    );
    assert!(
        out.contains(" 0 errors, 1 warnings") && out.contains("1 notes"),
        "{out}"
    );

    // test: the folder's scenario runs against the bundled pool plus the folder.
    let (status, out, err) = run(&["test", "--cards", &first, &at("scenarios")]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("ok   ") && out.contains("1 passed, 0 failed"), "{out}");
    // Without the folder the scenario's card is unknown.
    let (status, out, _) = run(&["test", &at("scenarios")]);
    assert_eq!(status, 1, "{out}");

    // play: a deck with the new card plays with the folder, and is refused without it.
    let klingon = workspace_root().join("cards/decks/klingon.deck").display().to_string();
    let args = [
        "play",
        "--quiet",
        "--seed",
        "3",
        "--deck",
        &at("burster.deck"),
        "--deck",
        &klingon,
    ];
    let mut with_folders = args.to_vec();
    with_folders.extend(["--cards", &first, "--cards", &second]);
    let (status, out, err) = run(&with_folders);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("game over after "), "{out}");
    assert!(
        err.contains("note: ")
            && err.contains(
                "\"Scout Encounter\" is printed in a set but not scripted yet: the reference matches nothing"
            ),
        "{err}"
    );
    let (status, _, err) = run(&args);
    assert_eq!(status, 2);
    assert!(
        err.contains("no card in the pool is titled `Folder Bubble Burster`"),
        "{err}"
    );
}

#[test]
fn no_bundled_loads_only_the_folders_given() {
    let dir = scratch("no-bundled", &[("mine/burster.card", BURSTER)]);
    let mine = dir.join("mine").display().to_string();
    let (status, out, err) = run(&["check", "--no-bundled", "--cards", &mine]);
    // Alone, the card's reference to Static Warp Bubble is a card of a set not in the pool.
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.starts_with("checked 1 files: 1 cards loaded"), "{out}");
    let (status, _, err) = run(&["check", "--no-bundled"]);
    assert_eq!(status, 2);
    assert!(err.contains("--no-bundled leaves no cards to load"), "{err}");
}

#[test]
fn a_title_no_set_prints_is_still_an_error_with_a_suggestion() {
    let dir = scratch(
        "unknown-title",
        &[(
            "mine/typo.card",
            &BURSTER.replace("{Static Warp Bubble}).choose", "{Static Warp Buble}).choose"),
        )],
    );
    let (status, _, err) = run(&["check", "--cards", &dir.join("mine").display().to_string()]);
    assert_eq!(status, 1);
    assert!(
        err.contains("pool::unknown-card") && err.contains("did you mean `Static Warp Bubble`?"),
        "{err}"
    );
}
