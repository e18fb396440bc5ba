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

/// Every file's diagnostics, by name.
fn everything(analysis: &Analysis) -> Vec<(String, Vec<stccg_lsp::analysis::FileDiagnostic>)> {
    let world = analysis.world();
    (0..world.file_count() as u32)
        .map(|id| world.name(stccg_lang::source::FileId(id)).to_string())
        .map(|name| {
            let diagnostics = analysis.diagnostics(&name).expect("a file of the pool");
            (name, diagnostics)
        })
        .collect()
}

/// Edits a file of the workspace (`relative`) with `edit`, and checks that the incremental
/// re-check gave every file of the pool the diagnostics that checking everything gives.
/// Returns the codes of all the pool's diagnostics.
fn edit_and_compare(analysis: &mut Analysis, relative: &str, edit: impl Fn(&str) -> String) -> Vec<String> {
    let path = stccg_tests::workspace_root()
        .join(relative)
        .canonicalize()
        .expect("the file exists");
    let name = path.display().to_string();
    let text = analysis.text(&name).expect("a file of the pool").to_string();
    let edited = edit(&text);
    assert_ne!(text, edited, "the edit of {relative} changes it");
    analysis.set_text(&name, &edited);
    let incremental = everything(analysis);
    analysis.check_everything();
    let full = everything(analysis);
    for ((file, found), (_, expected)) in incremental.iter().zip(&full) {
        assert_eq!(found, expected, "after editing {relative}: the diagnostics of {file}");
    }
    full.into_iter().flat_map(|(_, d)| d).map(|d| d.code).collect()
}

#[test]
fn after_each_kind_of_edit_the_diagnostics_are_those_of_checking_everything() {
    let root = stccg_tests::workspace_root();
    let mut analysis = Analysis::new(&WorldConfig::for_roots(&[root]));
    let errata = "cards/errata/alien_abduction.errata";
    // An erratum's date, its patch, its target misspelt (`errata::unknown-card` with a
    // suggestion) and back.
    edit_and_compare(&mut analysis, errata, |t| t.replace("1995-02-11", "1995-02-12"));
    let codes = edit_and_compare(&mut analysis, errata, |t| t.replace("3 Leadership {", "3 Leadershp {"));
    assert!(codes.iter().any(|c| c.starts_with("name::")), "{codes:?}");
    let codes = edit_and_compare(&mut analysis, errata, |t| {
        t.replace("\"Alien Abduction\"", "\"Alien Abduktion\"")
    });
    assert!(codes.iter().any(|c| c == "errata::unknown-card"), "{codes:?}");
    edit_and_compare(&mut analysis, errata, |t| {
        t.replace("\"Alien Abduktion\"", "\"Alien Abduction\"")
    });
    // A core rule's erratum of the stdlib.
    edit_and_compare(&mut analysis, "stdlib/errata/faq_1995.errata", |t| {
        t.replace("unstop: never", "unstop: nevr")
    });
    // The stdlib: a skill removed that cards write, and a new one near a misspelling; a
    // primitive's documentation and parameters; a keyword's text.
    let vocabulary = "stdlib/vocabulary.card";
    let codes = edit_and_compare(&mut analysis, vocabulary, |t| t.replace(" Exobiology,", ""));
    assert!(codes.iter().filter(|c| !c.starts_with('L')).count() >= 17, "{codes:?}");
    edit_and_compare(&mut analysis, vocabulary, |t| {
        t.replace(" Empathy,", " Empathy, Exobiology, Leadershq,")
    });
    let primitives = "stdlib/primitives.card";
    edit_and_compare(&mut analysis, primitives, |t| {
        t.replace("/// Places cards in stasis", "/// Puts cards in stasis")
    });
    edit_and_compare(&mut analysis, primitives, |t| {
        t.replace(
            "effect stasis(subject: cards)",
            "effect stasis(subject: cards, until: time)",
        )
    });
    edit_and_compare(&mut analysis, "stdlib/keywords.card", |t| {
        t.replacen(
            "keyword \"Tractor Beam\" {",
            "keyword \"Tractor Beam\" {\n  // edited\n",
            1,
        )
    });
    // Cards: one an erratum patches, one renamed that others name, one out of range.
    edit_and_compare(&mut analysis, "cards/premiere/alien_abduction.card", |t| {
        format!("{t}\n// an edit\n")
    });
    edit_and_compare(&mut analysis, "cards/q_continuum/q_s_tent.card", |t| {
        t.replace("\"Q's Tent\"", "\"Q's Tents\"")
    });
    edit_and_compare(&mut analysis, "cards/premiere/beverly_crusher.card", |t| {
        t.replace("integrity: 8", "integrity: 99")
    });
}

#[test]
fn checking_everything_finds_what_the_loader_and_the_lint_rules_find() {
    let root = stccg_tests::workspace_root();
    let analysis = Analysis::new(&WorldConfig::for_roots(&[root]));
    let world = analysis.world();
    let files = (0..world.file_count() as u32)
        .map(|id| {
            let file = stccg_lang::source::FileId(id);
            let text: std::sync::Arc<str> = std::sync::Arc::from(world.text(file));
            let (module, diagnostics) = stccg_lang::load::parse_file(file, &text);
            stccg_lang::load::ParsedFile {
                name: world.name(file).to_string(),
                text,
                module,
                diagnostics,
            }
        })
        .collect();
    let stdlib = (0..world.file_count() as u32)
        .take_while(|&id| world.is_stdlib(stccg_lang::source::FileId(id)))
        .count();
    let loaded = stccg_lang::load::load_parsed(files, stdlib, stccg_lang::errata::DEFAULT_RULESET);
    let mut expected = loaded.diagnostics.clone();
    expected.extend(stccg_lang::lint::lint_pool(&loaded));
    let key = |d: &stccg_lang::diag::Diagnostic| {
        let p = d.primary();
        (
            p.file,
            p.span.start(),
            p.span.end(),
            d.code,
            d.message.clone(),
            format!("{d:?}"),
        )
    };
    expected.sort_by_key(key);
    let mut found = world.pool().diagnostics.clone();
    found.sort_by_key(key);
    assert_eq!(found, expected);
}
