//! `stccg lint`: the lint rule registry. `--list` prints every rule, `--explain CODE` one
//! rule's documentation; without either it checks the pool as `stccg check` does.

use super::args::LintArgs;
use stccg_lang::lint::{find_rule, registry};
use std::io::Write;

/// Runs `stccg lint`.
pub(crate) fn run(args: &LintArgs, out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let json = args.check.format.is_json();
    let io = |e: std::io::Error| e.to_string();
    if args.list {
        if json {
            let rules: Vec<_> = registry()
                .iter()
                .map(|r| serde_json::json!({"code": r.code, "name": r.name, "level": r.level, "summary": r.summary}))
                .collect();
            let text = serde_json::to_string_pretty(&rules).map_err(|e| e.to_string())?;
            writeln!(out, "{text}").map_err(io)?;
        } else {
            let width = registry().iter().map(|r| r.name.len()).max().unwrap_or(0);
            for rule in registry() {
                writeln!(
                    out,
                    "{}  {:width$}  {:5}  {}",
                    rule.code,
                    rule.name,
                    rule.level.as_str(),
                    rule.summary
                )
                .map_err(io)?;
            }
        }
        return Ok(0);
    }
    if let Some(code) = &args.explain {
        let rule = find_rule(code).ok_or_else(|| format!("no lint rule `{code}`; `stccg lint --list` prints them"))?;
        if json {
            let doc = serde_json::json!({
                "code": rule.code, "name": rule.name, "level": rule.level,
                "summary": rule.summary, "doc": rule.doc(),
            });
            let text = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())?;
            writeln!(out, "{text}").map_err(io)?;
        } else {
            write!(out, "{}", rule.doc()).map_err(io)?;
            writeln!(out, "\nDefault level: {}.", rule.level.as_str()).map_err(io)?;
        }
        return Ok(0);
    }
    super::check::run(&args.check, out, err, colour)
}
