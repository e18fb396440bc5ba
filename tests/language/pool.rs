//! The bundled pool: it checks clean, holds the cards issue 2 names, one card per file, its
//! syntax trees survive JSON, and new files and vocabulary are picked up with no rebuild.

use stccg_lang::ast::{Item, Module};
use stccg_lang::load::{load, StdlibSource};
use stccg_lang::testing::summary;
use stccg_tests::workspace_root;
use std::path::PathBuf;

fn bundled() -> stccg_lang::load::Pool {
    load(&[workspace_root().join("cards")], &StdlibSource::Embedded)
}

#[test]
fn the_bundled_pool_checks_clean() {
    let pool = bundled();
    assert!(
        pool.diagnostics.is_empty(),
        "{}",
        summary(&pool.diagnostics, &pool.sources)
    );
    assert!(
        pool.cards().count() >= 30,
        "at least thirty cards, found {}",
        pool.cards().count()
    );
}

#[test]
fn the_pool_holds_the_cards_that_exercise_every_construct() {
    let pool = bundled();
    for title in [
        "Evaluate Terraforming",
        "Archer",
        "Ancient Computer",
        "Armus: Skin Of Evil",
        "Alien Abduction",
        "Birth of \"Junior\"",
        "Ktarian Game",
        "Hyper-Aging",
        "Q",
        "Amanda Rogers",
        "Q2",
        "Alien Groupie",
        "Bynars Weapon Enhancement",
        "Warp Core Breach",
        "Static Warp Bubble",
        "Tox Uthat",
        "Federation Outpost",
        "Martok",
        "D'k Tahg",
    ] {
        assert!(pool.cards.contains_key(title), "the pool lacks {title}");
    }
    let count = |kind: &str| pool.cards().filter(|(_, c)| c.kind.name == kind).count();
    assert!(count("dilemma") >= 8 && count("interrupt") >= 5 && count("event") >= 5);
    assert!(count("equipment") >= 3 && count("artifact") >= 3 && count("facility") >= 1);
}

#[test]
fn each_card_file_holds_one_card_named_after_its_title() {
    let pool = bundled();
    for (file, module) in &pool.modules[pool.stdlib_files..] {
        let cards: Vec<_> = module.items.iter().filter(|i| matches!(i, Item::Card(_))).collect();
        let name = pool.sources.name(*file);
        assert_eq!(cards.len(), 1, "{name} should hold exactly one card");
        let Item::Card(card) = cards[0] else { unreachable!() };
        let expected: String = card
            .title
            .name
            .to_lowercase()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let stem = PathBuf::from(name)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let squeeze = |s: &str| s.split('_').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("_");
        assert_eq!(
            squeeze(&stem),
            squeeze(&expected),
            "{name} holds \"{}\"",
            card.title.name
        );
    }
}

#[test]
fn syntax_trees_survive_a_json_round_trip() {
    let pool = bundled();
    for (file, module) in &pool.modules {
        let json = serde_json::to_string(module).expect("the AST serialises");
        let back: Module = serde_json::from_str(&json).expect("the AST deserialises");
        assert_eq!(&back, module, "{}", pool.sources.name(*file));
    }
}

#[test]
fn a_new_card_file_and_a_new_skill_are_picked_up_without_rebuilding() {
    let folder = std::env::temp_dir().join(format!("stccg-new-card-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("temp folder");
    std::fs::write(
        folder.join("xenobotany.card"),
        "/// A skill this build has never seen.\nvocabulary skill { Xenobotany }\n",
    )
    .expect("write vocabulary");
    std::fs::write(
        folder.join("new_personnel.card"),
        "personnel \"Test Newcomer\" {\n  affiliation: Federation\n  classification: SCIENCE\n  integrity: 7\n  cunning: 7\n  strength: 4\n  skills: Xenobotany x2\n}\n",
    )
    .expect("write card");
    let pool = load(std::slice::from_ref(&folder), &StdlibSource::Embedded);
    std::fs::remove_dir_all(&folder).ok();
    assert!(
        pool.diagnostics.is_empty(),
        "{}",
        summary(&pool.diagnostics, &pool.sources)
    );
    assert!(pool.cards.contains_key("Test Newcomer"));
}

#[test]
fn the_stdlib_folder_loads_the_same_as_the_embedded_copy() {
    let from_folder = load(
        &[workspace_root().join("cards")],
        &StdlibSource::Folder(workspace_root().join("stdlib")),
    );
    assert!(
        from_folder.diagnostics.is_empty(),
        "{}",
        summary(&from_folder.diagnostics, &from_folder.sources)
    );
    assert_eq!(from_folder.stdlib_files, stccg_lang::stdlib::FILES.len());
    assert_eq!(from_folder.cards.len(), bundled().cards.len());
}
