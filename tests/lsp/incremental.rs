//! The incremental re-check: an edit re-checks the file and the files that name or define
//! its titles, and leaves the analysis exactly where checking everything again would.

use stccg_lsp::analysis::{Analysis, WorldConfig};

const TARGET: &str = "/lsp-incremental/target.card";
const NAMER: &str = "/lsp-incremental/namer.card";

fn target(title: &str) -> String {
    format!("event \"{title}\" {{\n  set: Premiere\n  number: 980\n  rarity: C\n  plays on table\n}}\n")
}

const NAMER_TEXT: &str = "interrupt \"Incremental Namer\" {\n  set: Premiere\n  number: 981\n  rarity: C\n  \
                          respond to play({Incremental Target}) as it {\n    nullify it\n  }\n}\n";

fn codes(analysis: &Analysis, name: &str) -> Vec<String> {
    let diagnostics = analysis.diagnostics(name).expect("the file is open");
    diagnostics.into_iter().map(|d| d.code).collect()
}

#[test]
fn renaming_a_card_rechecks_the_card_that_names_it() {
    let root = stccg_tests::workspace_root();
    let mut analysis = Analysis::new(&WorldConfig::for_roots(std::slice::from_ref(&root)));
    analysis.set_text(TARGET, &target("Incremental Target"));
    analysis.set_text(NAMER, NAMER_TEXT);
    assert!(codes(&analysis, NAMER).is_empty(), "{:?}", codes(&analysis, NAMER));

    // The title named in `{...}` goes away: the namer's reference is unknown now.
    let touched = analysis.set_text(TARGET, &target("Incremental Renamed"));
    assert!(touched.iter().any(|n| n == NAMER), "{touched:?}");
    assert_eq!(codes(&analysis, NAMER), ["pool::unknown-card"]);

    // Checking everything from scratch with the same texts finds the same.
    let mut fresh = Analysis::new(&WorldConfig::for_roots(&[root]));
    fresh.set_text(TARGET, &target("Incremental Renamed"));
    fresh.set_text(NAMER, NAMER_TEXT);
    for name in [TARGET, NAMER] {
        assert_eq!(analysis.diagnostics(name), fresh.diagnostics(name), "{name}");
    }

    // And back.
    let touched = analysis.set_text(TARGET, &target("Incremental Target"));
    assert!(touched.iter().any(|n| n == NAMER), "{touched:?}");
    assert!(codes(&analysis, NAMER).is_empty());
}

#[test]
fn an_edit_of_an_unrelated_card_touches_only_its_file() {
    let root = stccg_tests::workspace_root();
    let mut analysis = Analysis::new(&WorldConfig::for_roots(std::slice::from_ref(&root)));
    let path = root
        .join("cards/premiere/beverly_crusher.card")
        .canonicalize()
        .expect("exists");
    let name = path.display().to_string();
    let text = std::fs::read_to_string(&path).expect("readable");
    let touched = analysis.set_text(&name, &text.replace("integrity: 8", "integrity: 99"));
    assert_eq!(touched, std::slice::from_ref(&name));
    assert_eq!(codes(&analysis, &name), ["field::out-of-range"]);
}
