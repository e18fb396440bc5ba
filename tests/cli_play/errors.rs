//! Usage and file errors: each is a message on stderr and status two.

use super::{path, run, scratch};

#[test]
fn bad_input_is_an_error_with_status_two() {
    let missing = path("cards/decks/missing.deck");
    let bad_json = scratch("bad.deck");
    std::fs::write(&bad_json, "{\"name\": \"half\", \"cards\": [").expect("scratch file");
    let unknown_card = scratch("unknown.deck");
    let federation_text = std::fs::read_to_string(path("cards/decks/federation.deck")).expect("the deck");
    std::fs::write(&unknown_card, federation_text.replace("  Data\n", "  Dta\n")).expect("scratch file");
    let cases: [(&[&str], &str); 6] = [
        (&["--deck", &missing], "error: cannot read the deck "),
        (
            &["--deck", &bad_json.display().to_string()],
            "a deck file starts with its name",
        ),
        (
            &["--deck", &unknown_card.display().to_string()],
            "no card in the pool is titled `Dta`",
        ),
        (
            &["--agent", "robot"],
            "--agent takes `random`, `greedy` or `human`, not `robot`",
        ),
        (&["--seed", "seven"], "--seed takes a whole number, not `seven`"),
        (
            &["--agent", "human", "--agent", "random", "--agent", "random"],
            "at most two --agent",
        ),
    ];
    for (extra, message) in cases {
        let federation = path("cards/decks/federation.deck");
        let mut args = vec!["play", "--deck", &federation];
        args.extend_from_slice(extra);
        if !extra.contains(&"--deck") {
            args.extend(["--deck", &federation]);
        }
        let (status, out, err) = run(&args, "");
        assert_eq!(status, 2, "{extra:?}: {out}{err}");
        assert!(err.contains(message), "{extra:?}: {err}");
    }
    let (status, _, err) = run(&["play", "--deck", &path("cards/decks/federation.deck")], "");
    assert_eq!(status, 2);
    assert!(err.contains("play needs two decks (--deck FILE twice), not 1"), "{err}");
    let _ = std::fs::remove_file(bad_json);
    let _ = std::fs::remove_file(unknown_card);
}
