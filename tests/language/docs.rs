//! The language reference cannot drift from the grammar: every ```card example in
//! `docs/language.md` parses and checks against the bundled pool, and the examples together
//! show every kind of ability and statement.

use stccg_lang::ast::{walk_members, AbilityKind, Item, StatementKind};
use stccg_lang::load::load_bytes;
use stccg_lang::testing::summary;
use stccg_tests::workspace_root;
use std::collections::BTreeSet;

/// The ```card blocks of the reference, with the line each starts on.
fn examples() -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(workspace_root().join("docs/language.md")).expect("docs/language.md exists");
    let mut examples = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (index, line) in text.lines().enumerate() {
        match &mut current {
            None if line.trim_start().starts_with("```card") => current = Some((index + 2, String::new())),
            Some(_) if line.trim_start().starts_with("```") => examples.push(current.take().expect("open block")),
            Some((_, body)) => {
                body.push_str(line);
                body.push('\n');
            }
            None => {}
        }
    }
    assert!(current.is_none(), "a ```card block is never closed");
    examples
}

#[test]
fn every_example_checks_against_the_bundled_pool() {
    let examples = examples();
    assert!(examples.len() >= 20, "the reference has {} examples", examples.len());
    let mut shown = BTreeSet::new();
    for (line, body) in &examples {
        let name = format!("docs/language.md:{line}");
        let pool = load_bytes(&[(name.as_str(), body.as_bytes())], &[workspace_root().join("cards")]);
        let example_file = stccg_lang::source::FileId(pool.sources.len() as u32 - 1);
        // An example may quote a bundled card word for word, replacing it; that is its only
        // allowed remark.
        let problems: Vec<_> = pool
            .diagnostics
            .iter()
            .filter(|d| d.primary().file == example_file && d.code != "pool::replaced-card")
            .cloned()
            .collect();
        assert!(
            problems.is_empty(),
            "example at {name}:\n{}",
            summary(&problems, &pool.sources)
        );
        for (_, module) in pool.modules.iter().filter(|(file, _)| *file == example_file) {
            for item in &module.items {
                if let Item::Card(card) = item {
                    let mut statements = BTreeSet::new();
                    walk_members(
                        &card.members,
                        &mut |a| {
                            shown.insert(ability_name(&a.kind));
                        },
                        &mut |s| {
                            statements.insert(statement_name(&s.kind));
                        },
                    );
                    shown.extend(statements);
                }
            }
        }
    }
    let missing: Vec<&str> = ALL_KINDS.iter().copied().filter(|k| !shown.contains(k)).collect();
    assert!(missing.is_empty(), "the reference shows no example of: {missing:?}");
}

/// Every ability and statement kind; the match arms below must name each.
const ALL_KINDS: &[&str] = &[
    "encounter",
    "static",
    "trigger",
    "at turn",
    "countdown expires",
    "response",
    "action",
    "on play",
    "plays on",
    "play as",
    "cure",
    "nullify with",
    "special download",
    "probe",
    "todo",
    "effect",
    "if",
    "unless",
    "get past",
    "for each",
    "either",
    "let",
    "modal",
    "todo statement",
];

fn ability_name(kind: &AbilityKind) -> &'static str {
    match kind {
        AbilityKind::Encounter { .. } => "encounter",
        AbilityKind::Static { .. } => "static",
        AbilityKind::Trigger { .. } => "trigger",
        AbilityKind::AtTurn { .. } => "at turn",
        AbilityKind::CountdownExpires { .. } => "countdown expires",
        AbilityKind::Response { .. } => "response",
        AbilityKind::Action { .. } => "action",
        AbilityKind::OnPlay { .. } => "on play",
        AbilityKind::PlaysOn { .. } => "plays on",
        AbilityKind::PlayAs { .. } => "play as",
        AbilityKind::Cure { .. } => "cure",
        AbilityKind::NullifyWith { .. } => "nullify with",
        AbilityKind::SpecialDownload { .. } => "special download",
        AbilityKind::Probe { .. } => "probe",
        AbilityKind::Todo { .. } => "todo",
    }
}

fn statement_name(kind: &StatementKind) -> &'static str {
    match kind {
        StatementKind::Effect(_) => "effect",
        StatementKind::If { .. } => "if",
        StatementKind::Unless { .. } => "unless",
        StatementKind::GetPast { .. } => "get past",
        StatementKind::ForEach { .. } => "for each",
        StatementKind::Either { .. } => "either",
        StatementKind::Let { .. } => "let",
        StatementKind::Modal { .. } => "modal",
        StatementKind::Todo { .. } => "todo statement",
    }
}
