//! The primitives `stdlib/primitives.card` declares and those the runtime implements are the
//! same, both ways: every declared effect, function and root has a typed id the interpreter
//! dispatches on (`stccg_runtime::defs::{EffectOp, FunctionOp, RootOp}`), and every id is
//! declared. A primitive declared without a handler would reach a game only as an error; a
//! handler nobody declared is dead code no card can call.

use stccg_lang::ast::{AbilityKind, Block, Effect, Member, Statement, StatementKind};
use stccg_lang::load::{load, StdlibSource};
use stccg_runtime::defs::{EffectOp, FunctionOp, RootOp};
use std::collections::BTreeSet;

/// The names a kind declares, and the names the runtime handles, must match.
fn assert_same(kind: &str, declared: BTreeSet<String>, handled: BTreeSet<String>) {
    let unhandled: Vec<_> = declared.difference(&handled).collect();
    let undeclared: Vec<_> = handled.difference(&declared).collect();
    assert!(
        unhandled.is_empty() && undeclared.is_empty(),
        "{kind}s declared in stdlib/primitives.card with no handler: {unhandled:?}; \
         handled by the runtime but not declared: {undeclared:?}"
    );
}

#[test]
fn every_declared_primitive_has_a_handler_and_every_handler_a_declaration() {
    let pool = load(&[], &StdlibSource::Embedded);
    assert!(pool.diagnostics.iter().all(|d| !d.is_error()), "the stdlib loads clean");
    let symbols = &pool.symbols;
    assert_same(
        "effect",
        symbols.effects.keys().cloned().collect(),
        EffectOp::ALL.iter().map(|op| op.name().to_string()).collect(),
    );
    assert_same(
        "function",
        symbols.functions.keys().cloned().collect(),
        FunctionOp::ALL.iter().map(|op| op.name().to_string()).collect(),
    );
    assert_same(
        "root",
        symbols.roots.keys().cloned().collect(),
        RootOp::ALL.iter().map(|op| op.name().to_string()).collect(),
    );
}

#[test]
fn a_verb_resolves_to_its_typed_id_when_the_pool_loads() {
    // The loader resolves each effect's verb to its declaration; the engine's pool maps the
    // declaration to the effect's id, once.
    let pool = load(&[std::path::PathBuf::from("../cards")], &StdlibSource::Embedded);
    let engine = stccg_runtime::defs::CardPool::from_lang(&pool).expect("the bundled pool is clean");
    let mut effects = Vec::new();
    for def in &engine.defs {
        for ability in &def.abilities {
            ability_effects(&ability.kind, &mut effects);
        }
    }
    for effect in &effects {
        let op = engine
            .effect_op(effect)
            .expect("every verb of a loaded card is resolved");
        assert_eq!(op.name(), effect.verb.name);
    }
    assert!(
        effects.len() > 500,
        "the bundled cards hold hundreds of effects, found {}",
        effects.len()
    );
}

fn ability_effects<'a>(kind: &'a AbilityKind, out: &mut Vec<&'a Effect>) {
    match kind {
        AbilityKind::Encounter { body }
        | AbilityKind::Static { body, .. }
        | AbilityKind::Trigger { body, .. }
        | AbilityKind::AtTurn { body, .. }
        | AbilityKind::CountdownExpires { body }
        | AbilityKind::Response { body, .. }
        | AbilityKind::Action { body, .. }
        | AbilityKind::OnPlay { body, .. }
        | AbilityKind::Probe { body, .. } => block_effects(body, out),
        AbilityKind::Cure { body: Some(body), .. } | AbilityKind::NullifyWith { body: Some(body), .. } => {
            block_effects(body, out)
        }
        AbilityKind::PlayAs { members, .. } => {
            for member in members {
                if let Member::Ability(ability) = member {
                    ability_effects(&ability.kind, out);
                }
            }
        }
        _ => {}
    }
}

fn block_effects<'a>(block: &'a Block, out: &mut Vec<&'a Effect>) {
    for statement in &block.statements {
        statement_effects(statement, out);
    }
}

fn statement_effects<'a>(statement: &'a Statement, out: &mut Vec<&'a Effect>) {
    match &statement.kind {
        StatementKind::Effect(effect) => out.push(effect),
        StatementKind::If { then, otherwise, .. } => {
            block_effects(then, out);
            otherwise.iter().for_each(|b| block_effects(b, out));
        }
        StatementKind::Unless { body, otherwise, .. } => {
            block_effects(body, out);
            otherwise.iter().for_each(|b| block_effects(b, out));
        }
        StatementKind::ForEach { body, .. } => block_effects(body, out),
        StatementKind::Either { options } => options.iter().for_each(|b| block_effects(b, out)),
        StatementKind::Modal { statement, .. } => statement_effects(statement, out),
        _ => {}
    }
}
