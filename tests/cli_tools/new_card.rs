//! `stccg new "Title"`: a card file from the set data (data/), in the set's folder, with the
//! printed fields filled in, the game text quoted and a `todo` per clause, laid out
//! canonically; `check` accepts it and counts its todos. An existing or unknown title is
//! refused, the unknown one with the nearest titles.

use super::{run, scratch};

#[test]
fn new_writes_a_card_that_check_accepts_with_its_todos_counted() {
    let dir = scratch("new", &[]);
    let into = dir.join("my-cards");
    std::fs::create_dir_all(&into).expect("the folder");
    let into_arg = into.display().to_string();
    // Written beside the folder's own cards only (`--no-bundled`), so the titles stay new
    // whatever the bundled pool defines.
    let new = |title: &str| run(&["new", title, "--into", &into_arg, "--no-bundled", "--cards", &into_arg]);
    // data/alternate-universe/cards.json: I.P. Scanner, an Equipment, common, with one
    // sentence of game text.
    let (status, out, err) = new("I.P. Scanner");
    assert_eq!(status, 0, "{err}");
    let path = into.join("alternate_universe/i_p_scanner.card");
    assert!(
        out.contains(&format!("wrote {}: 1 todo clauses", path.display())),
        "{out}"
    );
    let text = std::fs::read_to_string(&path).expect("the card file");
    assert!(
        text.starts_with("equipment \"I.P. Scanner\" {\n  set: \"Alternate Universe\"\n  rarity: C\n"),
        "{text}"
    );
    assert!(
        text.contains("  // \"Where present, nullifies {Interphasic Plasma Creatures}"),
        "{text}"
    );
    assert!(text.contains("  todo \"Where present, nullifies"), "{text}");
    let (status, out, _) = run(&["fmt", "--check", &into_arg]);
    assert_eq!(status, 0, "the file is laid out canonically: {out}");

    // A personnel: classification, attributes, skills, species and gender from the data
    // (data/alternate-universe/cards.json: Beverly Picard, OFFICER 8-8-4, "OFFICER MEDICAL x
    // 2 Leadership Biology", "Human; Captain; Female;").
    let (status, _, err) = new("Beverly Picard");
    assert_eq!(status, 0, "{err}");
    let beverly = std::fs::read_to_string(into.join("alternate_universe/beverly_picard.card")).expect("the card file");
    for line in [
        "  classification: OFFICER\n",
        "  integrity: 8\n",
        "  cunning: 8\n",
        "  strength: 4\n",
        "  skills: MEDICAL x2, Leadership, Biology\n",
        "  species: Human\n",
        "  gender: female\n",
        "  characteristics: \"Captain\"\n",
    ] {
        assert!(beverly.contains(line), "no {line:?} in {beverly}");
    }
    assert!(!beverly.contains("todo"), "skills only: nothing to script: {beverly}");

    let todos = |summary: &str| -> usize {
        let words: Vec<&str> = summary.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "todo").expect("a todo count");
        words[at - 1].parse().expect("a number")
    };
    let (status, out, err) = run(&["check", "--no-bundled", "--cards", &into_arg]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains(" 0 errors"), "{out}");
    assert_eq!(todos(&out), 1, "the scanner's one clause: {out}");
}

#[test]
fn new_refuses_an_existing_or_unknown_title() {
    let (status, _, err) = run(&["new", "Archer"]);
    assert_eq!(status, 2);
    assert!(
        err.contains("\"Archer\" is already defined, in ") && err.contains("archer.card"),
        "{err}"
    );
    let (status, _, err) = run(&["new", "Brain Drian"]);
    assert_eq!(status, 2);
    assert!(
        err.contains("no card of the set data is titled \"Brain Drian\"; did you mean `Brain Drain`?"),
        "{err}"
    );
}
