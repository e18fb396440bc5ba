//! `stccg errata [--ruleset NAME] [--cards DIR]... [CARD]`: the errata in force under a
//! ruleset (default `glossary-current`), one line each; for one card, the
//! card as printed, each erratum that patches it, and the card that results; for a core rule
//! of the stdlib (`stccg errata "Interrupt order"`), the rule as written, its errata and the
//! rule that results.

use super::args::ErrataArgs;
use stccg_lang::ast::Member;
use stccg_lang::errata::Applied;
use stccg_lang::load::{load_ruleset_cached, Pool, StdlibSource};
use stccg_lang::span::Span;
use std::io::Write;

/// Runs `stccg errata`. Exit status 0; 1 if an errata file has errors.
pub(crate) fn run(args: &ErrataArgs, out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let paths = args.pool.layers(&[])?;
    let ruleset = args.ruleset;
    let title = args.title.clone();
    let pool = load_ruleset_cached(
        &paths,
        &StdlibSource::Embedded,
        ruleset.name(),
        ruleset.errata_until(),
        &args.pool.cache(),
    );
    let errata_errors: Vec<_> = pool
        .diagnostics
        .iter()
        .filter(|d| d.is_error() && d.code.starts_with("errata::"))
        .cloned()
        .collect();
    super::render(&errata_errors, &pool.sources, colour, err);
    let io = |e: std::io::Error| e.to_string();
    match title {
        None => list(&pool, out).map_err(io)?,
        Some(title) if pool.symbols.rules.contains_key(&title) => show_rule(&pool, &title, out).map_err(io)?,
        Some(title) => show(&pool, &title, out)?,
    }
    Ok(u8::from(!errata_errors.is_empty()))
}

/// One line per erratum in force, oldest first: the cards', then the core rules'.
fn list(pool: &Pool, out: &mut dyn Write) -> std::io::Result<()> {
    let cards = pool
        .applied_errata
        .iter()
        .map(|a| (&a.erratum, a.erratum.target.name.to_string()));
    let rules = (pool.applied_rule_errata.iter()).map(|a| (&a.erratum, format!("rule \"{}\"", a.erratum.target.name)));
    let mut count = 0;
    for (erratum, target) in cards.chain(rules) {
        let patches: Vec<String> = erratum.patches.iter().map(|p| p.describe()).collect();
        writeln!(
            out,
            "{}  {target}: {} ({}; {})",
            erratum.date,
            erratum.reason,
            patches.join(", "),
            erratum.source
        )?;
        count += 1;
    }
    writeln!(out, "{count} errata in force")
}

/// A core rule as written, its errata in force and the rule that results.
fn show_rule(pool: &Pool, name: &str, out: &mut dyn Write) -> std::io::Result<()> {
    let text = |file, span: Span| pool.sources.text(file)[span.start()..span.end()].to_string();
    let applied: Vec<_> = pool
        .applied_rule_errata
        .iter()
        .filter(|a| a.erratum.target.name == name)
        .collect();
    let Some((rule, file)) = pool.symbols.rules.get(name) else {
        return Ok(());
    };
    let written = applied.first().map_or(rule, |a| &a.before);
    writeln!(
        out,
        "as written ({}):\n{}\n",
        pool.sources.name(*file),
        text(*file, written.span)
    )?;
    if applied.is_empty() {
        return writeln!(out, "no errata in force for the rule \"{name}\"");
    }
    for entry in &applied {
        let erratum = &entry.erratum;
        let file = pool.sources.name(erratum.file);
        writeln!(
            out,
            "erratum of {} ({file}):\n{}\n",
            erratum.date,
            text(erratum.file, erratum.span)
        )?;
    }
    writeln!(out, "result:\nrule \"{name}\" {{")?;
    for setting in &rule.settings {
        let patched = written.setting(&setting.name.name) != Some(setting);
        let marker = if patched { "  // erratum" } else { "" };
        let (kind, value) = (&setting.kind.name, &setting.value.name);
        writeln!(out, "  {}: {kind} = {value}{marker}", setting.name.name)?;
    }
    writeln!(out, "}}")
}

/// The card as printed, its errata and the result.
fn show(pool: &Pool, title: &str, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let Some((card_file, card)) = pool.cards().find(|(_, card)| card.title.name == title) else {
        let titles = pool.cards().map(|(_, card)| card.title.name.as_str());
        let hint = stccg_lang::suggest::help_for(title, titles)
            .map(|h| format!("; {h}"))
            .unwrap_or_default();
        return Err(format!("no card titled \"{title}\"{hint}"));
    };
    let applied: Vec<&Applied> = pool
        .applied_errata
        .iter()
        .filter(|a| a.erratum.target.name == title)
        .collect();
    if applied.is_empty() {
        writeln!(out, "no errata in force for \"{title}\"").map_err(io)?;
        return Ok(());
    }
    let text = |file, span: Span| pool.sources.text(file)[span.start()..span.end()].to_string();
    writeln!(
        out,
        "as printed ({}):\n{}\n",
        pool.sources.name(card_file),
        text(card_file, card.span)
    )
    .map_err(io)?;
    for entry in &applied {
        let erratum = &entry.erratum;
        writeln!(
            out,
            "erratum of {} ({}):\n{}\n",
            erratum.date,
            pool.sources.name(erratum.file),
            text(erratum.file, erratum.span)
        )
        .map_err(io)?;
    }
    writeln!(out, "result:\n{} \"{}\" {{", card.kind.name, card.title.name).map_err(io)?;
    for member in &card.members {
        let from_erratum = applied.iter().find_map(|entry| {
            entry
                .erratum
                .patches
                .iter()
                .any(|p| p.member().as_ref() == Some(member))
                .then_some(entry.erratum.file)
        });
        let file = from_erratum.unwrap_or(card_file);
        let marker = if from_erratum.is_some() { "  // erratum" } else { "" };
        writeln!(out, "  {}{marker}", text(file, member_span(member))).map_err(io)?;
    }
    writeln!(out, "}}").map_err(io)
}

/// Where a member is written.
fn member_span(member: &Member) -> Span {
    match member {
        Member::Field(field) => field.span,
        Member::Flag(flag) => flag.span,
        Member::Ability(ability) => ability.span,
    }
}
