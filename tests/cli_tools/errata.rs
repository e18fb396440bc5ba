//! `stccg errata`: the errata in force listed one line each, one card shown as printed, with
//! its errata and the result, and an unknown card refused with a suggestion.

use super::run;

/// The bundled cards and the valid errata fixture of the language tests.
const POOL: [&str; 4] = ["--cards", "../cards", "--cards", "language/errata/patches.errata"];

#[test]
fn errata_lists_each_erratum_in_force() {
    let (status, out, err) = run(&[&["errata"], &POOL[..]].concat());
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // The fixture holds two entries of 1996-01-01: T'Pan's fields, Menthar Booby Trap's ability
    // 2; the bundled cards carry errata of their own (cards/errata/), listed among them.
    let t_pan = lines
        .iter()
        .find(|l| l.starts_with("1996-01-01  T'Pan: a field set and a skill added"))
        .unwrap_or_else(|| panic!("T'Pan's fixture entry: {out}"));
    assert!(t_pan.contains("set integrity, set skills"), "{out}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Menthar Booby Trap") && l.contains("remove ability 2")),
        "{out}"
    );
    let entries = lines.len() - 1;
    assert_eq!(lines[entries], format!("{entries} errata in force"), "{out}");
}

#[test]
fn errata_of_one_card_shows_printed_patches_and_result() {
    let (status, out, err) = run(&[&["errata"], &POOL[..], &["T'Pan"]].concat());
    assert_eq!(status, 0, "{err}");
    let printed = out.split("erratum of").next().expect("the printed card first");
    assert!(printed.contains("integrity: 8"), "the card as printed: {out}");
    let result = out.split("result:").nth(1).expect("the result last");
    assert!(result.contains("integrity: 9  // erratum"), "{out}");
    assert!(
        result.contains("skills: SCIENCE, Mindmeld, Diplomacy  // erratum"),
        "{out}"
    );
    assert!(!result.contains("integrity: 8"), "{out}");
}

#[test]
fn errata_of_an_unknown_card_suggests_a_title() {
    let (status, _, err) = run(&[&["errata"], &POOL[..], &["T'Pam"]].concat());
    assert_eq!(status, 2);
    assert!(err.contains("did you mean `T'Pan`?"), "{err}");
}

#[test]
fn errata_under_the_1995_ruleset_leaves_out_later_errata() {
    // The fixture's entries are dated 1996-01-01, after the 1995 ruleset's last day. In force
    // are the bundled readings of the 1995 FAQ (dated 1995-02-11) and the stdlib's errata of
    // the core rules pinned to faq-1995.
    let (status, out, err) = run(&[&["errata", "--ruleset", "faq-1995"], &POOL[..]].concat());
    assert_eq!(status, 0, "{err}");
    assert!(!out.contains("T'Pan"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let entries = lines.len() - 1;
    assert_eq!(lines[entries], format!("{entries} errata in force"), "{out}");
    assert!(lines[..entries].iter().all(|l| l.starts_with("1995-")), "{out}");
    assert!(lines[..entries].iter().any(|l| l.contains("  rule \"")), "{out}");
    let (status, out, _) = run(&[&["errata", "--ruleset", "faq-1995"], &POOL[..], &["T'Pan"]].concat());
    assert_eq!(status, 0);
    assert_eq!(out.trim(), "no errata in force for \"T'Pan\"");
    let (status, _, err) = run(&["errata", "--ruleset", "1994"]);
    assert_eq!(status, 2);
    assert!(err.contains("unknown ruleset `1994`"), "{err}");
}

#[test]
fn errata_of_a_core_rule_shows_the_rule_its_errata_and_the_result() {
    // stdlib/errata/faq_1995.errata: FAQ:295 has interrupts resolve in the order played.
    let (status, out, err) = run(&["errata", "--ruleset", "faq-1995", "Interrupt order"]);
    assert_eq!(status, 0, "{err}");
    let (written, rest) = out.split_once("erratum of 1995-02-11").expect("an erratum");
    assert!(written.contains("order: interrupt_order = last_played_first"), "{out}");
    assert!(rest.contains("source: \"FAQ:295\""), "{out}");
    let result = rest.split_once("result:").expect("a result").1;
    assert!(
        result.contains("order: interrupt_order = first_played_first  // erratum"),
        "{out}"
    );
    // Pinned to faq-1995: the current glossary's ruleset leaves it out although it is older.
    let (status, out, _) = run(&["errata", "Interrupt order"]);
    assert_eq!(status, 0);
    assert!(
        out.contains("no errata in force for the rule \"Interrupt order\""),
        "{out}"
    );
    let (_, out, _) = run(&["errata"]);
    assert!(!out.contains("rule \"Interrupt order\""), "{out}");
}
