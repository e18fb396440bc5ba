//! A human at a scripted terminal: a wrong entry is explained and asked again, the board
//! shows the human's own hand, and the end of the input ends the game cleanly.

use super::play;
use stccg_tests::deck;

#[test]
fn a_human_is_told_what_is_wrong_with_an_entry_and_asked_again() {
    let input = format!("abc\n99\n\n0\n1\n{}q\n", "1\n".repeat(60));
    let (status, out, err) = play(&["--seed", "7", "--agent", "human", "--agent", "random"], &input);
    assert_eq!(status, 0, "{err}");
    for reason in [
        "> 'abc' is not a number: enter 1 to 6\n",
        "> 99 is not an option: enter 1 to 6\n",
        "> nothing entered: enter 1 to 6\n",
        "> 0 is not an option: enter 1 to 6\n",
    ] {
        assert!(out.contains(reason), "no {reason:?} in {out}");
    }
    // The first decision lists the six missions; the fifth entry takes the first option.
    let first = out
        .lines()
        .find_map(|l| l.strip_prefix("   1. "))
        .expect("numbered options");
    assert!(out.contains(&format!("> player 1: {first}\n")), "{out}");
    assert!(out.contains("player 1 quit after "), "{out}");
    assert!(out.contains("\nfinal score: player 1 "), "{out}");

    // The last board the human saw: the spaceline's missions and the human's own hand.
    let board = &out[out.rfind("\n== play, turn ").expect("a board in the play phase")..];
    for mission in ["Avert Disaster", "Explore Typhon Expanse", "Hunt for DNA Program"] {
        assert!(
            board.contains(&format!(". {mission} (#")),
            "no {mission} on the spaceline: {board}"
        );
    }
    let hand = board
        .lines()
        .find_map(|l| l.strip_prefix("your hand ("))
        .expect("the hand");
    let titles: Vec<&str> = hand.split_once("): ").expect("titles").1.split(", ").collect();
    let federation = deck("federation").cards;
    for title in &titles {
        let title = title.rsplit_once(" (#").expect("numbered").0;
        assert!(
            federation.iter().any(|t| t == title),
            "{title} is not in player 1's deck"
        );
    }
    // The opponent's hand is counted, or shown when it is played revealed (Alien Probe).
    assert!(
        board.contains("\nopponent's hand: ") || board.contains("\nopponent's hand (revealed, "),
        "{board}"
    );
}

#[test]
fn the_end_of_the_input_ends_the_game_cleanly() {
    let (status, out, _) = play(&["--agent", "human"], "");
    assert_eq!(status, 0);
    assert!(
        out.contains("the game ends here\nplayer 1 quit after 0 answers\n"),
        "{out}"
    );
}
